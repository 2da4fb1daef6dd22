/**
 * The panel of the header's modality picker, loaded when the shopper opens it (not in the first
 * screen's script): the type choice, then the chosen type's part (the current choice or a switch to
 * the saved one; stores near a ZIP for pickup and in-store, an address for delivery and ship).
 * Stores come from `ModalityPreferences.getOptions` near a ZIP; a choice is a preference write
 * (`updatePreferences`, activated), so the shopping context (and every later call's `x-modality`
 * headers) follows it; switching back to a saved type is `setActiveModality`. The rules' errors
 * ("address needs at least a postalCode", "No primary modality of type …") are shown as they are.
 */
import type { ActiveModality, ModalityOptionStore } from "atlas-client"
import { isFailed, ModalityUseCases, useAction, useRead } from "atlas-client/react"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { Spinner } from "../components/States.js"
import { ZIP_LENGTH, ZipField } from "../components/ZipField.js"
import { describeError, messageOf } from "../errors.js"
import { formatDistance } from "../format.js"
import { labelKey, rememberLabel } from "../myStore.js"
import { ServerForm } from "../ServerForm.js"
import { modalityLead, nameOf, type PickerType, TYPES } from "./modalityWords.js"

const failureText = (error: unknown, status: string): string =>
  status === "client-error"
    ? messageOf(error)
    : (() => {
        const { title, detail } = describeError(error)
        return `${title}: ${detail}`
      })()

