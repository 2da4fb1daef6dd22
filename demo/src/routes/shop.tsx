/**
 * The shop (`/shop`): the search its URL names, with its tiles' item lookups (one batched call); its
 * action, the tiles' add to cart sent before the page is hydrated or without JavaScript, answered
 * with the page (`shop/cartForms.server.ts`).
 */
import { ItemsUseCases, SearchUseCases, type UseCaseSuccess } from "atlas-client/react"
import type { LoaderFunctionArgs } from "react-router"
import { unknownForm, withRefusal } from "../formAnswer.js"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { ShopPage } from "../pages/ShopPage.js"
import { withCartAdds } from "../shop/cartForms.server.js"
import { searchQueryOf, shopParamsOf } from "../shop/query.js"
import { loadAs } from "../shopper.server.js"

export const meta = titled("Shop groceries")
export const handle: RouteHandle = { section: "/shop" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    const query = searchQueryOf(shopParamsOf(new URL(args.request.url).searchParams))
    await store.prefetch(SearchUseCases.searchProducts, query)
    // The tiles' lookups too (one batched items call), so the hydrated tiles do not send it.
    const found = await store.slots.read(SearchUseCases.searchProducts, [query])
    if (found.status !== "success") return {}
    const { products } = found.value as UseCaseSuccess<typeof SearchUseCases.searchProducts>
    await Promise.all(products.map((item) => store.prefetchKeyed(item.gtin13, ItemsUseCases.lookupItem, item.gtin13)))
    return {}
  })

export const clientLoader = readInBrowser

export const action = withCartAdds(() => unknownForm("shop"))

export default withRefusal(ShopPage)
