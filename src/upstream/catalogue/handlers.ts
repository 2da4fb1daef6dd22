/**
 * Reference-upstream handlers of the catalogue operations: items, products (and product
 * validation), search, sellers, reviews and recommendations.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { ItemsContract, type ItemsParams } from "../../contract/items.js"
import { ProductsContract } from "../../contract/products.js"
import { RecommendationsContract } from "../../contract/recommendations.js"
import { ReviewsContract } from "../../contract/reviews.js"
import { SearchContract } from "../../contract/search.js"
import { SellersContract } from "../../contract/sellers.js"
import type { ItemModalityType } from "../../schema/items.js"
import type { RecommendationStrategy } from "../../schema/recommendations.js"
import { Review } from "../../schema/reviews.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { formatId } from "../ids.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import { alternativeLocations, requestModality, reviewsPage, searchCatalogue, searchItems, seededReviews } from "./queries.js"
import { recommend, recommendationsPage } from "./recommendations.js"
import { itemRecord, productRecord } from "./records.js"
import { catalogue } from "./seed.js"
import { validateLines } from "./validation.js"

type Ctx = CallContext<AtlasState>

const items = ({ urlParams }: { readonly urlParams: ItemsParams }, ctx: Ctx) => {
  const cat = catalogue()
  const locationId = urlParams["filter.locationId"] ?? requestModality(ctx.request)?.locationId
  const found = urlParams["filter.gtin13s"].flatMap((g) => {
    const entry = cat.byGtin.get(g)
    return entry === undefined ? [] : [entry]
  })
  const active = urlParams["filter.active"]
  const missing = urlParams["filter.gtin13s"].filter((g) => !cat.byGtin.has(g))
  const records = found.map((e) =>
    itemRecord(e, { locationId, modalityTypes: urlParams["filter.modalityTypes"], projection: urlParams.projections ?? "items.compact" })
  )
  const shown = active === false ? [] : records
  return Effect.succeed({ data: { items: shown }, meta: { total: shown.length, ...(missing.length ? { missing } : {}) } })
}

const recommendations =
  (strategy: RecommendationStrategy) =>
  (
    page: { readonly "page.size"?: number | undefined; readonly "page.offset"?: number | undefined },
    extra: { readonly gtin13?: string | undefined; readonly monetize?: boolean | undefined; readonly cart?: ReadonlyArray<string> },
    ctx: Ctx
  ) => {
    const cat = catalogue()
    if (extra.gtin13 !== undefined && !cat.byGtin.has(extra.gtin13)) {
      return Effect.fail(fail(404, "ITEM_NOT_FOUND", `No item with gtin13 ${extra.gtin13}`))
    }
    const modality = requestModality(ctx.request)
    const picks = recommend(cat, strategy, { ...extra, owner: ownerOf(ctx), signedIn: ctx.shopper !== undefined })
    return Effect.succeed(
      recommendationsPage(
        picks,
        strategy,
        { size: page["page.size"], offset: page["page.offset"] },
        {
          modality: modality?.type,
          locationId: modality?.locationId
        }
      )
    )
  }

const modalityOf = (ctx: Ctx): ItemModalityType | undefined => requestModality(ctx.request)?.type

/** The catalogue routes. */
export const catalogueRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(ItemsContract.getItems, items),
  route(ItemsContract.getItemsV1, items),
  route(ItemsContract.getAlternativeLocations, ({ path, urlParams }, ctx: Ctx) => {
    const entry = catalogue().byGtin.get(path.gtin13)
    if (entry === undefined) return Effect.fail(fail(404, "ITEM_NOT_FOUND", `No item with gtin13 ${path.gtin13}`))
    const locations = alternativeLocations(
      ctx.state.stores,
      entry,
      urlParams["filter.postalCode"],
      urlParams["filter.radiusInMiles"],
      urlParams["filter.maxResults"]
    )
    return Effect.succeed({ data: { gtin13: entry.gtin13, locations } })
  }),
  route(ProductsContract.getProducts, ({ urlParams }) => products(urlParams["filter.gtin13s"])),
  route(ProductsContract.getProductsByUpcs, ({ path }) => products(path.upcs)),
  route(ProductsContract.validateModality, ({ payload }, ctx: Ctx) => {
    const rejections = validateLines(
      catalogue(),
      payload.modality,
      payload.lines,
      payload.locationId ?? requestModality(ctx.request)?.locationId
    )
    return Effect.succeed({ data: { rejections, valid: rejections.length === 0 } })
  }),
  route(SearchContract.searchProducts, ({ urlParams }, ctx: Ctx) => {
    const modality = urlParams["filter.modality"] ?? modalityOf(ctx)
    const locationId = urlParams["filter.locationId"] ?? requestModality(ctx.request)?.locationId
    const result = searchCatalogue(
      catalogue(),
      { ...urlParams, ...(modality === undefined ? {} : { "filter.modality": modality }) },
      locationId
    )
    return Effect.succeed({
      data: { products: searchItems(result, modality, locationId) },
      meta: {
        page: { size: result.size, offset: result.offset, total: result.total },
        facets: { departments: result.departments, brands: result.brands }
      }
    })
  }),
  route(SellersContract.getSellers, ({ path }) => {
    const sellers = catalogue().sellers
    const found = path.ids.flatMap((id) => sellers.filter((s) => s.sellerId === id))
    if (found.length === 0) return Effect.fail(fail(404, "SELLER_NOT_FOUND", `No seller with id ${path.ids.join(", ")}`))
    const missing = path.ids.filter((id) => !sellers.some((s) => s.sellerId === id))
    return Effect.succeed({
      data: { sellers: found },
      meta: { page: { size: found.length, offset: 0, total: found.length }, ...(missing.length ? { missing } : {}) }
    })
  }),
  route(SellersContract.listSellers, ({ urlParams }) => {
    const name = urlParams["filter.name"]?.toLowerCase()
    const all = catalogue().sellers.filter((s) => name === undefined || s.name.toLowerCase().includes(name))
    const size = urlParams["page.size"] ?? 20
    const offset = urlParams["page.offset"] ?? 0
    return Effect.succeed({ data: { sellers: all.slice(offset, offset + size) }, meta: { page: { size, offset, total: all.length } } })
  }),
  route(ReviewsContract.getReviews, ({ path, urlParams }, ctx: Ctx) => {
    const entry = catalogue().byGtin.get(path.itemId)
    if (entry === undefined) return Effect.fail(fail(404, "ITEM_NOT_FOUND", `No item with id ${path.itemId}`))
    const all = [...(ctx.state.catalogue.submittedReviews.get(entry.gtin13) ?? []), ...seededReviews(entry)]
    return Effect.succeed(reviewsPage(all, urlParams))
  }),
  route(ReviewsContract.submitReview, ({ payload }, ctx: Ctx) => {
    const entry = catalogue().byGtin.get(payload.itemId)
    if (entry === undefined) return Effect.fail(fail(404, "ITEM_NOT_FOUND", `No item with id ${payload.itemId}`))
    const state = ctx.state.catalogue
    const review = new Review({
      reviewId: formatId("review", state.nextReviewId++),
      itemId: entry.gtin13,
      rating: payload.rating,
      title: payload.title.trim(),
      text: payload.text.trim(),
      nickname: payload.nickname.trim(),
      submittedAt: ctx.now.toISOString(),
      verifiedPurchase: ctx.shopper !== undefined,
      helpfulVotes: 0
    })
    state.submittedReviews.set(entry.gtin13, [review, ...(state.submittedReviews.get(entry.gtin13) ?? [])])
    return Effect.succeed({ data: { review, status: "PUBLISHED" as const } })
  }),
  route(RecommendationsContract.betterForYou, ({ urlParams }, ctx: Ctx) =>
    recommendations("better-for-you")(urlParams, { gtin13: urlParams["filter.gtin13"] }, ctx)
  ),
  route(RecommendationsContract.complementary, ({ urlParams }, ctx: Ctx) =>
    recommendations("complementary")(urlParams, { gtin13: urlParams["filter.gtin13"] }, ctx)
  ),
  route(RecommendationsContract.similar, ({ urlParams }, ctx: Ctx) =>
    recommendations("similar")(urlParams, { gtin13: urlParams["filter.gtin13"] }, ctx)
  ),
  route(RecommendationsContract.financialServices, ({ urlParams }, ctx: Ctx) => recommendations("financial-services")(urlParams, {}, ctx)),
  route(RecommendationsContract.startMyCart, ({ urlParams }, ctx: Ctx) => recommendations("start-my-cart")(urlParams, {}, ctx)),
  route(RecommendationsContract.strategicTargets, ({ urlParams }, ctx: Ctx) => recommendations("strategic-targets")(urlParams, {}, ctx)),
  route(RecommendationsContract.mySaleItems, ({ urlParams }, ctx: Ctx) =>
    recommendations("my-sale-items")(urlParams, { monetize: urlParams["option.monetize"] }, ctx)
  ),
  route(RecommendationsContract.didYouForget, ({ payload, urlParams }, ctx: Ctx) =>
    recommendations("did-you-forget")(urlParams, { cart: payload.gtin13s }, ctx)
  )
]

const products = (gtins: ReadonlyArray<string>) => {
  const cat = catalogue()
  const found = gtins.flatMap((g) => {
    const entry = cat.byGtin.get(g)
    return entry === undefined ? [] : [productRecord(entry)]
  })
  const missing = gtins.filter((g) => !cat.byGtin.has(g))
  return Effect.succeed({ data: { products: found }, meta: { total: found.length, ...(missing.length ? { missing } : {}) } })
}
