/**
 * The reference upstream's store queries: pure functions over a store array (the only look-ups
 * are of the bundled zip data) answering the `stores` and `locator` operations.
 *
 * Stores of an excluded brand (spec §9) are never shown: search, the locator, the list and the
 * filters leave them out; only `findStore` (details by id) returns them.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import type { LocatorParams, StoreListParams, StoreSearchParams } from "../../contract/stores.js"
import type { LatLng, Tolerant } from "../../schema/common.js"
import { type DepartmentCode, EXCLUDED_BRANDS, MAX_RADIUS_MILES, type Store, type StoreMatch, type StoreType } from "../../schema/stores.js"
import { cityCentroid, lookupZip, milesBetween, stateCode } from "./geo.js"
import { STORE_TYPE_NAMES } from "./seed.js"

const storeTypeNames: Readonly<Record<string, string | undefined>> = STORE_TYPE_NAMES

export { milesBetween } from "./geo.js"
export { findSimilarAddresses, isValidAddressRequest, validateAddress } from "./addresses.js"

/** Search radius when a search has an origin and no radius, in miles. */
export const DEFAULT_SEARCH_RADIUS_MILES = 50
/** Most stores a search returns when no maxResults is given. */
export const DEFAULT_SEARCH_MAX_RESULTS = 20
/** Most stores the locator returns when no maxResults is given. */
export const DEFAULT_LOCATOR_MAX_RESULTS = 10
/** Stores on a page of the list when no page size is given. */
export const DEFAULT_PAGE_SIZE = 50

/** Stores found around an origin, nearest first; `total` counts the matches before truncation. */
export interface StoreSearchResult {
  readonly stores: ReadonlyArray<StoreMatch>
  readonly total: number
  readonly origin?: LatLng
}

/** A page of the store list; `total` counts the matches before paging. */
export interface StoreListResult {
  readonly stores: ReadonlyArray<Store>
  readonly total: number
}

/** One value a search can be narrowed by, with the number of stores having it. */
export interface Facet<C extends string> {
  readonly code: C
  readonly name: string
  readonly count: number
}

/** Everything a search can be narrowed by, each list sorted by code. */
export interface StoreFilters {
  readonly banners: ReadonlyArray<Facet<string>>
  readonly departments: ReadonlyArray<Facet<DepartmentCode>>
  readonly storeTypes: ReadonlyArray<Facet<Tolerant<StoreType>>>
}

/**
 * Whether a store's brand is one the shop never shows (spec §9), compared case-insensitively.
 *
 * @example
 * isExcludedBrand(store) // true for a "BP" fuel center
 */
export const isExcludedBrand = (store: Store): boolean =>
  store.brand !== undefined && EXCLUDED_BRANDS.includes(store.brand.trim().toUpperCase())

const visible = (stores: ReadonlyArray<Store>): ReadonlyArray<Store> => stores.filter((store) => !isExcludedBrand(store))

const hasDepartments = (store: Store, codes: ReadonlyArray<DepartmentCode> | undefined): boolean =>
  codes === undefined || codes.every((code) => (store.departments ?? []).some((d) => d.code === code))

const byCode = (a: { readonly code: string }, b: { readonly code: string }): number => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)

const roundTenth = (miles: number): number => Math.round(miles * 10) / 10

const nearest = (
  stores: ReadonlyArray<Store>,
  origin: LatLng | undefined,
  radius: number,
  maxResults: number
): { readonly stores: ReadonlyArray<StoreMatch>; readonly total: number } => {
  const matches = stores
    .map((store) => ({ store, miles: origin === undefined ? 0 : milesBetween(origin, store.geolocation) }))
    .filter(({ miles }) => origin === undefined || miles <= radius)
    .map(({ miles, store }) => ({ store, distanceMiles: roundTenth(miles) }))
    .sort((a, b) => a.distanceMiles - b.distanceMiles || (a.store.locationId < b.store.locationId ? -1 : 1))
  return { stores: matches.slice(0, maxResults), total: matches.length }
}

const sameText = (a: string | undefined, b: string): boolean => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

type Where = { readonly origin?: LatLng; readonly text?: string } | "nowhere"

const cityOrigin = (stores: ReadonlyArray<Store>, query: string): LatLng | undefined => {
  const m = /^(.+?),\s*([A-Za-z]{2}|[A-Za-z ]{4,})$/.exec(query)
  const city = (m?.[1] ?? query).trim()
  const state = m?.[2] !== undefined ? stateCode(m[2]) : undefined
  const first = stores.find((s) => sameText(s.address.cityTown, city) && (state === undefined || s.address.stateProvince === state))
  const centroid = cityCentroid(city, state ?? first?.address.stateProvince ?? "")
  return Option.isSome(centroid) ? centroid.value : first?.geolocation
}

const where = (stores: ReadonlyArray<Store>, latLng: LatLng | undefined, query: string): Where => {
  const isZip = /^\d{5}$/.test(query)
  if (latLng !== undefined) return query === "" || isZip ? { origin: latLng } : { origin: latLng, text: query }
  if (isZip) {
    const place = lookupZip(query)
    return Option.isSome(place) ? { origin: place.value.point } : "nowhere"
  }
  if (query === "") return {}
  const origin = cityOrigin(stores, query)
  return origin !== undefined ? { origin } : { text: query }
}

