/**
 * The recommendations use cases, ready for the hooks: a page of recommended items each (better for
 * you, complementary, similar, ...). They depend on the shopping context and re-run when the active
 * modality changes.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { RecommendationsContract } from "../../contract/recommendations.js"
import { Recommendations } from "../../services/Recommendations.js"
import { fromOperation } from "../fromOperation.js"

// A page of recommendations as the service answers it (every operation's answer is the same schema).
// Built in a pure call: the contract's field reads would otherwise keep the recommendations contract
// in every bundle that imports this module.
const recommendationsPage = /* @__PURE__ */ (() =>
  Schema.Struct({
    recommendations: RecommendationsContract.similar.success.fields.data.fields.recommendations,
    page: RecommendationsContract.similar.success.fields.meta.fields.page
  }))()

/** Recommendations use cases. */
export const RecommendationsUseCases = {
  betterForYou: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.betterForYou, { success: recommendationsPage }),
  complementary: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.complementary, { success: recommendationsPage }),
  financialServices: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.financialServices, {
    success: recommendationsPage
  }),
  similar: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.similar, { success: recommendationsPage }),
  startMyCart: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.startMyCart, { success: recommendationsPage }),
  strategicTargets: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.strategicTargets, {
    success: recommendationsPage
  }),
  mySaleItems: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.mySaleItems, { success: recommendationsPage }),
  didYouForget: /* @__PURE__ */ fromOperation(Recommendations, RecommendationsContract.didYouForget, { success: recommendationsPage })
} as const
