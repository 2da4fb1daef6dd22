/**
 * The checkout's payment step: the wallet's cards (an EBT card with its balances), adding one and
 * choosing one. It calls the payments host from the browser: without JavaScript it says so.
 */
import type { CheckoutDetails, WalletCard, WalletPaymentType } from "atlas-client"
import { CheckoutUseCases, useRead, WalletUseCases } from "atlas-client/react"
import { type FormEvent, type InputHTMLAttributes, useEffect, useRef, useState } from "react"
import { ErrorNotice, Spinner } from "../../components/States.js"
import { failureOf } from "../../errors.js"
import { money } from "../../shop/format.js"
import { cardName, paymentTypeOf, reasonOf, useFreshAction, useFreshRead } from "../checkoutShared.js"
import { type Apply, NeedsScript, Refusal } from "./parts.js"

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
export const Payment = ({ checkout, apply }: { readonly checkout: CheckoutDetails; readonly apply: Apply }) => {
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
