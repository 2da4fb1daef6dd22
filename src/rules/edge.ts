/**
 * The edge geolocation header (spec §5): comma-separated `key=value` pairs written by the CDN,
 * for example
 * `georegion=246,country_code=US,region_code=OH,city=CINCINNATI,dma=515,pmsa=1640,areacode=513,county=HAMILTON,fips=39061,lat=39.1007,long=-84.5130,timezone=EST,zip=45201-45203+45206+45999,continent=NA,throughput=vhigh,bw=5000,asnum=7922,location_id=0`.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import { isValidZip } from "./address.js"

/**
 * The request header the CDN writes its geolocation in (our choice of name, the CDN's EdgeScape
 * header: the spec names the format only; docs/spec-decisions.md).
 *
 * @example
 * parseEdgeGeolocation(request.headers.get(EDGE_GEOLOCATION_HEADER) ?? "")
 */
export const EDGE_GEOLOCATION_HEADER = "x-akamai-edgescape"

/**
 * One entry of the header's `zip` list: a single zip (`from === to`) or a range `45201-45203`.
 *
 * @example
 * const range: EdgeZipEntry = { raw: "45201-45203", from: "45201", to: "45203" }
 */
export interface EdgeZipEntry {
  readonly raw: string
  readonly from: string
  readonly to: string
}

/**
 * What the edge geolocation header says; absent or malformed values are `Option.none()` / `[]`.
 *
 * @example
 * const geo: EdgeGeolocation = parseEdgeGeolocation("city=CINCINNATI,lat=39.1007,long=-84.5130")
 */
export interface EdgeGeolocation {
  readonly countryCode: Option.Option<string>
  readonly regionCode: Option.Option<string>
  readonly city: Option.Option<string>
  readonly lat: Option.Option<number>
  readonly long: Option.Option<number>
  readonly zip: ReadonlyArray<EdgeZipEntry>
  readonly areacode: ReadonlyArray<string>
  readonly county: ReadonlyArray<string>
  readonly timezone: Option.Option<string>
  readonly continent: Option.Option<string>
  readonly dma: Option.Option<string>
  readonly fips: Option.Option<string>
  /** Every pair with a key and a value (keys lower-cased; the first occurrence of a key wins). */
  readonly pairs: ReadonlyMap<string, string>
}

const NUMBER = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/

const coordinate = (text: string | undefined, limit: number): Option.Option<number> => {
  if (text === undefined || !NUMBER.test(text)) return Option.none()
  const value = Number(text)
  return Number.isFinite(value) && Math.abs(value) <= limit ? Option.some(value) : Option.none()
}

const nonEmpty = (text: string | undefined): Option.Option<string> =>
  text === undefined || text === "" ? Option.none() : Option.some(text)

const plusList = (text: string | undefined): ReadonlyArray<string> =>
  text === undefined
    ? []
    : text
        .split("+")
        .map((part) => part.trim())
        .filter((part) => part !== "")

const zipEntry = (raw: string): EdgeZipEntry => {
  const dash = raw.indexOf("-")
  return dash < 0 ? { raw, from: raw, to: raw } : { raw, from: raw.slice(0, dash).trim(), to: raw.slice(dash + 1).trim() }
}

/**
 * Parses the edge geolocation header. Pairs are split on `,`, each on its first `=`; keys are
 * trimmed and lower-cased, values trimmed; pairs without `=`, with an empty key or an empty value
 * are ignored, and the first occurrence of a key wins.
 * `zip`, `areacode` and `county` are split on `+`; a zip entry may be a range `from-to`.
 * `lat` and `long` are decimal numbers within ±90 / ±180, else none. Never throws.
 *
 * @example
 * ```ts
 * const geo = parseEdgeGeolocation("country_code=US,region_code=OH,city=CINCINNATI,lat=39.1007,long=-84.5130,zip=45201-45203+45206")
 * expect(Option.getOrUndefined(geo.city)).toBe("CINCINNATI")
 * expect(Option.getOrUndefined(geo.lat)).toBe(39.1007)
 * ```
 */
export const parseEdgeGeolocation = (header: string): EdgeGeolocation => {
  const pairs = new Map<string, string>()
  for (const part of header.split(",")) {
    const eq = part.indexOf("=")
    if (eq < 0) continue
    const key = part.slice(0, eq).trim().toLowerCase()
    const value = part.slice(eq + 1).trim()
    if (key === "" || value === "" || pairs.has(key)) continue
    pairs.set(key, value)
  }
  return {
    countryCode: nonEmpty(pairs.get("country_code")),
    regionCode: nonEmpty(pairs.get("region_code")),
    city: nonEmpty(pairs.get("city")),
    lat: coordinate(pairs.get("lat"), 90),
    long: coordinate(pairs.get("long"), 180),
    zip: plusList(pairs.get("zip")).map(zipEntry),
    areacode: plusList(pairs.get("areacode")),
    county: plusList(pairs.get("county")),
    timezone: nonEmpty(pairs.get("timezone")),
    continent: nonEmpty(pairs.get("continent")),
    dma: nonEmpty(pairs.get("dma")),
    fips: nonEmpty(pairs.get("fips")),
    pairs
  }
}

/**
 * The shopper's zip according to the edge: the first 5 characters of the first zip entry (so
 * the start of a range), and only when those 5 characters are a valid zip (5 digits); no zip
 * entry, a shorter one or a non-digit one give none.
 *
 * @example
 * ```ts
 * expect(Option.getOrUndefined(edgeZip(parseEdgeGeolocation("zip=45201-45203+45206")))).toBe("45201")
 * expect(Option.isNone(edgeZip(parseEdgeGeolocation("city=CINCINNATI")))).toBe(true)
 * ```
 */
export const edgeZip = (geo: EdgeGeolocation): Option.Option<string> => {
  const first = geo.zip[0]
  if (first === undefined) return Option.none()
  const zip = first.raw.slice(0, 5)
  return isValidZip(zip) ? Option.some(zip) : Option.none()
}
