/**
 * The `feedback` operation of operations.tsv (method assumed: POST, keyed).
 *
 * @since 0.1.0
 */
import { CustomerCommentRequest, CustomerCommentResponse } from "../schema/feedback.js"
import { make } from "../core/Operation.js"

/** POST /customer-feedback/v1/customer-comments: send a comment (stored once per key). */
export const sendComment = make({
  domain: "feedback",
  name: "Feedback.sendComment",
  requestKind: "customer comment",
  summary: "Send customer feedback",
  method: "POST",
  path: "/customer-feedback/v1/customer-comments",
  retry: "keyed",
  payload: CustomerCommentRequest,
  success: CustomerCommentResponse,
  successStatus: 201,
  errors: [400, 409, 422, 500]
})

/** Every feedback operation. */
export const FeedbackContract = { sendComment } as const
