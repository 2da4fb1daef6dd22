/**
 * The shopper's cart (`/cart`), and the action of the cart forms the server handles: an add to cart
 * sent before the page is hydrated or without JavaScript (`AddToCart`'s form) is run here as the
 * shopper, with the form's intent key as the write's idempotency key (the same form posted twice is
 * one add), and the shopper is brought back to the page they were on; a refused add shows its
 * message on the cart page.
 */
import { CartsUseCases } from "atlas-client/react"
import { actIn, intentOf } from "atlas-client/react-router/server"
import { type ActionFunctionArgs, data, redirect, useActionData } from "react-router"
import { cookieValue, PROFILE_COOKIE } from "../cookies.js"
import { cookieLine } from "../edge.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../formIntent.js"
import { titled } from "../pageRoute.js"
import { CartPage } from "../pages/CartPage.js"
import { closeShopper, shopperOf } from "../shopper.server.js"

export const meta = titled("Your cart")

const YEAR = 365 * 24 * 60 * 60

/** What the cart's action answers when it does not bring the shopper back: why. */
interface CartActionData {
  readonly error: string
}

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  if (form.get(DO_FIELD) !== "add") return data<CartActionData>({ error: "This form isn’t one the cart knows." }, { status: 400 })
  const shopper = await shopperOf(request, context)
  const quantity = Number(form.get("quantity") ?? "1")
  const upc = String(form.get("upc") ?? "")
  const result = await actIn(shopper.store, CartsUseCases.addToCart, upc, Number.isFinite(quantity) ? quantity : 1, intentOf(form))
  if (!result.ok) return data<CartActionData>({ error: result.error.message }, { status: 400 })
  // An anonymous shopper's first add made their cart: the pages read it by its profile from now on.
  if (cookieValue(shopper.cookies, PROFILE_COOKIE) === undefined)
    shopper.setCookie.push(cookieLine(PROFILE_COOKIE, result.value.profileId, YEAR))
  const headers = new Headers()
  for (const line of shopper.setCookie) headers.append("set-cookie", line)
  await closeShopper(context)
  return redirect(returnPath(form.get(RETURN_FIELD), "/cart"), { status: 303, headers })
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
