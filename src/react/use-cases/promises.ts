/**
 * The promise, quote and time slot use cases, ready
 * for the hooks. Writes are mutations (keyed).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { QuotesContract } from "../../contract/promises.js"
import { PromisesContract } from "../../contract/promises.js"
import { TimeslotsContract } from "../../contract/promises.js"
import type { QuoteParams } from "../../contract/promises.js"
import type { CheckoutModality } from "../../schema/checkout.js"
import type { CreatePromiseRequest, PromiseItem, UpdatePromiseRequest } from "../../schema/promises.js"
import { type CreatePromiseOptions, Promises } from "../../services/Promises.js"
import { Quotes } from "../../services/Quotes.js"
import { Timeslots } from "../../services/Timeslots.js"
import { defineUseCase } from "../UseCase.js"

/** Promise use cases (v2; v4 through the service). */
export const PromisesUseCases = {
  getPromise: /* @__PURE__ */ defineUseCase({
    name: "Promises.getPromise",
    mode: "read",
    success: PromisesContract.getPromise.success.fields.data.fields.promise,
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
    success: PromisesContract.getSourcingOptions.success.fields.data.fields.options,
    run: (locationId: string, items: ReadonlyArray<PromiseItem>) => Effect.flatMap(Promises, (s) => s.getSourcingOptions(locationId, items))
  }),
  getShipOptions: /* @__PURE__ */ defineUseCase({
    name: "Promises.getShipOptions",
    mode: "read",
    success: PromisesContract.getShipOptions.success.fields.data.fields.options,
    run: (postalCode: string, items: ReadonlyArray<PromiseItem>) => Effect.flatMap(Promises, (s) => s.getShipOptions(postalCode, items))
  })
}

/** Quote use cases. */
export const QuotesUseCases = {
  getQuote: /* @__PURE__ */ defineUseCase({
    name: "Quotes.getQuote",
    mode: "read",
    success: QuotesContract.createQuote.success.fields.data.fields.quote,
    run: (params: QuoteParams, items: ReadonlyArray<PromiseItem>) => Effect.flatMap(Quotes, (s) => s.getQuote(params, items))
  }),
  getQuoteById: /* @__PURE__ */ defineUseCase({
    name: "Quotes.getQuoteById",
    mode: "read",
    success: QuotesContract.getQuoteById.success.fields.data.fields.quote,
    run: (quoteId: string) => Effect.flatMap(Quotes, (s) => s.getQuoteById(quoteId))
  })
}

/** Time slot use cases. */
export const TimeslotsUseCases = {
  getUpfrontTimeslots: /* @__PURE__ */ defineUseCase({
    name: "Timeslots.getUpfrontTimeslots",
    mode: "read",
    contextDependent: true,
    success: TimeslotsContract.getUpfrontTimeslots.success.fields.data.fields.timeslots,
    run: (locationId: string, modality: CheckoutModality) => Effect.flatMap(Timeslots, (s) => s.getUpfrontTimeslots(locationId, modality))
  }),
  getTimeslots: /* @__PURE__ */ defineUseCase({
    name: "Timeslots.getTimeslots",
    mode: "read",
    success: TimeslotsContract.getTimeslots.success.fields.data.fields.timeslots,
    run: (locationIds: ReadonlyArray<string>) => Effect.flatMap(Timeslots, (s) => s.getTimeslots(locationIds))
  })
}
