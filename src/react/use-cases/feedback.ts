/**
 * The feedback use cases: sending a comment is a mutation (its slot is reset, then it is sent once
 * per key, never cancelled by an unmount).
 *
 * @since 0.1.0
 */
import { FeedbackContract } from "../../contract/feedback.js"
import { Feedback } from "../../services/Feedback.js"
import { fromOperation } from "../fromOperation.js"

/** Feedback use cases. */
export const FeedbackUseCases = {
  sendComment: /* @__PURE__ */ fromOperation(Feedback, FeedbackContract.sendComment)
} as const
