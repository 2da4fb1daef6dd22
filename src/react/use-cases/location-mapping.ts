/**
 * The location-mapping use cases.
 *
 * @since 0.1.0
 */
import { LocationMappingContract } from "../../contract/location-mapping.js"
import { LocationMapping } from "../../services/LocationMapping.js"
import { fromOperation } from "../fromOperation.js"

/** Location-mapping use cases. */
export const LocationMappingUseCases = {
  getLocationMapping: /* @__PURE__ */ fromOperation(LocationMapping, LocationMappingContract.getLocationMapping),
  getLocationMappingV2: /* @__PURE__ */ fromOperation(LocationMapping, LocationMappingContract.getLocationMappingV2),
  // Splits a location id into division and store number.
  getByLocationId: /* @__PURE__ */ fromOperation(LocationMapping, LocationMappingContract.getLocationMapping, { method: "getByLocationId" })
} as const
