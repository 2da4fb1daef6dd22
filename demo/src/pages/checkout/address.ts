/**
 * What the delivery address step and the order page share: the locator's validation and similar
 * addresses as use cases (`POST`s, so they carry the XSRF header, like `checkAddress`), an address in words, and
 * the shopper's saved delivery address (the primary delivery modality of their preferences).
 */
import { type Address, type ModalityPreferenceSet, Stores } from "atlas-client"
import { defineUseCase } from "atlas-client/react"
import { primaryModalityOf } from "atlas-client/rules"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"

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