/** Stores near a ZIP for pickup or in-store, each with a "Choose" button. */
const StoreOptions = ({ type, onChosen }: { readonly type: "PICKUP" | "IN_STORE"; readonly onChosen: (text: string) => void }) => {
  const [zip, setZip] = useState("")
  const [query, setQuery] = useState<string | undefined>(undefined)
  const options = useRead(ModalityUseCases.getOptions, query === undefined ? undefined : [{ postalCode: query, modalityTypes: [type] }], {
    key: "header-picker"
  })
  const write = useAction(ModalityUseCases.updatePreferences, { key: "header-picker" })
  const [pending, setPending] = useState<ModalityOptionStore | undefined>(undefined)
  const zipError = query !== undefined && query.trim() === "" ? "Enter a ZIP code to find stores" : undefined

  useEffect(() => {
    if (write.state.status === "success" && pending !== undefined) {
      onChosen(`${modalityLead(type)} ${pending.name} selected`)
      setPending(undefined)
    }
  }, [write.state.status, pending, type, onChosen])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setQuery(zip.trim())
  }
  const choose = (store: ModalityOptionStore) => {
    rememberLabel(labelKey({ type, locationId: store.locationId }), store.name)
    setPending(store)
    write.run({ modalityType: type, source: "Options", destination: { location: { locationId: store.locationId } } }, { activate: true })
  }
  const state = options.state
  const option = state.status === "success" ? state.value.options.find((o) => o.modalityType === type) : undefined
  const stores = option?.stores.slice(0, 5) ?? []
  return (
    <div className="picker__section">
      <form className="picker__search" method="get" action="/stores" onSubmit={submit} noValidate>
        <input type="hidden" name="modality" value={type} />
        <ZipField label="Stores near ZIP code" name="zip" value={zip} onChange={setZip} error={zipError} rowClassName="picker__row" />
      </form>
      {query !== undefined && query.trim() !== "" && (
        <div className="picker__results" aria-live="polite">
          {state.status === "request" && <Spinner label="Finding stores…" />}
          {isFailed(state) && (
            <p className="picker__error" role="alert">
              {failureText(state.error, state.status)}
            </p>
          )}
          {state.status === "success" && (option === undefined || !option.available || stores.length === 0) && (
            <p className="muted">
              {nameOf(type)} isn’t available near {query}. Try another ZIP code.
            </p>
          )}
          {stores.length > 0 && (
            <ul className="picker__stores" aria-label={`${nameOf(type)} stores near ${query}`}>
              {stores.map((s) => (
                <li key={s.locationId} className="picker__store" data-location-id={s.locationId}>
                  <div>
                    <p className="picker__store-name">{s.name}</p>
                    <p className="picker__store-meta">
                      {s.address.addressLines?.[0] ?? s.address.cityTown} · {formatDistance(s.distanceMiles)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Choose ${s.name}`}
                    disabled={write.state.status === "request"}
                    onClick={() => choose(s)}
                  >
                    {write.state.status === "request" && pending?.locationId === s.locationId ? "Saving…" : "Choose"}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {isFailed(write.state) && (
            <p className="picker__error" role="alert">
              {failureText(write.state.error, write.state.status)}
            </p>
          )}
        </div>
      )}
    </div>
  )
}

/** A delivery or shipping address: the rules check it before anything is sent. */
const AddressForm = ({ type, onChosen }: { readonly type: "DELIVERY" | "SHIP"; readonly onChosen: (text: string) => void }) => {
  const id = useId()
  const [street, setStreet] = useState("")
  const [zip, setZip] = useState("")
  const write = useAction(ModalityUseCases.updatePreferences, { key: "header-address" })
  const [pending, setPending] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (write.state.status === "success" && pending !== undefined) {
      onChosen(`${modalityLead(type)} ${pending} selected`)
      setPending(undefined)
    }
  }, [write.state.status, pending, type, onChosen])
  const submit = () => {
    const postalCode = zip.trim()
    const line = street.trim()
    const label = [line, postalCode].filter((p) => p !== "").join(", ")
    if (postalCode !== "") rememberLabel(labelKey({ type, postalCode }), label)
    setPending(label)
    // Only what the shopper typed: an empty form is the rules' "address needs at least a postalCode".
    write.run(
      {
        modalityType: type,
        source: "Options",
        destination: { address: { ...(postalCode === "" ? {} : { postalCode }), ...(line === "" ? {} : { addressLines: [line] }) } }
      },
      { activate: true }
    )
  }
  const failed = isFailed(write.state)
  return (
    <ServerForm
      className="picker__section picker__address"
      action="/stores"
      name={`address-${type}`}
      does="address"
      fields={{ modality: type }}
      onSubmit={submit}
    >
      <div className="field">
        <label htmlFor={`${id}-street`}>
          Street address <span className="muted">(optional)</span>
        </label>
        <input
          id={`${id}-street`}
          name="street"
          autoComplete="address-line1"
          placeholder="101 E 4th St"
          value={street}
          onChange={(e) => setStreet(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-zip`}>{type === "SHIP" ? "Shipping ZIP code" : "Delivery ZIP code"}</label>
        <input
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 45202"
          maxLength={ZIP_LENGTH}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? `${id}-error` : undefined}
        />
      </div>
      {failed && (
        <p id={`${id}-error`} className="picker__error" role="alert">
          {failureText(write.state.error, write.state.status)}
        </p>
      )}
      <button type="submit" className="button" disabled={write.state.status === "request"}>
        {write.state.status === "request" ? "Saving…" : type === "SHIP" ? "Ship here" : "Deliver here"}
      </button>
    </ServerForm>
  )
}

/** What the panel shows: the type choice, then each of `parts` (the current choice or a switch to the saved one; stores or an address). */
export interface PanelProps {
  readonly panelId: string
  readonly parts: ReadonlyArray<PickerType>
  readonly type: PickerType
  readonly onType: (type: PickerType) => void
  readonly active: ActiveModality | undefined
  readonly where: string
  /** A choice was saved or switched to: the header announces `text` and closes the panel. */
  readonly onChosen: (text: string) => void
}

/** The panel's content: a fresh switch each time it is shown (the panel renders it only while open). */
const PanelBody = ({ panelId, parts, type, onType, active, where, onChosen }: PanelProps) => {
  const switcher = useAction(ModalityUseCases.setActiveModality, { key: "header-picker" })
  const head = useRef<HTMLDivElement>(null)
  // Shown: a fresh switch, and the focus the panel took on its first control.
  useEffect(() => {
    switcher.reset()
    const panel = head.current?.parentElement
    if (panel?.contains(document.activeElement) === true) panel.querySelector<HTMLElement>("input:checked, input, button")?.focus()
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (switcher.state.status === "success") onChosen(`Switched to ${nameOf(type).toLowerCase()}`)
  }, [switcher.state.status]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <div className="picker__head" ref={head}>
        <h2 className="picker__title">How do you want to shop?</h2>
        <button type="button" className="picker__close" aria-label="Close" popoverTarget={panelId} popoverTargetAction="hide">
          ×
        </button>
      </div>
      <fieldset className="segmented picker__types">
        <legend className="visually-hidden">Shopping modality</legend>
        <div className="segmented__options">
          {TYPES.map((t) => (
            <label key={t.value} className="segmented__option">
              <input
                type="radio"
                name={`${panelId}-type`}
                value={t.value}
                checked={type === t.value}
                onChange={() => {
                  switcher.reset()
                  onType(t.value)
                }}
              />
              <span>
                <strong>{t.label}</strong>
                <small className="muted">{t.hint}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {parts.map((part) => (
        <div key={part} className="picker__part" data-type={part}>
          {active !== undefined && active.type === part ? (
            <p className="picker__current">
              Current:{" "}
              <strong>
                {modalityLead(active.type)} {where}
              </strong>
            </p>
          ) : (
            <ServerForm
              className="picker__switch"
              action="/stores"
              name={`switch-${part}`}
              does="switch"
              fields={{ modality: part }}
              onSubmit={() => switcher.run(part)}
            >
              <button type="submit" className="button button--small button--secondary" disabled={switcher.state.status === "request"}>
                {switcher.state.status === "request" ? "Switching…" : `Use my saved ${nameOf(part).toLowerCase()} choice`}
              </button>
              {isFailed(switcher.state) && (
                <p className="picker__error" role="alert">
                  {failureText(switcher.state.error, switcher.state.status)}
                </p>
              )}
            </ServerForm>
          )}
          {part === "PICKUP" || part === "IN_STORE" ? (
            <StoreOptions type={part} onChosen={onChosen} />
          ) : (
            <AddressForm type={part} onChosen={onChosen} />
          )}
        </div>
      ))}
    </>
  )
}

export default PanelBody
