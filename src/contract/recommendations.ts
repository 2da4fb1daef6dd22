/**
 * The `recommendations` operations of operations.tsv: better for you, complementary, financial
 * services, similar, start my cart, strategic targets, my sale items (GET, paged) and did you
 * forget (POST, a read).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Gtin13 } from "../schema/items.js"
import { DidYouForgetRequest, RecommendationsResponse } from "../schema/recommendations.js"
import { BooleanFromString, make } from "../core/Operation.js"
import { IntFromString } from "../core/params.js"

/** The most recommendations one page holds. */
export const RECOMMENDATIONS_MAX_PAGE_SIZE = 50

/** `page.size` and `page.offset`. */
export const PageParams = {
  "page.size": Schema.optional(IntFromString.pipe(Schema.between(1, RECOMMENDATIONS_MAX_PAGE_SIZE))),
  "page.offset": Schema.optional(IntFromString.pipe(Schema.nonNegative()))
}

/** Paging only. */
export const RecommendationPageParams = Schema.Struct(PageParams)
/** The page of recommendations asked for (size and offset). */
export type RecommendationPageParams = typeof RecommendationPageParams.Type

/** Paging, and the item the recommendations are for. */
export const AnchoredRecommendationParams = Schema.Struct({ ...PageParams, "filter.gtin13": Schema.optional(Gtin13) })
/** The page of recommendations asked for, and the item they are for when there is one. */
export type AnchoredRecommendationParams = typeof AnchoredRecommendationParams.Type

/** Better for you: the item is required. */
export const BetterForYouParams = Schema.Struct({ ...PageParams, "filter.gtin13": Gtin13 })
/** The page of better-for-you swaps asked for, and the item (required) to find swaps for. */
export type BetterForYouParams = typeof BetterForYouParams.Type

/** My sale items: paging, and whether sponsored placements may be mixed in. */
export const MySaleItemsParams = Schema.Struct({ ...PageParams, "option.monetize": Schema.optional(BooleanFromString) })
/** The page of the shopper's sale items asked for, and whether sponsored items may be mixed in. */
export type MySaleItemsParams = typeof MySaleItemsParams.Type

// Recommendations for an item answer 404 ITEM_NOT_FOUND when no item has that gtin13.
const get = <Q extends Schema.Schema.AnyNoContext & { readonly fields: Schema.Struct.Fields }, const M extends string>(
  method: M,
  path: string,
  summary: string,
  urlParams: Q
) =>
  make({
    domain: "recommendations",
    name: `Recommendations.${method}`,
    requestKind: `${summary.toLowerCase()} recommendations`,
    summary: `${summary} recommendations`,
    method: "GET",
    path,
    retry: "read",
    urlParams,
    success: RecommendationsResponse,
    errors: "filter.gtin13" in urlParams.fields ? [400, 404, 500] : [400, 500],
    contextDependent: true
  })

/** GET /product-recommendations/better-for-you: healthier alternatives to an item. */
export const betterForYou = get("betterForYou", "/product-recommendations/better-for-you", "Better for you", BetterForYouParams)
/** GET /product-recommendations/complementary: items that go with an item (or the shopper's usual basket). */
export const complementary = get("complementary", "/product-recommendations/complementary", "Complementary", AnchoredRecommendationParams)
/** GET /product-recommendations/financial-services: gift cards and other financial products. */
export const financialServices = get(
  "financialServices",
  "/product-recommendations/financial-services",
  "Financial services",
  RecommendationPageParams
)
/** GET /product-recommendations/similar: items like an item. */
export const similar = get("similar", "/product-recommendations/similar", "Similar", AnchoredRecommendationParams)
/** GET /product-recommendations/start-my-cart: staples to start a cart with. */
export const startMyCart = get("startMyCart", "/product-recommendations/start-my-cart", "Start my cart", RecommendationPageParams)
/** GET /product-recommendations/strategic-targets: curated items the shop promotes. */
export const strategicTargets = get(
  "strategicTargets",
  "/product-recommendations/strategic-targets",
  "Strategic targets",
  RecommendationPageParams
)
/** GET /product-recommendations/my-sale-items: items on sale, sponsored ones mixed in with `option.monetize`. */
export const mySaleItems = get("mySaleItems", "/product-recommendations/my-sale-items", "My sale items", MySaleItemsParams)

/** POST /product-recommendations/did-you-forget: staples missing from the cart (a read). */
export const didYouForget = make({
  domain: "recommendations",
  name: "Recommendations.didYouForget",
  requestKind: "did you forget recommendations",
  summary: "Did you forget recommendations",
  method: "POST",
  path: "/product-recommendations/did-you-forget",
  retry: "read",
  urlParams: RecommendationPageParams,
  payload: DidYouForgetRequest,
  success: RecommendationsResponse,
  errors: [400, 500],
  contextDependent: true
})

/** Every recommendations operation. */
export const RecommendationsContract = {
  betterForYou,
  complementary,
  financialServices,
  similar,
  startMyCart,
  strategicTargets,
  mySaleItems,
  didYouForget
} as const
