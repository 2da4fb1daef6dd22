/**
 * Distances and the store locator's geographic limits (spec §9).
 *
 * @since 0.1.0
 */
import type { LatLng } from "../schema/common.js"

/**
 * The earth's mean radius in miles used for every distance (spec §9).
 *
 * @example
 * const halfCircumference = Math.PI * EARTH_RADIUS_MILES // about 12437 miles
 */
export const EARTH_RADIUS_MILES = 3958.8

export {
  /** The largest search radius the store locator accepts, in miles (spec §9). */
  MAX_RADIUS_MILES,
  /** A store counts as nearby within this many miles (spec §9). */
  NEARBY_STORE_MAX_DISTANCE_MILES,
  /** The default location (centre of the contiguous US), searched with max results 1 (spec §9). */
  DEFAULT_LOCATION,
  DEFAULT_LOCATION_MAX_RESULTS
} from "../schema/stores.js"

const radians = (degrees: number): number => (degrees * Math.PI) / 180

/**
 * The great-circle distance between two points in miles (haversine formula, earth radius
 * {@link EARTH_RADIUS_MILES}).
 *
 * @example
 * ```ts
 * const cincinnatiToColumbus = distanceMiles({ lat: 39.1031, lng: -84.512 }, { lat: 39.9612, lng: -82.9988 })
 * expect(Math.round(cincinnatiToColumbus)).toBe(100)
 * ```
 */
export const distanceMiles = (a: LatLng, b: LatLng): number => {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}
