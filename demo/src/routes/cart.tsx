/**
 * The shopper's cart (`/cart`), and the action of its forms the server handles (sent before the page
 * is hydrated or without JavaScript; `shop/cartForms.server.ts`): a line's new quantity or its
 * removal brings the shopper back to the page they were on; an add to cart (a recommendation's) is
 * answered with the cart page; a refused write shows its message on the page.
 */
import type { ActionFunctionArgs } from "react-router"
import { refused, unknownForm, withRefusal } from "../formAnswer.js"
import { titled } from "../pageRoute.js"
import { CartPage } from "../pages/CartPage.js"
import { RETURN_FIELD, returnPath } from "../ServerForm.js"
import { cartWrite, withCartAdds } from "../shop/cartForms.server.js"
import { backTo, shopperOf } from "../shopper.server.js"

export const meta = titled("Your cart")

export const action = withCartAdds(async ({ request, context }: ActionFunctionArgs, form: FormData) => {
  const shopper = await shopperOf(request, context)
  const written = await cartWrite(form, shopper)
  if (written === undefined) return unknownForm("cart")
  if (written.error !== undefined) return refused(written.error)
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/cart"))
})

export default withRefusal(CartPage)
