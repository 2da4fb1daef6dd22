/**
 * The cart: `CartsUseCases.getCart(profileId)` (through the shared cart), each line's quantity
 * (`updateLine`, keyed by the line) and removal (`removeLine`), a refused change showing its
 * rejection, the totals with savings, the coupons of `getCartSavings({ cartId })`, and
 * `RecommendationsUseCases.didYouForget` for what the cart holds; the lines checked for how and
 * where the shopper shops, again when that changes (`cart/LineChecks.tsx`).
 */
import type { Cart, CartLineItem, Recommendation } from "atlas-client"
import { CartsUseCases, RecommendationsUseCases, type SlotState, useRead } from "atlas-client/react"
import { useEffect, useState } from "react"
import { ErrorNotice, Spinner } from "../components/States.js"
import { field, isFailed, tagOf } from "../errors.js"
import { Link } from "../router.js"
import { addFailure, QuantityStepper } from "../shop/AddToCart.js"
import { useCart } from "../shop/cart.js"
import { money } from "../shop/format.js"
import { ItemTile } from "../shop/ProductTile.js"
import { LineChecksNotice, LineRejection, useLineChecks } from "./cart/LineChecks.js"
import { useFreshAction, useOnSuccess } from "./checkoutShared.js"

/** A cart line write refused because the line is not as this tab showed it: gone (404) or in conflict (409). */
const isStaleLine = (error: unknown): boolean => {
  const status = field(error, "status")
  return tagOf(error) === "UpstreamError" && (status === 404 || status === 409)
}

const Line = ({ line, rejection }: { readonly line: CartLineItem; readonly rejection?: string | undefined }) => {
  const { apply, changedElsewhere } = useCart()
  // Fresh: what an earlier visit left in the line's shared slots is neither applied nor shown again.
  const update = useFreshAction(CartsUseCases.updateLine, { key: line.id })
  const remove = useFreshAction(CartsUseCases.removeLine, { key: line.id })
  const [quantity, setQuantity] = useState(line.quantity)
  useEffect(() => setQuantity(line.quantity), [line.quantity])
  useOnSuccess(update.state, apply)
  useOnSuccess(remove.state, apply)
  const failed = [update.state, remove.state].find(isFailed)
  // The line is gone or changed under this tab (another tab's write): read the cart again.
  const stale = failed !== undefined && isStaleLine(failed.error)
  useEffect(() => {
    if (stale) changedElsewhere()
  }, [stale, changedElsewhere])
  const busy = update.state.status === "request" || remove.state.status === "request"
  const changed = quantity !== line.quantity
  const { run: runUpdate } = update
  const failedNow = failed !== undefined
  // A change of quantity is saved at once (after a short pause, so that quick presses of + send
  // one update with the last quantity); there is no separate "Update" step.
  useEffect(() => {
    if (!changed || failedNow) return
    const timer = window.setTimeout(() => runUpdate(line.id, quantity), 250)
    return () => window.clearTimeout(timer)
  }, [changed, failedNow, quantity, line.id, runUpdate])
  const paid = line.price.promo ?? line.price.regular
  return (
    <li className="line" data-line-id={line.id} data-upc={line.upc}>
      <div className="line__main">
        <h3 className="line__name">
          <Link to={`/products/${line.upc}`}>{line.description}</Link>
        </h3>
        <p className="line__price">
          {money(paid)} each
          {line.price.promo !== undefined && (
            <>
              {" "}
              · <s>{money(line.price.regular)}</s> <span className="price__off">Sale</span>
            </>
          )}
        </p>
      </div>
      <form
        className="line__qty"
        onSubmit={(e) => {
          e.preventDefault()
          if (changed) runUpdate(line.id, quantity)
        }}
      >
        <QuantityStepper
          value={quantity}
          onChange={(n) => {
            setQuantity(n)
            if (failed !== undefined) update.reset()
          }}
          label={`Quantity of ${line.description}`}
          disabled={busy}
        />
        <span className="line__saving" role="status">
          {update.state.status === "request" ? "Saving…" : ""}
        </span>
        <button type="button" className="button button--small button--ghost" onClick={() => remove.run(line.id)} disabled={busy}>
          {remove.state.status === "request" ? "Removing…" : "Remove"}
        </button>
      </form>
      <div className="line__total">
        <strong>{money(line.lineTotal)}</strong>
        {line.savings > 0 && <span className="line__savings">You save {money(line.savings)}</span>}
      </div>
      {failed !== undefined && !stale && (
        <p className="add__error line__error" role="alert">
          {addFailure(failed.error)}
        </p>
      )}
      <LineRejection message={rejection} />
    </li>
  )
}

/** A cart's counts and totals; those a server leaves out are summed from its lines. */
const totalsOf = (cart: Cart) => {
  const itemCount = cart.itemCount ?? cart.lineItems.reduce((n, l) => n + l.quantity, 0)
  const subtotal = cart.subtotal ?? cart.lineItems.reduce((n, l) => n + l.lineTotal, 0)
  const savings = cart.savings ?? 0
  return { itemCount, subtotal, savings, total: cart.total ?? subtotal - savings }
}

