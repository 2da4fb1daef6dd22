/**
 * Shoppable weekly ads from the environment's shoppable-ads host (digital ads base
 * `/digitalads/v1`, credentials `omit`, no secret headers): circulars, ads, deals (V1 or V2 by a
 * flag) and deal details.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { ShoppableAdsContract } from "../contract/ads.js"
import { runner } from "../layers/runner.js"
import { defined, nonBlank } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of the deals read. */
export interface DealsOptions {
  readonly circularId?: string
  readonly storeId?: string
  /** Read deals V2 (`/digitalads/v2/deals`) instead of V1. */
  readonly v2?: boolean
}

/**
 * Shoppable weekly ads: a store's circulars, their ads, and deals the shopper can add to the cart.
 *
 * @example
 * ```ts
 * export const deals = Effect.gen(function* () {
 *   const ads = yield* ShoppableAds
 *   return yield* ads.getDeals()
 * })
 * ```
 */
export class ShoppableAds extends Effect.Service<ShoppableAds>()("atlas-client/ShoppableAds", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The shoppable circulars of a store. */
      getCirculars: fn("ShoppableAds.getCirculars")(function* (storeId?: string) {
        return (yield* run(ShoppableAdsContract.getShoppableCirculars, { urlParams: defined({ storeId: nonBlank(storeId) }) })).circulars
      }),
      /** The ads of a circular. */
      getAds: fn("ShoppableAds.getAds")(function* (circularId?: string) {
        return (yield* run(ShoppableAdsContract.getShoppableAds, { urlParams: defined({ circularId: nonBlank(circularId) }) })).ads
      }),
      /** Deals, V1 or V2 by the flag. */
      getDeals: fn("ShoppableAds.getDeals")(function* (options: DealsOptions = {}) {
        const urlParams = defined({ circularId: nonBlank(options.circularId), storeId: nonBlank(options.storeId) })
        const body =
          options.v2 === true
            ? yield* run(ShoppableAdsContract.getDealsV2, { urlParams })
            : yield* run(ShoppableAdsContract.getDealsV1, { urlParams })
        return body.deals
      }),
      /** One deal's details. */
      getDeal: fn("ShoppableAds.getDeal")(function* (dealId: string) {
        return (yield* run(ShoppableAdsContract.getDeal, { path: { dealId } })).deal
      })
    } as const
  })
}) {}

/** Every error a {@link ShoppableAds} use case can fail with (derived from the use cases, so from the descriptors). */
export type ShoppableAdsError = ServiceError<ShoppableAds>
