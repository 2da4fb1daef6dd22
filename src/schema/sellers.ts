/**
 * Marketplace sellers vocabulary.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { RatingSummary } from "./items.js"
import { PageMeta } from "./search.js"

/** A marketplace seller: items with a `sellerId` are sold and shipped by it. */
export class Seller extends Schema.Class<Seller>("Seller")({
  sellerId: Schema.String,
  name: Schema.String,
  description: Schema.optional(Schema.String),
  rating: RatingSummary,
  shipsFrom: Schema.optional(Schema.String),
  returnPolicy: Schema.optional(Schema.String),
  since: Schema.optional(Schema.String)
}) {}

/** The body of the sellers calls. */
export const SellersResponse = Schema.Struct({
  data: Schema.Struct({ sellers: Schema.Array(Seller) }),
  meta: Schema.Struct({ page: PageMeta, missing: Schema.optional(Schema.Array(Schema.String)) })
})
/** @see SellersResponse */
export type SellersResponse = typeof SellersResponse.Type
