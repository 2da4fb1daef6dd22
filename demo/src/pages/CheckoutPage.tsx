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
import type { Address, CheckoutDetails, CheckoutModality, Timeslot, WalletCard, WalletPaymentType } from "atlas-client"
import {
  CheckoutUseCases,
  PaymentUseCases,
  ProductsUseCases,
  StoresUseCases,
  TimeslotsUseCases,
  useRead,
  WalletUseCases
} from "atlas-client/react"
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react"
import { LineItems } from "../components/LineItems.js"
import { ErrorNotice, Spinner } from "../components/States.js"
import { StoreName, storeNameKey } from "../components/StoreName.js"
import { failureOf } from "../errors.js"
import { orderNumber } from "../format.js"
import { useSignedIn } from "../header/AccountLink.js"
import { type MyStore, useMyStore } from "../myStore.js"
import { Link, navigate, useLocation } from "../router.js"
import { useCart } from "../shop/cart.js"
import { money } from "../shop/format.js"
import {
  cardName,
  paymentTypeOf,
  slotsReadOf,
  reasonOf,
  slotDay,
  slotHours,
  useFreshAction,
  useFreshRead,
  useOnSuccess
} from "./checkoutShared.js"
import { addressText, savedDelivery } from "./checkout/address.js"
import { CHECKOUT_DOES, type CheckoutAnswer, refusalOf } from "./checkout/answers.js"
import { CheckoutForm } from "./checkout/CheckoutForm.js"
import { DeliveryAddress } from "./checkout/DeliveryAddress.js"
import "./checkout.css"

const stillAtCheckout = () => window.location.pathname === "/checkout"

type Apply = (checkout: CheckoutDetails) => void

/** A step of a checkout: the checkout, how a write's answer is shown, the server's answer to a form posted. */
interface StepProps {
  readonly checkout: CheckoutDetails
  readonly apply: Apply
  readonly answered: CheckoutAnswer | undefined
}

/**
 * What a step needs JavaScript for, said only when it is off (the payments host's session is the
 * browser's: the server cannot choose a card or pay); what only works with it is hidden then.
 */
const NeedsScript = ({ children }: { readonly children: ReactNode }) => (
  <noscript>
    <style>{".checkout__with-script{display:none}"}</style>
    <p className="notice notice--muted checkout__needs-script">{children}</p>
  </noscript>
)

/** A refusal the server answered, in the shopper's words. */
const Said = ({ words, id }: { readonly words: string; readonly id?: string }) => (
  <p className="field__error" role="alert" id={id}>
    {words}
  </p>
)

const Refusal = ({ error, id }: { readonly error: unknown; readonly id?: string }) =>
  error === undefined ? null : (
    <p className="field__error" role="alert" id={id}>
      {reasonOf(error)}
    </p>
  )

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
        <CheckoutForm
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
        </CheckoutForm>
      </div>
    </section>
  )
}

