/**
 * Stores and the store locator: store details, search (by zip, city, name or point), the locator
 * with the default location, the store list, search filters, address validation and similar
 * addresses. Each method is a named use case; input is validated before anything is sent.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { runner } from "../layers/runner.js"
import { StoresContract, type StoreListParams } from "../contract/stores.js"
import { isValidZip } from "../rules/address.js"
import { isEligibleStore, excludedStoreTypes, type StoreModality } from "../rules/stores.js"
import type { Address, LatLng } from "../schema/common.js"
import {
  DEFAULT_LOCATION,
  DEFAULT_LOCATION_MAX_RESULTS,
  type DepartmentCode,
  LocationId,
  NEARBY_STORE_MAX_DISTANCE_MILES,
  type StoreMatch,
  type StoreType
} from "../schema/stores.js"
import { defined, nonBlank } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/** The zip a shopper typed is not 5 digits; nothing was sent. */
export class InvalidZip extends Schema.TaggedError<InvalidZip>()("InvalidZip", { zip: Schema.String }) {
  /** The text to show under the ZIP field. */
  override get message(): string {
    return "Enter a valid 5-digit ZIP code"
  }
}

/** Filters of a store search; empty ones are not sent. */
export interface StoreSearchFilters {
  readonly query?: string
  readonly latLng?: LatLng
  readonly departments?: ReadonlyArray<DepartmentCode>
  readonly open24Hours?: boolean
  readonly radiusInMiles?: number
  readonly storeType?: StoreType
  readonly maxResults?: number
  readonly banner?: string
}

/** Options of the locator. */
export interface LocatorOptions {
  /** Where to look; the default location (with one result) when absent. */
  readonly latLng?: LatLng
  readonly departments?: ReadonlyArray<DepartmentCode>
  readonly excludeStoreTypes?: ReadonlyArray<StoreType>
  readonly radiusInMiles?: number
  readonly maxResults?: number
}

/** Stores found, nearest first. */
export interface StoreMatches {
  readonly stores: ReadonlyArray<StoreMatch>
  readonly total: number
  readonly origin?: LatLng
}

const toMatches = (body: {
  readonly data: { readonly stores: ReadonlyArray<StoreMatch> }
  readonly meta: { readonly total: number; readonly origin?: LatLng | undefined }
}): StoreMatches => ({
  stores: body.data.stores,
  total: body.meta.total,
  ...(body.meta.origin === undefined ? {} : { origin: body.meta.origin })
})

/**
 * Finds stores (by zip, city, name or near a point) and reads a store's details, hours and departments.
 *
 * @example
 * ```ts
 * export const storesNear = Effect.gen(function* () {
 *   const stores = yield* Stores
 *   const found = yield* stores.searchStores({ query: "45202", radiusInMiles: 10, maxResults: 5 })
 *   return found.stores.map((m) => `${m.store.name} (${m.distanceMiles} mi)`)
 * })
 * ```
 */
export class Stores extends Effect.Service<Stores>()("atlas-client/Stores", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner

    const searchStores = fn("Stores.searchStores")(function* (filters: StoreSearchFilters) {
      const body = yield* run(StoresContract.searchStores, {
        urlParams: defined({
          "filter.query": nonBlank(filters.query),
          "filter.latLng": filters.latLng,
          "filter.departments": filters.departments?.length ? filters.departments : undefined,
          "filter.open24Hours": filters.open24Hours,
          "filter.radiusInMiles": filters.radiusInMiles,
          "filter.storeType": filters.storeType,
          "filter.maxResults": filters.maxResults,
          "filter.banner": filters.banner?.trim() === "" ? undefined : filters.banner
        })
      })
      return toMatches(body)
    })

    const locateStores = fn("Stores.locateStores")(function* (options: LocatorOptions = {}) {
      const body = yield* run(StoresContract.locateStores, {
        urlParams: defined({
          "filter.latLong": options.latLng ?? DEFAULT_LOCATION,
          "filter.departments": options.departments?.length ? options.departments : undefined,
          "filter.excludeStoreTypes": options.excludeStoreTypes?.length ? options.excludeStoreTypes : undefined,
          "filter.radiusInMiles": options.radiusInMiles,
          "filter.maxResults": options.maxResults ?? (options.latLng === undefined ? DEFAULT_LOCATION_MAX_RESULTS : undefined)
        })
      })
      return toMatches(body)
    })

    return {
      /** One store by its 8-digit location id ("Expecting store details request" otherwise). */
      getStoreDetails: fn("Stores.getStoreDetails")(function* (storeId: string) {
        const body = yield* run(StoresContract.getStoreDetails, {
          path: { storeId: LocationId.make(storeId, { disableValidation: true }) }
        })
        return body.data.store
      }),

      /** Banners, departments and store types a search can be narrowed by. */
      getStoreFilters: fn("Stores.getStoreFilters")(function* () {
        return (yield* run(StoresContract.getStoreFilters, {})).data
      }),

      /**
       * Stores matching a free-text query (zip, city or name) or near a point, narrowed by department,
       * store type, banner, radius and 24-hour opening; nearest first with the total found.
       */
      searchStores,

      /**
       * Stores near a zip for a modality: the zip must be 5 digits ({@link InvalidZip} otherwise,
       * nothing sent); stores of types the modality leaves out and excluded brands are dropped.
       */
      searchByZip: fn("Stores.searchByZip")(function* (
        zip: string,
        options: { readonly modality?: StoreModality; readonly radiusInMiles?: number; readonly maxResults?: number } = {}
      ) {
        const trimmed = zip.trim()
        if (!isValidZip(trimmed)) return yield* new InvalidZip({ zip })
        const found = yield* searchStores(defined({ query: trimmed, radiusInMiles: options.radiusInMiles, maxResults: options.maxResults }))
        const stores = found.stores.filter((m) => isEligibleStore(m.store, options.modality))
        return { ...found, stores }
      }),

      /**
       * The store locator: stores near a point (the default location, with one result, when none is
       * given), leaving out the store types asked; nearest first.
       */
      locateStores,

      /** Stores within 30 miles of a point, eligible for the modality, nearest first. */
      nearbyStores: fn("Stores.nearbyStores")(function* (latLng: LatLng, modality?: StoreModality) {
        const found = yield* locateStores(
          defined({
            latLng,
            radiusInMiles: NEARBY_STORE_MAX_DISTANCE_MILES,
            excludeStoreTypes: modality === undefined ? undefined : excludedStoreTypes(modality)
          })
        )
        const stores = found.stores.filter((m) => m.distanceMiles <= NEARBY_STORE_MAX_DISTANCE_MILES && isEligibleStore(m.store, modality))
        return { ...found, stores }
      }),

      /** Every store, by banner or ids, paged. */
      listStores: fn("Stores.listStores")(function* (params: StoreListParams = {}) {
        const body = yield* run(StoresContract.listStores, { urlParams: params })
        return { stores: body.data.stores, total: body.meta.total }
      }),

      /** Whether an address is valid, with its normalised form and the reasons when not. */
      validateAddress: fn("Locator.validateAddress")(function* (address: Address) {
        return (yield* run(StoresContract.validateAddress, { payload: { address } })).data
      }),

      /** Addresses like the one given. */
      findSimilarAddresses: fn("Locator.findSimilarAddresses")(function* (address: Address) {
        return (yield* run(StoresContract.findSimilarAddresses, { payload: { address } })).data.addresses
      })
    } as const
  })
}) {}

/** Every error a {@link Stores} use case can fail with (derived from the use cases, so from the descriptors). */
export type StoresError = ServiceError<Stores>
