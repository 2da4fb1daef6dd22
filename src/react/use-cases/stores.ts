/**
 * The stores use cases, ready for the hooks.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { StoresContract } from "../../contract/stores.js"
import type { LatLng } from "../../schema/common.js"
import { type LocatorOptions, type StoreSearchFilters, Stores } from "../../services/Stores.js"
import type { StoreModality } from "../../rules/stores.js"
import { defineUseCase } from "../UseCase.js"

/** Stores found, as the service answers them (`StoreMatches`), so a server's snapshot carries them. */
const storeMatches = /* @__PURE__ */ Schema.Struct({
  stores: StoresContract.searchStores.success.fields.data.fields.stores,
  total: StoresContract.searchStores.success.fields.meta.fields.total,
  origin: StoresContract.searchStores.success.fields.meta.fields.origin
})

/** Stores use cases: every method of the `Stores` service. */
export const StoresUseCases = {
  getStoreDetails: /* @__PURE__ */ defineUseCase({
    name: "Stores.getStoreDetails",
    mode: "read",
    success: StoresContract.getStoreDetails.success.fields.data.fields.store,
    run: (storeId: string) => Effect.flatMap(Stores, (s) => s.getStoreDetails(storeId))
  }),
  getStoreFilters: /* @__PURE__ */ defineUseCase({
    name: "Stores.getStoreFilters",
    mode: "read",
    success: StoresContract.getStoreFilters.success.fields.data,
    run: () => Effect.flatMap(Stores, (s) => s.getStoreFilters())
  }),
  searchStores: /* @__PURE__ */ defineUseCase({
    name: "Stores.searchStores",
    mode: "read",
    run: (filters: StoreSearchFilters) => Effect.flatMap(Stores, (s) => s.searchStores(filters))
  }),
  searchByZip: /* @__PURE__ */ defineUseCase({
    name: "Stores.searchByZip",
    mode: "read",
    success: storeMatches,
    run: (
      zip: string,
      options: { readonly modality?: StoreModality; readonly radiusInMiles?: number; readonly maxResults?: number } = {}
    ) => Effect.flatMap(Stores, (s) => s.searchByZip(zip, options))
  }),
  locateStores: /* @__PURE__ */ defineUseCase({
    name: "Stores.locateStores",
    mode: "read",
    run: (options: LocatorOptions = {}) => Effect.flatMap(Stores, (s) => s.locateStores(options))
  }),
  nearbyStores: /* @__PURE__ */ defineUseCase({
    name: "Stores.nearbyStores",
    mode: "read",
    success: storeMatches,
    run: (latLng: LatLng, modality?: StoreModality) => Effect.flatMap(Stores, (s) => s.nearbyStores(latLng, modality))
  })
} as const
