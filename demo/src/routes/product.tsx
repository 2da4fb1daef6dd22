/** A product's page (`/products/:gtin13`): 404 for a product the upstream does not know. */
import { ItemsUseCases } from "atlas-client/react"
import type { LoaderFunctionArgs } from "react-router"
import { notFoundUnless, type RouteHandle, readInBrowser, settledFound, titled } from "../pageRoute.js"
import { FULL_ITEM, productKey } from "../shop/productReads.js"
import { loadAs } from "../shopper.server.js"

export { ProductRoute as default } from "../pages/ProductPage.js"

export const meta = titled("Product")
export const handle: RouteHandle = { section: "/shop" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    const gtin13 = args.params.gtin13 ?? ""
    const read = await store.slots.read(ItemsUseCases.lookupItem, [gtin13, FULL_ITEM], { key: productKey(gtin13) })
    notFoundUnless("product", settledFound(read))
    return {}
  })

export const clientLoader = readInBrowser
