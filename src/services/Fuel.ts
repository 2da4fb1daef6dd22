/**
 * Fuel points: the savings calculator (10 cents a gallon per 100 points, at most $1 a gallon).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { FuelContract } from "../contract/rewards.js"
import { runner } from "../layers/runner.js"
import type { FuelCalculatorRequest } from "../schema/rewards.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * The fuel-points calculator: what a number of points saves on a fill-up.
 *
 * @example
 * ```ts
 * export const fuelSavings = Effect.gen(function* () {
 *   const fuel = yield* Fuel
 *   return yield* fuel.calculateSavings({ points: 200, gallons: 12, pricePerGallon: 3.49 })
 * })
 * ```
 */
export class Fuel extends Effect.Service<Fuel>()("atlas-client/Fuel", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** What points save on a fill-up ("Expecting fuel savings calculator request" on negative input). */
      calculateSavings: fn("Fuel.calculateSavings")(function* (input: FuelCalculatorRequest) {
        return (yield* run(FuelContract.calculateFuelSavings, { payload: input })).data
      })
    } as const
  })
}) {}

/** Every error a {@link Fuel} use case can fail with (derived from the use cases, so from the descriptors). */
export type FuelError = ServiceError<Fuel>
