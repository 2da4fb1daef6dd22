/**
 * Geography for the reference upstream's stores: distances and look-ups of
 * real US zip codes and cities through the `zipcodes` package.
 *
 * @since 0.1.0
 */
import zipcodes from "zipcodes"
import * as Option from "effect/Option"
import { distanceMiles } from "../../rules/geo.js"
import type { LatLng } from "../../schema/common.js"

/**
 * The great-circle distance between two points in miles: the rules library's `distanceMiles`
 * (haversine, earth radius 3958.8 miles), under the name the upstream's queries use.
 */
export const milesBetween = distanceMiles

/** A known US zip code: its city (title case, as the zip data spells it), state code and centroid. */
export interface ZipPlace {
  readonly zip: string
  readonly city: string
  readonly state: string
  readonly point: LatLng
}

const toPlace = (info: { zip: string; city: string; state: string; latitude: number; longitude: number }): ZipPlace => ({
  zip: info.zip,
  city: info.city,
  state: info.state,
  point: { lat: info.latitude, lng: info.longitude }
})

/**
 * A US zip code's place; none unless the value is exactly 5 digits and a known US zip.
 *
 * @example
 * lookupZip("45202") // Option.some({ zip: "45202", city: "Cincinnati", state: "OH", point: {...} })
 * lookupZip("00000") // Option.none()
 */
export const lookupZip = (zip: string): Option.Option<ZipPlace> => {
  if (!/^\d{5}$/.test(zip)) return Option.none()
  const info = zipcodes.lookup(zip)
  return info !== undefined && info.country === "US" ? Option.some(toPlace(info)) : Option.none()
}

/**
 * Every US zip of a city (case-insensitive) in a state (two-letter code), sorted by zip.
 *
 * @example
 * cityZips("cincinnati", "oh").length > 10 // true
 */
export const cityZips = (city: string, state: string): ReadonlyArray<ZipPlace> => {
  if (city.trim() === "" || state.trim() === "") return []
  return zipcodes
    .lookupByName(city.trim(), state.trim())
    .filter((info) => info.country === "US")
    .map(toPlace)
    .sort((a, b) => a.zip.localeCompare(b.zip))
}

/**
 * The centroid of a city's zips (the mean of their coordinates); none when the city is unknown.
 *
 * @example
 * cityCentroid("Cincinnati", "OH") // Option.some({ lat: 39.1..., lng: -84.5... })
 */
export const cityCentroid = (city: string, state: string): Option.Option<LatLng> => {
  const places = cityZips(city, state)
  if (places.length === 0) return Option.none()
  const lat = places.reduce((sum, p) => sum + p.point.lat, 0) / places.length
  const lng = places.reduce((sum, p) => sum + p.point.lng, 0) / places.length
  return Option.some({ lat, lng })
}

/**
 * A state as its upper-case two-letter code: codes are upper-cased, full names (any case) mapped;
 * anything else is returned trimmed and upper-cased.
 *
 * @example
 * stateCode(" ohio ") // "OH"
 * stateCode("ca") // "CA"
 */
export const stateCode = (state: string): string => {
  const trimmed = state.trim().toUpperCase()
  return trimmed === "" ? "" : (zipcodes.states.normalize(trimmed) ?? trimmed)
}
