/**
 * The reviews use cases, ready for the hooks: a product's reviews with their summary, and a review
 * submitted (which makes them stale).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { type ReviewsParams, ReviewsContract } from "../../contract/reviews.js"
import type { ReviewSubmission } from "../../schema/reviews.js"
import { Reviews } from "../../services/Reviews.js"
import { defineUseCase } from "../UseCase.js"

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
