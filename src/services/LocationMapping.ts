/**
 * Location mapping: a store's fulfilment facilities and receiving links, by division and store id
 * (both required), optionally narrowed to one shipment type; errors LMS-MBDAS as
 * `LocationMappingError`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { LocationMappingContract } from "../contract/location-mapping.js"
import { runner } from "../layers/runner.js"
import { splitLocationId } from "../rules/ids.js"
import type { MappingShipmentType } from "../schema/location-mapping.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of a location mapping. */
export interface LocationMappingOptions {
  readonly shipmentType?: MappingShipmentType
}

const params = (options: LocationMappingOptions) =>
  options.shipmentType === undefined ? {} : { "filter.shipmentType": options.shipmentType }

/**
 * Which facilities fulfil a store's orders, by shipment type (e.g. to show where a delivery comes from).
 *
 * @example
 * ```ts
 * export const storeFacilities = Effect.gen(function* () {
 *   const mapping = yield* LocationMapping
 *   return yield* mapping.getByLocationId("01400943")
 * })
 * ```
 */
export class LocationMapping extends Effect.Service<LocationMapping>()("atlas-client/LocationMapping", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner

    const getLocationMapping = fn("LocationMapping.getLocationMapping")(function* (
      divisionId: string,
      storeId: string,
      options: LocationMappingOptions = {}
    ) {
      const body = yield* run(LocationMappingContract.getLocationMapping, {
        path: { divisionId: divisionId.trim(), storeId: storeId.trim() },
        urlParams: params(options)
      })
      return body.data.mapping
    })

    return {
      /** A store's fulfilment facilities and receiving links, by division and store number, optionally for one shipment type. */
      getLocationMapping,

      /** The v2 variant: the mapping and the facility of each shipment type. */
      getLocationMappingV2: fn("LocationMapping.getLocationMappingV2")(function* (
        divisionId: string,
        storeId: string,
        options: LocationMappingOptions = {}
      ) {
        const body = yield* run(LocationMappingContract.getLocationMappingV2, {
          path: { divisionId: divisionId.trim(), storeId: storeId.trim() },
          urlParams: params(options)
        })
        return body.data
      }),

      /** The mapping of a location id (split into division, the first 3 characters, and store). */
      getByLocationId: fn("LocationMapping.getByLocationId")(function* (locationId: string, options: LocationMappingOptions = {}) {
        const { divisionId, storeNumber } = splitLocationId(locationId.trim())
        return yield* getLocationMapping(divisionId, storeNumber, options)
      })
    } as const
  })
}) {}

/** Every error a {@link LocationMapping} use case can fail with (derived from the use cases, so from the descriptors). */
export type LocationMappingServiceError = ServiceError<LocationMapping>
