/**
 * The `reviews` operations of operations.tsv: an item's reviews, and review submission (keyed).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { ReviewsResponse, ReviewSort, ReviewSubmission, Stars, SubmitReviewResponse } from "../schema/reviews.js"
import { make } from "../core/Operation.js"
import { IntFromString } from "../core/params.js"

/** Url params of an item's reviews. */
export const ReviewsParams = Schema.Struct({
  sort: Schema.optional(ReviewSort),
  "filter.rating": Schema.optional(Schema.compose(IntFromString, Stars)),
  "page.size": Schema.optional(IntFromString.pipe(Schema.between(1, 50))),
  "page.offset": Schema.optional(IntFromString.pipe(Schema.nonNegative()))
})
/** The options of an item's reviews (sort, star rating, page size and offset), as `Reviews.getReviews` takes and sends them. */
export type ReviewsParams = typeof ReviewsParams.Type

/** GET /reviews/v1/item/{itemId}/reviews: an item's reviews (the item id is its gtin13). */
export const getReviews = make({
  domain: "reviews",
  name: "Reviews.getReviews",
  requestKind: "reviews",
  summary: "Reviews of an item",
  method: "GET",
  path: "/reviews/v1/item/{itemId}/reviews",
  retry: "read",
  pathParams: Schema.Struct({ itemId: Schema.String.pipe(Schema.minLength(1, { message: () => "an item id is required" })) }),
  urlParams: ReviewsParams,
  success: ReviewsResponse
})

/** POST /reviews/v1/review/submit: submit a review (keyed: a retried submission posts once). */
export const submitReview = make({
  domain: "reviews",
  name: "Reviews.submitReview",
  requestKind: "submit reviews",
  summary: "Submit a review",
  method: "POST",
  path: "/reviews/v1/review/submit",
  retry: "keyed",
  payload: ReviewSubmission,
  success: SubmitReviewResponse,
  successStatus: 201,
  errors: [400, 404, 409, 500]
})

/** Every reviews operation. */
export const ReviewsContract = { getReviews, submitReview } as const
