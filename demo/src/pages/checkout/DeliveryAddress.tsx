/**
 * The delivery address step of the checkout (issue 23 item 2). The shopper enters the address;
 * the locator validates it (`Locator.validateAddress`, as the locator's "Check your address" card
 * `AddressCheck` does, with its fields and styles) and offers what it found: the address as the locator writes it, or,
 * when it cannot confirm it, similar addresses (`Locator.findSimilarAddresses`) to pick from. The
 * chosen one is saved as the shopper's delivery modality through `ModalityPreferences`
 * (`updatePreferences`, not activated: the way they shop stays as it is; the spec §4 rules merge
 * it), which the upstream hands a delivery checkout off at. A saved address is offered first.
 * Nothing is kept in the browser.
 */
import type { Address } from "atlas-client"
import { ModalityUseCases, useRead } from "atlas-client/react"
import * as Option from "effect/Option"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { Spinner } from "../../components/States.js"
import { failureOf, tagOf } from "../../errors.js"
import { reasonOf, useFreshAction } from "../checkoutShared.js"
import {
  addressText,
  emptyDraft,
  type Field,
  MAX_TEXT,
  problemsOf,
  savedDelivery,
  similarAddresses,
  toAddress,
  validateAddress
} from "./address.js"
import { type AddressAnswer, CHECKOUT_DOES, CHOICE_FIELD, type Found } from "./answers.js"
import { Link, useLocation } from "../../router.js"
import { ServerForm, typedIn } from "../../ServerForm.js"
import { useEarlyFields } from "atlas-client/react-router"

/** A location the shopper shops at, kept as it is when the first preferences are written. */
export interface CurrentStore {
  readonly locationId: string
  readonly modality: "PICKUP" | "IN_STORE"
}

/** The query parameter that opens the address form over a saved address (a link, so it works without JavaScript). */
const CHANGE_PARAM = "changeAddress"

/** This page's address with the address form asked open or not. */
const withChange = (here: ReturnType<typeof useLocation>, open: boolean): string => {
  const query = new URLSearchParams(here.query)
  if (open) query.set(CHANGE_PARAM, "1")
  else query.delete(CHANGE_PARAM)
  return query.size === 0 ? here.pathname : `${here.pathname}?${query.toString()}`
}

/**
 * The address form, the locator's verdict and suggestions, and the saved address. `onChange` gets
 * the saved delivery address (`undefined` while the shopper is entering another).
 */
