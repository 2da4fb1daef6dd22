/**
 * Checkout (issue 7): a checkout from the cart at the shopper's store, for pickup or delivery (a
 * delivery to an address the locator validated and the modality preferences saved:
 * `checkout/DeliveryAddress.tsx`; the checkout and its order carry it)
 * (`CheckoutUseCases.createCheckout`, its id kept in the address so a reload finds it again); a time
 * slot of that store and modality (`TimeslotsUseCases.getUpfrontTimeslots`, reserved on the checkout
 * with `updateCheckout`); a tip (`setTip`, delivery only); promo codes (`addPromo`/`removePromo`, a
 * refusal shows the upstream's reason); payment from the wallet (`WalletUseCases`: the cards, adding
 * one, an EBT card's balances; `updatePayment` chooses it); then "Place order" (`PaymentUseCases.purchase`,
 * keyed: a double click places one order) and on to the order's page. Every write is a mutation; a
 * refused one keeps what the shopper typed and shows why.
 */
import type { Address, CheckoutDetails, CheckoutModality } from "atlas-client"
import { CheckoutUseCases, useRead } from "atlas-client/react"
import { type ReactNode, useEffect, useRef, useState } from "react"

import { ErrorNotice, Spinner } from "../components/States.js"
import { StoreName } from "../components/StoreName.js"
import { failureOf } from "../errors.js"
import { orderNumber } from "../format.js"
import { useSignedIn } from "../header/AccountLink.js"
import { type MyStore, useMyStore } from "../myStore.js"
import { Link, navigate, useLocation } from "../router.js"
import { useCart } from "../shop/cart.js"

import { useFreshAction, useFreshRead, useOnSuccess } from "./checkoutShared.js"
import { addressText, savedDelivery } from "./checkout/address.js"
import { CHECKOUT_DOES, type CheckoutAnswer, refusalOf } from "./checkout/answers.js"
import { ServerForm } from "../ServerForm.js"
import { DeliveryAddress } from "./checkout/DeliveryAddress.js"
import "./checkout.css"

import { Refusal, Said, stillAtCheckout } from "./checkout/parts.js"
import { Slots } from "./checkout/Slots.js"
import { Promo, Tip } from "./checkout/TipAndPromo.js"
import { Payment } from "./checkout/Payment.js"
import { Summary } from "./checkout/Summary.js"

/** Step 1: how the order is fulfilled (a delivery: to which address); creates the checkout from the cart. */
const Start = ({
  cartId,
  store,
  answered
}: {
  readonly cartId: string
  readonly store: MyStore
  readonly answered: CheckoutAnswer | undefined
}) => {
  const { active } = useMyStore()
  const { query } = useLocation()
  const { locationId, name: storeName } = store
  const refused = refusalOf(answered, "start")
  const [modality, setModality] = useState<CheckoutModality>(() =>
    (refused?.typed ?? query.get("modality") ?? (answered?.step === "address" ? "DELIVERY" : active?.type)) === "DELIVERY"
      ? "DELIVERY"
      : "PICKUP"
  )
  const savedRead = useRead(savedDelivery, [])
  const saved = savedRead.state.status === "success" ? (savedRead.state.value ?? undefined) : undefined
  // What the address step reports once it has run (in the browser), else the saved address.
  const [reported, setReported] = useState<{ readonly address: Address | undefined } | undefined>(undefined)
  const address = reported === undefined ? saved : reported.address
  const form = useRef<HTMLFormElement>(null)
  // A choice made before hydration is in the form (the radios are uncontrolled): the page takes it.
  useEffect(() => {
    const chosen = form.current?.elements.namedItem("modality")
    if (chosen instanceof RadioNodeList && (chosen.value === "DELIVERY" || chosen.value === "PICKUP")) setModality(chosen.value)
  }, [])
  const create = useFreshAction(CheckoutUseCases.createCheckout)
  const { state } = create
  const start = async () => {
    const ended = await create.runAsync({ cartId, modality, locationId })
    // Only while the shopper is still at checkout: a shopper who left is not pulled back.
    if (ended.status === "success" && stillAtCheckout())
      navigate(`/checkout?id=${encodeURIComponent(ended.value.checkoutId)}`, { replace: true })
  }
  const busy = state.status === "request"
  const needsAddress = modality === "DELIVERY" && address === undefined
  const formId = "checkout-start"
  const radio = (value: CheckoutModality) => (
    <input
      type="radio"
      name="modality"
      value={value}
      form={formId}
      defaultChecked={modality === value}
      onChange={() => setModality(value)}
    />
  )
  return (
    <section className="card checkout__step" aria-labelledby="start-title">
      <h2 id="start-title" className="card__title">
        How would you like your order?
      </h2>
      <div className="checkout__form">
        <fieldset className="choices" disabled={busy}>
          <legend className="visually-hidden">Fulfilment</legend>
          <label className="choice">
            {radio("PICKUP")}
            <span>
              <strong>Pickup</strong> at {storeName}
            </span>
          </label>
          <label className="choice">
            {radio("DELIVERY")}
            <span>
              <strong>Delivery</strong> from {storeName}
            </span>
          </label>
        </fieldset>
        {modality === "DELIVERY" && (
          <DeliveryAddress
            store={store}
            onChange={(next) => setReported({ address: next })}
            answered={answered?.step === "address" ? answered : undefined}
          />
        )}
        <ServerForm
          ref={form}
          id={formId}
          name="start"
          does={CHECKOUT_DOES.start}
          fields={{ cartId, locationId }}
          className="checkout__form"
          onSubmit={() => {
            if (!needsAddress) void start()
          }}
        >
          <button
            type="submit"
            className="button"
            disabled={busy || needsAddress}
            aria-describedby={needsAddress ? "start-hint" : undefined}
          >
            {busy ? "Starting checkout…" : "Continue to checkout"}
          </button>
          {needsAddress && (
            <p id="start-hint" className="muted checkout__hint">
              Enter the address to deliver to first.
            </p>
          )}
          <Refusal error={failureOf(state)} />
          {state.status === "idle" && refused !== undefined && <Said words={refused.error} />}
        </ServerForm>
      </div>
    </section>
  )
}

