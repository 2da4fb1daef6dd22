/**
 * The feedback use cases: sending a comment is a mutation (its slot is reset, then it is sent once
 * per key, never cancelled by an unmount).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { CustomerCommentRequest } from "../../schema/feedback.js"
import { Feedback } from "../../services/Feedback.js"
import { defineUseCase } from "../UseCase.js"

/** Feedback use cases. */
export const FeedbackUseCases = {
  sendComment: /* @__PURE__ */ defineUseCase({
    name: "Feedback.sendComment",
    mode: "mutation",
    run: (input: CustomerCommentRequest, options: { readonly idempotencyKey?: string } = {}) =>
      Effect.flatMap(Feedback, (f) => f.sendComment(input, options))
  })
} as const
