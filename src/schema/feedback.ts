/**
 * Customer feedback vocabulary: a customer comment and what it is about.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"

/** What a comment is about. */
export const FeedbackCategory = Schema.Literal("STORE", "ONLINE_ORDER", "DELIVERY", "PICKUP", "PRODUCT", "WEBSITE", "OTHER")
/** @see FeedbackCategory */
export type FeedbackCategory = typeof FeedbackCategory.Type

/** The longest comment accepted. */
export const MAX_COMMENT_LENGTH = 2000

/** A comment to send. */
export const CustomerCommentRequest = Schema.Struct({
  comment: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "a comment is required" }),
    Schema.maxLength(MAX_COMMENT_LENGTH, { message: () => `a comment has at most ${MAX_COMMENT_LENGTH} characters` })
  ),
  category: FeedbackCategory,
  rating: Schema.optional(Schema.Int.pipe(Schema.between(1, 5, { message: () => "rating must be 1 to 5" }))),
  locationId: Schema.optional(Schema.String.pipe(Schema.pattern(/^\d{8}$/))),
  contactMe: Schema.optional(Schema.Boolean)
})
/** @see CustomerCommentRequest */
export type CustomerCommentRequest = typeof CustomerCommentRequest.Type

/** A stored comment. */
export const CustomerComment = Schema.Struct({
  commentId: Schema.String,
  comment: Schema.optional(Schema.String),
  category: Schema.optional(tolerant(FeedbackCategory)),
  rating: Schema.optional(Schema.Int),
  locationId: Schema.optional(Schema.String),
  contactMe: Schema.optional(Schema.Boolean),
  authenticated: Schema.optional(Schema.Boolean),
  createdDate: Schema.optional(Schema.String)
})
/** @see CustomerComment */
export type CustomerComment = typeof CustomerComment.Type

/** The body of a sent comment. */
export const CustomerCommentResponse = Schema.Struct({ data: Schema.Struct({ comment: CustomerComment }) })