/** A checkout by id: its steps and summary. */
const Steps = ({ checkoutId, answered }: { readonly checkoutId: string; readonly answered: CheckoutAnswer | undefined }) => {
  const read = useFreshRead(CheckoutUseCases.getCheckout, [checkoutId], { key: checkoutId })
  const [applied, setCheckout] = useState<CheckoutDetails | undefined>(undefined)
  const { state } = read
  useOnSuccess(state, setCheckout)
  const apply = setCheckout
  // The checkout as last written here, else as read (the server's render shows the read's).
  const checkout =
    applied?.checkoutId === checkoutId
      ? applied
      : state.status === "success" && state.value.checkoutId === checkoutId
        ? state.value
        : undefined
  if (checkout === undefined) {
    if (state.status === "response-error" || state.status === "client-error")
      return (
        <ErrorNotice error={state.error} onRetry={read.refetch}>
          <p>
            <Link to="/checkout">Start a new checkout</Link>
          </p>
        </ErrorNotice>
      )
    return (
      <div className="card" aria-busy="true">
        <Spinner label="Loading your checkout…" />
      </div>
    )
  }
  if (checkout.status === "PURCHASED" && checkout.orderId !== undefined)
    return (
      <div className="notice notice--muted" role="status">
        <div>
          <p className="notice__title">This order was placed</p>
          <p className="notice__detail">
            <Link to={`/orders/${encodeURIComponent(checkout.orderId)}`}>See order {orderNumber(checkout.orderId)}</Link>
          </p>
        </div>
      </div>
    )
  return (
    <div className="checkout">
      <div className="checkout__steps">
        <p className="muted checkout__mode">
          {checkout.modality === "DELIVERY" ? "Delivery from " : "Pickup at "}
          <StoreName locationId={checkout.locationId} />
          {checkout.handoffAddress !== undefined && <> to {addressText(checkout.handoffAddress)}</>} · <Link to="/checkout">Change</Link>
        </p>
        <Slots checkout={checkout} apply={apply} answered={answered} />
        <Tip checkout={checkout} apply={apply} answered={answered} />
        <Promo checkout={checkout} apply={apply} answered={answered} />
        <Payment checkout={checkout} apply={apply} />
      </div>
      <Summary checkout={checkout} />
    </div>
  )
}

/** The checkout page. */
export const CheckoutPage = ({ answered }: { readonly answered?: CheckoutAnswer | undefined }) => {
  const { query } = useLocation()
  const checkoutId = query.get("id") ?? undefined
  const { cart, status, error, refetch } = useCart()
  const { store, ready } = useMyStore()
  const signedIn = useSignedIn()
  let body: ReactNode
  if (checkoutId !== undefined) body = <Steps key={checkoutId} checkoutId={checkoutId} answered={answered} />
  else if (status === "loading" || !ready)
    body = (
      <div className="card" aria-busy="true">
        <Spinner label="Loading your cart…" />
      </div>
    )
  else if (status === "error") body = <ErrorNotice error={error} onRetry={refetch} />
  else if (cart == null || cart.lineItems.length === 0)
    body = (
      <div className="empty">
        <p className="empty__title">Your cart is empty</p>
        <p>Add something to your cart before checking out.</p>
        <Link to="/shop" className="button">
          Start shopping
        </Link>
      </div>
    )
  else if (store === undefined)
    body = (
      <div className="empty">
        <p className="empty__title">Choose your store first</p>
        <p>Orders are picked up at or delivered from a store. Pick yours, then come back to check out.</p>
        <Link to="/stores" className="button">
          Find a store
        </Link>
      </div>
    )
  else body = <Start cartId={cart.id} store={store} answered={answered} />
  return (
    <div className="page checkout-page">
      <div className="page-head">
        <p className="eyebrow">
          <Link to="/cart">← Back to cart</Link>
        </p>
        <h1>Checkout</h1>
        {signedIn ? (
          <p className="muted">Your cards and orders are kept with your account.</p>
        ) : (
          <p className="muted">
            Guests can check out too. <Link to="/sign-in">Sign in</Link> to keep your cards and orders with your account.
          </p>
        )}
      </div>
      {body}
    </div>
  )
}
