/**
 * The cart's forms the server handles (sent before the page is hydrated or without JavaScript), run
 * as the shopper with the form's intent key as the write's idempotency key, so the same form posted
 * twice is one write: an add to cart (`AddToCart`'s form: a tile's, a product's, a list entry's, an
 * ad's), a cart line's new quantity, a line's removal. An add posts to the page it is on, and that
 * page's action answers with the page itself, counting it: from the tap to the page is one round
 * trip, with no redirect and no second request (the cart page's own line forms come back with a
 * redirect, `routes/cart.tsx`). A refused write answers the page with its message.
 */
import { CartsUseCases } from "atlas-client/react"
import { INTENT_FIELD } from "atlas-client/react-router"
import { actIn, intentOf } from "atlas-client/react-router/server"
import { type ActionFunction, type ActionFunctionArgs, data } from "react-router"
import { cookieValue, PROFILE_COOKIE } from "../cookies.js"
import { refused } from "../formAnswer.js"
import { DO_FIELD, REMOVE_FIELD } from "../ServerForm.js"
import { keepCookie, type Shopper, shopperOf } from "../shopper.server.js"
import { ADD_TO_CART } from "./AddToCart.js"

/** What an add to cart answered in place says: the item added (the page shows the cart as it is now). */
interface Added {
  readonly added: string
}

/** A page's own action, given the form posted (read once, by `withCartAdds`). */
type PageAction = (args: ActionFunctionArgs, form: FormData) => ReturnType<ActionFunction>

/** A form's number field, or `fallback` when it holds none. */
const numberIn = (form: FormData, name: string, fallback: number): number => {
  const value = Number(form.get(name) ?? fallback)
  return Number.isFinite(value) ? value : fallback
}

/** A removal's intent key (its submitter's value) as the form's. */
const withIntent = (key: string): FormData => {
  const next = new FormData()
  next.set(INTENT_FIELD, key)
  return next
}

/**
 * Runs the write a cart form asks for (an add, a line's new quantity, a line's removal: its key the
 * submitter's value): `undefined` for a form that is none of them. An anonymous shopper's first add
 * made their cart: the profile cookie is set, on the response and for the page rendered after it.
 */
export const cartWrite = async (form: FormData, shopper: Shopper): Promise<{ readonly error?: string } | undefined> => {
  const lineId = String(form.get("lineId") ?? "")
  const removal = form.get(REMOVE_FIELD)
  const written =
    typeof removal === "string"
      ? actIn(shopper.store, CartsUseCases.removeLine, lineId, intentOf(withIntent(removal)))
      : form.get(DO_FIELD) === ADD_TO_CART
        ? actIn(shopper.store, CartsUseCases.addToCart, String(form.get("upc") ?? ""), numberIn(form, "quantity", 1), intentOf(form))
        : form.get(DO_FIELD) === "update"
          ? actIn(shopper.store, CartsUseCases.updateLine, lineId, numberIn(form, "quantity", 1), intentOf(form))
          : undefined
  if (written === undefined) return undefined
  const result = await written
  if (!result.ok) return { error: result.error.message }
  if (cookieValue(shopper.cookies, PROFILE_COOKIE) === undefined && result.value !== undefined)
    keepCookie(shopper, PROFILE_COOKIE, result.value.profileId)
  return {}
}

/**
 * A page's action that answers the add-to-cart forms posted to the page, with the page (its
 * loaders run after the add, so the header counts it); any other form goes to `others`, with the
 * form read.
 */
export const withCartAdds =
  (others: PageAction): ActionFunction =>
  async (args: ActionFunctionArgs) => {
    const form = await args.request.formData()
    if (form.get(DO_FIELD) !== ADD_TO_CART) return others(args, form)
    const written = await cartWrite(form, await shopperOf(args.request, args.context))
    return written?.error === undefined ? data<Added>({ added: String(form.get("upc") ?? "") }) : refused(written.error)
  }
