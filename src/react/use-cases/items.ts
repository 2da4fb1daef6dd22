/**
 * The catalogue use cases, ready for the hooks: items (batched tile lookups), products and product
 * validation, search, sellers, reviews and recommendations. Reads that depend on the shopping
 * context re-run when the active modality changes.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { ItemsContract } from "../../contract/items.js"
import { RecommendationsContract } from "../../contract/recommendations.js"
import { type ReviewsParams, ReviewsContract } from "../../contract/reviews.js"
import { SearchContract } from "../../contract/search.js"
import type { SellersListParams } from "../../contract/sellers.js"
import type { ProductValidationLine, ValidationModality } from "../../schema/products.js"
import type { ReviewSubmission } from "../../schema/reviews.js"
import { Items, type ItemsQuery, type LookupOptions } from "../../services/Items.js"
import { Products } from "../../services/Products.js"
import { type ProductSearchQuery, ProductSearch } from "../../services/ProductSearch.js"
import { type RecommendationPage, Recommendations } from "../../services/Recommendations.js"
import { Reviews } from "../../services/Reviews.js"
import { Sellers } from "../../services/Sellers.js"
import { defineUseCase, type SuccessSchema } from "../UseCase.js"

/** Items use cases; `lookupItem` (one slot per tile, keyed by gtin13) is batched across tiles. */
export const ItemsUseCases = {
  getItems: /* @__PURE__ */ defineUseCase({
    name: "Items.getItems",
    mode: "read",
    contextDependent: true,
    run: (query: ItemsQuery) => Effect.flatMap(Items, (s) => s.getItems(query))
  }),
  lookupItem: /* @__PURE__ */ defineUseCase({
    name: "Items.lookupItem",
    mode: "read",
    contextDependent: true,
    success: ItemsContract.getItems.success.fields.data.fields.items.value,
    run: (gtin13: string, options: LookupOptions = {}) => Effect.flatMap(Items, (s) => s.lookupItem(gtin13, options))
  }),
  getAlternativeLocations: /* @__PURE__ */ defineUseCase({
    name: "Items.getAlternativeLocations",
    mode: "read",
    run: (gtin13: string, postalCode: string) => Effect.flatMap(Items, (s) => s.getAlternativeLocations(gtin13, postalCode))
  })
} as const

/** Products use cases. */
export const ProductsUseCases = {
  getProducts: /* @__PURE__ */ defineUseCase({
    name: "Products.getProducts",
    mode: "read",
    run: (gtin13s: ReadonlyArray<string>) => Effect.flatMap(Products, (s) => s.getProducts(gtin13s))
  }),
  getProductsByUpcs: /* @__PURE__ */ defineUseCase({
    name: "Products.getProductsByUpcs",
    mode: "read",
    run: (upcs: ReadonlyArray<string>) => Effect.flatMap(Products, (s) => s.getProductsByUpcs(upcs))
  }),
  validateModality: /* @__PURE__ */ defineUseCase({
    name: "Products.validateModality",
    mode: "read",
    contextDependent: true,
    run: (modality: ValidationModality, lines: ReadonlyArray<ProductValidationLine>) =>
      Effect.flatMap(Products, (s) => s.validateModality(modality, lines))
  })
} as const

/** Search use cases. */
export const SearchUseCases = {
  searchProducts: /* @__PURE__ */ defineUseCase({
    name: "ProductSearch.searchProducts",
    mode: "read",
    contextDependent: true,
    // The page as the service answers it, so a server's snapshot carries it (`dehydrate`). Built in a
    // pure call: the contract's field reads would otherwise keep search (and its service) in every
    // bundle that imports this module, the first screen's included.
    success: /* @__PURE__ */ (() =>
      Schema.Struct({
        products: SearchContract.searchProducts.success.fields.data.fields.products,
        page: SearchContract.searchProducts.success.fields.meta.fields.page,
        facets: SearchContract.searchProducts.success.fields.meta.fields.facets
      }))(),
    run: (query: ProductSearchQuery) => Effect.flatMap(ProductSearch, (s) => s.searchProducts(query))
  })
} as const