/** Step 2: the time slots of the checkout's store and modality; choosing one reserves it on the checkout. */
const Slots = ({ checkout, apply, answered }: StepProps) => {
  const [slotsArgs, slotsKey] = slotsReadOf(checkout)
  const slots = useRead(TimeslotsUseCases.getUpfrontTimeslots, slotsArgs, { key: slotsKey })
  const details = useRead(StoresUseCases.getStoreDetails, [checkout.locationId], { key: storeNameKey(checkout.locationId) })
  const timeZone = details.state.status === "success" ? details.state.value.timezone : undefined
  const day = (slot: Timeslot) => slotDay(slot, timeZone)
  const hours = (slot: Timeslot) => slotHours(slot, timeZone)
  const refused = refusalOf(answered, "slot")
  const update = useFreshAction(CheckoutUseCases.updateCheckout, { key: "timeslot" })
  const [wanted, setWanted] = useState<string | undefined>(undefined)
  const reserve = async (timeslotId: string) => {
    setWanted(timeslotId)
    const ended = await update.runAsync(checkout.checkoutId, { timeslotId })
    if (ended.status === "success") apply(ended.value)
  }
  const busy = update.state.status === "request"
  const error = failureOf(update.state)
  // The shopper's pick shows at once; a refused one gives way to the checkout's slot.
  const chosen = error !== undefined ? checkout.timeslotId : (wanted ?? checkout.timeslotId)
  const { state } = slots
  const days = new Map<string, Array<Timeslot>>()
  if (state.status === "success") for (const s of state.value) days.set(day(s), [...(days.get(day(s)) ?? []), s])
  const reserved = state.status === "success" ? state.value.find((s) => s.timeslotId === checkout.timeslotId) : undefined
  return (
    <section className="card checkout__step" aria-labelledby="slot-title" aria-busy={busy}>
      <h2 id="slot-title" className="card__title">
        {checkout.modality === "DELIVERY" ? "Delivery time" : "Pickup time"}
      </h2>
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading time slots…" />}
      {(state.status === "response-error" || state.status === "client-error") && (
        <ErrorNotice error={state.error} onRetry={slots.refetch} />
      )}
      {state.status === "success" && (
        <CheckoutForm name="slot" does={CHECKOUT_DOES.slot} fields={{ checkoutId: checkout.checkoutId }} onSubmit={() => undefined}>
          <fieldset className="slots" disabled={busy}>
            <legend className="visually-hidden">Time slots</legend>
            {[...days.entries()].map(([date, list]) => (
              <div key={date} className="slots__day">
                <h3 className="slots__date">{date}</h3>
                <div className="slots__list">
                  {list.map((s) => (
                    <label key={s.timeslotId} className={`slot${s.remaining === 0 ? " slot--full" : ""}`}>
                      <input
                        type="radio"
                        name="timeslot"
                        value={s.timeslotId}
                        checked={chosen === s.timeslotId}
                        disabled={s.remaining === 0}
                        aria-label={`${date} ${hours(s)}${s.remaining === 0 ? ", full" : s.fee === undefined ? "" : s.fee === 0 ? ", free" : `, ${money(s.fee)}`}`}
                        onChange={() => void reserve(s.timeslotId)}
                      />
                      <span className="slot__time">{hours(s)}</span>
                      <span className="slot__fee">
                        {s.remaining === 0 ? "Full" : s.fee === undefined ? "" : s.fee === 0 ? "Free" : money(s.fee)}
                      </span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </fieldset>
          <noscript>
            <button type="submit" className="button button--secondary">
              Reserve this slot
            </button>
          </noscript>
        </CheckoutForm>
      )}
      <p className="checkout__status" role="status">
        {busy
          ? "Reserving your time…"
          : reserved !== undefined
            ? `Reserved: ${day(reserved)}, ${hours(reserved)}`
            : "Choose a time to reserve it."}
      </p>
      <Refusal error={error} />
      {update.state.status === "idle" && refused !== undefined && <Said words={refused.error} />}
    </section>
  )
}

/** Step 3: the tip (delivery orders only). */
const Tip = ({ checkout, apply, answered }: StepProps) => {
  const tip = useFreshAction(CheckoutUseCases.setTip)
  const refused = refusalOf(answered, "tip")
  const [amount, setAmount] = useState(refused?.typed ?? checkout.totals.tip.toFixed(2))
  const busy = tip.state.status === "request"
  const value = Number(amount)
  const invalid = amount.trim() === "" || !Number.isFinite(value) || value < 0
  const save = async () => {
    const ended = await tip.runAsync(checkout.checkoutId, Math.round(value * 100) / 100)
    if (ended.status === "success") apply(ended.value)
  }
  if (checkout.modality !== "DELIVERY") return null
  return (
    <section className="card checkout__step" aria-labelledby="tip-title">
      <h2 id="tip-title" className="card__title">
        Tip your driver
      </h2>
      <CheckoutForm
        name="tip"
        does={CHECKOUT_DOES.tip}
        fields={{ checkoutId: checkout.checkoutId }}
        className="checkout__inline"
        onSubmit={() => {
          if (!invalid) void save()
        }}
      >
        <div className="field">
          <label htmlFor="tip-amount">Tip ($)</label>
          <input
            id="tip-amount"
            name="tip"
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            disabled={busy}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy || invalid}>
          {busy ? "Saving…" : "Save tip"}
        </button>
      </CheckoutForm>
      <p className="checkout__status" role="status">
        {tip.state.status === "success"
          ? `Tip saved: ${money(checkout.totals.tip)}`
          : checkout.totals.tip > 0
            ? `Tip: ${money(checkout.totals.tip)}`
            : ""}
      </p>
      <Refusal error={failureOf(tip.state)} />
      {tip.state.status === "idle" && refused !== undefined && <Said words={refused.error} />}
    </section>
  )
}

/** Step 4: promo codes: add one (a refusal says why), remove one. */
const Promo = ({ checkout, apply, answered }: StepProps) => {
  const add = useFreshAction(CheckoutUseCases.addPromo)
  const remove = useFreshAction(CheckoutUseCases.removePromo)
  const refused = refusalOf(answered, "promo")
  const [code, setCode] = useState(refused?.typed ?? "")
  const promotions = checkout.promotions ?? []
  const addCode = async (promoCode: string) => {
    const ended = await add.runAsync(checkout.checkoutId, promoCode)
    if (ended.status === "success") {
      apply(ended.value)
      setCode("")
    }
  }
  const removeCode = async (promoCode: string) => {
    const ended = await remove.runAsync(checkout.checkoutId, promoCode)
    if (ended.status === "success") apply(ended.value)
  }
  const busy = add.state.status === "request" || remove.state.status === "request"
  const failure = failureOf(add.state) ?? failureOf(remove.state)
  // The server's refusal shows until the shopper does something in the browser.
  const [saidAway, setSaidAway] = useState(false)
  const said = !saidAway && add.state.status === "idle" && remove.state.status === "idle" ? refused?.error : undefined
  const error = failure === undefined ? said : reasonOf(failure)
  return (
    <section className="card checkout__step" aria-labelledby="promo-title">
      <h2 id="promo-title" className="card__title">
        Promo code
      </h2>
      <CheckoutForm
        name="promo"
        does={CHECKOUT_DOES.addPromo}
        fields={{ checkoutId: checkout.checkoutId }}
        className="checkout__inline"
        onSubmit={() => {
          if (code.trim() !== "") void addCode(code.trim())
        }}
      >
        <div className={`field${error !== undefined ? " field--invalid" : ""}`}>
          <label htmlFor="promo-code">Promo code</label>
          <input
            id="promo-code"
            name="code"
            type="text"
            autoComplete="off"
            value={code}
            aria-invalid={error !== undefined}
            aria-describedby={error !== undefined ? "promo-error" : undefined}
            onChange={(e) => {
              setCode(e.target.value)
              if (failureOf(add.state) !== undefined) add.reset()
              setSaidAway(true)
            }}
            disabled={busy}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy}>
          {add.state.status === "request" ? "Applying…" : "Apply"}
        </button>
      </CheckoutForm>
      {error !== undefined && <Said words={error} id="promo-error" />}
      {promotions.length > 0 && (
        <ul className="promos" aria-label="Promo codes">
          {promotions.map((p) => (
            <li key={p.code} className="promos__item">
              <span>
                <strong>{p.code}</strong>{" "}
                {p.eligibility === "ELIGIBLE"
                  ? p.amount !== undefined && <span className="pill pill--ok">−{money(p.amount)}</span>
                  : p.eligibility !== undefined && <span className="pill pill--warn">Not eligible yet</span>}
              </span>
              <CheckoutForm
                name={`remove-${p.code}`}
                does={CHECKOUT_DOES.removePromo}
                fields={{ checkoutId: checkout.checkoutId, code: p.code }}
                onSubmit={() => void removeCode(p.code)}
              >
                <button
                  type="submit"
                  className="button button--small button--ghost"
                  disabled={busy}
                  aria-label={`Remove promo code ${p.code}`}
                >
                  Remove
                </button>
              </CheckoutForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const EbtBalance = ({ card }: { readonly card: WalletCard }) => {
  const { state, refetch } = useRead(WalletUseCases.getEbtBalance, [card.cardId], { key: card.cardId })
  if (state.status === "success")
    return (
      <span className="card-balance" data-testid="ebt-balance">
        SNAP {money(state.value.snapBalance)} · Cash {money(state.value.cashBalance)}
      </span>
    )
  if (state.status === "response-error" || state.status === "client-error")
    return (
      <button type="button" className="button button--small button--ghost" onClick={refetch}>
        Balance unavailable, try again
      </button>
    )
  return <span className="card-balance muted">Checking balance…</span>
}

const AddCard = ({ walletId, onAdded }: { readonly walletId: string; readonly onAdded: (card: WalletCard) => void }) => {
  const add = useFreshAction(WalletUseCases.addCard)
  const [type, setType] = useState<Exclude<WalletPaymentType, "ACH">>("CREDIT_CARD")
  const [number, setNumber] = useState("")
  const [expiry, setExpiry] = useState("")
  const [pin, setPin] = useState("")
  const [nickname, setNickname] = useState("")
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const { state } = add
  const busy = state.status === "request"
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const digits = number.replace(/[\s-]/g, "")
    if (!/^\d{12,19}$/.test(digits)) return setProblem("Enter the card number: 12 to 19 digits.")
    const expires = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim())
    if (type === "CREDIT_CARD" && expires === null) return setProblem("Enter the expiry date as MM/YY.")
    if (type !== "CREDIT_CARD" && !/^\d{4,8}$/.test(pin)) return setProblem("Enter the card’s PIN: 4 to 8 digits.")
    setProblem(undefined)
    const month = Number(expires?.[1])
    const year = Number(expires?.[2])
    const ended = await add.runAsync(walletId, {
      type,
      cardNumber: digits,
      ...(type === "CREDIT_CARD" ? { expirationMonth: month, expirationYear: year < 100 ? 2000 + year : year } : { pin }),
      ...(nickname.trim() === "" ? {} : { nickname: nickname.trim() })
    })
    if (ended.status !== "success") return
    setNumber("")
    setExpiry("")
    setPin("")
    setNickname("")
    onAdded(ended.value)
  }
  const error = problem ?? (failureOf(state) === undefined ? undefined : reasonOf(failureOf(state)))
  // A labelled text input of the form (the label names it for assistive technology and the e2e tests).
  const field = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    input: InputHTMLAttributes<HTMLInputElement> = {}
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" {...input} value={value} onChange={(e) => set(e.target.value)} disabled={busy} />
    </div>
  )
  return (
    <form className="add-card" onSubmit={(e) => void submit(e)} aria-labelledby="add-card-title" noValidate>
      <h3 id="add-card-title" className="add-card__title">
        Add a card
      </h3>
      <div className="field-row">
        <div className="field">
          <label htmlFor="card-type">Card type</label>
          <select
            id="card-type"
            value={type}
            onChange={(e) =>
              setType(e.target.value === "EBT_CARD" ? "EBT_CARD" : e.target.value === "GIFT_CARD" ? "GIFT_CARD" : "CREDIT_CARD")
            }
            disabled={busy}
          >
            <option value="CREDIT_CARD">Credit card</option>
            <option value="EBT_CARD">EBT card</option>
            <option value="GIFT_CARD">Gift card</option>
          </select>
        </div>
        {field("card-number", "Card number", number, setNumber, { inputMode: "numeric", autoComplete: "cc-number" })}
        {type === "CREDIT_CARD"
          ? field("card-expiry", "Expiry (MM/YY)", expiry, setExpiry, {
              inputMode: "numeric",
              autoComplete: "cc-exp",
              placeholder: "MM/YY"
            })
          : field("card-pin", "PIN", pin, setPin, { type: "password", inputMode: "numeric", autoComplete: "off" })}
        {field("card-nickname", "Nickname (optional)", nickname, setNickname)}
      </div>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? "Adding card…" : "Add card"}
      </button>
      {error !== undefined && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

/** Step 5: payment from the wallet: its cards (an EBT card with its balances), add one, choose one. */
const Payment = ({ checkout, apply }: { readonly checkout: CheckoutDetails; readonly apply: Apply }) => {
  const wallets = useFreshRead(WalletUseCases.getWallets, [])
  const choose = useFreshAction(CheckoutUseCases.updatePayment)
  const [wanted, setWanted] = useState<string | undefined>(undefined)
  const payments = checkout.payments ?? []
  const busy = choose.state.status === "request"
  const { state } = wallets
  const wallet = state.status === "success" ? state.value[0] : undefined
  const chosen = failureOf(choose.state) !== undefined ? payments[0]?.cardId : (wanted ?? payments[0]?.cardId)
  const pay = async (card: WalletCard) => {
    setWanted(card.cardId)
    const ended = await choose.runAsync(checkout.checkoutId, [{ type: paymentTypeOf(card.type), cardId: card.cardId }])
    if (ended.status === "success") apply(ended.value)
  }
  const paying = wallet?.cards.find((c) => c.cardId === payments[0]?.cardId)
  // Whether the checkout has a payment when an added card comes back (not when the add began).
  const hasPayment = useRef(payments.length > 0)
  useEffect(() => {
    hasPayment.current = payments.length > 0
  })
  return (
    <section className="card checkout__step" aria-labelledby="pay-title" aria-busy={busy}>
      <h2 id="pay-title" className="card__title">
        Payment
      </h2>
      <NeedsScript>Paying needs JavaScript: turn it on to choose a card and place your order.</NeedsScript>
      {(state.status === "idle" || state.status === "request") && (
        <div className="checkout__with-script">
          <Spinner label="Loading your wallet…" />
        </div>
      )}
      {(state.status === "response-error" || state.status === "client-error") && (
        <ErrorNotice error={state.error} onRetry={wallets.refetch} />
      )}
      {wallet !== undefined && (
        <>
          {wallet.cards.length === 0 ? (
            <p className="muted">Your wallet is empty. Add a card to pay.</p>
          ) : (
            <fieldset className="wallet" disabled={busy}>
              <legend className="visually-hidden">Pay with</legend>
              {wallet.cards.map((c) => (
                <label key={c.cardId} className="choice wallet__card">
                  <input type="radio" name="payment" checked={chosen === c.cardId} onChange={() => void pay(c)} />
                  <span className="wallet__name">{cardName(c)}</span>
                  {c.type === "EBT_CARD" && <EbtBalance card={c} />}
                </label>
              ))}
            </fieldset>
          )}
          <p className="checkout__status" role="status">
            {busy ? "Saving payment…" : paying !== undefined ? `Paying with ${cardName(paying)}` : ""}
          </p>
          <Refusal error={failureOf(choose.state)} />
          <AddCard
            walletId={wallet.walletId}
            onAdded={(card) => {
              // The wallet read is made stale by the card write, and fetched again.
              if (!hasPayment.current) void pay(card)
            }}
          />
        </>
      )}
    </section>
  )
}

/** The totals and "Place order" (keyed: one order however often it is clicked or retried). */
const Summary = ({ checkout }: { readonly checkout: CheckoutDetails }) => {
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
