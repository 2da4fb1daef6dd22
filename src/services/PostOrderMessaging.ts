/**
 * The `PostOrderMessaging` service.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PostOrderMessagingContract } from "../contract/orders.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { MessageAudience } from "../schema/checkout.js"
import type { ServiceError } from "./ServiceError.js"

/** Which sub-order's messages: with the logistic order number when known (an order may leave it out). */
export interface MessageTarget {
  readonly subOrderId: string
  readonly logisticOrderNumber?: string | undefined
}

/**
 * The messages about an order after it is placed (e.g. a late delivery), and deleting one.
 *
 * @example
 * ```ts
 * export const orderMessages = (subOrderId: string) =>
 *   Effect.gen(function* () {
 *     const messaging = yield* PostOrderMessaging
 *     return yield* messaging.getMessages({ subOrderId })
 *   })
 * ```
 */
export class PostOrderMessaging extends Effect.Service<PostOrderMessaging>()("atlas-client/PostOrderMessaging", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const C = PostOrderMessagingContract
    return {
      /** A sub-order's messages. */
      getMessages: fn("PostOrderMessaging.getMessages")(function* (target: MessageTarget) {
        const body =
          target.logisticOrderNumber === undefined
            ? yield* run(C.getMessagesBySubOrder, { path: { subOrderId: target.subOrderId } })
            : yield* run(C.getMessages, { path: { subOrderId: target.subOrderId, logisticOrderNumber: target.logisticOrderNumber } })
        return body.data.messages
      }),
      /** Posts a message (keyed). */
      postMessage: fn("PostOrderMessaging.postMessage")(function* (
        target: MessageTarget,
        audience: MessageAudience,
        text: string,
        options?: CallOptions
      ) {
        const payload = { audience, text }
        const body =
          target.logisticOrderNumber === undefined
            ? yield* run(C.postMessageBySubOrder, { path: { subOrderId: target.subOrderId }, payload }, options)
            : yield* run(
                C.postMessage,
                { path: { subOrderId: target.subOrderId, logisticOrderNumber: target.logisticOrderNumber }, payload },
                options
              )
        return body.data.message
      }),
      /** Edits a message (keyed). */
      editMessage: fn("PostOrderMessaging.editMessage")(function* (
        target: MessageTarget,
        messageId: string,
        text: string,
        options?: CallOptions
      ) {
        const payload = { messageId, text }
        const body =
          target.logisticOrderNumber === undefined
            ? yield* run(C.editMessageBySubOrder, { path: { subOrderId: target.subOrderId }, payload }, options)
            : yield* run(
                C.editMessage,
                { path: { subOrderId: target.subOrderId, logisticOrderNumber: target.logisticOrderNumber }, payload },
                options
              )
        return body.data.message
      }),
      /** Deletes a message (keyed). */
      deleteMessage: fn("PostOrderMessaging.deleteMessage")(function* (target: MessageTarget, messageId: string, options?: CallOptions) {
        const urlParams = { "filter.messageId": messageId }
        const body =
          target.logisticOrderNumber === undefined
            ? yield* run(C.deleteMessageBySubOrder, { path: { subOrderId: target.subOrderId }, urlParams }, options)
            : yield* run(
                C.deleteMessage,
                { path: { subOrderId: target.subOrderId, logisticOrderNumber: target.logisticOrderNumber }, urlParams },
                options
              )
        return body.data
      })
    } as const
  })
}) {}

/** Every error a {@link PostOrderMessaging} use case can fail with (derived from the use cases, so from the descriptors). */
export type PostOrderMessagingError = ServiceError<PostOrderMessaging>
