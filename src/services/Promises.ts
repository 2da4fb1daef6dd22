/**
 * Promises, quotes and time slots. Promise writes are keyed; a create sends
 * `x-instacart-no-reservation: true` unless the V2 flag asks for a reservation. Promise create and
 * modify refusals with a promise modify code fail with `PromiseModifyError` (the contract declares
 * the family: see {@link PromisesError}).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PromisesContract } from "../contract/promises.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { CreatePromiseRequest, PromiseItem, UpdatePromiseRequest } from "../schema/promises.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of a promise create. */
export interface CreatePromiseOptions extends CallOptions {
  /** The V2 flag: reserve the slot (`x-instacart-no-reservation: false`). */
  readonly v2?: boolean
}

/**
 * Delivery and pickup promises (v2 and v4): reserve when and where an order is fulfilled, change or cancel the
 * reservation, and the sourcing and ship options for items.
 *
 * @example
 * ```ts
 * export const deliveryPromise = (promiseId: string) =>
 *   Effect.gen(function* () {
 *     const promises = yield* Promises
 *     return yield* promises.getPromise(promiseId)
 *   })
 * ```
 */
export class Promises extends Effect.Service<Promises>()("atlas-client/Promises", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const noReservation = (options: CreatePromiseOptions) => ({
      "x-instacart-no-reservation": options.v2 === true ? ("false" as const) : ("true" as const)
    })
    return {
      /** A promise. */
      getPromise: fn("Promises.getPromise")(function* (promiseId: string) {
        return (yield* run(PromisesContract.getPromise, { urlParams: { "filter.promiseId": promiseId } })).data.promise
      }),
      /** Creates a promise: INITIAL (keyed). */
      createPromise: fn("Promises.createPromise")(function* (request: CreatePromiseRequest, options: CreatePromiseOptions = {}) {
        const { v2: _, ...call } = options
        const body = yield* run(PromisesContract.createPromise, { headers: noReservation(options), payload: request }, call)
        return body.data.promise
      }),
      /** Modifies (RECALCULATE) or completes (COMPLETE) a promise (keyed). */
      updatePromise: fn("Promises.updatePromise")(function* (request: UpdatePromiseRequest, options?: CallOptions) {
        return (yield* run(PromisesContract.updatePromise, { payload: request }, options)).data.promise
      }),
      /** Deletes a promise, releasing its reservation (keyed). */
      deletePromise: fn("Promises.deletePromise")(function* (promiseId: string, options?: CallOptions) {
        return (yield* run(PromisesContract.deletePromise, { urlParams: { "filter.promiseId": promiseId } }, options)).data
      }),
      /** A promise (v4). */
      getPromiseV4: fn("Promises.getPromiseV4")(function* (promiseId: string) {
        return (yield* run(PromisesContract.getPromiseV4, { urlParams: { "filter.promiseId": promiseId } })).data.promise
      }),
      /** Creates a promise (v4, keyed). */
      createPromiseV4: fn("Promises.createPromiseV4")(function* (request: CreatePromiseRequest, options: CreatePromiseOptions = {}) {
        const { v2: _, ...call } = options
        const body = yield* run(PromisesContract.createPromiseV4, { headers: noReservation(options), payload: request }, call)
        return body.data.promise
      }),
      /** Modifies or completes a promise (v4, keyed). */
      updatePromiseV4: fn("Promises.updatePromiseV4")(function* (request: UpdatePromiseRequest, options?: CallOptions) {
        return (yield* run(PromisesContract.updatePromiseV4, { payload: request }, options)).data.promise
      }),
      /** Sourcing options of items at a store. */
      getSourcingOptions: fn("Promises.getSourcingOptions")(function* (locationId: string, items: ReadonlyArray<PromiseItem>) {
        return (yield* run(PromisesContract.getSourcingOptions, { payload: { locationId, items } })).data.options
      }),
      /** Ship options of items to a postal code. */
      getShipOptions: fn("Promises.getShipOptions")(function* (postalCode: string, items: ReadonlyArray<PromiseItem>) {
        return (yield* run(PromisesContract.getShipOptions, { payload: { postalCode, items } })).data.options
      })
    } as const
  })
}) {}

/** Every error a {@link Promises} use case can fail with (derived from the use cases, so from the descriptors). */
export type PromisesError = ServiceError<Promises>
