/**
 * Schemas for values carried in url params and paths, shared by every domain's contract.
 *
 * @since 0.1.0
 */
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { LatLng } from "../schema/common.js"

/**
 * `lat,lng` in a url param (`filter.latLng=39.1,-84.5`).
 *
 * @example
 * Schema.encodeSync(LatLngFromString)({ lat: 39.1, lng: -84.5 }) // "39.1,-84.5"
 */
export const LatLngFromString = Schema.transformOrFail(Schema.String, LatLng, {
  strict: true,
  decode: (s, _, ast) => {
    const parts = s.split(",").map((p) => p.trim())
    const [lat, lng] = parts.map(Number)
    return parts.length === 2 && parts.every((p) => p !== "") && Number.isFinite(lat) && Number.isFinite(lng)
      ? ParseResult.succeed({ lat: lat ?? 0, lng: lng ?? 0 })
      : ParseResult.fail(new ParseResult.Type(ast, s, "expected lat,lng"))
  },
  encode: (p) => ParseResult.succeed(`${p.lat},${p.lng}`)
})

/** A whole number in a url param. */
export const IntFromString = Schema.NumberFromString.pipe(Schema.int())

/** A positive whole number in a url param (page sizes, result counts). */
export const PositiveIntFromString = IntFromString.pipe(Schema.positive())

/**
 * A string with something in it besides white space; the validation issue names it.
 *
 * @example
 * Schema.decodeUnknownEither(NonEmpty("cartId"))(" ") // Left: "cartId must be a non-empty string"
 */
export const NonEmpty = (what: string) => Schema.String.pipe(Schema.filter((s) => s.trim() !== "" || `${what} must be a non-empty string`))

/** A path segment of letters, digits, `_` and `-`; `what` names it in the message. */
export const PathSegment = (what: string) =>
  Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]+$/, { message: () => `${what} must be a non-empty path segment` }))

/** A store's 8-digit location id in a url param. */
export const StoreLocationId = Schema.String.pipe(Schema.pattern(/^\d{8}$/, { message: () => "a location id is 8 digits" }))