/** Sellers use cases. */
export const SellersUseCases = {
  getSellers: /* @__PURE__ */ defineUseCase({
    name: "Sellers.getSellers",
    mode: "read",
    run: (ids: ReadonlyArray<string>) => Effect.flatMap(Sellers, (s) => s.getSellers(ids))
  }),
  listSellers: /* @__PURE__ */ defineUseCase({
    name: "Sellers.listSellers",
    mode: "read",
    run: (params: SellersListParams = {}) => Effect.flatMap(Sellers, (s) => s.listSellers(params))
  })
} as const

const getReviews = /* @__PURE__ */ defineUseCase({
  name: "Reviews.getReviews",
  mode: "read",
  // The page as the service answers it, so a server's snapshot carries it (a streamed product page's).
  success: /* @__PURE__ */ (() =>
    Schema.Struct({
      reviews: ReviewsContract.getReviews.success.fields.data.fields.reviews,
      summary: ReviewsContract.getReviews.success.fields.data.fields.summary,
      page: ReviewsContract.getReviews.success.fields.meta.fields.page
    }))(),
  run: (itemId: string, params: ReviewsParams = {}) => Effect.flatMap(Reviews, (s) => s.getReviews(itemId, params))
})

/** Reviews use cases; a submitted review makes the reviews stale. */
export const ReviewsUseCases = {
  getReviews,
  submitReview: /* @__PURE__ */ defineUseCase({
    name: "Reviews.submitReview",
    mode: "mutation",
    run: (review: ReviewSubmission) => Effect.flatMap(Reviews, (s) => s.submitReview(review)),
    invalidates: [getReviews]
  })
} as const

// A page of recommendations as the service answers it (every operation's answer is the same schema).
// Built in a pure call, as the other success schemas here: the contract's field reads would keep
// the recommendations contract in every bundle that imports this module.
const recommendationsPage = /* @__PURE__ */ (() =>
  Schema.Struct({
    recommendations: RecommendationsContract.similar.success.fields.data.fields.recommendations,
    page: RecommendationsContract.similar.success.fields.meta.fields.page
  }))()

/* @__NO_SIDE_EFFECTS__ */
const rec = <Args extends ReadonlyArray<unknown>, A, E>(name: string, f: (s: Recommendations, ...args: Args) => Effect.Effect<A, E>) =>
  /* @__PURE__ */ defineUseCase({
    name: `Recommendations.${name}`,
    mode: "read",
    contextDependent: true,
    success: recommendationsPage as SuccessSchema<A>,
    run: (...args: Args) => Effect.flatMap(Recommendations, (s) => f(s, ...args))
  })

/** Recommendations use cases. */
export const RecommendationsUseCases = {
  betterForYou: rec("betterForYou", (s, gtin13: string, page?: RecommendationPage) => s.betterForYou(gtin13, page)),
  complementary: rec("complementary", (s, gtin13?: string, page?: RecommendationPage) => s.complementary(gtin13, page)),
  financialServices: rec("financialServices", (s, page?: RecommendationPage) => s.financialServices(page)),
  similar: rec("similar", (s, gtin13?: string, page?: RecommendationPage) => s.similar(gtin13, page)),
  startMyCart: rec("startMyCart", (s, page?: RecommendationPage) => s.startMyCart(page)),
  strategicTargets: rec("strategicTargets", (s, page?: RecommendationPage) => s.strategicTargets(page)),
  mySaleItems: rec("mySaleItems", (s, options: RecommendationPage & { readonly monetize?: boolean } = {}) => s.mySaleItems(options)),
  didYouForget: rec("didYouForget", (s, gtin13s: ReadonlyArray<string>, page?: RecommendationPage) => s.didYouForget(gtin13s, page))
} as const
