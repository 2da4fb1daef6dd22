/**
 * The `location-mapping` operations of operations.tsv (errors: LMS-MBDAS).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  MappingDivisionId,
  LocationMappingResponse,
  LocationMappingV2Response,
  MappingStoreId,
  MappingShipmentType
} from "../schema/location-mapping.js"
import { make } from "../core/Operation.js"
import { LocationMappingFailure } from "../errors/families.js"

/** Path params: both a division id and a store id (spec §5). */
export const LocationMappingPath = Schema.Struct({ divisionId: MappingDivisionId, storeId: MappingStoreId })
/** Url params: narrow to one shipment type. */
export const LocationMappingParams = Schema.Struct({ "filter.shipmentType": Schema.optional(MappingShipmentType) })
/** The location mapping's query parameters as sent: at most the shipment type. */
export type LocationMappingParams = typeof LocationMappingParams.Type

/** GET /location/mapping/{divisionId}/{storeId}: a store's facilities and receiving links. */
export const getLocationMapping = make({
  domain: "location-mapping",
  name: "LocationMapping.getLocationMapping",
  requestKind: "location mapping",
  summary: "A store's location mapping",
  method: "GET",
  path: "/location/mapping/{divisionId}/{storeId}",
  retry: "read",
  pathParams: LocationMappingPath,
  urlParams: LocationMappingParams,
  success: LocationMappingResponse,
  errors: [400, 404, 422, 500],
  codes: [LocationMappingFailure]
})

/** GET /locationMappings/v2/{divisionId}/{storeId}: the v2 variant, with facilities by shipment type. */
export const getLocationMappingV2 = make({
  domain: "location-mapping",
  name: "LocationMapping.getLocationMappingV2",
  requestKind: "location mapping",
  summary: "A store's location mapping (v2)",
  method: "GET",
  path: "/locationMappings/v2/{divisionId}/{storeId}",
  retry: "read",
  pathParams: LocationMappingPath,
  urlParams: LocationMappingParams,
  success: LocationMappingV2Response,
  errors: [400, 404, 422, 500],
  codes: [LocationMappingFailure]
})

/** Every location-mapping operation. */
export const LocationMappingContract = { getLocationMapping, getLocationMappingV2 } as const
