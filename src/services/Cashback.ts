/**
 * Cashback: the shopper's balance (projection cashback.compact or cashback.full) and redemptions
 * to PAYPAL or SHOPPER_CARD. A redemption is keyed: a retry never redeems twice.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { runner } from "../layers/runner.js"
import { CashbackContract } from "../contract/savings.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { CashbackAccountType, CashbackProjection } from "../schema/savings.js"
import type { ServiceError } from "./ServiceError.js"

/** A redemption amount that is not a positive amount of cents; nothing was sent. */
export class InvalidRedemptionAmount extends Schema.TaggedError<InvalidRedemptionAmount>()("InvalidRedemptionAmount", {
  amount: Schema.Number
}) {
  /** The text to show under the amount field. */
  override get message(): string {
    return "Enter an amount greater than $0.00"
  }
}

/**
 * The shopper's cashback balance, and redeeming it to PayPal or the shopper card (keyed: a retry never redeems twice).
 *
 * @example
 * ```ts
 * export const cashbackBalance = Effect.gen(function* () {
 *   const cashback = yield* Cashback
 *   return yield* cashback.getBalance()
 * })
 * ```
 */
export class Cashback extends Effect.Service<Cashback>()("atlas-client/Cashback", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The shopper's balance; the full projection adds totals by type. */
      getBalance: fn("Cashback.getBalance")(function* (projection?: CashbackProjection) {
        return (yield* run(CashbackContract.getCashbackBalance, { urlParams: projection === undefined ? {} : { projections: projection } }))
          .data.balance
      }),
      /** Redeems an amount to an account (keyed); the redemption and the balance left. */
      redeem: fn("Cashback.redeem")(function* (accountType: CashbackAccountType, amount: number, options?: CallOptions) {
        if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100)
          return yield* new InvalidRedemptionAmount({ amount })
        return (yield* run(CashbackContract.redeemCashback, { payload: { accountType, amount } }, options)).data
      })
    } as const
  })
}) {}

/** Every error a {@link Cashback} use case can fail with (derived from the use cases, so from the descriptors). */
export type CashbackError = ServiceError<Cashback>
