/**
 * The cart: `CartsUseCases.getCart(profileId)` (the cache's entry every cart view shares), each
 * line with its thumbnail (its item's department illustration, `ItemsUseCases.lookupItem`) and its
 * quantity (`updateLine`, keyed by the line: the cart shows the new quantity and totals at
 * once, and puts them back with the reason when the upstream refuses it) and removal
 * (`removeLine`), the totals with savings, the coupons of `getCartSavings({ cartId })`, and
 * `RecommendationsUseCases.didYouForget` for what the cart holds. The writes' own declarations keep
 * the cart read true: nothing here copies a cart by hand. The lines are checked for how and where the
 * shopper shops, again when that changes (`cart/LineChecks.tsx`).
 */
import type { Cart, CartLineItem, Recommendation } from "atlas-client"
import {
  CartsUseCases,
  isFailed,
  ItemsUseCases,
  patchEntries,
  RecommendationsUseCases,
  type SlotState,
  useRead,
  useSlotStore
} from "atlas-client/react"
import * as Option from "effect/Option"
import { useEffect, useState } from "react"
import { ErrorNotice, Spinner } from "../components/States.js"
import { field, tagOf } from "../errors.js"
import { Link } from "../router.js"
import { REMOVE_FIELD, ServerForm, useFormIntent } from "../ServerForm.js"
import { addFailure, QuantityStepper } from "../shop/AddToCart.js"
import { useCart } from "../shop/cart.js"
import { money } from "../shop/format.js"
import { ItemTile, ProductArt } from "../shop/ProductTile.js"
import { withQuantity } from "./cartLines.js"
import { LineChecksNotice, LineRejection, useLineChecks } from "./cart/LineChecks.js"
import { useFreshAction, useOnSuccess } from "./checkoutShared.js"
import { WriteQueued } from "atlas-client/offline"
import { outbox } from "../shop/outbox.js"

/** A cart line write refused because the line is not as this tab showed it: gone (404) or in conflict (409). */
const isStaleLine = (error: unknown): boolean => {
  const status = field(error, "status")
  return tagOf(error) === "UpstreamError" && (status === 404 || status === 409)
}

/**
 * A line's thumbnail: its item's department illustration (the lines' items are looked up together,
 * one batched request, shared with the shop's tiles); an empty frame until it is known, the
 * shopping bag if the item cannot be read.
 */
const LineArt = ({ upc }: { readonly upc: string }) => {
  const { state } = useRead(ItemsUseCases.lookupItem, [upc], { key: upc })
  if (state.status === "success") return <ProductArt item={state.value} size="thumb" eager />
  if (isFailed(state)) return <ProductArt item={{ size: "" }} size="thumb" eager />
  return <div className="art art--thumb" aria-hidden="true" />
}

/** What a quantity change shows at once, in the cart read (rolled back if the write fails). */
const quantityShown = (...[lineId, quantity]: Parameters<typeof CartsUseCases.updateLine.run>) => [
  patchEntries(CartsUseCases.getCart, (cart) => Option.map(cart, (c) => withQuantity(c, lineId, quantity)))
]

/** `tell(true)`: a write found the line changed in another tab; `tell(false)`: a write went through. */
const Line = ({
  line,
  tell,
  rejection
}: {
  readonly line: CartLineItem
  readonly tell: (changedElsewhere: boolean) => void
  readonly rejection?: string | undefined
}) => {
  // Fresh: what an earlier visit left in the line's shared slots is not shown again.
  const update = useFreshAction(outbox.writes.updateLine, { key: line.id, optimistic: quantityShown })
  const remove = useFreshAction(outbox.writes.removeLine, { key: line.id })
  const store = useSlotStore()
  const [quantity, setQuantity] = useState(line.quantity)
  // The cart's quantity: the one saved, shown at once while it is saved, or put back when refused.
  useEffect(() => setQuantity(line.quantity), [line.quantity])
  useOnSuccess(update.state, () => tell(false))
  useOnSuccess(remove.state, () => tell(false))
  const failed = [update.state, remove.state].find(isFailed)
  // The line is gone or changed under this tab (another tab's write): the cart is read again (a
  // refused quantity is rolled back and read again by the optimistic update; a refused removal here).
  const stale = failed !== undefined && isStaleLine(failed.error)
  const removeRefused = isFailed(remove.state)
  useEffect(() => {
    if (!stale) return
    tell(true)
    if (removeRefused) store.invalidate([CartsUseCases.getCart])
  }, [stale, removeRefused, tell, store])
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
  const removeIntent = useFormIntent(`remove-${line.id}`)
  return (
    <li className="line" data-line-id={line.id} data-upc={line.upc}>
      <LineArt upc={line.upc} />
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
      <ServerForm
        className="line__qty"
        action="/cart"
        name={`update-${line.id}`}
        does="update"
        fields={{ lineId: line.id }}
        returnTo="/cart"
        onSubmit={(e) => {
          if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === REMOVE_FIELD) remove.run(line.id)
          else if (changed) runUpdate(line.id, quantity)
        }}
      >
        <QuantityStepper
          name="quantity"
          value={quantity}
          onChange={(n) => {
            setQuantity(n)
            if (failed !== undefined) update.reset()
          }}
          label={`Quantity of ${line.description}`}
          disabled={busy}
        />
        {/* The form's default button (Enter in the quantity field saves it; without JavaScript too). */}
        <button type="submit" className="visually-hidden" tabIndex={-1} disabled={busy}>
          Save quantity
        </button>
        <span className="line__saving" role="status">
          {update.state.status === "request" ? "Saving…" : ""}
        </span>
        <button type="submit" name={REMOVE_FIELD} value={removeIntent} className="button button--small button--ghost" disabled={busy}>
          {remove.state.status === "request" ? "Removing…" : "Remove"}
        </button>
      </ServerForm>
      <div className="line__total">
        <strong>{money(line.lineTotal)}</strong>
        {line.savings !== undefined && line.savings > 0 && <span className="line__savings">You save {money(line.savings)}</span>}
      </div>
      {failed !== undefined && failed.error instanceof WriteQueued && (
        <p className="add__note line__error" role="status">
          {failed === update.state ? "The new quantity is" : "Removing it is"} saved on this device: it will be sent when you’re back
          online.
        </p>
      )}
      {failed !== undefined && !stale && !(failed.error instanceof WriteQueued) && (
        <p className="add__error line__error" role="alert">
          {failed === update.state ? `We couldn’t save the new quantity, so it is back to ${line.quantity}. ` : ""}
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
  const { cart, status, error, refetch } = useCart()
  // A line write found the cart changed in another tab (the cart is read again): the shopper is told.
  const [changedElsewhere, tell] = useState(false)
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
      {changedElsewhere && (
        <div className="notice notice--muted" role="status" data-testid="cart-notice">
          <div>
            <p className="notice__title">This cart changed in another tab. Here is what it holds now.</p>
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
                  <Line key={l.id} line={l} tell={tell} rejection={checks.byLine.get(l.id)} />
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
