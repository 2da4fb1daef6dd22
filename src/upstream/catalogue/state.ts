/**
 * The catalogue's mutable state in the reference upstream: reviews shoppers submitted.
 *
 * @since 0.1.0
 */
import type { Review } from "../../schema/reviews.js"

/** Submitted reviews, by item id. */
export interface CatalogueState {
  readonly submittedReviews: Map<string, Array<Review>>
  nextReviewId: number
}

/** No submitted reviews. */
export const seedCatalogueState = (): CatalogueState => ({ submittedReviews: new Map(), nextReviewId: 1 })
