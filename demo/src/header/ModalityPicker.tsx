/**
 * The header's modality picker: how the shopper shops (pickup store, delivery address, ship,
 * in-store) and where. The trigger is in the first screen; the panel's content (`PickerPanel.tsx`)
 * is loaded when the shopper reaches for it (a pointer over the trigger, focus, or the panel
 * opening), so its forms are not in the first screen's script.
 */
import { lazy, type KeyboardEvent, Suspense, type ToggleEvent, useEffect, useId, useRef, useState } from "react"
import { Spinner } from "../components/States.js"
import { useMyStore } from "../myStore.js"
import { modalityLead, modalityPlace, type PickerType, TYPES, typeOf } from "./modalityWords.js"
import "./header.css"

const loadPanel = () => import("./PickerPanel.js")
const PanelBody = lazy(loadPanel)

const ALL_TYPES: ReadonlyArray<PickerType> = TYPES.map((t) => t.value)

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

  const opened = (isOpen: boolean) => {
    if (isOpen) setType(typeOf(active))
    setOpen(isOpen)
  }
  const onToggle = (e: ToggleEvent<HTMLDivElement>) => {
    if ((e.newState === "open") !== open) opened(e.newState === "open")
  }
  // A panel the shopper opened before the page was hydrated: its part is shown now.
  useEffect(() => {
    if (panel.current?.matches(":popover-open") === true) opened(true)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  // Focus moves into the panel when it opens (its first control once its content is there: PickerPanel).
  useEffect(() => {
    if (open) panel.current?.focus()
  }, [open])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") e.stopPropagation()
  }
  const chosen = (text: string) => {
    setAnnounce(text)
    panel.current?.hidePopover()
    trigger.current?.focus()
  }
  const body = { panelId, type, onType: setType, active, where, onChosen: chosen }
  const preload = () => void loadPanel().catch(() => undefined)

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
        onPointerEnter={preload}
        onFocus={preload}
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
        tabIndex={-1}
        onToggle={onToggle}
        className="picker__panel"
        role="dialog"
        aria-label="How do you want to shop?"
      >
        {open ? (
          <Suspense fallback={<Spinner label="Loading…" />}>
            <PanelBody {...body} parts={[type]} />
          </Suspense>
        ) : (
          <noscript>
            <PanelBody {...body} parts={ALL_TYPES} />
          </noscript>
        )}
      </div>
    </div>
  )
}
