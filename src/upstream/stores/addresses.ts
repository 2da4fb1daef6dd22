/**
 * The locator's address operations over real US zip data: request strictness, validation with
 * normalisation, and similar addresses.
 *
 * Normalisation: address lines trimmed, inner whitespace collapsed, empty lines dropped (case kept);
 * city as the zip data spells it (title case, e.g. "Beverly Hills"); state as its upper-case code
 * (full names are mapped: "ohio" is "OH"); country "US"; county kept when given.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { Address } from "../../schema/common.js"
import { cityZips, lookupZip, milesBetween, stateCode, type ZipPlace } from "./geo.js"

/** The outcome of validating an address: whether it is valid, its normalised form, and why not. */
export interface AddressValidation {
  readonly valid: boolean
  readonly address: Address
  readonly messages: ReadonlyArray<string>
}

/** The most similar addresses returned. */
export const MAX_SIMILAR_ADDRESSES = 5

/**
 * The address request the locator takes (spec §5): the contract's, and when `addressLines` is given
 * one of its lines has something in it besides white space. The client sends what its contract
 * allows (an all-blank list included) and the locator refuses it ('Invalid Request'); the OpenAPI
 * document describes this schema, so a generated client knows the rule.
 */
export const ServedAddressRequest = Schema.Struct({
  address: Schema.Struct({
    ...Address.fields,
    addressLines: Schema.optional(
      Schema.Array(Schema.String).pipe(Schema.filter((lines) => lines.some((line) => line.trim() !== "") || "an address line is required"))
    )
  })
})

/**
 * Whether a request body is an address request the locator accepts ({@link ServedAddressRequest}).
 *
 * @example
 * isValidAddressRequest({ address: { postalCode: "45202", addressLines: ["1014 Vine St"] } }) // true
 * isValidAddressRequest({ address: { postalCode: "45202", addressLines: ["  "] } }) // false
 */
export const isValidAddressRequest: (body: unknown) => body is typeof ServedAddressRequest.Type = Schema.is(ServedAddressRequest)

const collapse = (text: string): string => text.trim().replace(/\s+/g, " ")

const cleanLines = (lines: ReadonlyArray<string> | undefined): ReadonlyArray<string> | undefined => {
  const cleaned = (lines ?? []).map(collapse).filter((line) => line !== "")
  return cleaned.length > 0 ? cleaned : undefined
}

const optionalText = (value: string | undefined): string | undefined => {
  const text = value === undefined ? "" : collapse(value)
  return text === "" ? undefined : text
}

const atPlace = (lines: ReadonlyArray<string> | undefined, place: ZipPlace, county?: string): Address => ({
  ...(lines !== undefined ? { addressLines: lines } : {}),
  cityTown: place.city,
  stateProvince: place.state,
  postalCode: place.zip,
  countryCode: "US",
  ...(county !== undefined ? { county } : {})
})

/**
 * Validates a US address: valid when the postal code is a known 5-digit zip, the state (when given)
 * is the zip's state and the country (when given) is the US. A valid address comes back normalised
 * to the zip's city and state; an invalid one comes back cleaned, with human-readable messages.
 *
 * @example
 * validateAddress({ postalCode: "90210", stateProvince: "OH" }).messages
 * // ["State OH does not match postal code 90210 (CA)"]
 */
export const validateAddress = (address: Address): AddressValidation => {
  const postalCode = address.postalCode.trim()
  const lines = cleanLines(address.addressLines)
  const state = stateCode(address.stateProvince ?? "")
  const country = (address.countryCode ?? "").trim().toUpperCase()
  const county = optionalText(address.county)
  const messages: Array<string> = []
  if (country !== "" && country !== "US" && country !== "USA") messages.push(`Country ${country} is not supported`)
  const place = lookupZip(postalCode)
  if (postalCode === "") messages.push("Postal code is required")
  else if (!/^\d{5}$/.test(postalCode)) messages.push(`Postal code ${postalCode} must be 5 digits`)
  else if (Option.isNone(place)) messages.push(`Unknown postal code ${postalCode}`)
  else if (state !== "" && state !== place.value.state) {
    messages.push(`State ${state} does not match postal code ${postalCode} (${place.value.state})`)
  }
  if (messages.length === 0 && Option.isSome(place)) {
    return { valid: true, address: atPlace(lines, place.value, county), messages }
  }
  const city = optionalText(address.cityTown)
  const cleaned: Address = {
    ...(lines !== undefined ? { addressLines: lines } : {}),
    ...(city !== undefined ? { cityTown: city } : {}),
    ...(state !== "" ? { stateProvince: state } : {}),
    postalCode,
    countryCode: country === "" || country === "USA" ? "US" : country,
    ...(county !== undefined ? { county } : {})
  }
  return { valid: false, address: cleaned, messages }
}

/**
 * Up to five addresses like the one given, in a fixed order: when the postal code is a known zip,
 * the same street lines at that zip (normalised) first, then at the nearest other zips of the same
 * city; otherwise, when a city and state are given, the same lines at that city's zips in zip
 * order. Empty when neither the zip nor the city is known.
 *
 * @example
 * findSimilarAddresses({ postalCode: "45202", addressLines: ["1014 Vine St"] })[0]?.cityTown // "Cincinnati"
 */
export const findSimilarAddresses = (address: Address): ReadonlyArray<Address> => {
  const lines = cleanLines(address.addressLines)
  const place = lookupZip(address.postalCode.trim())
  if (Option.isSome(place)) {
    const origin = place.value
    const others = cityZips(origin.city, origin.state)
      .filter((other) => other.zip !== origin.zip)
      .map((other) => ({ other, miles: milesBetween(origin.point, other.point) }))
      .sort((a, b) => a.miles - b.miles || (a.other.zip < b.other.zip ? -1 : 1))
      .slice(0, MAX_SIMILAR_ADDRESSES - 1)
      .map(({ other }) => atPlace(lines, other))
    return [atPlace(lines, origin, optionalText(address.county)), ...others]
  }
  const city = optionalText(address.cityTown)
  const state = stateCode(address.stateProvince ?? "")
  if (city === undefined || state === "") return []
  return cityZips(city, state)
    .slice(0, MAX_SIMILAR_ADDRESSES)
    .map((other) => atPlace(lines, other))
}
