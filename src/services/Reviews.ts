/**
 * Reviews: an item's reviews with their summary, and review submission (keyed: a retried
 * submission is posted once).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { ReviewsContract, type ReviewsParams } from "../contract/reviews.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { ReviewSubmission } from "../schema/reviews.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * An item's reviews with their summary, and submitting a review (posted once even when retried).
 *
 * @example
 * ```ts
 * export const itemReviews = Effect.gen(function* () {
 *   const reviews = yield* Reviews
 *   return yield* reviews.getReviews("0001111041700")
 * })
 * ```
 */
export class Reviews extends Effect.Service<Reviews>()("atlas-client/Reviews", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** An item's reviews, one page, and the summary ("Expecting reviews request" without an item id). */
      getReviews: fn("Reviews.getReviews")(function* (itemId: string, params: ReviewsParams = {}) {
        const body = yield* run(ReviewsContract.getReviews, { path: { itemId }, urlParams: params })
        return { reviews: body.data.reviews, summary: body.data.summary, page: body.meta.page }
      }),

      /** Submits a review ("Expecting submit reviews request" without a body). */
      submitReview: fn("Reviews.submitReview")(function* (review: ReviewSubmission, options?: CallOptions) {
        return (yield* run(ReviewsContract.submitReview, { payload: review }, options)).data
      })
    } as const
  })
}) {}

/** Every error a {@link Reviews} use case can fail with (derived from the use cases, so from the descriptors). */
export type ReviewsError = ServiceError<Reviews>
