/**
 * "Check your address": the locator's address validation, a state-changing call (`POST`), so the
 * request layer echoes the session's XSRF token; the developer panel shows it as `<redacted>`. A
 * form the server handles (the locator's action checks it and answers the page with the verdict)
 * before hydration and without JavaScript; the browser checks it once hydrated.
 */
import type { Address } from "atlas-client"
import { useAction } from "atlas-client/react"
import { useId, useRef, useState } from "react"
import { useActionData } from "react-router"
import { ServerForm, typedIn } from "../ServerForm.js"
import { checkAddress } from "../useCases.js"
import { ErrorNotice, Spinner } from "./States.js"
import { useEarlyFields } from "atlas-client/react-router"

/** The address check's fields, as typed. */
export type AddressFields = Readonly<Record<"street" | "city" | "state" | "zip", string>>

const empty: AddressFields = { street: "", city: "", state: "", zip: "" }

/** The address a check sends: what was typed, trimmed, in the US. */
export const addressOf = (form: AddressFields): Address => {
  const street = form.street.trim()
  const city = form.city.trim()
  const state = form.state.trim().toUpperCase()
  return {
    ...(street === "" ? {} : { addressLines: [street] }),
    ...(city === "" ? {} : { cityTown: city }),
    ...(state === "" ? {} : { stateProvince: state }),
    postalCode: form.zip.trim(),
    countryCode: "US"
  }
}

/** A check's verdict in words: the address as found, or why it was not. */
export type AddressVerdict =
  | { readonly valid: true; readonly found: string }
  | { readonly valid: false; readonly messages: ReadonlyArray<string> }
  | { readonly failed: string }

/** What the server's check answered (the locator's action): the fields as posted and the verdict. */
export interface CheckedAddress {
  readonly fields: AddressFields
  readonly verdict: AddressVerdict
}

/** The verdict of a validation's answer. */
export const verdictOf = (value: {
  readonly valid: boolean
  readonly address: Address
  readonly messages: ReadonlyArray<string>
}): AddressVerdict =>
  value.valid
    ? {
        valid: true,
        found: [...(value.address.addressLines ?? []), value.address.cityTown, value.address.stateProvince, value.address.postalCode]
          .filter(Boolean)
          .join(", ")
      }
    : { valid: false, messages: value.messages }

const Verdict = ({ verdict }: { readonly verdict: AddressVerdict }) =>
  "failed" in verdict ? (
    <p className="verdict verdict--bad" role="alert">
      {verdict.failed}
    </p>
  ) : verdict.valid ? (
    <p className="verdict verdict--ok">✓ Address verified: {verdict.found}</p>
  ) : (
    <div className="verdict verdict--bad">
      <p>We couldn’t verify this address.</p>
      <ul>
        {verdict.messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  )

/** The server's check of a posted form, when the locator's action answered one. */
const useChecked = (): CheckedAddress | undefined => {
  const answered: unknown = useActionData()
  return typeof answered === "object" && answered !== null && "checked" in answered ? (answered.checked as CheckedAddress) : undefined
}

/** A small delivery-address form with its verdict (the server's, when it checked a posted form). */
export const AddressCheck = () => {
  const checked = useChecked()
  const [form, setForm] = useState(checked?.fields ?? empty)
  const element = useRef<HTMLFormElement>(null)
  useEarlyFields(element, (fields) =>
    setForm((shown) => ({
      street: typedIn(fields, "street") ?? shown.street,
      city: typedIn(fields, "city") ?? shown.city,
      state: typedIn(fields, "state") ?? shown.state,
      zip: typedIn(fields, "zip") ?? shown.zip
    }))
  )
  const check = useAction(checkAddress)
  const id = useId()
  const submit = () => check.run(addressOf(form))
  const input = (name: keyof typeof empty, label: string, extra: { autoComplete: string; placeholder: string; maxLength?: number }) => (
    <div className={`field field--${name}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        {...extra}
      />
    </div>
  )
  return (
    <ServerForm
      ref={element}
      className="card address-check"
      action="/stores"
      name="check-address"
      does="check"
      fields={{}}
      labelledBy={`${id}-title`}
      onSubmit={submit}
    >
      <h2 id={`${id}-title`} className="card__title">
        Delivering to you?
      </h2>
      <p className="card__lead">Check that we can find your address before you order.</p>
      {input("street", "Street address", { autoComplete: "address-line1", placeholder: "101 E 4th St" })}
      <div className="field-row">
        {input("city", "City", { autoComplete: "address-level2", placeholder: "Cincinnati" })}
        {input("state", "State", { autoComplete: "address-level1", placeholder: "OH", maxLength: 2 })}
        {input("zip", "ZIP", { autoComplete: "postal-code", placeholder: "45202", maxLength: 10 })}
      </div>
      <button type="submit" className="button button--secondary button--block" disabled={check.state.status === "request"}>
        Check address
      </button>
      <div className="address-check__result" aria-live="polite">
        {check.state.status === "request" && <Spinner label="Checking address…" />}
        {check.state.status === "success" && <Verdict verdict={verdictOf(check.state.value)} />}
        {check.state.status === "idle" && checked !== undefined && <Verdict verdict={checked.verdict} />}
        {(check.state.status === "response-error" || check.state.status === "client-error") && <ErrorNotice error={check.state.error} />}
        {check.state.status === "cancelled" && <p className="verdict">Address check cancelled.</p>}
      </div>
    </ServerForm>
  )
}
