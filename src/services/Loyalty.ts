/**
 * Loyalty: summary, transactions of a program, virtual card and card-or-alternate-id
 * availability, shopper card update, virtual card creation, alternate id update (status SUCCESS
 * or FAILURE) and the alternate ids. Writes are keyed.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { LoyaltyContract } from "../contract/rewards.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * The loyalty programme: the shopper's summary, a programme's transactions, the virtual card, and the shopper card and alternate ids.
 *
 * @example
 * ```ts
 * export const loyaltySummary = Effect.gen(function* () {
 *   const loyalty = yield* Loyalty
 *   return yield* loyalty.getSummary()
 * })
 * ```
 */
export class Loyalty extends Effect.Service<Loyalty>()("atlas-client/Loyalty", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The shopper's loyalty summary. */
      getSummary: fn("Loyalty.getSummary")(function* () {
        return (yield* run(LoyaltyContract.getLoyaltySummary, {})).data.summary
      }),
      /** Transactions of a program, newest first. */
      getTransactions: fn("Loyalty.getTransactions")(function* (programId: string) {
        return (yield* run(LoyaltyContract.getLoyaltyTransactions, { path: { programId } })).data.transactions
      }),
      /** Whether a virtual card can be created. */
      isVirtualCardAvailable: fn("Loyalty.isVirtualCardAvailable")(function* () {
        return (yield* run(LoyaltyContract.getVirtualCardAvailable, {})).data.available
      }),
      /** Whether a card or alternate id can be added. */
      isCardOrAltIdAvailable: fn("Loyalty.isCardOrAltIdAvailable")(function* () {
        return (yield* run(LoyaltyContract.getCardOrAltIdAvailable, {})).data.available
      }),
      /** Puts a shopper card (12 or 13 digits) on the account (keyed). */
      updateShopperCard: fn("Loyalty.updateShopperCard")(function* (cardNumber: string, options?: CallOptions) {
        return (yield* run(LoyaltyContract.updateShopperCard, { payload: { cardNumber: cardNumber.replace(/\s+/g, "") } }, options)).data
      }),
      /** Creates a virtual card (keyed). */
      createVirtualCard: fn("Loyalty.createVirtualCard")(function* (options?: CallOptions) {
        return (yield* run(LoyaltyContract.createVirtualCard, {}, options)).data
      }),
      /** Sets the alternate id, a 10-digit phone number (keyed); status SUCCESS or FAILURE. */
      updateAlternateId: fn("Loyalty.updateAlternateId")(function* (alternateId: string, options?: CallOptions) {
        return (yield* run(LoyaltyContract.updateAlternateId, { payload: { alternateId: alternateId.replace(/\D+/g, "") } }, options)).data
      }),
      /** The shopper's alternate ids. */
      getAlternateIds: fn("Loyalty.getAlternateIds")(function* () {
        return (yield* run(LoyaltyContract.getAlternateIds, {})).data.alternateIds
      })
    } as const
  })
}) {}

/** Every error a {@link Loyalty} use case can fail with (derived from the use cases, so from the descriptors). */
export type LoyaltyError = ServiceError<Loyalty>
