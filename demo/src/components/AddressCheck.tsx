/**
 * "Check your address": the locator's address validation, a state-changing call (`POST`), so the
 * request layer echoes the session's XSRF token; the developer panel shows it as `<redacted>`.
 */
import { useAction } from "atlas-client/react"
import { type FormEvent, useId, useState } from "react"
import { checkAddress } from "../useCases.js"
import { ErrorNotice, Spinner } from "./States.js"

const empty = { street: "", city: "", state: "", zip: "" }

/** A small delivery-address form with its verdict. */
export const AddressCheck = () => {
  const [form, setForm] = useState(empty)
  const check = useAction(checkAddress)
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const street = form.street.trim()
    const city = form.city.trim()
    const state = form.state.trim().toUpperCase()
    check.run({
      ...(street === "" ? {} : { addressLines: [street] }),
      ...(city === "" ? {} : { cityTown: city }),
      ...(state === "" ? {} : { stateProvince: state }),
      postalCode: form.zip.trim(),
      countryCode: "US"
    })
  }
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
    <form className="card address-check" onSubmit={submit} aria-labelledby={`${id}-title`}>
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
        {check.state.status === "success" &&
          (check.state.value.valid ? (
            <p className="verdict verdict--ok">
              ✓ Address verified:{" "}
              {[
                ...(check.state.value.address.addressLines ?? []),
                check.state.value.address.cityTown,
                check.state.value.address.stateProvince,
                check.state.value.address.postalCode
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          ) : (
            <div className="verdict verdict--bad">
              <p>We couldn’t verify this address.</p>
              <ul>
                {check.state.value.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          ))}
        {(check.state.status === "response-error" || check.state.status === "client-error") && <ErrorNotice error={check.state.error} />}
        {check.state.status === "cancelled" && <p className="verdict">Address check cancelled.</p>}
      </div>
    </form>
  )
}
