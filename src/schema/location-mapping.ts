/**
 * Location mapping vocabulary (spec §3, §5, §8): a store (division and store number) mapped to its
 * fulfilment facilities and receiving links, by shipment type.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant, tolerantLiteral } from "./common.js"

/** Shipment types a mapping can be narrowed to. */
export const MappingShipmentType = Schema.Literal("PICKUP", "DELIVERY", "SHIP", "IN_STORE")
/** @see MappingShipmentType */
export type MappingShipmentType = typeof MappingShipmentType.Type

/** A division id the server maps: 3 digits (another id is refused with LMS-MBDAS "parameter error"). */
export const DIVISION_ID_PATTERN = /^\d{3}$/
/** A store id the server maps: 5 digits (another id is refused with LMS-MBDAS "parameter error"). */
export const STORE_ID_PATTERN = /^\d{5}$/

/**
 * A division id: the first 3 characters of a location id. The client sends any non-empty id (the
 * server's 400 "parameter error" is the spec's answer to a malformed one); the document says the pattern.
 */
export const MappingDivisionId = Schema.String.pipe(
  Schema.nonEmptyString({ message: () => "divisionId is required" }),
  Schema.annotations({ jsonSchema: { minLength: 1, pattern: DIVISION_ID_PATTERN.source, description: "3 digits" } })
)
/** A store id within a division: the rest of the location id (5 digits, see {@link MappingDivisionId}). */
export const MappingStoreId = Schema.String.pipe(
  Schema.nonEmptyString({ message: () => "storeId is required" }),
  Schema.annotations({ jsonSchema: { minLength: 1, pattern: STORE_ID_PATTERN.source, description: "5 digits" } })
)

/** One facility a store fulfils a shipment type from, with its receiving link. */
export const FulfillmentLink = Schema.Struct({
  shipmentType: tolerant(MappingShipmentType),
  facilityId: Schema.String,
  fulfillmentReceivingLink: Schema.optional(Schema.String)
})
/** @see FulfillmentLink */
export type FulfillmentLink = typeof FulfillmentLink.Type

/** A store's location mapping. */
export class StoreLocationMapping extends Schema.Class<StoreLocationMapping>("StoreLocationMapping")({
  divisionId: Schema.String,
  storeId: Schema.String,
  locationId: Schema.optional(Schema.String),
  banner: Schema.optional(Schema.String),
  links: Schema.Array(FulfillmentLink)
}) {}

/** The body of the location mapping (v1). */
export const LocationMappingResponse = Schema.Struct({ data: Schema.Struct({ mapping: StoreLocationMapping }) })

/** The body of the v2 variant: the mapping plus the facility of each shipment type. */
export const LocationMappingV2Response = Schema.Struct({
  data: Schema.Struct({
    mapping: StoreLocationMapping,
    facilities: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
    version: Schema.optional(tolerantLiteral("v2"))
  })
})
