/**
 * The header's modality picker: how the shopper shops (pickup store, delivery address, ship,
 * in-store) and where. Stores come from `ModalityPreferences.getOptions` near a ZIP; a choice is a
 * preference write (`updatePreferences`, activated), so the shopping context (and every later call's
 * `x-modality` headers) follows it; switching back to a saved type is `setActiveModality`. The rules'
 * errors ("address needs at least a postalCode", "No primary modality of type …") are shown as they are.
 */
import type { ActiveModality, ModalityOptionStore } from "atlas-client"
import { ModalityUseCases, useAction, useRead } from "atlas-client/react"
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { Spinner } from "../components/States.js"
import { ZIP_LENGTH, ZipField } from "../components/ZipField.js"
import { describeError, isFailed, messageOf } from "../errors.js"
import { formatDistance } from "../format.js"
import { labelKey, rememberLabel, useMyStore } from "../myStore.js"
import "./header.css"

type PickerType = "PICKUP" | "DELIVERY" | "SHIP" | "IN_STORE"

const TYPES: ReadonlyArray<{ readonly value: PickerType; readonly label: string; readonly hint: string }> = [
  { value: "PICKUP", label: "Pickup", hint: "Ready at a store" },
  { value: "DELIVERY", label: "Delivery", hint: "To your door" },
  { value: "SHIP", label: "Ship", hint: "Shipped to you" },
  { value: "IN_STORE", label: "In-store", hint: "Shop a store’s aisles" }
]

const nameOf = (type: string) => TYPES.find((t) => t.value === type)?.label ?? type

const isPickerType = (type: string): type is PickerType => TYPES.some((t) => t.value === type)

/** "Pickup at", "Delivery to", ... */
export const modalityLead = (type: string): string => {
  switch (type) {
    case "PICKUP":
      return "Pickup at"
    case "IN_STORE":
      return "Shopping in-store at"
    case "DELIVERY":
      return "Delivery to"
    case "SHIP":
      return "Shipping to"
    default:
      return "Shopping"
  }
}

/** Where the active modality points, in words. */
export const modalityPlace = (active: ActiveModality, label: string | undefined): string =>
  label ?? (active.locationId !== undefined ? "your store" : (active.postalCode ?? "your address"))

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
      onChosen(`${modalityLead(type)} ${pending.name}`)
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
      <form className="picker__search" onSubmit={submit} noValidate>
        <ZipField label="Stores near ZIP code" value={zip} onChange={setZip} error={zipError} rowClassName="picker__row" />
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
      onChosen(`${modalityLead(type)} ${pending}`)
      setPending(undefined)
    }
  }, [write.state.status, pending, type, onChosen])
  const submit = (e: FormEvent) => {
    e.preventDefault()
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
    <form className="picker__section picker__address" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-street`}>
          Street address <span className="muted">(optional)</span>
        </label>
        <input
          id={`${id}-street`}
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
    </form>
  )
}

/** The header's "how and where do you shop" control. */
export const ModalityPicker = () => {
  const { active, place, ready } = useMyStore()
  const where = active === undefined ? "" : (place ?? modalityPlace(active, undefined))
  const [open, setOpen] = useState(false)
  const [type, setType] = useState<PickerType>("PICKUP")
  const [announce, setAnnounce] = useState("")
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const switcher = useAction(ModalityUseCases.setActiveModality, { key: "header-picker" })

  const close = (focus = true) => {
    setOpen(false)
    if (focus) trigger.current?.focus()
  }
  const toggle = () => {
    if (!open) {
      setType(active !== undefined && isPickerType(active.type) ? active.type : "PICKUP")
      switcher.reset()
    }
    setOpen(!open)
  }
  // Focus the panel's first control when it opens; close on a click outside.
  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>("input:checked, input, button")?.focus()
    const outside = (e: PointerEvent) => {
      const target = e.target
      if (target instanceof Node && !panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false)
    }
    document.addEventListener("pointerdown", outside)
    return () => document.removeEventListener("pointerdown", outside)
  }, [open])
  useEffect(() => {
    if (switcher.state.status === "success") {
      setAnnounce(`Switched to ${nameOf(type).toLowerCase()}`)
      setOpen(false)
      trigger.current?.focus()
    }
  }, [switcher.state.status]) // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation()
      close()
    }
  }
  const chosen = (text: string) => {
    setAnnounce(`${text} selected`)
    close()
  }
  const switchable = active === undefined || active.type !== type

  return (
    <div className="picker" onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="picker__trigger my-store"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={toggle}
        data-modality={active?.type}
      >
        <span className="my-store__label">
          {active === undefined ? (ready ? "How do you shop?" : "Loading…") : modalityLead(active.type)}
        </span>
        <span className="my-store__name">{active === undefined ? (ready ? "Choose pickup or delivery" : "") : where}</span>
        <span className="picker__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <span className="visually-hidden" role="status">
        {announce}
      </span>
      {open && (
        <div ref={panel} id={panelId} className="picker__panel" role="dialog" aria-label="How do you want to shop?">
          <div className="picker__head">
            <h2 className="picker__title">How do you want to shop?</h2>
            <button type="button" className="picker__close" aria-label="Close" onClick={() => close()}>
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
                      setType(t.value)
                      switcher.reset()
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
          {active !== undefined && active.type === type && (
            <p className="picker__current">
              Current:{" "}
              <strong>
                {modalityLead(active.type)} {where}
              </strong>
            </p>
          )}
          {switchable && (
            <div className="picker__switch">
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={switcher.state.status === "request"}
                onClick={() => switcher.run(type)}
              >
                {switcher.state.status === "request" ? "Switching…" : `Use my saved ${nameOf(type).toLowerCase()} choice`}
              </button>
              {isFailed(switcher.state) && (
                <p className="picker__error" role="alert">
                  {failureText(switcher.state.error, switcher.state.status)}
                </p>
              )}
            </div>
          )}
          {(type === "PICKUP" || type === "IN_STORE") && <StoreOptions key={type} type={type} onChosen={chosen} />}
          {(type === "DELIVERY" || type === "SHIP") && <AddressForm key={type} type={type} onChosen={chosen} />}
        </div>
      )}
    </div>
  )
}
