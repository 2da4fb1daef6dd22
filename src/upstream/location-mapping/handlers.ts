/**
 * Reference-upstream location mapping over the seeded stores: each store's facilities and
 * receiving links by shipment type, with the LMS-MBDAS errors ('parameter error' for malformed
 * ids, 'service returned error' for an unknown store, 'invalid fulfillment receiving link' when the
 * store has no link for the shipment type asked for).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { LocationMappingContract } from "../../contract/location-mapping.js"
import { LocationMappingErrorCode } from "../../errors/catalogue.js"
import {
  DIVISION_ID_PATTERN,
  type FulfillmentLink,
  type MappingShipmentType,
  STORE_ID_PATTERN,
  StoreLocationMapping
} from "../../schema/location-mapping.js"
import type { Store, StoreType } from "../../schema/stores.js"
import type { AtlasState } from "../state.js"
import { fail, type UpstreamFailure } from "../failure.js"
import { route, type Route } from "../route.js"

const served: Readonly<Record<MappingShipmentType, ReadonlyArray<StoreType>>> = {
  PICKUP: ["PU", "LC", "PH", "MF", "X"],
  IN_STORE: ["PU", "LC", "PH"],
  DELIVERY: ["PU", "LC", "PH", "MF", "D"],
  SHIP: ["HS"]
}
const shipmentTypes: ReadonlyArray<MappingShipmentType> = ["PICKUP", "IN_STORE", "DELIVERY", "SHIP"]

/** The links of a store: one per shipment type its store type serves. */
export const linksOf = (store: Store): ReadonlyArray<FulfillmentLink> =>
  shipmentTypes
    .filter((t) => served[t].some((type) => type === store.storeType))
    .map((shipmentType) => ({
      shipmentType,
      facilityId: `${store.divisionNumber}${shipmentType === "DELIVERY" ? "DA" : shipmentType === "SHIP" ? "FC" : "00"}${store.storeNumber.slice(-3)}`,
      fulfillmentReceivingLink: `frl://${store.divisionNumber}/${store.storeNumber}/${shipmentType.toLowerCase()}`
    }))

/**
 * The mapping of a division and store id, or the LMS-MBDAS failure.
 *
 * @example
 * mappingOf(stores, "014", "00943", undefined) // Right-like: StoreLocationMapping
 */
export const mappingOf = (
  stores: ReadonlyArray<Store>,
  divisionId: string,
  storeId: string,
  shipmentType: MappingShipmentType | undefined
): StoreLocationMapping | UpstreamFailure => {
  if (!DIVISION_ID_PATTERN.test(divisionId) || !STORE_ID_PATTERN.test(storeId))
    return fail(400, LocationMappingErrorCode, "parameter error")
  const store = stores.find((s) => s.divisionNumber === divisionId && s.storeNumber === storeId)
  if (store === undefined) return fail(404, LocationMappingErrorCode, "service returned error")
  const all = linksOf(store)
  const links = shipmentType === undefined ? all : all.filter((l) => l.shipmentType === shipmentType)
  if (shipmentType !== undefined && links.length === 0) return fail(422, LocationMappingErrorCode, "invalid fulfillment receiving link")
  return new StoreLocationMapping({ divisionId, storeId, locationId: store.locationId, banner: store.banner, links })
}

/** The location-mapping routes. */
export const locationMappingRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(LocationMappingContract.getLocationMapping, ({ path, urlParams }, { state }: { state: AtlasState }) => {
    const result = mappingOf(state.stores, path.divisionId, path.storeId, urlParams["filter.shipmentType"])
    return result instanceof StoreLocationMapping ? Effect.succeed({ data: { mapping: result } }) : Effect.fail(result)
  }),
  route(LocationMappingContract.getLocationMappingV2, ({ path, urlParams }, { state }: { state: AtlasState }) => {
    const result = mappingOf(state.stores, path.divisionId, path.storeId, urlParams["filter.shipmentType"])
    if (!(result instanceof StoreLocationMapping)) return Effect.fail(result)
    const facilities = Object.fromEntries(result.links.map((l) => [l.shipmentType, l.facilityId]))
    return Effect.succeed({ data: { mapping: result, facilities, version: "v2" as const } })
  })
]
