/**
 * The recommendations use cases, ready for the hooks: a page of recommended items each (better for
 * you, complementary, similar, ...). They depend on the shopping context and re-run when the active
 * modality changes.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { RecommendationsContract } from "../../contract/recommendations.js"
import { type RecommendationPage, Recommendations } from "../../services/Recommendations.js"
import { defineUseCase, type SuccessSchema } from "../UseCase.js"

// A page of recommendations as the service answers it (every operation's answer is the same schema).
// Built in a pure call: the contract's field reads would otherwise keep the recommendations contract
// in every bundle that imports this module.
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
