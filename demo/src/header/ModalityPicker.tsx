/**
 * The header's modality picker: how the shopper shops (pickup store, delivery address, ship,
 * in-store) and where. Stores come from `ModalityPreferences.getOptions` near a ZIP; a choice is a
 * preference write (`updatePreferences`, activated), so the shopping context (and every later call's
 * `x-modality` headers) follows it; switching back to a saved type is `setActiveModality`. The rules'
 * errors ("address needs at least a postalCode", "No primary modality of type …") are shown as they are.
 */
import type { ActiveModality, ModalityOptionStore } from "atlas-client"
import { ModalityUseCases, useAction, useRead } from "atlas-client/react"
import { type FormEvent, type KeyboardEvent, type ToggleEvent, useEffect, useId, useRef, useState } from "react"
import { Spinner } from "../components/States.js"
import { ZIP_LENGTH, ZipField } from "../components/ZipField.js"
import { describeError, isFailed, messageOf } from "../errors.js"
import { formatDistance } from "../format.js"
import { labelKey, rememberLabel, useMyStore } from "../myStore.js"
import { ServerForm } from "../ServerForm.js"
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
      onChosen(`${modalityLead(type)} ${pending}`)
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

/** The switch to a saved choice of a type. */
const useSwitcher = () => useAction(ModalityUseCases.setActiveModality, { key: "header-picker" })

const typeOf = (active: ActiveModality | undefined): PickerType =>
  active !== undefined && isPickerType(active.type) ? active.type : "PICKUP"

/** What the panel shows: the type choice, then each of `parts` (the current choice or a switch to the saved one; stores or an address). */
interface PanelProps {
  readonly panelId: string
  readonly parts: ReadonlyArray<PickerType>
  readonly type: PickerType
  readonly onType: (type: PickerType) => void
  readonly active: ActiveModality | undefined
  readonly where: string
  readonly switcher: ReturnType<typeof useSwitcher>
  readonly onChosen: (text: string) => void
}

const PanelBody = ({ panelId, parts, type, onType, active, where, switcher, onChosen }: PanelProps) => (
  <>
    <div className="picker__head">
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
            <input type="radio" name={`${panelId}-type`} value={t.value} checked={type === t.value} onChange={() => onType(t.value)} />
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

const ALL_TYPES = TYPES.map((t) => t.value)

/**
 * The header's "how and where do you shop" control: a popover the browser opens and closes by itself
 * (its trigger names it), so it opens before the page is hydrated and without JavaScript. Once
 * hydrated, the open panel shows the chosen type's part and its forms run in the browser. Without
 * JavaScript the panel's `<noscript>` holds every type's part (CSS shows the chosen one): a store
 * search goes to the locator; an address and a switch to a saved choice are forms the server handles
 * (the locator's action).
 */
export const ModalityPicker = () => {
  const { active, place, ready } = useMyStore()
  const where = active === undefined ? "" : (place ?? modalityPlace(active, undefined))
  const [open, setOpen] = useState(false)
  const [type, setType] = useState<PickerType>(typeOf(active))
  const [announce, setAnnounce] = useState("")
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const switcher = useSwitcher()

  const close = () => {
    panel.current?.hidePopover()
    trigger.current?.focus()
  }
  const opened = (isOpen: boolean) => {
    if (isOpen) {
      setType(typeOf(active))
      switcher.reset()
    }
    setOpen(isOpen)
  }
  const onToggle = (e: ToggleEvent<HTMLDivElement>) => {
    if ((e.newState === "open") !== open) opened(e.newState === "open")
  }
  // A panel the shopper opened before the page was hydrated: its part is shown now.
  useEffect(() => {
    if (panel.current?.matches(":popover-open") === true) opened(true)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  // Focus the panel's first control when it opens.
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>("input:checked, input, button")?.focus()
  }, [open])
  useEffect(() => {
    if (switcher.state.status === "success") {
      setAnnounce(`Switched to ${nameOf(type).toLowerCase()}`)
      close()
    }
  }, [switcher.state.status]) // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") e.stopPropagation()
  }
  const chosen = (text: string) => {
    setAnnounce(`${text} selected`)
    close()
  }
  const onType = (next: PickerType) => {
    setType(next)
    switcher.reset()
  }
  const body = { panelId, type, onType, active, where, switcher, onChosen: chosen }

  return (
    <div className="picker" onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="picker__trigger my-store"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
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
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        onToggle={onToggle}
        className="picker__panel"
        role="dialog"
        aria-label="How do you want to shop?"
      >
        {open ? (
          <PanelBody {...body} parts={[type]} />
        ) : (
          <noscript>
            <PanelBody {...body} parts={ALL_TYPES} />
          </noscript>
        )}
      </div>
    </div>
  )
}
