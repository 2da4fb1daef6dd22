/** A store's page (`/stores/:id`): 404 for a store the upstream does not know. */
import { StoresUseCases } from "atlas-client/react"
import type { LoaderFunctionArgs } from "react-router"
import { notFoundUnless, type RouteHandle, readInBrowser, settledFound, titled } from "../pageRoute.js"
import { loadAs } from "../shopper.server.js"

export { StoreRoute as default } from "../pages/StorePage.js"

export const meta = titled("Store details")
export const handle: RouteHandle = { section: "/stores" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    notFoundUnless("store", settledFound(await store.slots.read(StoresUseCases.getStoreDetails, [args.params.id ?? ""])))
    return {}
  })

export const clientLoader = readInBrowser
