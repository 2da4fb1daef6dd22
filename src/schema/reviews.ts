/**
 * Reviews vocabulary: reviews of an item, their summary, and a review submission.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"
import { PageMeta } from "./search.js"

/** A star rating, 1 to 5. */
export const Stars = Schema.Int.pipe(Schema.between(1, 5, { message: () => "rating must be 1 to 5" }))
/** @see Stars */
export type Stars = typeof Stars.Type

/** How reviews are ordered. */
export const ReviewSort = Schema.Literal("recent", "rating_high", "rating_low", "helpful")
/** @see ReviewSort */
export type ReviewSort = typeof ReviewSort.Type

/**
 * A shopper's review of an item (the item id is its gtin13). Required: its id, item, rating, text,
 * date and helpful votes (the sort orders read them); the title, nickname and verified flag are optional.
 */
export class Review extends Schema.Class<Review>("Review")({
  reviewId: Schema.String,
  itemId: Schema.String,
  rating: Stars,
  title: Schema.optional(Schema.String),
  text: Schema.String,
  nickname: Schema.optional(Schema.String),
  submittedAt: Schema.String,
  verifiedPurchase: Schema.optional(Schema.Boolean),
  helpfulVotes: Schema.Int
}) {}

/** Average, count and how many reviews gave 1..5 stars. */
export const ReviewSummary = Schema.Struct({
  average: Schema.Number,
  count: Schema.Int,
  histogram: Schema.Array(Schema.Int)
})
/** @see ReviewSummary */
export type ReviewSummary = typeof ReviewSummary.Type

/** The body of an item's reviews. */
export const ReviewsResponse = Schema.Struct({
  data: Schema.Struct({ reviews: Schema.Array(Review), summary: ReviewSummary }),
  meta: Schema.Struct({ page: PageMeta })
})
/** @see ReviewsResponse */
export type ReviewsResponse = typeof ReviewsResponse.Type

const NonBlank = (max: number) =>
  Schema.String.pipe(
    Schema.filter((s) => s.trim() !== "" || "must not be blank"),
    Schema.maxLength(max)
  )

/** A review to submit. */
export const ReviewSubmission = Schema.Struct({
  itemId: NonBlank(64),
  rating: Stars,
  title: NonBlank(120),
  text: NonBlank(5000),
  nickname: NonBlank(40)
})
/** @see ReviewSubmission */
export type ReviewSubmission = typeof ReviewSubmission.Type

/** Review statuses: published at once, or held for moderation. */
export const ReviewStatus = Schema.Literal("PUBLISHED", "PENDING")
/** @see ReviewStatus */
export type ReviewStatus = typeof ReviewStatus.Type

/** The answer of a submission. */
export const SubmitReviewResponse = Schema.Struct({
  data: Schema.Struct({ review: Review, status: tolerant(ReviewStatus) })
})
