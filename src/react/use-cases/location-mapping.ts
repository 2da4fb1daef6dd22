/**
 * The location-mapping use cases.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { LocationMapping, type LocationMappingOptions } from "../../services/LocationMapping.js"
import { defineUseCase } from "../UseCase.js"

/** Location-mapping use cases. */
export const LocationMappingUseCases = {
  getLocationMapping: /* @__PURE__ */ defineUseCase({
    name: "LocationMapping.getLocationMapping",
    mode: "read",
    run: (divisionId: string, storeId: string, options: LocationMappingOptions = {}) =>
      Effect.flatMap(LocationMapping, (m) => m.getLocationMapping(divisionId, storeId, options))
  }),
  getLocationMappingV2: /* @__PURE__ */ defineUseCase({
    name: "LocationMapping.getLocationMappingV2",
    mode: "read",
    run: (divisionId: string, storeId: string, options: LocationMappingOptions = {}) =>
      Effect.flatMap(LocationMapping, (m) => m.getLocationMappingV2(divisionId, storeId, options))
  }),
  getByLocationId: /* @__PURE__ */ defineUseCase({
    name: "LocationMapping.getByLocationId",
    mode: "read",
    run: (locationId: string, options: LocationMappingOptions = {}) =>
      Effect.flatMap(LocationMapping, (m) => m.getByLocationId(locationId, options))
  })
} as const
