/**
 * The `items` operations of operations.tsv: the items call (v2 and v1) and alternative locations.
 * Each is an item read (spec §6: "Item read requires a directory role for item reading and scopes
 * for item read and write"): the descriptors declare {@link ITEM_READ_SCOPES} and
 * {@link ITEM_READ_DIRECTORY_ROLE}, so a server-side client sends a service token asked for with
 * those scopes. A shopper's call (session cookie, no service token) needs neither.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { ITEM_READ_DIRECTORY_ROLE, ITEM_READ_SCOPES } from "../schema/serviceScopes.js"
import {
  AlternativeLocationsResponse,
  Gtin13,
  ITEMS_MAX_GTIN13S,
  ITEMS_MAX_MODALITY_TYPES,
  ItemModalityType,
  ItemProjection,
  ItemsResponse
} from "../schema/items.js"
import { BooleanFromString, CommaSeparated, make } from "../core/Operation.js"
import { PositiveIntFromString, StoreLocationId } from "../core/params.js"

const Coordinate = Schema.NumberFromString.pipe(Schema.finite())
const PostalCode = Schema.String.pipe(Schema.pattern(/^\d{5}$/, { message: () => "postalCode is 5 digits" }))

/**
 * What an item read requires of a service token (spec §6); 401 and 403 answer a service token that
 * is invalid or lacks them.
 */
const itemRead = { scopes: ITEM_READ_SCOPES, role: ITEM_READ_DIRECTORY_ROLE } as const

/** Url params of the items call (spec §5: gtin13s non-empty, modalityTypes 1 or 2, projections compact or full). */
export const ItemsParams = Schema.Struct({
  "filter.gtin13s": CommaSeparated(Gtin13).pipe(
    Schema.minItems(1, { message: () => "filter.gtin13s must not be empty" }),
    Schema.maxItems(ITEMS_MAX_GTIN13S)
  ),
  "filter.modalityTypes": CommaSeparated(ItemModalityType).pipe(
    Schema.minItems(1, { message: () => "filter.modalityTypes needs 1 or 2 entries" }),
    Schema.maxItems(ITEMS_MAX_MODALITY_TYPES, { message: () => "filter.modalityTypes needs 1 or 2 entries" })
  ),
  "filter.active": Schema.optional(BooleanFromString),
  "filter.locationId": Schema.optional(StoreLocationId),
  "filter.ship.lat": Schema.optional(Coordinate),
  "filter.ship.lng": Schema.optional(Coordinate),
  "filter.ship.postalCode": Schema.optional(PostalCode),
  "filter.delivery.lat": Schema.optional(Coordinate),
  "filter.delivery.lng": Schema.optional(Coordinate),
  "filter.delivery.postalCode": Schema.optional(PostalCode),
  "filter.shipStateCode": Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/))),
  "filter.verified": Schema.optional(BooleanFromString),
  projections: Schema.optional(ItemProjection)
})
/** The items call's query parameters as sent: the gtin13s, the modality types, the location and the projection. */
export type ItemsParams = typeof ItemsParams.Type

/** GET /item/v2/items: items by gtin13 for one or two modalities, at a location. */
export const getItems = make({
  domain: "items",
  name: "Items.getItems",
  requestKind: "items",
  summary: "Items by gtin13",
  method: "GET",
  path: "/item/v2/items",
  retry: "read",
  urlParams: ItemsParams,
  success: ItemsResponse,
  ...itemRead,
  errors: [400, 401, 403, 500],
  contextDependent: true
})

/** GET /item/v1/items: the v1 variant of the items call (same params and body). */
export const getItemsV1 = make({
  domain: "items",
  name: "Items.getItemsV1",
  requestKind: "items",
  summary: "Items by gtin13 (v1)",
  method: "GET",
  path: "/item/v1/items",
  retry: "read",
  urlParams: ItemsParams,
  success: ItemsResponse,
  ...itemRead,
  errors: [400, 401, 403, 500],
  contextDependent: true
})

/** Url params of alternative locations: the postal code to look near. */
export const AlternativeLocationsParams = Schema.Struct({
  "filter.postalCode": PostalCode,
  "filter.radiusInMiles": Schema.optional(PositiveIntFromString),
  "filter.maxResults": Schema.optional(PositiveIntFromString)
})
/** The alternative-locations query as sent: the postal code to look near. */
export type AlternativeLocationsParams = typeof AlternativeLocationsParams.Type

/** GET /item/v2/items/{gtin13}/availableLocations: stores near a postal code that have the item. */
export const getAlternativeLocations = make({
  domain: "items",
  name: "Items.getAlternativeLocations",
  requestKind: "alternative locations",
  summary: "Stores that have an item",
  method: "GET",
  path: "/item/v2/items/{gtin13}/availableLocations",
  retry: "read",
  pathParams: Schema.Struct({ gtin13: Gtin13 }),
  urlParams: AlternativeLocationsParams,
  success: AlternativeLocationsResponse,
  ...itemRead,
  errors: [400, 401, 403, 404, 500]
})

/** Every items operation. */
export const ItemsContract = { getItems, getItemsV1, getAlternativeLocations } as const
