/**
 * Offers: flash sales (keyed: the slot resets, then sends; a retry never claims twice) and the
 * flash-sale max quantity (an offers read, scope `offers.read`).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { runner } from "../layers/runner.js"
import { OffersContract } from "../contract/savings.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Flash sales: claim offers (keyed: a retry never claims twice) and how many of each the shopper may buy.
 *
 * @example
 * ```ts
 * export const flashSaleLimits = Effect.gen(function* () {
 *   const offers = yield* Offers
 *   return yield* offers.getFlashSaleMaxQuantity(["FS-100", "FS-101"])
 * })
 * ```
 */
export class Offers extends Effect.Service<Offers>()("atlas-client/Offers", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Claims flash-sale offers (none: lists the open ones); the offers after the claim. */
      claimFlashSales: fn("Offers.claimFlashSales")(function* (offerIds: ReadonlyArray<string>, options?: CallOptions) {
        return (yield* run(OffersContract.claimFlashSales, { payload: { offerIds } }, options)).data.offers
      }),
      /** Units each offer still allows the shopper ("Expecting flash sale max quantity request" without ids). */
      getFlashSaleMaxQuantity: fn("Offers.getFlashSaleMaxQuantity")(function* (offerIds: ReadonlyArray<string>) {
        return (yield* run(OffersContract.getFlashSaleMaxQuantity, { payload: { offerIds } })).data.quantities
      })
    } as const
  })
}) {}

/** Every error a {@link Offers} use case can fail with (derived from the use cases, so from the descriptors). */
export type OffersError = ServiceError<Offers>
