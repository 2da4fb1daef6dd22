/**
 * The product validation vocabulary that reaches beyond the products call: the modality spellings
 * it accepts and the rejections it answers (spec §3 "Rejection", §8 messages), which cart writes
 * and the error catalogue use too. Kept apart from `products.ts` (which re-exports them) so that
 * the carts and the error catalogue do not bring the catalogue product's schemas into a bundle.
 *
 * @since 0.2.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"

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
