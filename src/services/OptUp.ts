/**
 * OptUP: the loyalty optimisation score (v2; classification maintain, moderate, minimize,
 * noClassification; highly private linked data) and the scored orders of a month.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { OptUpContract } from "../contract/rewards.js"
import { runner } from "../layers/runner.js"
import type { ServiceError } from "./ServiceError.js"

/** A month that is not 1 to 12 or a year that is not a whole year; nothing was sent. */
export class InvalidOptUpPeriod extends Schema.TaggedError<InvalidOptUpPeriod>()("InvalidOptUpPeriod", {
  month: Schema.Number,
  year: Schema.Number
}) {
  /** The text to show next to the month and year pickers. */
  override get message(): string {
    return "Choose a month and year"
  }
}

/**
 * The OptUP healthy-eating score of the shopper's purchases, and the scored orders of a month.
 *
 * @example
 * ```ts
 * export const healthScore = Effect.gen(function* () {
 *   const optUp = yield* OptUp
 *   return yield* optUp.getScore()
 * })
 * ```
 */
export class OptUp extends Effect.Service<OptUp>()("atlas-client/OptUp", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The shopper's OptUP score and classification. */
      getScore: fn("OptUp.getScore")(function* () {
        return (yield* run(OptUpContract.getOptUpScore, {})).data
      }),
      /** The orders OptUP scored in a month (1 to 12) of a year. */
      getMniOrders: fn("OptUp.getMniOrders")(function* (month: number, year: number) {
        if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2100) {
          return yield* new InvalidOptUpPeriod({ month, year })
        }
        return (yield* run(OptUpContract.getMniOrders, { urlParams: { "filter.month": month, "filter.year": year } })).data.orders
      })
    } as const
  })
}) {}

/** Every error a {@link OptUp} use case can fail with (derived from the use cases, so from the descriptors). */
export type OptUpError = ServiceError<OptUp>
