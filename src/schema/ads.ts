/**
 * Ads vocabulary (spec §3): weekly ad circulars, shoppable ads, ad placements.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"

/** Ad display locations. */
export const AdDisplayLocation = Schema.Literal("TOP", "LEFT", "RIGHT", "BOTTOM", "INLINE")
/** Ad targets (pages). */
export const AdTarget = Schema.Literal(
  "SEARCH",
  "HOME",
  "DEPARTMENT",
  "COUPONS",
  "PRODUCT_DETAILS",
  "WEEKLY_ADS",
  "PROMOTIONS",
  "START_MY_CART",
  "LIST",
  "INSTORE_HOME",
  "INSTORE_LIST",
  "PURCHASE_HISTORY",
  "PURCHASE_DETAILS",
  "GRAB_AND_GO",
  "SEASONAL"
)
/** @see AdTarget */
export type AdTarget = typeof AdTarget.Type
/** Ad signal sources. */
export const AdSignalSource = Schema.Literal("START_MY_CART", "UPC")
/** @see AdSignalSource */
export type AdSignalSource = typeof AdSignalSource.Type
/** Default ad page size (spec §9). */
export const DEFAULT_AD_PAGE_SIZE = 100
/** Default ad page offset (spec §9). */
export const DEFAULT_AD_OFFSET = 0
/** Default ad projection (spec §9). */
export const DEFAULT_AD_PROJECTION = "recommendations.compact"

/** A weekly ad circular. */
export class Circular extends Schema.Class<Circular>("Circular")({
  id: Schema.String,
  title: Schema.String,
  banner: Schema.optional(Schema.String),
  division: Schema.optional(Schema.String),
  store: Schema.optional(Schema.String),
  validFrom: Schema.String,
  validTo: Schema.String
}) {}
/** GET circulars response. */
export const CircularsResponse = Schema.Struct({ data: Schema.Struct({ circulars: Schema.Array(Circular) }) })
/** An item of a circular, scored for the shopper (highest first). */
export const ScoredItem = Schema.Struct({
  gtin13: Schema.String,
  description: Schema.String,
  price: Schema.Number,
  score: Schema.optional(Schema.Number)
})
/** GET scored items response. */
export const ScoredItemsResponse = Schema.Struct({ data: Schema.Struct({ items: Schema.Array(ScoredItem) }) })

/** A shoppable circular. */
export const ShoppableCircular = Schema.Struct({ id: Schema.String, name: Schema.String, storeId: Schema.optional(Schema.String) })
/** GET shoppable circulars response. */
export const ShoppableCircularsResponse = Schema.Struct({ circulars: Schema.Array(ShoppableCircular) })
/** A shoppable ad. */
export const ShoppableAd = Schema.Struct({
  id: Schema.String,
  circularId: Schema.optional(Schema.String),
  imageUrl: Schema.optional(Schema.String)
})
/** GET shoppable ads response. */
export const ShoppableAdsResponse = Schema.Struct({ ads: Schema.Array(ShoppableAd) })
/** A shoppable deal. */
export const Deal = Schema.Struct({
  id: Schema.String,
  circularId: Schema.optional(Schema.String),
  title: Schema.String,
  price: Schema.optional(Schema.String),
  gtin13s: Schema.optional(Schema.Array(Schema.String))
})
/** GET deals response (V1 and V2). */
export const DealsResponse = Schema.Struct({ deals: Schema.Array(Deal) })
/** GET deal details response. */
export const DealResponse = Schema.Struct({ deal: Deal })

/** An ad placement. Required: what the impression event carries (spec §3: id, espot id and name, target); `monetized` is false when absent. */
export const AdPlacement = Schema.Struct({
  id: Schema.String,
  espotId: Schema.String,
  espotName: Schema.String,
  target: tolerant(AdTarget),
  displayLocation: Schema.optional(tolerant(AdDisplayLocation)),
  monetized: Schema.optional(Schema.Boolean),
  gtin13s: Schema.optional(Schema.Array(Schema.String))
})
/** @see AdPlacement */
export type AdPlacement = typeof AdPlacement.Type
/** GET ad placements response. */
export const AdPlacementsResponse = Schema.Struct({
  data: Schema.Struct({ placements: Schema.Array(AdPlacement) }),
  meta: Schema.Struct({ total: Schema.Number })
})
