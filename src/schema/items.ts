/**
 * Items vocabulary (spec §3 "Items request", "Item fields read"): GTIN-13s, stock levels, units of
 * measure, applicable item types, restriction groups, the Item entity as the items call returns
 * it, and alternative locations.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Address, tolerant } from "./common.js"

/** A 13-digit GTIN (the atlas `upc`); the catalogue's last digit is the check digit. */
export const Gtin13 = Schema.String.pipe(Schema.pattern(/^\d{13}$/, { message: () => "a gtin13 is 13 digits" }))
/** @see Gtin13 */
export type Gtin13 = typeof Gtin13.Type

/** Modality types as the items call takes them (`filter.modalityTypes`, at most 2). */
export const ItemModalityType = Schema.Literal("PICKUP", "DELIVERY", "SHIP", "IN_STORE")
/** @see ItemModalityType */
export type ItemModalityType = typeof ItemModalityType.Type

/** At most this many modality types go in one items call (spec §9). */
export const ITEMS_MAX_MODALITY_TYPES = 2
/** At most this many gtin13s go in one items call; larger batches are split (DESIGN). */
export const ITEMS_MAX_GTIN13S = 50

/** Stock levels. */
export const StockLevel = Schema.Literal("TEMPORARILY_OUT_OF_STOCK", "LOW", "HIGH")
/** @see StockLevel */
export type StockLevel = typeof StockLevel.Type

/** Units of measure: sold each, by the pound, or pounds per package. */
export const UnitOfMeasure = Schema.Literal("Each", "Pounds", "Pounds_Per_Package")
/** @see UnitOfMeasure */
export type UnitOfMeasure = typeof UnitOfMeasure.Type

/** Applicable item types. */
export const ApplicableItemType = Schema.Literal("Normal", "Miscellaneous", "Both")
/** @see ApplicableItemType */
export type ApplicableItemType = typeof ApplicableItemType.Type

/** Item projections: compact for tiles, full for product details. */
export const ItemProjection = Schema.Literal("items.compact", "items.full")
/** @see ItemProjection */
export type ItemProjection = typeof ItemProjection.Type

/** Where a related tag came from. */
export const RelatedTagSource = Schema.Literal("ORGANIC", "CURATED", "FALLBACK")
/** @see RelatedTagSource */
export type RelatedTagSource = typeof RelatedTagSource.Type

/** A tag relating products (e.g. `gluten free`), with its source. */
export const RelatedTag = Schema.Struct({ tag: Schema.String, source: Schema.optional(tolerant(RelatedTagSource)) })
/** @see RelatedTag */
export type RelatedTag = typeof RelatedTag.Type

/** A restriction group the item belongs to (alcohol, cold medicine): the most a cart may hold of the group. */
export const ProductRestriction = Schema.Struct({
  groupId: Schema.String,
  maxQuantity: Schema.Int,
  displayName: Schema.String
})
/** @see ProductRestriction */
export type ProductRestriction = typeof ProductRestriction.Type

/** Whether the item ships, and why not (reason code 5: out of stock for shipping). */
export const ShipInfo = Schema.Struct({
  shippableItem: Schema.Boolean,
  reason: Schema.optional(Schema.Struct({ code: Schema.Int, description: Schema.optional(Schema.String) }))
})
/** @see ShipInfo */
export type ShipInfo = typeof ShipInfo.Type

/** The ship reason code meaning "out of stock" (spec §9). */
export const SHIP_OUT_OF_STOCK_REASON_CODE = 5

/** Inventory at the item's location. */
export const ItemInventory = Schema.Struct({
  effective: Schema.Struct({ available: Schema.Int }),
  stockLevel: Schema.optional(tolerant(StockLevel)),
  locationId: Schema.optional(Schema.String)
})
/** @see ItemInventory */
export type ItemInventory = typeof ItemInventory.Type

/** Available to sell for one modality. */
export const InventorySummary = Schema.Struct({
  availableToSell: Schema.Int,
  modalityType: tolerant(ItemModalityType),
  stockLevel: Schema.optional(tolerant(StockLevel))
})
/** @see InventorySummary */
export type InventorySummary = typeof InventorySummary.Type

/** Prices in dollars; `promo` when the item is on sale. */
export const ItemPrice = Schema.Struct({
  regular: Schema.Number,
  promo: Schema.optional(Schema.Number),
  unitPrice: Schema.optional(Schema.String)
})
/** @see ItemPrice */
export type ItemPrice = typeof ItemPrice.Type

/** A catalogue department (`dairy`, `beer-wine-spirits`, ...). */
export const CatalogueDepartment = Schema.Struct({ id: Schema.String, name: Schema.String })
/** @see CatalogueDepartment */
export type CatalogueDepartment = typeof CatalogueDepartment.Type

/** Average rating and number of reviews. */
export const RatingSummary = Schema.Struct({ average: Schema.Number, count: Schema.Int })
/** @see RatingSummary */
export type RatingSummary = typeof RatingSummary.Type

/**
 * An item as the items call returns it: the product at a location for the modalities asked for.
 * Required: its keys and description, and the fields product validation reads (spec §3 "Item
 * fields read"); the rest is optional, as a real server may leave it out. `inventorySummaries`,
 * `longDescription` and `relatedTags` come with the `items.full` projection.
 */
export class Item extends Schema.Class<Item>("Item")({
  gtin13: Gtin13,
  upc: Schema.String,
  description: Schema.String,
  brand: Schema.optional(Schema.String),
  department: Schema.optional(CatalogueDepartment),
  categories: Schema.optional(Schema.Array(Schema.String)),
  size: Schema.optional(Schema.String),
  unitOfMeasure: Schema.optional(tolerant(UnitOfMeasure)),
  applicableItemType: Schema.optional(tolerant(ApplicableItemType)),
  price: Schema.optional(ItemPrice),
  minimumOrderQuantity: Schema.Int,
  maximumOrderQuantity: Schema.Int,
  homeDeliveryItem: Schema.Boolean,
  clickListItem: Schema.Boolean,
  soldInStore: Schema.Boolean,
  productRestrictions: Schema.Array(ProductRestriction),
  ship: ShipInfo,
  inventory: ItemInventory,
  inventorySummaries: Schema.optional(Schema.Array(InventorySummary)),
  sellerId: Schema.optional(Schema.String),
  rating: Schema.optional(RatingSummary),
  longDescription: Schema.optional(Schema.String),
  relatedTags: Schema.optional(Schema.Array(RelatedTag))
}) {}

/** The body of the items calls (v1 and v2). `missing` lists gtin13s asked for that are not in the catalogue. */
export const ItemsResponse = Schema.Struct({
  data: Schema.Struct({ items: Schema.Array(Item) }),
  meta: Schema.Struct({ total: Schema.Int, missing: Schema.optional(Schema.Array(Schema.String)) })
})
/** @see ItemsResponse */
export type ItemsResponse = typeof ItemsResponse.Type

/** A store that has the item, near a postal code. */
export const AlternativeLocation = Schema.Struct({
  locationId: Schema.String,
  name: Schema.String,
  address: Schema.optional(Address),
  distanceMiles: Schema.optional(Schema.Number),
  stockLevel: Schema.optional(tolerant(StockLevel)),
  available: Schema.Int
})
/** @see AlternativeLocation */
export type AlternativeLocation = typeof AlternativeLocation.Type

/** The body of alternative locations. */
export const AlternativeLocationsResponse = Schema.Struct({
  data: Schema.Struct({ gtin13: Schema.String, locations: Schema.Array(AlternativeLocation) })
})
