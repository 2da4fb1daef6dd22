/**
 * The store locator (`/` and `/stores`): the search its URL names, or the one near where the edge
 * located a first-time shopper; and its action, the shopper's modality choice made before the page
 * is hydrated or without JavaScript (the locator's "Make this my store", the header picker's address
 * and switch forms).
 */
import { ModalityUseCases, StoresUseCases } from "atlas-client/react"
import { actIn, intentOf } from "atlas-client/react-router/server"
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, useActionData } from "react-router"
import { type AddressFields, type AddressVerdict, addressOf, type CheckedAddress, verdictOf } from "../components/AddressCheck.js"
import { LABELS_COOKIE } from "../cookies.js"
import { cookieLine, labelsWith, YEAR_SECONDS } from "../edge.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { labelKey } from "../myStore.js"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { locatedSearch } from "../pages/located.js"
import { LocatorPage } from "../pages/LocatorPage.js"
import { locatorSearchOf, modalityOf } from "../pages/locatorQuery.js"
import { backTo, loadAs, type Shopper, shopperOf } from "../shopper.server.js"
import { checkAddress } from "../useCases.js"

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

/** The modality types the header's picker offers. */
const PICKER_TYPES = ["PICKUP", "DELIVERY", "SHIP", "IN_STORE"] as const

const pickerTypeOf = (value: FormDataEntryValue | null): (typeof PICKER_TYPES)[number] | undefined =>
  PICKER_TYPES.find((type) => type === value)

/** A form's text field, trimmed ("" when absent). */
const textIn = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.trim() : ""
}

/**
 * The write a modality form asks for, as the shopper, with the form's intent key: a store chosen (the
 * locator's cards), an address to deliver or ship to, a switch to a saved choice (the header's
 * picker); and the name the header shows for it, remembered in the labels cookie.
 */
const choiceOf = (form: FormData, shopper: Shopper) => {
  const keyed = intentOf(form)
  switch (form.get(DO_FIELD)) {
    case "choose": {
      const locationId = textIn(form, "locationId")
      if (locationId === "") return undefined
      const modalityType = modalityOf(textIn(form, "modality"))
      const choice = { modalityType, source: "Options" as const, destination: { location: { locationId } } }
      return {
        label: [labelKey({ type: modalityType, locationId }), textIn(form, "name")] as const,
        written: actIn(shopper.store, ModalityUseCases.updatePreferences, choice, { activate: true, ...keyed })
      }
    }
    case "address": {
      const modalityType = pickerTypeOf(form.get("modality"))
      if (modalityType !== "DELIVERY" && modalityType !== "SHIP") return undefined
      const postalCode = textIn(form, "zip")
      const line = textIn(form, "street")
      // Only what the shopper typed: an empty form is the rules' "address needs at least a postalCode".
      const address = { ...(postalCode === "" ? {} : { postalCode }), ...(line === "" ? {} : { addressLines: [line] }) }
      const choice = { modalityType, source: "Options" as const, destination: { address } }
      return {
        label: [labelKey({ type: modalityType, postalCode }), [line, postalCode].filter((p) => p !== "").join(", ")] as const,
        written: actIn(shopper.store, ModalityUseCases.updatePreferences, choice, { activate: true, ...keyed })
      }
    }
    case "switch": {
      const modalityType = pickerTypeOf(form.get("modality"))
      if (modalityType === undefined) return undefined
      return { label: undefined, written: actIn(shopper.store, ModalityUseCases.setActiveModality, modalityType, keyed) }
    }
    default:
      return undefined
  }
}

/**
 * The locator's action, the shopper's modality choice: a store ("Make this my store"), a delivery or
 * shipping address or a switch to a saved choice (the header's picker) sent before the page is
 * hydrated or without JavaScript, written as the shopper and made active; the shopping context's
 * cookie and the header's name for it set; the shopper brought back. A refused choice shows its
 * message on the locator.
 */
/** The address check's fields as posted. */
const addressFieldsOf = (form: FormData): AddressFields => ({
  street: textIn(form, "street"),
  city: textIn(form, "city"),
  state: textIn(form, "state"),
  zip: textIn(form, "zip")
})

/** The address check (the locator's "Delivering to you?"): the page answered with the fields and the verdict. */
const checkOf = async (form: FormData, shopper: Shopper) => {
  const fields = addressFieldsOf(form)
  const result = await actIn(shopper.store, checkAddress, addressOf(fields))
  const verdict: AddressVerdict = result.ok ? verdictOf(result.value) : { failed: result.error.message }
  return data<LocatorActionData>({ checked: { fields, verdict } })
}

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  const shopper = await shopperOf(request, context)
  if (form.get(DO_FIELD) === "check") return checkOf(form, shopper)
  const choice = choiceOf(form, shopper)
  if (choice === undefined) return data<LocatorActionData>({ error: "This form isn’t one the store locator knows." }, { status: 400 })
  const result = await choice.written
  if (!result.ok) return data<LocatorActionData>({ error: result.error.message }, { status: 400 })
  if (choice.label !== undefined && choice.label[1] !== "") {
    const [key, name] = choice.label
    shopper.setCookie.push(cookieLine(LABELS_COOKIE, labelsWith(shopper.cookies, key, name), YEAR_SECONDS))
  }
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/stores"))
}

/** What the locator's action answers when it does not bring the shopper back: why, or an address check's verdict. */
type LocatorActionData = { readonly error: string } | { readonly checked: CheckedAddress }

export default function LocatorRoute() {
  const answered = useActionData<LocatorActionData>()
  return (
    <>
      {answered !== undefined && "error" in answered && (
        <p className="page narrow form-error" role="alert">
          {answered.error}
        </p>
      )}
      <LocatorPage />
    </>
  )
}