export const DeliveryAddress = ({
  store,
  onChange,
  answered
}: {
  readonly store: CurrentStore
  readonly onChange: (address: Address | undefined) => void
  /** The server's answer to the address form posted before hydration or without JavaScript. */
  readonly answered?: AddressAnswer | undefined
}) => {
  const id = useId()
  const prefs = useRead(ModalityUseCases.getPreferences, [])
  const check = useFreshAction(validateAddress, { key: "delivery-address" })
  const similar = useFreshAction(similarAddresses, { key: "delivery-address" })
  const save = useFreshAction(ModalityUseCases.updatePreferences, { key: "delivery-address" })
  const [draft, setDraft] = useState(answered?.draft ?? emptyDraft)
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>(answered?.problems ?? {})
  const [found, setFound] = useState<Found | undefined>(answered?.found)
  const [picked, setPicked] = useState(0)
  const here = useLocation()
  const [editing, setEditing] = useState(answered !== undefined || here.query.get(CHANGE_PARAM) === "1")
  const [justSaved, setJustSaved] = useState<Address | undefined>(undefined)
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) =>
    setDraft((shown) => ({
      street: typedIn(fields, "street") ?? shown.street,
      unit: typedIn(fields, "unit") ?? shown.unit,
      city: typedIn(fields, "city") ?? shown.city,
      state: typedIn(fields, "state") ?? shown.state,
      zip: typedIn(fields, "zip") ?? shown.zip
    }))
  )

  // The saved address's own read (the server's render carries it); the preferences' for a first save.
  const savedRead = useRead(savedDelivery, [])
  const saved = justSaved ?? (savedRead.state.status === "success" ? (savedRead.state.value ?? undefined) : undefined)
  const shown = editing ? undefined : saved
  // Reported once per address (the preferences' address is a new object on every render).
  const shownKey = shown === undefined ? "" : JSON.stringify(shown)
  const latest = useRef({ shown, onChange })
  latest.current = { shown, onChange }
  useEffect(() => {
    latest.current.onChange(latest.current.shown)
  }, [shownKey])

  const busy = check.state.status === "request" || similar.state.status === "request" || save.state.status === "request"

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const wrong = problemsOf(draft)
    setProblems(wrong)
    setFound(undefined)
    const first = (Object.keys(emptyDraft) as Array<Field>).find((f) => wrong[f] !== undefined)
    if (first !== undefined) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      return
    }
    const address = toAddress(draft)
    const checked = await check.runAsync(address)
    if (checked.status !== "success") return
    if (checked.value.valid) {
      setPicked(0)
      setFound({ verified: true, choices: [checked.value.address], reasons: [] })
      return
    }
    const others = await similar.runAsync(address)
    setPicked(0)
    setFound({ verified: false, choices: others.status === "success" ? others.value : [], reasons: checked.value.messages })
  }

  const deliverHere = async () => {
    const address = found?.choices[picked]
    if (address === undefined) return
    // A shopper whose way of shopping is not saved yet keeps it: their store first, then the address.
    if (prefs.state.status === "success" && Option.isNone(prefs.state.value)) {
      const kept = await save.runAsync(
        { modalityType: store.modality, source: "Options", destination: { location: { locationId: store.locationId } } },
        { activate: true }
      )
      if (kept.status !== "success") return
    }
    const ended = await save.runAsync({ modalityType: "DELIVERY", source: "Profile", destination: { address } }, { activate: false })
    if (ended.status !== "success") return
    setJustSaved(address)
    setEditing(false)
    setFound(undefined)
  }

  const edit = (name: Field, value: string) => {
    setDraft({ ...draft, [name]: value })
    if (problems[name] !== undefined) setProblems({ ...problems, [name]: undefined })
    if (found !== undefined) setFound(undefined)
  }

  const input = (
    name: Field,
    label: string,
    extra: { readonly autoComplete: string; readonly placeholder?: string; readonly maxLength: number; readonly inputMode?: "numeric" },
    optional = false
  ) => (
    <div className={`field field--${name}${problems[name] !== undefined ? " field--invalid" : ""}`}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {optional && <span className="muted"> (optional)</span>}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="text"
        value={draft[name]}
        onChange={(e) => edit(name, e.target.value)}
        aria-invalid={problems[name] !== undefined ? true : undefined}
        aria-describedby={problems[name] !== undefined ? `${id}-${name}-error` : undefined}
        required={!optional}
        {...extra}
      />
      {problems[name] !== undefined && (
        <p id={`${id}-${name}-error`} className="field__error">
          {problems[name]}
        </p>
      )}
    </div>
  )

  const checkError = failureOf(check.state)
  // The server's refusal shows until the shopper does something in the browser.
  const serverError = check.state.status === "idle" && save.state.status === "idle" ? answered?.error : undefined
  const saveError = failureOf(save.state)
  const problemCount = Object.values(problems).filter((p) => p !== undefined).length

  if (savedRead.state.status === "idle" || (savedRead.state.status === "request" && justSaved === undefined && !editing))
    return <Spinner label="Looking for your delivery address…" />

  if (shown !== undefined)
    return (
      <div className="delivery-address delivery-address--saved" data-testid="delivery-address">
        <p className="delivery-address__to">
          Delivering to <strong>{addressText(shown)}</strong>
        </p>
        <Link
          to={withChange(here, true)}
          className="button button--small button--secondary"
          onClick={(e) => {
            e.preventDefault()
            setEditing(true)
          }}
        >
          Change address
        </Link>
        <p className="visually-hidden" role="status">
          {justSaved !== undefined ? "Delivery address saved." : ""}
        </p>
      </div>
    )

  return (
    <div className="delivery-address">
      <ServerForm
        ref={form}
        name="address"
        does={CHECKOUT_DOES.checkAddress}
        className="delivery-address__form"
        onSubmit={(e) => void submit(e)}
        noValidate
        labelledBy={`${id}-title`}
      >
        <h3 id={`${id}-title`} className="delivery-address__title">
          Where should we deliver?
        </h3>
        {input("street", "Street address", { autoComplete: "address-line1", placeholder: "1014 Vine St", maxLength: MAX_TEXT })}
        {input("unit", "Apartment, suite or floor", { autoComplete: "address-line2", maxLength: MAX_TEXT }, true)}
        <div className="field-row delivery-address__row">
          {input("city", "City", { autoComplete: "address-level2", placeholder: "Cincinnati", maxLength: MAX_TEXT }, true)}
          {input("state", "State", { autoComplete: "address-level1", placeholder: "OH", maxLength: 2 }, true)}
          {input("zip", "ZIP code", { autoComplete: "postal-code", placeholder: "45202", maxLength: 5, inputMode: "numeric" })}
        </div>
        <div className="delivery-address__actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            {check.state.status === "request" || similar.state.status === "request" ? "Checking address…" : "Check address"}
          </button>
          {saved !== undefined && (
            <Link
              to={withChange(here, false)}
              className="button button--ghost"
              onClick={(e) => {
                e.preventDefault()
                setEditing(false)
              }}
            >
              Keep {addressText(saved)}
            </Link>
          )}
        </div>
        <p className="visually-hidden" role="alert">
          {problemCount > 0 ? `Check the address: ${problemCount === 1 ? "one field needs" : `${problemCount} fields need`} a change.` : ""}
        </p>
      </ServerForm>
      <div className="delivery-address__result" aria-live="polite">
        {(check.state.status === "request" || similar.state.status === "request") && <Spinner label="Checking the address…" />}
        {serverError !== undefined && (
          <p className="field__error" role="alert">
            {serverError}
          </p>
        )}
        {checkError !== undefined && (
          <p className="field__error" role="alert">
            {tagOf(checkError) === "AddressValidationError"
              ? "We couldn’t check this address. Check the street address and ZIP code, then try again."
              : `We couldn’t check this address right now. ${reasonOf(checkError)}`}
          </p>
        )}
        {found !== undefined && found.choices.length === 0 && (
          <div className="verdict verdict--bad" role="alert" data-testid="address-not-found">
            <p>We couldn’t find this address. Check the street, the ZIP code and the state.</p>
            {found.reasons.length > 0 && (
              <ul>
                {found.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {found !== undefined && found.choices.length > 0 && (
          <ServerForm
            name="deliver-to"
            does={CHECKOUT_DOES.deliverTo}
            fields={{ locationId: store.locationId, storeModality: store.modality }}
            className="delivery-address__found"
            onSubmit={() => void deliverHere()}
          >
            {!found.verified && (
              <div className="verdict verdict--bad" role="alert">
                <p>We couldn’t confirm this address as entered.</p>
                <ul>
                  {found.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </div>
            )}
            <fieldset className="choices" disabled={busy}>
              <legend className="delivery-address__legend">
                {found.verified ? "We found your address" : "Did you mean one of these?"}
              </legend>
              {found.choices.map((a, i) => (
                <label key={addressText(a)} className="choice">
                  <input type="radio" name={CHOICE_FIELD} value={JSON.stringify(a)} checked={picked === i} onChange={() => setPicked(i)} />
                  <span>{addressText(a)}</span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button" disabled={busy}>
              {save.state.status === "request" ? "Saving address…" : "Deliver to this address"}
            </button>
          </ServerForm>
        )}
        {saveError !== undefined && (
          <p className="field__error" role="alert">
            {`We couldn’t save this address. ${reasonOf(saveError)}`}
          </p>
        )}
      </div>
    </div>
  )
}
