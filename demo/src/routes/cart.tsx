/**
 * The shopper's cart (`/cart`), and the action of the cart forms the server handles: an add to cart
 * (`AddToCart`'s form), a line's new quantity or its removal (the cart page's lines) sent before the
 * page is hydrated or without JavaScript is run here as the shopper, with the form's intent key as
 * the write's idempotency key (the same form posted twice is one write), and the shopper is brought
 * back to the page they were on; a refused write shows its message on the cart page.
 */
import { CartsUseCases } from "atlas-client/react"
import { INTENT_FIELD } from "atlas-client/react-router"
import { actIn, intentOf } from "atlas-client/react-router/server"
import { type ActionFunctionArgs, data, useActionData } from "react-router"
import { cookieValue, PROFILE_COOKIE } from "../cookies.js"
import { cookieLine, YEAR_SECONDS } from "../edge.js"
import { DO_FIELD, REMOVE_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { titled } from "../pageRoute.js"
import { CartPage } from "../pages/CartPage.js"
import { backTo, type Shopper, shopperOf } from "../shopper.server.js"

export const meta = titled("Your cart")

/** What the cart's action answers when it does not bring the shopper back: why. */
interface CartActionData {
  readonly error: string
}

/** A form's number field, or `fallback` when it holds none. */
const numberIn = (form: FormData, name: string, fallback: number): number => {
  const value = Number(form.get(name) ?? fallback)
  return Number.isFinite(value) ? value : fallback
}

/** The write a cart form asks for: an add, a line's new quantity, a line's removal (its key the submitter's value). */
const writeOf = (form: FormData, shopper: Shopper) => {
  const lineId = String(form.get("lineId") ?? "")
  const removal = form.get(REMOVE_FIELD)
  if (typeof removal === "string") return actIn(shopper.store, CartsUseCases.removeLine, lineId, intentOf(withIntent(removal)))
  switch (form.get(DO_FIELD)) {
    case "add":
      return actIn(shopper.store, CartsUseCases.addToCart, String(form.get("upc") ?? ""), numberIn(form, "quantity", 1), intentOf(form))
    case "update":
      return actIn(shopper.store, CartsUseCases.updateLine, lineId, numberIn(form, "quantity", 1), intentOf(form))
    default:
      return undefined
  }
}

/** A removal's intent key (its submitter's value) as the form's. */
const withIntent = (key: string): FormData => {
  const next = new FormData()
  next.set(INTENT_FIELD, key)
  return next
}

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  const shopper = await shopperOf(request, context)
  const written = writeOf(form, shopper)
  if (written === undefined) return data<CartActionData>({ error: "This form isn’t one the cart knows." }, { status: 400 })
  const result = await written
  if (!result.ok) return data<CartActionData>({ error: result.error.message }, { status: 400 })
  // An anonymous shopper's first add made their cart: the pages read it by its profile from now on.
  if (cookieValue(shopper.cookies, PROFILE_COOKIE) === undefined && result.value !== undefined)
    shopper.setCookie.push(cookieLine(PROFILE_COOKIE, result.value.profileId, YEAR_SECONDS))
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/cart"))
}

export default function CartRoute() {
  const answered = useActionData<CartActionData>()
  return (
    <>
      {answered !== undefined && (
        <p className="page narrow form-error" role="alert">
          {answered.error}
        </p>
      )}
      <CartPage />
    </>
  )
}
