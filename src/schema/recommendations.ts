/**
 * Recommendations vocabulary: recommended items with where the recommendation came from.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"
import { Gtin13, Item, RelatedTagSource } from "./items.js"
import { PageMeta } from "./search.js"

/** The recommendation strategies (one operation each). */
export const RecommendationStrategy = Schema.Literal(
  "better-for-you",
  "complementary",
  "financial-services",
  "similar",
  "start-my-cart",
  "strategic-targets",
  "my-sale-items",
  "did-you-forget"
)
/** @see RecommendationStrategy */
export type RecommendationStrategy = typeof RecommendationStrategy.Type

/** One recommended item. `monetized` marks sponsored placements (my sale items with `option.monetize`). */
export const Recommendation = Schema.Struct({
  item: Item,
  source: Schema.optional(tolerant(RelatedTagSource)),
  reason: Schema.optional(Schema.String),
  monetized: Schema.optional(Schema.Boolean)
})
/** @see Recommendation */
export type Recommendation = typeof Recommendation.Type

/** The body of every recommendations call. */
export const RecommendationsResponse = Schema.Struct({
  data: Schema.Struct({ recommendations: Schema.Array(Recommendation) }),
  meta: Schema.Struct({ strategy: tolerant(RecommendationStrategy), page: PageMeta })
})
/** @see RecommendationsResponse */
export type RecommendationsResponse = typeof RecommendationsResponse.Type

/** The body of did-you-forget: what the cart holds. */
export const DidYouForgetRequest = Schema.Struct({ gtin13s: Schema.Array(Gtin13) })
/** @see DidYouForgetRequest */
export type DidYouForgetRequest = typeof DidYouForgetRequest.Type