const textMatches = (store: Store, text: string): boolean => {
  const needle = text.toLowerCase()
  return sameText(store.address.cityTown, text) || store.name.toLowerCase().includes(needle) || store.banner.toLowerCase().includes(needle)
}

/**
 * Store search: around `filter.latLng`, else around a 5-digit zip in `filter.query` (an unknown zip
 * finds nothing), else around a city ("Cincinnati", "Cincinnati, OH"); any other query matches
 * store names and banners (no origin, every distance 0). Filters: departments (all of them),
 * open24Hours (when true), storeType, banner (case-insensitive), radius (default 50 miles with an
 * origin), maxResults (default 20). Nearest first, then by location id; distances to 0.1 mile.
 *
 * @example
 * searchStores(stores, { "filter.query": "45202", "filter.radiusInMiles": 10 }).stores[0]?.store.address.cityTown // "Cincinnati"
 */
export const searchStores = (stores: ReadonlyArray<Store>, params: StoreSearchParams): StoreSearchResult => {
  const query = (params["filter.query"] ?? "").trim()
  const found = where(stores, params["filter.latLng"], query)
  if (found === "nowhere") return { stores: [], total: 0 }
  const banner = params["filter.banner"]
  const candidates = visible(stores).filter(
    (store) =>
      hasDepartments(store, params["filter.departments"]) &&
      (params["filter.open24Hours"] !== true || store.open24Hours) &&
      (params["filter.storeType"] === undefined || store.storeType === params["filter.storeType"]) &&
      (banner === undefined || banner.trim() === "" || sameText(store.banner, banner)) &&
      (found.text === undefined || textMatches(store, found.text))
  )
  const result = nearest(
    candidates,
    found.origin,
    params["filter.radiusInMiles"] ?? DEFAULT_SEARCH_RADIUS_MILES,
    params["filter.maxResults"] ?? DEFAULT_SEARCH_MAX_RESULTS
  )
  return found.origin !== undefined ? { ...result, origin: found.origin } : result
}

/**
 * The locator: the stores nearest to `filter.latLong` having every given department and none of the
 * excluded store types, within the radius (default 3000 miles), at most maxResults (default 10).
 *
 * @example
 * locateStores(stores, { "filter.latLong": { lat: 39.8283, lng: -98.5795 }, "filter.maxResults": 1 }).stores.length // 1
 */
export const locateStores = (stores: ReadonlyArray<Store>, params: LocatorParams): StoreSearchResult => {
  const excluded = params["filter.excludeStoreTypes"] ?? []
  const candidates = visible(stores).filter(
    (store) => hasDepartments(store, params["filter.departments"]) && !excluded.some((t) => t === store.storeType)
  )
  const origin = params["filter.latLong"]
  const result = nearest(
    candidates,
    origin,
    params["filter.radiusInMiles"] ?? MAX_RADIUS_MILES,
    params["filter.maxResults"] ?? DEFAULT_LOCATOR_MAX_RESULTS
  )
  return { ...result, origin }
}

/**
 * The store list: by banner (case-insensitive) and location ids, sorted by location id, one page
 * of `page.size` (default 50) from `page.offset` (default 0).
 *
 * @example
 * listStores(stores, { "page.size": 10, "page.offset": 10 }).stores.length // 10
 */
export const listStores = (stores: ReadonlyArray<Store>, params: StoreListParams): StoreListResult => {
  const banner = params["filter.banner"]
  const ids = params["filter.locationIds"]
  const matches = visible(stores)
    .filter(
      (store) =>
        (banner === undefined || banner.trim() === "" || sameText(store.banner, banner)) &&
        (ids === undefined || ids.length === 0 || ids.includes(store.locationId))
    )
    .slice()
    .sort((a, b) => (a.locationId < b.locationId ? -1 : a.locationId > b.locationId ? 1 : 0))
  const offset = params["page.offset"] ?? 0
  const size = params["page.size"] ?? DEFAULT_PAGE_SIZE
  return { stores: matches.slice(offset, offset + size), total: matches.length }
}

const tally = <C extends string>(entries: Iterable<readonly [C, string]>): ReadonlyArray<Facet<C>> => {
  const facets = new Map<C, { name: string; count: number }>()
  for (const [code, name] of entries) {
    const facet = facets.get(code)
    facets.set(code, { name: facet?.name ?? name, count: (facet?.count ?? 0) + 1 })
  }
  return [...facets].map(([code, { count, name }]) => ({ code, name, count })).sort(byCode)
}

/**
 * The search filters: banners (code = name), departments and store types, each with the number of
 * stores having it, sorted by code.
 *
 * @example
 * storeFilters(stores).storeTypes.find((f) => f.code === "PU")?.name // "Supermarket"
 */
export const storeFilters = (stores: ReadonlyArray<Store>): StoreFilters => {
  const shown = visible(stores)
  return {
    banners: tally(shown.map((s) => [s.banner, s.banner] as const)),
    departments: tally(shown.flatMap((s) => (s.departments ?? []).map((d) => [d.code, d.name] as const))),
    storeTypes: tally(shown.map((s) => [s.storeType, storeTypeNames[s.storeType] ?? s.storeType] as const))
  }
}

/**
 * The store with this location id, excluded brands included (details are asked for by id).
 *
 * @example
 * findStore(stores, "01400943") // Option.none() when no such store
 */
export const findStore = (stores: ReadonlyArray<Store>, locationId: string): Option.Option<Store> =>
  Option.fromNullable(stores.find((store) => store.locationId === locationId))
