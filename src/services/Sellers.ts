/**
 * Marketplace sellers: by ids, and the list.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { runner } from "../layers/runner.js"
import { SellersContract, type SellersListParams } from "../contract/sellers.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Marketplace sellers: by their ids, or the list.
 *
 * @example
 * ```ts
 * export const marketplaceSellers = Effect.gen(function* () {
 *   const sellers = yield* Sellers
 *   return yield* sellers.listSellers()
 * })
 * ```
 */
export class Sellers extends Effect.Service<Sellers>()("atlas-client/Sellers", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Sellers by ids ("Expecting Sellers request" without ids). */
      getSellers: fn("Sellers.getSellers")(function* (ids: ReadonlyArray<string>) {
        const body = yield* run(SellersContract.getSellers, { path: { ids } })
        return body.data.sellers
      }),

      /** Every seller, by name, paged. */
      listSellers: fn("Sellers.listSellers")(function* (params: SellersListParams = {}) {
        const body = yield* run(SellersContract.listSellers, { urlParams: params })
        return { sellers: body.data.sellers, page: body.meta.page }
      })
    } as const
  })
}) {}

/** Every error a {@link Sellers} use case can fail with (derived from the use cases, so from the descriptors). */
export type SellersError = ServiceError<Sellers>
