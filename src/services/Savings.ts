/**
 * The savings hub: savings alerts and their items, specials and their items, weekly ads, and the
 * shopper's savings streak.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { runner } from "../layers/runner.js"
import { SavingsContract } from "../contract/savings.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * The savings hub: savings alerts and specials with their items, weekly ads, and the shopper's savings streak.
 *
 * @example
 * ```ts
 * export const specials = Effect.gen(function* () {
 *   const savings = yield* Savings
 *   return yield* savings.getSpecials()
 * })
 * ```
 */
export class Savings extends Effect.Service<Savings>()("atlas-client/Savings", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Savings alerts: sales on what the shopper buys. */
      getAlerts: fn("Savings.getAlerts")(function* () {
        return (yield* run(SavingsContract.getAlerts, {})).data.alerts
      }),
      /** The items of the savings alerts. */
      getAlertItems: fn("Savings.getAlertItems")(function* () {
        return (yield* run(SavingsContract.getAlertItems, {})).data.items
      }),
      /** Specials. */
      getSpecials: fn("Savings.getSpecials")(function* () {
        return (yield* run(SavingsContract.getSpecials, {})).data.specials
      }),
      /** The items of the specials. */
      getSpecialItems: fn("Savings.getSpecialItems")(function* () {
        return (yield* run(SavingsContract.getSpecialItems, {})).data.items
      }),
      /** Weekly ads of the savings hub. */
      getWeeklyAds: fn("Savings.getWeeklyAds")(function* () {
        return (yield* run(SavingsContract.getSavingsWeeklyAds, {})).data.weeklyAds
      }),
      /** The shopper's savings streak. */
      getStreak: fn("Savings.getStreak")(function* () {
        return (yield* run(SavingsContract.getStreak, {})).data.streak
      })
    } as const
  })
}) {}

/** Every error a {@link Savings} use case can fail with (derived from the use cases, so from the descriptors). */
export type SavingsError = ServiceError<Savings>
