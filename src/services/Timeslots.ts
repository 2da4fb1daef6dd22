/**
 * The `Timeslots` service.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { TimeslotsContract } from "../contract/promises.js"
import { runner } from "../layers/runner.js"
import type { CheckoutModality } from "../schema/checkout.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Pickup and delivery time slots of a store, before checkout or for several stores at once.
 *
 * @example
 * ```ts
 * export const pickupWindows = Effect.gen(function* () {
 *   const timeslots = yield* Timeslots
 *   return yield* timeslots.getTimeslots(["01400943"])
 * })
 * ```
 */
export class Timeslots extends Effect.Service<Timeslots>()("atlas-client/Timeslots", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Time slots of a store and modality, with the capacity left. */
      getUpfrontTimeslots: fn("Timeslots.getUpfrontTimeslots")(function* (locationId: string, modality: CheckoutModality) {
        return (yield* run(TimeslotsContract.getUpfrontTimeslots, { payload: { locationId, modality } })).data.timeslots
      }),
      /** Time slots of stores. */
      getTimeslots: fn("Timeslots.getTimeslots")(function* (locationIds: ReadonlyArray<string>) {
        return (yield* run(TimeslotsContract.getTimeslots, { path: { locationIds } })).data.timeslots
      })
    } as const
  })
}) {}

/** Every error a {@link Timeslots} use case can fail with (derived from the use cases, so from the descriptors). */
export type TimeslotsError = ServiceError<Timeslots>