const Coupons = ({ cart }: { readonly cart: Cart }) => {
  // Cart writes make the savings stale: they are fetched again.
  const savings = useRead(CartsUseCases.getCartSavings, [{ cartId: cart.id }], { key: cart.id })
  const { state } = savings
  if (state.status !== "success")
    return state.status === "request" || state.status === "idle" ? <Spinner label="Checking coupons…" /> : null
  const order = state.value.savings.filter((s) => s.couponType === "Order")
  const items = state.value.savings.filter((s) => s.couponType === "Item")
  if (state.value.savings.length === 0) return <p className="muted coupons__none">Spend $50 or more to get $5 off your order.</p>
  return (
    <div className="coupons">
      <h3 className="coupons__title">Coupons applied</h3>
      <ul>
        {[...items, ...order].map((c) => (
          <li key={c.couponId}>
            <span>{c.description}</span>
            <span className="coupons__amount">−{money(c.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="coupons__total">
        With coupons <strong>{money(state.value.total)}</strong>
      </p>
    </div>
  )
}

/** A rail of recommended items under a heading; nothing until they load, or when there are none. */
const RecsRail = ({
  id,
  title,
  state
}: {
  readonly id: string
  readonly title: string
  readonly state: SlotState<{ readonly recommendations: ReadonlyArray<Recommendation> }, unknown>
}) => {
  if (state.status !== "success" || state.value.recommendations.length === 0) return null
  return (
    <section className="recs" aria-labelledby={id}>
      <h2 id={id} className="recs__title">
        {title}
      </h2>
      <ul className="rail">
        {state.value.recommendations.map((r) => (
          <ItemTile key={r.item.gtin13} item={r.item} />
        ))}
      </ul>
    </section>
  )
}

const DidYouForget = ({ cart }: { readonly cart: Cart }) => {
  const gtin13s = cart.lineItems.map((l) => l.upc)
  const { state } = useRead(RecommendationsUseCases.didYouForget, [gtin13s, { size: 6 }])
  return <RecsRail id="forget-title" title="Did you forget?" state={state} />
}

const StartMyCart = () => {
  const { state } = useRead(RecommendationsUseCases.startMyCart, [{ size: 6 }])
  return <RecsRail id="start-title" title="Start with the staples" state={state} />
}

/** The cart page. */
export const CartPage = () => {
  const { cart, status, error, refetch, notice } = useCart()
  const checks = useLineChecks(status === "ready" ? cart : undefined)
  return (
    <div className="page cart-page">
      <div className="page-head">
        <p className="eyebrow">Your cart</p>
        <h1>
          Cart
          {cart != null && cart.lineItems.length > 0
            ? ` (${totalsOf(cart).itemCount} ${totalsOf(cart).itemCount === 1 ? "item" : "items"})`
            : ""}
        </h1>
      </div>
      {notice !== undefined && (
        <div className="notice notice--muted" role="status" data-testid="cart-notice">
          <div>
            <p className="notice__title">{notice}</p>
          </div>
        </div>
      )}
      {status === "loading" && (
        <div className="card" aria-busy="true">
          <Spinner label="Loading your cart…" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line short" />
        </div>
      )}
      {status === "error" && <ErrorNotice error={error} onRetry={refetch} />}
      {status === "ready" && (cart == null || cart.lineItems.length === 0) && (
        <>
          <div className="empty">
            <p className="empty__title">Your cart is empty</p>
            <p>Find what you need in the shop: fresh produce, pantry staples and more.</p>
            <Link to="/shop" className="button">
              Start shopping
            </Link>
          </div>
          <StartMyCart />
        </>
      )}
      <LineChecksNotice checks={checks} />
      {status === "ready" && cart != null && cart.lineItems.length > 0 && (
        <>
          <div className="cart">
            <section className="card cart__lines" aria-labelledby="lines-title">
              <h2 id="lines-title" className="visually-hidden">
                Items in your cart
              </h2>
              <ul className="lines">
                {cart.lineItems.map((l) => (
                  <Line key={l.id} line={l} rejection={checks.byLine.get(l.id)} />
                ))}
              </ul>
            </section>
            <aside className="card cart__summary" aria-labelledby="summary-title">
              <h2 id="summary-title" className="card__title">
                Order summary
              </h2>
              <dl className="totals">
                <dt>
                  Subtotal ({totalsOf(cart).itemCount} {totalsOf(cart).itemCount === 1 ? "item" : "items"})
                </dt>
                <dd>{money(totalsOf(cart).subtotal)}</dd>
                <dt>Savings</dt>
                <dd className={totalsOf(cart).savings > 0 ? "totals__savings" : undefined}>
                  {totalsOf(cart).savings > 0 ? `−${money(totalsOf(cart).savings)}` : money(0)}
                </dd>
                <dt className="totals__total">Total</dt>
                <dd className="totals__total" data-testid="cart-total">
                  {money(totalsOf(cart).total)}
                </dd>
              </dl>
              {totalsOf(cart).savings > 0 && <p className="totals__note">You’re saving {money(totalsOf(cart).savings)} on sale items.</p>}
              <Coupons cart={cart} />
              <Link to="/checkout" className="button button--block">
                Checkout
              </Link>
              <Link to="/shop" className="button button--secondary button--block">
                Keep shopping
              </Link>
            </aside>
          </div>
          <DidYouForget cart={cart} />
        </>
      )}
    </div>
  )
}
