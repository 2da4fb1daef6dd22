/** The store locator (`/` and `/stores`): the search its URL names, or the one near where the edge located a first-time shopper. */
import { StoresUseCases } from "atlas-client/react"
import type { LoaderFunctionArgs } from "react-router"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { locatedSearch } from "../pages/located.js"
import { locatorSearchOf } from "../pages/locatorQuery.js"
import { loadAs } from "../shopper.server.js"

export { LocatorPage as default } from "../pages/LocatorPage.js"

export const meta = titled("Find a store")
export const handle: RouteHandle = { section: "/stores" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store, shopper) => {
    const url = new URL(args.request.url)
    const named = url.searchParams.has("zip") || url.searchParams.has("near")
    const search = locatorSearchOf((named ? undefined : locatedSearch(shopper.cookies)) ?? url.searchParams)
    if (search !== undefined) await store.prefetch(StoresUseCases.searchByZip, ...search)
    return {}
  })

export const clientLoader = readInBrowser
