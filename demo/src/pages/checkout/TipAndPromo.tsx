/** The checkout's tip (delivery only) and promo code steps. */
import { CheckoutUseCases } from "atlas-client/react"
import { useRef, useState } from "react"
import { failureOf } from "../../errors.js"
import { money } from "../../shop/format.js"
import { reasonOf, useFreshAction } from "../checkoutShared.js"
import { CHECKOUT_DOES, refusalOf } from "./answers.js"
import { ServerForm, typedIn } from "../../ServerForm.js"
import { Refusal, Said, type StepProps } from "./parts.js"
import { useEarlyFields } from "atlas-client/react-router"

/** Step 3: the tip (delivery orders only). */
export const Tip = ({ checkout, apply, answered }: StepProps) => {
  const tip = useFreshAction(CheckoutUseCases.setTip)
  const refused = refusalOf(answered, "tip")
  const [amount, setAmount] = useState(refused?.typed ?? checkout.totals.tip.toFixed(2))
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) => setAmount((shown) => typedIn(fields, "tip") ?? shown))
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
      <ServerForm
        ref={form}
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
      </ServerForm>
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
export const Promo = ({ checkout, apply, answered }: StepProps) => {
  const add = useFreshAction(CheckoutUseCases.addPromo)
  const remove = useFreshAction(CheckoutUseCases.removePromo)
  const refused = refusalOf(answered, "promo")
  const [code, setCode] = useState(refused?.typed ?? "")
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) => setCode((shown) => typedIn(fields, "code") ?? shown))
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
      <ServerForm
        ref={form}
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
      </ServerForm>
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
              <ServerForm
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
              </ServerForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
