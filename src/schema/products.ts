/**
 * Products vocabulary: the catalogue product, product validation per modality (spec §5) and its
 * rejections (spec §3 "Rejection", §8 messages).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { CatalogueDepartment, RatingSummary, RelatedTag } from "./items.js"
import { Rejection, ValidationModality } from "./productValidation.js"

// The modality spellings and the rejections live in a module of their own (see there).
export { Rejection, RejectionCode, ValidationModality } from "./productValidation.js"

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

/** One line to validate: a upc, a quantity and the line's id when it has one. */
export const ProductValidationLine = Schema.Struct({
  upc: Schema.String,
  quantity: Schema.Int,
  itemId: Schema.optional(Schema.String)
})
/** @see ProductValidationLine */
export type ProductValidationLine = typeof ProductValidationLine.Type

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
