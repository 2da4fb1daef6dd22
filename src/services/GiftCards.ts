/**
 * The `GiftCards` service.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { GiftCardContract } from "../contract/checkout.js"
import { runner } from "../layers/runner.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * What a gift card still holds (by its number and PIN), and the gift-card rewards the shopper earned.
 *
 * @example
 * ```ts
 * export const giftCardBalance = Effect.gen(function* () {
 *   const giftCards = yield* GiftCards
 *   return yield* giftCards.getBalance("6006491234567890123", "1234")
 * })
 * ```
 */
export class GiftCards extends Effect.Service<GiftCards>()("atlas-client/GiftCards", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** A gift card's balance (16 to 19 digits, a 4 to 8 digit pin). */
      getBalance: fn("GiftCards.getBalance")(function* (cardNumber: string, pin: string) {
        return (yield* run(GiftCardContract.getGiftCardBalance, { payload: { cardNumber, pin } })).data
      }),
      /** The gift card rewards. */
      getRewards: fn("GiftCards.getRewards")(function* () {
        return (yield* run(GiftCardContract.getGiftCardRewards, {})).data.rewards
      })
    } as const
  })
}) {}

/** Every error a {@link GiftCards} use case can fail with (derived from the use cases, so from the descriptors). */
export type GiftCardsError = ServiceError<GiftCards>
