/**
 * The reviews use cases, ready for the hooks: a product's reviews with their summary, and a review
 * submitted (which makes them stale).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { ReviewsContract } from "../../contract/reviews.js"
import { Reviews } from "../../services/Reviews.js"
import { fromOperation } from "../fromOperation.js"

const getReviews = /* @__PURE__ */ fromOperation(Reviews, ReviewsContract.getReviews, {
  // The page as the service answers it, so a server's snapshot carries it (a streamed product page's).
  success: /* @__PURE__ */ (() =>
    Schema.Struct({
      reviews: ReviewsContract.getReviews.success.fields.data.fields.reviews,
      summary: ReviewsContract.getReviews.success.fields.data.fields.summary,
      page: ReviewsContract.getReviews.success.fields.meta.fields.page
    }))()
})

/** Reviews use cases; a submitted review makes the reviews stale. */
export const ReviewsUseCases = {
  getReviews,
  submitReview: /* @__PURE__ */ fromOperation(Reviews, ReviewsContract.submitReview, { invalidates: [getReviews] })
} as const
