/**
 * The promise, quote, time slot, substitution, post-order messaging and return use cases, ready
 * for the hooks. Writes are mutations (keyed).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { QuoteParams } from "../contract/promises.js"
import type { CheckoutModality, MessageAudience } from "../schema/checkout.js"
import type { StartReturnRequest, SubstitutionDecisionsRequest } from "../schema/orders.js"
import type { CreatePromiseRequest, PromiseItem, UpdatePromiseRequest } from "../schema/promises.js"
import { type MessageTarget, PostOrderMessaging, Returns, Substitutions } from "../services/Orders.js"
import { type CreatePromiseOptions, Promises, Quotes, Timeslots } from "../services/Promising.js"
import { defineUseCase } from "./UseCase.js"

/** Promise use cases (v2; v4 through the service). */
export const PromisesUseCases = {
  getPromise: /* @__PURE__ */ defineUseCase({
    name: "Promises.getPromise",
    mode: "read",
    run: (promiseId: string) => Effect.flatMap(Promises, (s) => s.getPromise(promiseId))
  }),
  createPromise: /* @__PURE__ */ defineUseCase({
    name: "Promises.createPromise",
    mode: "mutation",
    run: (request: CreatePromiseRequest, options: CreatePromiseOptions = {}) =>
      Effect.flatMap(Promises, (s) => s.createPromise(request, options))
  }),
  updatePromise: /* @__PURE__ */ defineUseCase({
    name: "Promises.updatePromise",
    mode: "mutation",
    run: (request: UpdatePromiseRequest) => Effect.flatMap(Promises, (s) => s.updatePromise(request))
  }),
  deletePromise: /* @__PURE__ */ defineUseCase({
    name: "Promises.deletePromise",
    mode: "mutation",
    run: (promiseId: string) => Effect.flatMap(Promises, (s) => s.deletePromise(promiseId))
  }),
  getSourcingOptions: /* @__PURE__ */ defineUseCase({
    name: "Promises.getSourcingOptions",
    mode: "read",
    run: (locationId: string, items: ReadonlyArray<PromiseItem>) => Effect.flatMap(Promises, (s) => s.getSourcingOptions(locationId, items))
  }),
  getShipOptions: /* @__PURE__ */ defineUseCase({
    name: "Promises.getShipOptions",
    mode: "read",
    run: (postalCode: string, items: ReadonlyArray<PromiseItem>) => Effect.flatMap(Promises, (s) => s.getShipOptions(postalCode, items))
  })
}

/** Quote use cases. */
export const QuotesUseCases = {
  getQuote: /* @__PURE__ */ defineUseCase({
    name: "Quotes.getQuote",
    mode: "read",
    run: (params: QuoteParams, items: ReadonlyArray<PromiseItem>) => Effect.flatMap(Quotes, (s) => s.getQuote(params, items))
  }),
  getQuoteById: /* @__PURE__ */ defineUseCase({
    name: "Quotes.getQuoteById",
    mode: "read",
    run: (quoteId: string) => Effect.flatMap(Quotes, (s) => s.getQuoteById(quoteId))
  })
}

/** Time slot use cases. */
export const TimeslotsUseCases = {
  getUpfrontTimeslots: /* @__PURE__ */ defineUseCase({
    name: "Timeslots.getUpfrontTimeslots",
    mode: "read",
    contextDependent: true,
    run: (locationId: string, modality: CheckoutModality) => Effect.flatMap(Timeslots, (s) => s.getUpfrontTimeslots(locationId, modality))
  }),
  getTimeslots: /* @__PURE__ */ defineUseCase({
    name: "Timeslots.getTimeslots",
    mode: "read",
    run: (locationIds: ReadonlyArray<string>) => Effect.flatMap(Timeslots, (s) => s.getTimeslots(locationIds))
  })
}

/** Substitution, message and return use cases of a placed order. */
export const OrderUseCases = {
  getSubstitutions: /* @__PURE__ */ defineUseCase({
    name: "Substitutions.getSubstitutions",
    mode: "read",
    run: (orderId: string) => Effect.flatMap(Substitutions, (s) => s.getSubstitutions(orderId))
  }),
  getSubstitutionsBySubOrder: /* @__PURE__ */ defineUseCase({
    name: "Substitutions.getBySubOrderId",
    mode: "read",
    run: (subOrderId: string) => Effect.flatMap(Substitutions, (s) => s.getBySubOrderId(subOrderId))
  }),
  decideSubstitutions: /* @__PURE__ */ defineUseCase({
    name: "Substitutions.decideSubstitutions",
    mode: "mutation",
    run: (orderId: string, decisions: SubstitutionDecisionsRequest["decisions"]) =>
      Effect.flatMap(Substitutions, (s) => s.decideSubstitutions(orderId, decisions))
  }),
  getMessages: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.getMessages",
    mode: "read",
    run: (target: MessageTarget) => Effect.flatMap(PostOrderMessaging, (s) => s.getMessages(target))
  }),
  postMessage: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.postMessage",
    mode: "mutation",
    run: (target: MessageTarget, audience: MessageAudience, text: string) =>
      Effect.flatMap(PostOrderMessaging, (s) => s.postMessage(target, audience, text))
  }),
  editMessage: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.editMessage",
    mode: "mutation",
    run: (target: MessageTarget, messageId: string, text: string) =>
      Effect.flatMap(PostOrderMessaging, (s) => s.editMessage(target, messageId, text))
  }),
  deleteMessage: /* @__PURE__ */ defineUseCase({
    name: "PostOrderMessaging.deleteMessage",
    mode: "mutation",
    run: (target: MessageTarget, messageId: string) => Effect.flatMap(PostOrderMessaging, (s) => s.deleteMessage(target, messageId))
  }),
  startReturn: /* @__PURE__ */ defineUseCase({
    name: "Returns.startReturn",
    mode: "mutation",
    run: (orderId: string, request: StartReturnRequest) => Effect.flatMap(Returns, (s) => s.startReturn(orderId, request))
  })
}
