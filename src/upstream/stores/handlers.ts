/**
 * Reference-upstream handlers of the `stores` and `locator` operations, over the seeded stores.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { StoresContract } from "../../contract/stores.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { route, type Route } from "../route.js"
import { ServedAddressRequest } from "./addresses.js"
import * as Q from "./queries.js"

/**
 * The payloads these routes take more strictly than the contract (what they refuse with 'Invalid
 * Request' beyond its schema), by operation: the OpenAPI document describes these.
 */
export const servedPayloads: Readonly<Record<string, typeof ServedAddressRequest>> = {
  [StoresContract.validateAddress.name]: ServedAddressRequest,
  [StoresContract.findSimilarAddresses.name]: ServedAddressRequest
}

const matches = (result: ReturnType<typeof Q.searchStores>) => ({
  data: { stores: result.stores },
  meta: { total: result.total, ...(result.origin === undefined ? {} : { origin: result.origin }) }
})

/** The stores and locator routes. */
export const storesRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(StoresContract.getStoreDetails, ({ path }, { state }: { state: AtlasState }) =>
    Option.match(Q.findStore(state.stores, path.storeId), {
      onNone: () => Effect.fail(fail(404, "STORE_NOT_FOUND", `No store with location id ${path.storeId}`)),
      onSome: (store) => Effect.succeed({ data: { store } })
    })
  ),
  route(StoresContract.getStoreFilters, (_, { state }: { state: AtlasState }) => Effect.succeed({ data: Q.storeFilters(state.stores) })),
  route(StoresContract.locateStores, ({ urlParams }, { state }: { state: AtlasState }) =>
    Effect.succeed(matches(Q.locateStores(state.stores, urlParams)))
  ),
  route(StoresContract.searchStores, ({ urlParams }, { state }: { state: AtlasState }) =>
    Effect.succeed(matches(Q.searchStores(state.stores, urlParams)))
  ),
  route(StoresContract.listStores, ({ urlParams }, { state }: { state: AtlasState }) => {
    const result = Q.listStores(state.stores, urlParams)
    return Effect.succeed({ data: { stores: result.stores }, meta: { total: result.total } })
  }),
  route(StoresContract.validateAddress, ({ payload }) =>
    Q.isValidAddressRequest(payload)
      ? Effect.succeed({ data: Q.validateAddress(payload.address) })
      : Effect.fail(fail(400, "INVALID_REQUEST", "Invalid Request"))
  ),
  route(StoresContract.findSimilarAddresses, ({ payload }) =>
    Q.isValidAddressRequest(payload)
      ? Effect.succeed({ data: { addresses: Q.findSimilarAddresses(payload.address) } })
      : Effect.fail(fail(400, "INVALID_REQUEST", "Invalid Request"))
  )
]
