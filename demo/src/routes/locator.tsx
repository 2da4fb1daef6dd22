/**
 * The store locator (`/` and `/stores`): the search its URL names, or the one near where the edge
 * located a first-time shopper; and its action, a store chosen ("Make this my store") before the page
 * is hydrated or without JavaScript: the modality preference written as the shopper (the form's
 * intent key as its idempotency key), made active, the shopping context's and the store name's
 * cookies set, and the shopper brought back.
 */
import { ModalityUseCases, StoresUseCases } from "atlas-client/react"
import { actIn, intentOf } from "atlas-client/react-router/server"
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router"
import { LABELS_COOKIE } from "../cookies.js"
import { cookieLine, labelsWith, YEAR_SECONDS } from "../edge.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { labelKey } from "../myStore.js"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { locatedSearch } from "../pages/located.js"
import { locatorSearchOf, modalityOf } from "../pages/locatorQuery.js"
import { backTo, loadAs, shopperOf } from "../shopper.server.js"

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

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  const locationId = String(form.get("locationId") ?? "")
  const posted = form.get("modality")
  const modality = modalityOf(typeof posted === "string" ? posted : null)
  if (form.get(DO_FIELD) !== "choose" || locationId === "") throw data({ what: "page" }, { status: 400 })
  const shopper = await shopperOf(request, context)
  const choice = { modalityType: modality, source: "Options" as const, destination: { location: { locationId } } }
  const result = await actIn(shopper.store, ModalityUseCases.updatePreferences, choice, { activate: true, ...intentOf(form) })
  if (!result.ok) throw data({ what: "page", message: result.error.message }, { status: 400 })
  const name = String(form.get("name") ?? "")
  if (name !== "")
    shopper.setCookie.push(
      cookieLine(LABELS_COOKIE, labelsWith(shopper.cookies, labelKey({ type: modality, locationId }), name), YEAR_SECONDS)
    )
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/stores"))
}
