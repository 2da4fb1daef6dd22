/**
 * Geography for the reference upstream's stores: distances and look-ups of real US zip codes and
 * cities, from the table generated from the `zipcodes` package (`zipTable.json`, written by
 * `scripts/zip-table.mjs`), decoded on first use.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import { distanceMiles } from "../../rules/geo.js"
import type { LatLng } from "../../schema/common.js"
import table from "./zipTable.json" with { type: "json" }

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

interface Places {
  readonly byZip: ReadonlyMap<string, ZipPlace>
  /** By `<state code>|<CITY IN UPPER CASE>`, in zip order. */
  readonly byCity: ReadonlyMap<string, ReadonlyArray<ZipPlace>>
}

const cityKey = (city: string, state: string) => `${state}|${city.toUpperCase()}`

const decode = (): Places => {
  const byZip = new Map<string, ZipPlace>()
  const byCity = new Map<string, Array<ZipPlace>>()
  for (const line of table.states) {
    const [head = "", body = ""] = line.split("\t")
    const [state = "", ...cities] = head.split("|")
    let zip = 0
    let lat = 0
    let lng = 0
    let city = ""
    for (const cell of body.split(";")) {
      const [step = "", dLat = "0", dLng = "0", index] = cell.split(",")
      zip += step === "" ? 1 : parseInt(step, 36)
      lat += parseInt(dLat, 36)
      lng += parseInt(dLng, 36)
      if (index !== undefined) city = cities[parseInt(index, 36)] ?? ""
      const place: ZipPlace = { zip: String(zip).padStart(5, "0"), city, state, point: { lat: lat / 1e4, lng: lng / 1e4 } }
      byZip.set(place.zip, place)
      const key = cityKey(city, state)
      const same = byCity.get(key)
      if (same === undefined) byCity.set(key, [place])
      else same.push(place)
    }
  }
  return { byZip, byCity }
}

let decoded: Places | undefined
const places = (): Places => (decoded ??= decode())

const stateCodes: ReadonlyMap<string, string> = new Map(table.stateCodes.map(([name = "", code = ""]) => [name, code]))

/**
 * A US zip code's place; none unless the value is exactly 5 digits and a known US zip.
 *
 * @example
 * lookupZip("45202") // Option.some({ zip: "45202", city: "Cincinnati", state: "OH", point: {...} })
 * lookupZip("00000") // Option.none()
 */
export const lookupZip = (zip: string): Option.Option<ZipPlace> =>
  /^\d{5}$/.test(zip) ? Option.fromNullable(places().byZip.get(zip)) : Option.none()

/**
 * Every US zip of a city (case-insensitive) in a state (two-letter code), sorted by zip.
 *
 * @example
 * cityZips("cincinnati", "oh").length > 10 // true
 */
export const cityZips = (city: string, state: string): ReadonlyArray<ZipPlace> => {
  if (city.trim() === "" || state.trim() === "") return []
  return places().byCity.get(cityKey(city.trim(), stateCode(state))) ?? []
}

/**
 * The centroid of a city's zips (the mean of their coordinates); none when the city is unknown.
 *
 * @example
 * cityCentroid("Cincinnati", "OH") // Option.some({ lat: 39.1..., lng: -84.5... })
 */
export const cityCentroid = (city: string, state: string): Option.Option<LatLng> => {
  const zips = cityZips(city, state)
  if (zips.length === 0) return Option.none()
  const lat = zips.reduce((sum, p) => sum + p.point.lat, 0) / zips.length
  const lng = zips.reduce((sum, p) => sum + p.point.lng, 0) / zips.length
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
  return trimmed.length === 2 ? trimmed : (stateCodes.get(trimmed) ?? trimmed)
}
