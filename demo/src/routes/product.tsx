/**
 * A product's page (`/products/:gtin13`): 404 for a product the upstream does not know; its action,
 * the review form sent before hydration or without JavaScript (the review submitted as the
 * shopper, who is brought back to the page with its thanks, or shown why it was refused). Its
 * "Add to list" posts to the lists route, its "Add to cart" to the cart route.
 */
import { ItemsUseCases, ReviewsUseCases, ShoppingListsUseCases } from "atlas-client/react"
import { actIn } from "atlas-client/react-router/server"
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router"
import { refused, unknownForm, withRefusal } from "../formAnswer.js"
import { notFoundUnless, type RouteHandle, readInBrowser, settledFound, titled } from "../pageRoute.js"
import { ProductRoute, reviewRefusal } from "../pages/ProductPage.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { FULL_ITEM, productKey } from "../shop/productReads.js"
import { withCartAdds } from "../shop/cartForms.server.js"
import { backTo, loadAs, shopperOf } from "../shopper.server.js"
import { preloadServices } from "../layer.js"

// Its writes (kept offline by the outbox) need the services loaded while the page is online.
preloadServices("lists")

export const meta = titled("Product")
export const handle: RouteHandle = { section: "/shop" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    const gtin13 = args.params.gtin13 ?? ""
    // The shopper's lists too, for "Add to list" to offer them before hydration and without JavaScript.
    const [read] = await Promise.all([
      store.slots.read(ItemsUseCases.lookupItem, [gtin13, FULL_ITEM], { key: productKey(gtin13) }),
      store.prefetch(ShoppingListsUseCases.getShoppingLists)
    ])
    notFoundUnless("product", settledFound(read))
    return {}
  })

export const clientLoader = readInBrowser

export const action = withCartAdds(async ({ request, context, params }: ActionFunctionArgs, form: FormData) => {
  if (form.get(DO_FIELD) !== "review") return unknownForm("product page")
  const itemId = params.gtin13 ?? ""
  const field = (name: string) => String(form.get(name) ?? "").trim()
  const shopper = await shopperOf(request, context)
  const review = { itemId, rating: Number(field("rating")), title: field("title"), text: field("text"), nickname: field("nickname") }
  const result = await actIn(shopper.store, ReviewsUseCases.submitReview, review)
  if (!result.ok) return refused(reviewRefusal(result.error.tag, result.error.message))
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), `/products/${itemId}`))
})

export default withRefusal(ProductRoute)
