/**
 * The use cases of a placed order: substitutions, post-order messages and returns.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PostOrderMessagingContract, SubstitutionsContract } from "../../contract/orders.js"
import type { MessageAudience } from "../../schema/checkout.js"
import type { StartReturnRequest, SubstitutionDecisionsRequest } from "../../schema/orders.js"
import type { CallOptions } from "../../layers/AtlasHttp.js"
import { type MessageTarget, PostOrderMessaging } from "../../services/PostOrderMessaging.js"
import { Returns } from "../../services/Returns.js"
import { Substitutions } from "../../services/Substitutions.js"
import { defineUseCase } from "../UseCase.js"

/** Substitution, message and return use cases of a placed order; a decision or a message makes its reads stale. */
export const OrderUseCases = {
  getSubstitutions: /* @__PURE__ */ defineUseCase({
    name: "Substitutions.getSubstitutions",
    mode: "read",
    success: SubstitutionsContract.getSubstitutions.success.fields.data,
    run: (orderId: string) => Effect.flatMap(Substitutions, (s) => s.getSubstitutions(orderId))
  }),
  getSubstitutionsBySubOrder: /* @__PURE__ */ defineUseCase({
    name: "Substitutions.getBySubOrderId",
    mode: "read",
    success: SubstitutionsContract.getSubstitutionsBySubOrder.success.fields.data,
    run: (subOrderId: string) => Effect.flatMap(Substitutions, (s) => s.getBySubOrderId(subOrderId))
  }),
  decideSubstitutions: /* @__PURE__ */ defineUseCase({
    name: "Substitutions.decideSubstitutions",
    mode: "mutation",
    run: (orderId: string, decisions: SubstitutionDecisionsRequest["decisions"], options: CallOptions = {}) =>
      Effect.flatMap(Substitutions, (s) => s.decideSubstitutions(orderId, decisions, options)),
    invalidates: ["Substitutions."]
  }),
  getMessages: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.getMessages",
    mode: "read",
    success: PostOrderMessagingContract.getMessagesBySubOrder.success.fields.data.fields.messages,
    run: (target: MessageTarget) => Effect.flatMap(PostOrderMessaging, (s) => s.getMessages(target))
  }),
  postMessage: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.postMessage",
    mode: "mutation",
    run: (target: MessageTarget, audience: MessageAudience, text: string, options: CallOptions = {}) =>
      Effect.flatMap(PostOrderMessaging, (s) => s.postMessage(target, audience, text, options)),
    invalidates: ["PostOrderMessaging.getMessages"]
  }),
  editMessage: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.editMessage",
    mode: "mutation",
    run: (target: MessageTarget, messageId: string, text: string) =>
      Effect.flatMap(PostOrderMessaging, (s) => s.editMessage(target, messageId, text)),
    invalidates: ["PostOrderMessaging.getMessages"]
  }),
  deleteMessage: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.deleteMessage",
    mode: "mutation",
    run: (target: MessageTarget, messageId: string) => Effect.flatMap(PostOrderMessaging, (s) => s.deleteMessage(target, messageId)),
    invalidates: ["PostOrderMessaging.getMessages"]
  }),
  startReturn: /* @__PURE__ */ defineUseCase({
    name: "Returns.startReturn",
    mode: "mutation",
    run: (orderId: string, request: StartReturnRequest, options: CallOptions = {}) =>
      Effect.flatMap(Returns, (s) => s.startReturn(orderId, request, options))
  })
}
