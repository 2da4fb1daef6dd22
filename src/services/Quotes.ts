/**
 * The `Quotes` service.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { QuotesContract, type QuoteParams } from "../contract/promises.js"
import { runner } from "../layers/runner.js"
import type { PromiseItem } from "../schema/promises.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Delivery and ship quotes: what fulfilling these items would cost and when, or a quote again by its id.
 *
 * @example
 * ```ts
 * export const quote = (quoteId: string) =>
 *   Effect.gen(function* () {
 *     const quotes = yield* Quotes
 *     return yield* quotes.getQuoteById(quoteId)
 *   })
 * ```
 */
export class Quotes extends Effect.Service<Quotes>()("atlas-client/Quotes", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Quotes items at a store ("Expecting Quotes request" without a valid store and modality). */
      getQuote: fn("Quotes.getQuote")(function* (params: QuoteParams, items: ReadonlyArray<PromiseItem>) {
        return (yield* run(QuotesContract.createQuote, { urlParams: params, payload: { items } })).data.quote
      }),
      /** A quote by id. */
      getQuoteById: fn("Quotes.getQuoteById")(function* (quoteId: string) {
        return (yield* run(QuotesContract.getQuoteById, { path: { quoteId } })).data.quote
      })
    } as const
  })
}) {}

/** Every error a {@link Quotes} use case can fail with (derived from the use cases, so from the descriptors). */
export type QuotesError = ServiceError<Quotes>
