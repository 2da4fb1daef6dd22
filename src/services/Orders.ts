/**
 * After the order: substitutions, post-order messages and returns. Writes are keyed; a refused
 * return fails with {@link ReturnRejected} (the return failure codes of spec §8).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PostOrderMessagingContract, ReturnsContract, SubstitutionsContract } from "../contract/orders.js"
import { runner } from "../contract/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { MessageAudience } from "../schema/checkout.js"
import type { StartReturnRequest, SubstitutionDecisionsRequest } from "../schema/orders.js"
import { refineReturnErrors } from "./CheckoutErrors.js"

/** The substitution use cases. */
export class Substitutions extends Effect.Service<Substitutions>()("atlas-client/Substitutions", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** An order's substitutions. */
      getSubstitutions: fn("Substitutions.getSubstitutions")(function* (orderIdentifier: string) {
        return (yield* run(SubstitutionsContract.getSubstitutions, { path: { orderIdentifier } })).data
      }),
      /** Accepts or rejects proposed substitutions (keyed). */
      decideSubstitutions: fn("Substitutions.decideSubstitutions")(function* (
        orderIdentifier: string,
        decisions: SubstitutionDecisionsRequest["decisions"],
        options?: CallOptions
      ) {
        return (yield* run(SubstitutionsContract.decideSubstitutions, { path: { orderIdentifier }, payload: { decisions } }, options)).data
      }),
      /** A sub-order's substitutions. */
      getBySubOrderId: fn("Substitutions.getBySubOrderId")(function* (subOrderId: string) {
        return (yield* run(SubstitutionsContract.getSubstitutionsBySubOrder, { path: { subOrderId } })).data
      })
    } as const
  })
}) {}

/** Which sub-order's messages: with the logistic order number when known. */
export interface MessageTarget {
  readonly subOrderId: string
  readonly logisticOrderNumber?: string
}

/** The post-order messaging use cases. */
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

/** The return use cases. */
export class Returns extends Effect.Service<Returns>()("atlas-client/Returns", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Starts a return (keyed; v2 unless `v1`); refusals fail with `ReturnRejected`. */
      startReturn: fn("Returns.startReturn")(function* (
        orderId: string,
        request: StartReturnRequest,
        options: CallOptions & { readonly v1?: boolean } = {}
      ) {
        const { v1, ...call } = options
        const op = v1 === true ? ReturnsContract.startReturnV1 : ReturnsContract.startReturn
        const body = yield* refineReturnErrors(op.name)(run(op, { path: { orderId }, payload: request }, call))
        return body.data.return
      })
    } as const
  })
}) {}
