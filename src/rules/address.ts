/**
 * Address and location rules (spec §5): zip codes, street addresses and lat/lng presence.
 *
 * @since 0.1.0
 */
import type { LatLng } from "../schema/common.js"

const ZIP = /^[0-9]{5}$/

/**
 * A zip code is valid only as exactly 5 ASCII digits (no ZIP+4, no spaces).
 *
 * @example
 * ```ts
 * expect(isValidZip("45202")).toBe(true)
 * expect(isValidZip("4520")).toBe(false)
 * expect(isValidZip("45202-1234")).toBe(false)
 * ```
 */
export const isValidZip = (value: string): boolean => ZIP.test(value)

/**
 * An address has a street address when the address is present (neither `null` nor `undefined`).
 * It narrows the argument to the present address.
 *
 * @example
 * ```ts
 * expect(hasStreetAddress({ postalCode: "45202", addressLines: ["1014 Vine St"] })).toBe(true)
 * expect(hasStreetAddress(null)).toBe(false)
 * ```
 */
export const hasStreetAddress = <A>(address?: A | null): address is A => address !== undefined && address !== null

/**
 * Anything that may carry a latitude and a longitude, each possibly missing.
 *
 * @example
 * const fromProfile: MaybeLatLng = { lat: 39.1, lng: null }
 */
export interface MaybeLatLng {
  readonly lat?: number | null | undefined
  readonly lng?: number | null | undefined
}

/**
 * A lat/lng location counts only when it is present, both coordinates are finite numbers, and
 * neither is 0 (the upstream sends 0 for "unknown").
 *
 * @example
 * ```ts
 * expect(hasLatLng({ lat: 39.1, lng: -84.5 })).toBe(true)
 * expect(hasLatLng({ lat: 0, lng: -84.5 })).toBe(false) // 0 is the upstream's "unknown"
 * expect(hasLatLng({ lat: 39.1 })).toBe(false)
 * ```
 */
export const hasLatLng = <L extends MaybeLatLng>(location?: L | null): location is L & LatLng =>
  location !== undefined &&
  location !== null &&
  typeof location.lat === "number" &&
  typeof location.lng === "number" &&
  Number.isFinite(location.lat) &&
  Number.isFinite(location.lng) &&
  location.lat !== 0 &&
  location.lng !== 0
