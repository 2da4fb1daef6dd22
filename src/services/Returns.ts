/**
 * The `Returns` service.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { ReturnsContract } from "../contract/orders.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { StartReturnRequest } from "../schema/orders.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Starts a return of items of an order (keyed); refusals fail with `ReturnRejected`.
 *
 * @example
 * ```ts
 * export const returnOne = (orderId: string, upc: string) =>
 *   Effect.gen(function* () {
 *     const returns = yield* Returns
 *     return yield* returns.startReturn(orderId, { action: "REFUND", items: [{ upc, quantity: 1 }] })
 *   })
 * ```
 */
export class Returns extends Effect.Service<Returns>()("atlas-client/Returns", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Starts a return (keyed; v2 unless `v1`); refusals fail with `ReturnRejected`. */
      startReturn: fn("Returns.startReturn")(function* (
        orderId: string,
        request: StartReturnRequest,
        options: CallOptions & { readonly v1?: boolean } = {}
      ) {
        const { v1, ...call } = options
        const op = v1 === true ? ReturnsContract.startReturnV1 : ReturnsContract.startReturn
        const body = yield* run(op, { path: { orderId }, payload: request }, call)
        return body.data.return
      })
    } as const
  })
}) {}

/** Every error a {@link Returns} use case can fail with (derived from the use cases, so from the descriptors). */
export type ReturnsError = ServiceError<Returns>
