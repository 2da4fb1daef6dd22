/** An order's page (`/orders/:id`): 404 for an order the shopper does not have. */
import type { LoaderFunctionArgs } from "react-router"
import { notFoundUnless, readInBrowser, titled } from "../pageRoute.js"
import { orderFound } from "../pages/OrderPage.js"
import { loadAs } from "../shopper.server.js"

export { OrderRoute as default } from "../pages/OrderPage.js"

export const meta = titled("Your order")

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    notFoundUnless("order", await orderFound(store, args.params.id ?? ""))
    return {}
  })

export const clientLoader = readInBrowser
