/** The checkout's totals, its lines' check and "Place order" (keyed: one order however often it is clicked). */
import type { CheckoutDetails } from "atlas-client"
import { PaymentUseCases, ProductsUseCases, useRead } from "atlas-client/react"
import { useRef } from "react"
import { LineItems } from "../../components/LineItems.js"
import { failureOf } from "../../errors.js"
import { Link, navigate } from "../../router.js"
import { money } from "../../shop/format.js"
import { reasonOf, useFreshAction } from "../checkoutShared.js"
import { NeedsScript, stillAtCheckout } from "./parts.js"

/** The totals and "Place order" (keyed: one order however often it is clicked or retried). */
export const Summary = ({ checkout }: { readonly checkout: CheckoutDetails }) => {
  const purchase = useFreshAction(PaymentUseCases.purchase)
  const payments = checkout.payments ?? []
  const { state } = purchase
  // A second click before the page re-renders sends nothing (the key would make it harmless anyway).
  const sending = useRef(false)
  const placeOrder = async () => {
    if (sending.current) return
    sending.current = true
    const ended = await purchase.runAsync(checkout.checkoutId)
    // The purchase makes the cart, the orders and the balances stale: they are fetched again.
    if (ended.status === "success" && stillAtCheckout()) navigate(`/orders/${encodeURIComponent(ended.value.order.orderId)}`)
    if (failureOf(ended) !== undefined) sending.current = false
  }
  const busy = state.status === "request" || state.status === "success"
  // The lines are checked again for this checkout's modality at the shopper's store before payment
  // (spec §5: availability, stock, minimum and maximum quantities, restriction groups).
  const lines = checkout.lineItems.map((l) => ({ upc: l.upc, quantity: Math.round(l.quantity), itemId: l.lineId }))
  // A modality this storefront does not know (a later member of the enum) is not checked here.
  const modality = checkout.modality === "PICKUP" ? "PICKUP" : checkout.modality === "DELIVERY" ? "DELIVERY" : undefined
  const check = useRead(ProductsUseCases.validateModality, lines.length === 0 || modality === undefined ? undefined : [modality, lines], {
    key: `checkout-lines:${checkout.checkoutId}`
  })
  const rejections = check.state.status === "success" ? check.state.value.rejections : []
  const nameOf = (itemId: string) => checkout.lineItems.find((l) => l.lineId === itemId || l.upc === itemId)?.description ?? "An item"
  const missing =
    check.state.status === "request" || check.state.status === "idle"
      ? "Checking your items…"
      : rejections.length > 0
        ? "Change your cart first."
        : checkout.timeslotId === undefined
          ? "Choose a time first."
          : payments.length === 0
            ? "Choose a payment first."
            : undefined
  const t = checkout.totals
  return (
    <aside className="card checkout__summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="card__title">
        Order summary
      </h2>
      <LineItems lines={checkout.lineItems} label="Items" />
      {rejections.length > 0 && (
        <div className="notice notice--error" role="alert" data-testid="checkout-rejections">
          <div>
            <p className="notice__title">Some items can’t be part of this order</p>
            <ul className="rejections">
              {rejections.map((r) => (
                <li key={`${r.itemId}:${r.code}`}>
                  <strong>{nameOf(r.itemId)}</strong>: {r.message}
                </li>
              ))}
            </ul>
            <p className="notice__detail">
              <Link to="/cart">Change your cart</Link>, or choose another way to shop.
            </p>
          </div>
        </div>
      )}
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{money(t.subtotal)}</dd>
        <dt>Savings</dt>
        <dd className={t.savings > 0 ? "totals__savings" : undefined}>{t.savings > 0 ? `−${money(t.savings)}` : money(0)}</dd>
        <dt>Promotions</dt>
        <dd className={t.promotions > 0 ? "totals__savings" : undefined} data-testid="checkout-promotions">
          {t.promotions > 0 ? `−${money(t.promotions)}` : money(0)}
        </dd>
        <dt>Fees</dt>
        <dd data-testid="checkout-fees">{money(t.fees)}</dd>
        {checkout.modality === "DELIVERY" && (
          <>
            <dt>Tip</dt>
            <dd data-testid="checkout-tip">{money(t.tip)}</dd>
          </>
        )}
        <dt className="totals__total">Total</dt>
        <dd className="totals__total" data-testid="checkout-total">
          {money(t.total)}
        </dd>
      </dl>
      <NeedsScript>Placing your order needs JavaScript: turn it on to pay.</NeedsScript>
      <button
        type="button"
        className="button button--block checkout__with-script"
        disabled={busy || missing !== undefined}
        aria-describedby={missing !== undefined ? "place-hint" : undefined}
        onClick={() => void placeOrder()}
      >
        {busy ? "Placing order…" : `Place order · ${money(t.total)}`}
      </button>
      {missing !== undefined && (
        <p id="place-hint" className="muted checkout__hint checkout__with-script">
          {missing}
        </p>
      )}
      {failureOf(state) !== undefined && (
        <div className="notice notice--error" role="alert">
          <div>
            <p className="notice__title">Your order wasn’t placed</p>
            <p className="notice__detail">{reasonOf(failureOf(state))}</p>
          </div>
          <button type="button" className="button button--small" onClick={() => void placeOrder()}>
            Try again
          </button>
        </div>
      )}
    </aside>
  )
}
