/**
 * Add to cart with a quantity. A form the server handles, posted to the page it is on (that page's
 * route action, `cartForms.server.ts`, with the page's intent key for it and the item): before the
 * page is hydrated and without JavaScript it is sent as it is, and the server adds and answers with
 * the page, counting it. Once hydrated, the add runs in the browser:
 * `useAction(CartsUseCases.addToCart, { key: gtin13 })`. A refused add shows the upstream's
 * rejection (`CartRejected`'s message, e.g. "The maximum quantity to deliver this item is 3"); a
 * successful one sets the cart read from the cart it answers (its use case's `updates`), so the
 * count beside it and the header's follow.
 */
import type { Item } from "atlas-client"
import { useAction } from "atlas-client/react"
import { useOutboxOutcome } from "atlas-client/offline"
import { useId, useRef, useState } from "react"
import { describeError, messageOf, tagOf } from "../errors.js"
import { Link } from "../router.js"
import { ServerForm, typedIn } from "../ServerForm.js"
import { quantityInCart, useCart } from "./cart.js"
import { isAddOf, outbox } from "./outbox.js"
import { useEarlyFields } from "atlas-client/react-router"

const MAX_STEPPER = 99

/** What an add-to-cart form asks its page's action to do (its `do` field). */
export const ADD_TO_CART = "add-to-cart"

/** A − [n] + quantity control. */
export const QuantityStepper = ({
  value,
  onChange,
  label,
  disabled,
  min = 1,
  name
}: {
  readonly value: number
  readonly onChange: (n: number) => void
  readonly label: string
  readonly disabled?: boolean
  readonly min?: number
  /** The field's name in its form (what a form the server handles posts). */
  readonly name?: string
}) => {
  const id = useId()
  const clamp = (n: number) => Math.max(min, Math.min(MAX_STEPPER, Number.isFinite(n) ? Math.round(n) : min))
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled === true || value <= min}
        aria-label={`Decrease ${label.toLowerCase()}`}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={MAX_STEPPER}
        value={value}
        name={name}
        disabled={disabled}
        onChange={(e) => onChange(clamp(e.target.valueAsNumber))}
      />
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled === true || value >= MAX_STEPPER}
        aria-label={`Increase ${label.toLowerCase()}`}
      >
        +
      </button>
    </div>
  )
}

/** The words for a failed add: the rejection itself, or what went wrong. */
export const addFailure = (error: unknown): string => {
  const tag = tagOf(error)
  if (tag === "CartRejected" || tag === "RequestValidationError") return messageOf(error)
  const { title, detail } = describeError(error)
  return `${title}. ${detail}`
}

/** Quantity and "Add to cart" for an item. */
export const AddToCart = ({ item, size = "tile" }: { readonly item: Item; readonly size?: "tile" | "page" }) => {
  const [quantity, setQuantity] = useState(Math.max(1, item.minimumOrderQuantity))
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) => {
    const typed = Number(typedIn(fields, "quantity"))
    if (Number.isInteger(typed) && typed > 0) setQuantity(typed)
  })
  const add = useAction(outbox.writes.addToCart, { key: item.gtin13 })
  // What this control's own last add ended as (the shared slot may hold an older add's result); kept
  // on the device while offline, a note until it is sent (then the cart shows it), not an error. An
  // add of this item kept offline and refused when it was sent shows here until the next add.
  const { outcome, waiting, failed, track, clear } = useOutboxOutcome(outbox, (entry) => isAddOf(entry, item.gtin13))
  const { cart } = useCart()
  const out = item.inventory.stockLevel === "TEMPORARILY_OUT_OF_STOCK"
  const busy = add.state.status === "request"
  const inCart = quantityInCart(cart, item.gtin13)
  const submit = () => track(() => add.runAsync(item.gtin13, quantity))
  const change = (n: number) => {
    setQuantity(n)
    if (failed !== undefined) clear()
  }
  return (
    <div className={`add add--${size}`}>
      <ServerForm
        ref={form}
        className="add__row"
        name={`add-${item.gtin13}`}
        does={ADD_TO_CART}
        fields={{ upc: item.gtin13 }}
        onSubmit={() => {
          if (!out && !busy) void submit()
        }}
      >
        <QuantityStepper value={quantity} onChange={change} label={`Quantity of ${item.description}`} disabled={out} name="quantity" />
        <button
          type="submit"
          className="button add__button"
          data-add-to-cart
          disabled={out || busy}
          aria-describedby={failed !== undefined ? `${item.gtin13}-add-msg` : undefined}
        >
          {out ? "Out of stock" : busy ? "Adding…" : "Add to cart"}
        </button>
      </ServerForm>
      <div className="add__message" aria-live="polite">
        {failed !== undefined && (
          <p className="add__error" role="alert" id={`${item.gtin13}-add-msg`}>
            {addFailure(failed.error)}
          </p>
        )}
        {outcome?.status === "success" && (
          <p className="add__ok">
            ✓ Added · <Link to="/cart">{inCart} in cart</Link>
          </p>
        )}
        {waiting !== undefined && (
          <p className="add__note" role="status">
            {waiting.message}
          </p>
        )}
        {failed === undefined && waiting === undefined && outcome?.status !== "success" && inCart > 0 && (
          <p className="add__note">
            <Link to="/cart">{inCart} in cart</Link>
          </p>
        )}
      </div>
    </div>
  )
}
