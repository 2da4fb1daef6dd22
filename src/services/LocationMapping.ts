/**
 * Location mapping: a store's fulfilment facilities and receiving links, by division and store id
 * (both required), optionally narrowed to one shipment type; errors LMS-MBDAS as
 * {@link LocationMappingError}.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { LocationMappingContract } from "../contract/location-mapping.js"
import { runner } from "../layers/runner.js"
import type { UpstreamError } from "../errors/client.js"
import { LocationMappingErrorCode, LocationMappingErrorText } from "../errors/catalogue.js"
import { splitLocationId } from "../rules/ids.js"
import type { MappingShipmentType } from "../schema/location-mapping.js"

/** The location mapping service failed with code `LMS-MBDAS` and one of its texts (spec §8). */
export class LocationMappingError extends Schema.TaggedError<LocationMappingError>()("LocationMappingError", {
  operation: Schema.String,
  status: Schema.Number,
  code: Schema.Literal(LocationMappingErrorCode),
  reason: LocationMappingErrorText,
  correlationId: Schema.optional(Schema.String)
}) {
  override get message(): string {
    return this.reason
  }
}

const isText = Schema.is(LocationMappingErrorText)

/** An upstream error with code LMS-MBDAS becomes a {@link LocationMappingError}; anything else is kept. */
export const toLocationMappingError = (error: UpstreamError): LocationMappingError | UpstreamError => {
  const hit = error.errors.find((e) => e.code === LocationMappingErrorCode)
  return hit === undefined || !isText(hit.reason)
    ? error
    : new LocationMappingError({
        operation: error.operation,
        status: error.status,
        code: LocationMappingErrorCode,
        reason: hit.reason,
        ...(error.correlationId === undefined ? {} : { correlationId: error.correlationId })
      })
}

/** Options of a location mapping. */
export interface LocationMappingOptions {
  readonly shipmentType?: MappingShipmentType
}

const params = (options: LocationMappingOptions) =>
  options.shipmentType === undefined ? {} : { "filter.shipmentType": options.shipmentType }

/** The location mapping use cases. */
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
      }).pipe(Effect.catchTag("UpstreamError", (e) => Effect.fail(toLocationMappingError(e))))
      return body.data.mapping
    })

    return {
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
        }).pipe(Effect.catchTag("UpstreamError", (e) => Effect.fail(toLocationMappingError(e))))
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
