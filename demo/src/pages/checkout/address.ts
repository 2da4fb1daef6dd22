/**
 * What the delivery address step and the order page share: the locator's validation and similar
 * addresses as use cases (`POST`s, so they carry the XSRF header, like `checkAddress`), an address in words, and
 * the shopper's saved delivery address (the primary delivery modality of their preferences), and the
 * address form's fields (typed in the browser or posted to the checkout's action) and their checks.
 */
import { Address, ModalityPreferences, type ModalityPreferenceSet, Stores } from "atlas-client"
import { defineUseCase } from "atlas-client/react"
import { isValidZip, primaryModalityOf } from "atlas-client/rules"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"

/**
 * The locator's validation of an address (`checkAddress` of the locator's card, defined here too so
 * that the checkout's script does not pull the storefront's own use cases out of the shell's).
 */
export const validateAddress = defineUseCase({
  name: "Locator.validateAddress",
  mode: "read",
  run: (address: Address) => Effect.flatMap(Stores, (s) => s.validateAddress(address))
})

/** Addresses like the one given (the same street at its ZIP code and nearby ones): the suggestions. */
export const similarAddresses = defineUseCase({
  name: "Locator.findSimilarAddresses",
  mode: "read",
  run: (address: Address) => Effect.flatMap(Stores, (s) => s.findSimilarAddresses(address))
})

/**
 * An address as a shopper reads it: "1014 Vine St, Cincinnati, OH 45202".
 *
 * @example
 * addressText({ addressLines: ["1014 Vine St", "Apt 2"], cityTown: "Cincinnati", stateProvince: "OH", postalCode: "45202" })
 * // "1014 Vine St, Apt 2, Cincinnati, OH 45202"
 */
export const addressText = (address: Pick<Address, "addressLines" | "cityTown" | "stateProvince" | "postalCode">): string =>
  [
    ...(address.addressLines ?? []).map((l) => l.trim()).filter((l) => l !== ""),
    address.cityTown?.trim(),
    [address.stateProvince?.trim(), address.postalCode.trim()].filter((p) => p !== undefined && p !== "").join(" ")
  ]
    .filter((p) => p !== undefined && p !== "")
    .join(", ")

/** The street address of the shopper's primary delivery modality, if they saved one. */
export const savedDeliveryAddress = (prefs: ModalityPreferenceSet): Address | undefined => {
  const primary = Either.getOrUndefined(primaryModalityOf(prefs, "DELIVERY"))
  if (primary === undefined || !("address" in primary.destination)) return undefined
  const { location: _, ...address } = primary.destination.address
  return (address.addressLines ?? []).some((l) => l.trim() !== "") ? address : undefined
}

/** The longest street, unit or city the form takes. */
export const MAX_TEXT = 100

/** The delivery address form's fields, empty. */
export const emptyDraft = { street: "", unit: "", city: "", state: "", zip: "" }
/** The delivery address form's fields, as typed. */
export type Draft = typeof emptyDraft
/** A field of the delivery address form. */
export type Field = keyof Draft

/** The form's fields as posted (a field not posted: empty). */
export const draftOf = (form: FormData): Draft => {
  const text = (name: Field) => {
    const value = form.get(name)
    return typeof value === "string" ? value.slice(0, MAX_TEXT) : ""
  }
  return { street: text("street"), unit: text("unit"), city: text("city"), state: text("state"), zip: text("zip") }
}

/** The shopper's words for what is wrong with a field, before anything is sent. */
export const problemsOf = (draft: Draft): Partial<Record<Field, string>> => ({
  ...(draft.street.trim() === "" ? { street: "Enter the street address to deliver to." } : {}),
  ...(draft.state.trim() !== "" && !/^[A-Za-z]{2}$/.test(draft.state.trim()) ? { state: "Enter the state as two letters, like OH." } : {}),
  ...(!isValidZip(draft.zip.trim()) ? { zip: "Enter a 5-digit ZIP code, like 45202." } : {})
})

/** The address the form describes. */
export const toAddress = (draft: Draft): Address => ({
  addressLines: [draft.street, draft.unit].map((l) => l.trim().replace(/\s+/g, " ")).filter((l) => l !== ""),
  ...(draft.city.trim() === "" ? {} : { cityTown: draft.city.trim() }),
  ...(draft.state.trim() === "" ? {} : { stateProvince: draft.state.trim().toUpperCase() }),
  postalCode: draft.zip.trim(),
  countryCode: "US"
})

/**
 * The shopper's saved delivery address (`null`: none) as a read of its own, with its success schema:
 * the checkout's server render carries it to the browser (the preferences' read declares none).
 */
export const savedDelivery = defineUseCase({
  name: "Storefront.savedDeliveryAddress",
  mode: "read",
  success: Schema.NullOr(Address),
  run: () =>
    Effect.map(
      Effect.flatMap(ModalityPreferences, (s) => s.getPreferences()),
      (prefs) => Option.getOrUndefined(Option.map(prefs, savedDeliveryAddress)) ?? null
    )
})
