/**
 * Products vocabulary: the catalogue product, product validation per modality (spec §5) and its
 * rejections (spec §3 "Rejection", §8 messages).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"
import { CatalogueDepartment, RatingSummary, RelatedTag } from "./items.js"

/** A catalogue product: what it is, independent of a store (prices and stock are the item's). */
export class Product extends Schema.Class<Product>("Product")({
  upc: Schema.String,
  description: Schema.String,
  brand: Schema.optional(Schema.String),
  department: Schema.optional(CatalogueDepartment),
  categories: Schema.optional(Schema.Array(Schema.String)),
  size: Schema.optional(Schema.String),
  longDescription: Schema.optional(Schema.String),
  sellerId: Schema.optional(Schema.String),
  rating: Schema.optional(RatingSummary),
  relatedTags: Schema.optional(Schema.Array(RelatedTag))
}) {}

/** The body of the products calls. */
export const ProductsResponse = Schema.Struct({
  data: Schema.Struct({ products: Schema.Array(Product) }),
  meta: Schema.Struct({ total: Schema.Int, missing: Schema.optional(Schema.Array(Schema.String)) })
})
/** @see ProductsResponse */
export type ProductsResponse = typeof ProductsResponse.Type

/** Every spelling of a modality type the spec lists, as product validation accepts them. */
export const ValidationModality = Schema.Literal(
  "PICKUP",
  "Pickup",
  "pickup",
  "DELIVERY",
  "Delivery",
  "delivery",
  "SHIP",
  "Ship",
  "ship",
  "IN_STORE",
  "InStore",
  "in-store",
  "IN-STORE",
  "instore",
  "in_store"
)
/** @see ValidationModality */
export type ValidationModality = typeof ValidationModality.Type

/** One line to validate: a upc, a quantity and the line's id when it has one. */
export const ProductValidationLine = Schema.Struct({
  upc: Schema.String,
  quantity: Schema.Int,
  itemId: Schema.optional(Schema.String)
})
/** @see ProductValidationLine */
export type ProductValidationLine = typeof ProductValidationLine.Type

/** Rejection codes: unavailable, out of stock, under the minimum, over a maximum. */
export const RejectionCode = Schema.Literal("UNAVAILABLE", "OOS", "MIN", "MAX")
/** @see RejectionCode */
export type RejectionCode = typeof RejectionCode.Type

/** A rejected line (spec §3): a cross-product rejection is `MAX` with `crossProduct: true`. */
export const Rejection = Schema.Struct({
  code: tolerant(RejectionCode),
  message: Schema.String,
  itemId: Schema.String,
  minQuantity: Schema.optional(Schema.Int),
  maxQuantity: Schema.optional(Schema.Int),
  crossProduct: Schema.optional(Schema.Boolean),
  displayName: Schema.optional(Schema.String),
  groupId: Schema.optional(Schema.String)
})
/** @see Rejection */
export type Rejection = typeof Rejection.Type

/** The body of product validation: every line of the cart, for one modality. */
export const ProductValidationRequest = Schema.Struct({
  modality: ValidationModality,
  lines: Schema.Array(ProductValidationLine).pipe(Schema.minItems(1)),
  locationId: Schema.optional(Schema.String)
})
/** @see ProductValidationRequest */
export type ProductValidationRequest = typeof ProductValidationRequest.Type

/** The answer of product validation: one rejection per rejected line. */
export const ProductValidationResponse = Schema.Struct({
  data: Schema.Struct({ rejections: Schema.Array(Rejection), valid: Schema.Boolean })
})
