/**
 * Recommendations: better for you, complementary, financial services, similar, start my cart,
 * strategic targets, my sale items and did you forget. Each answers a page of items (compact) with
 * where each recommendation came from.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { RecommendationsContract } from "../contract/recommendations.js"
import { runner } from "../layers/runner.js"
import type { RecommendationsResponse } from "../schema/recommendations.js"
import type { ServiceError } from "./ServiceError.js"

/** A page of recommendations. */
export interface RecommendationPage {
  readonly size?: number
  readonly offset?: number
}

const page = (p: RecommendationPage = {}) => ({
  ...(p.size === undefined ? {} : { "page.size": p.size }),
  ...(p.offset === undefined ? {} : { "page.offset": p.offset })
})

const result = (body: RecommendationsResponse) => ({ recommendations: body.data.recommendations, page: body.meta.page })

/**
 * Product recommendations: better-for-you swaps, complementary items, financial services and more, a page at a time.
 *
 * @example
 * ```ts
 * export const healthierChoices = Effect.gen(function* () {
 *   const recommendations = yield* Recommendations
 *   return yield* recommendations.betterForYou("0001111041700")
 * })
 * ```
 */
export class Recommendations extends Effect.Service<Recommendations>()("atlas-client/Recommendations", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const anchored = (gtin13: string | undefined) => (gtin13 === undefined ? {} : { "filter.gtin13": gtin13 })
    return {
      /** Better-for-you alternatives to an item. */
      betterForYou: fn("Recommendations.betterForYou")(function* (gtin13: string, p?: RecommendationPage) {
        return result(yield* run(RecommendationsContract.betterForYou, { urlParams: { ...page(p), "filter.gtin13": gtin13 } }))
      }),
      /** Items that go with an item (popular items without one). */
      complementary: fn("Recommendations.complementary")(function* (gtin13?: string, p?: RecommendationPage) {
        return result(yield* run(RecommendationsContract.complementary, { urlParams: { ...page(p), ...anchored(gtin13) } }))
      }),
      /** Gift cards and financial services. */
      financialServices: fn("Recommendations.financialServices")(function* (p?: RecommendationPage) {
        return result(yield* run(RecommendationsContract.financialServices, { urlParams: page(p) }))
      }),
      /** Items like an item. */
      similar: fn("Recommendations.similar")(function* (gtin13?: string, p?: RecommendationPage) {
        return result(yield* run(RecommendationsContract.similar, { urlParams: { ...page(p), ...anchored(gtin13) } }))
      }),
      /** Staples to start a cart with. */
      startMyCart: fn("Recommendations.startMyCart")(function* (p?: RecommendationPage) {
        return result(yield* run(RecommendationsContract.startMyCart, { urlParams: page(p) }))
      }),
      /** Items the shop promotes. */
      strategicTargets: fn("Recommendations.strategicTargets")(function* (p?: RecommendationPage) {
        return result(yield* run(RecommendationsContract.strategicTargets, { urlParams: page(p) }))
      }),
      /** Items on sale; `monetize` mixes in sponsored placements (marked `monetized`). */
      mySaleItems: fn("Recommendations.mySaleItems")(function* (options: RecommendationPage & { readonly monetize?: boolean } = {}) {
        return result(
          yield* run(RecommendationsContract.mySaleItems, {
            urlParams: { ...page(options), ...(options.monetize === undefined ? {} : { "option.monetize": options.monetize }) }
          })
        )
      }),
      /** Staples missing from a cart (the gtin13s it holds). */
      didYouForget: fn("Recommendations.didYouForget")(function* (gtin13s: ReadonlyArray<string>, p?: RecommendationPage) {
        return result(yield* run(RecommendationsContract.didYouForget, { urlParams: page(p), payload: { gtin13s } }))
      })
    } as const
  })
}) {}

/** Every error a {@link Recommendations} use case can fail with (derived from the use cases, so from the descriptors). */
export type RecommendationsError = ServiceError<Recommendations>
