/**
 * Schemas for values carried in url params and paths, shared by every domain's contract.
 *
 * @since 0.1.0
 */
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { LatLng } from "../schema/common.js"

/**
 * What a `lat,lng` url param must look like: two decimals (no exponent, no `+`), a latitude from -90
 * to 90 and a longitude from -180 to 180, joined by a comma. The server refuses any other text (400),
 * and the OpenAPI document carries this pattern.
 */
export const LAT_LNG_PATTERN = /^-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?),-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?)$/

/** A coordinate as the pattern takes it: below a millionth of a degree (11 cm), which would print as `1e-7`, is 0. */
const decimal = (n: number): number => (Math.abs(n) < 1e-6 ? 0 : n)

/**
 * `lat,lng` in a url param (`filter.latLng=39.1,-84.5`), see {@link LAT_LNG_PATTERN}.
 *
 * @example
 * Schema.encodeSync(LatLngFromString)({ lat: 39.1, lng: -84.5 }) // "39.1,-84.5"
 */
export const LatLngFromString = Schema.transformOrFail(
  Schema.String.pipe(Schema.pattern(LAT_LNG_PATTERN, { message: () => "expected lat,lng" })),
  LatLng,
  {
    strict: true,
    decode: (s) => {
      const [lat, lng] = s.split(",").map(Number)
      return ParseResult.succeed({ lat: lat ?? 0, lng: lng ?? 0 })
    },
    encode: (p) => ParseResult.succeed(`${decimal(p.lat)},${decimal(p.lng)}`)
  }
)

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
