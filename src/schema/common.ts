/**
 * The shared contract vocabulary used by every domain: coordinates, addresses, channels and the
 * date-time value.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * A point on the earth in decimal degrees.
 *
 * @example
 * const cincinnati: LatLng = { lat: 39.1072, lng: -84.502 }
 */
export const LatLng = Schema.Struct({
  lat: Schema.Number.pipe(Schema.between(-90, 90)),
  lng: Schema.Number.pipe(Schema.between(-180, 180))
})
/** @see LatLng */
export type LatLng = typeof LatLng.Type

/** Channels of spec §3 ("Channels"); every call sends `x-channel: WEB`. */
export const Channel = Schema.Literal("MOBILE", "WEB", "EMAIL", "API", "VOICE", "TELEPHONY", "MOBILE;IOS", "MOBILE;ANDROID")
/** @see Channel */
export type Channel = typeof Channel.Type

/** A US postal address as the atlas API carries it. */
export const Address = Schema.Struct({
  addressLines: Schema.optional(Schema.Array(Schema.String)),
  cityTown: Schema.optional(Schema.String),
  stateProvince: Schema.optional(Schema.String),
  postalCode: Schema.String,
  countryCode: Schema.optional(Schema.String),
  county: Schema.optional(Schema.String)
})
/** @see Address */
export type Address = typeof Address.Type
