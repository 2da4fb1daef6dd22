/**
 * Customer feedback: send a comment (keyed: sent with one `Idempotency-Key`, stored once).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { CallOptions } from "../layers/AtlasHttp.js"
import { FeedbackContract } from "../contract/feedback.js"
import { runner } from "../layers/runner.js"
import type { CustomerCommentRequest } from "../schema/feedback.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Sends a shopper's comment (with a category and an optional rating) once, even when the call is retried.
 *
 * @example
 * ```ts
 * export const sendFeedback = Effect.gen(function* () {
 *   const feedback = yield* Feedback
 *   return yield* feedback.sendComment({ comment: "Friendly pickup staff", category: "PICKUP", rating: 5 })
 * })
 * ```
 */
export class Feedback extends Effect.Service<Feedback>()("atlas-client/Feedback", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /**
       * Sends a comment (trimmed; empty or longer than 2000 characters is "Expecting customer
       * comment request" with nothing sent). Pass an `idempotencyKey` to make a resend the same call.
       */
      sendComment: fn("Feedback.sendComment")(function* (input: CustomerCommentRequest, options: Pick<CallOptions, "idempotencyKey"> = {}) {
        const payload = { ...input, comment: typeof input.comment === "string" ? input.comment.trim() : input.comment }
        return (yield* run(FeedbackContract.sendComment, { payload }, options)).data.comment
      })
    } as const
  })
}) {}

/** Every error a {@link Feedback} use case can fail with (derived from the use cases, so from the descriptors). */
export type FeedbackError = ServiceError<Feedback>
