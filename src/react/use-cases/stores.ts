/**
 * The stores use cases, ready for the hooks.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { StoresContract } from "../../contract/stores.js"
import { Stores } from "../../services/Stores.js"
import { fromOperation } from "../fromOperation.js"

/** Stores found, as the service answers them (`StoreMatches`), so a server's snapshot carries them. */
const storeMatches = /* @__PURE__ */ Schema.Struct({
  stores: StoresContract.searchStores.success.fields.data.fields.stores,
  total: StoresContract.searchStores.success.fields.meta.fields.total,
  origin: StoresContract.searchStores.success.fields.meta.fields.origin
})

/** Stores use cases: every method of the `Stores` service. */
export const StoresUseCases = {
  getStoreDetails: /* @__PURE__ */ fromOperation(Stores, StoresContract.getStoreDetails),
  getStoreFilters: /* @__PURE__ */ fromOperation(Stores, StoresContract.getStoreFilters),
  searchStores: /* @__PURE__ */ fromOperation(Stores, StoresContract.searchStores, { success: false }),
  // Checks the zip, then searches stores by it.
  searchByZip: /* @__PURE__ */ fromOperation(Stores, StoresContract.searchStores, { method: "searchByZip", success: storeMatches }),
  locateStores: /* @__PURE__ */ fromOperation(Stores, StoresContract.locateStores, { success: false }),
  // The stores located around a point.
  nearbyStores: /* @__PURE__ */ fromOperation(Stores, StoresContract.locateStores, { method: "nearbyStores", success: storeMatches })
} as const
