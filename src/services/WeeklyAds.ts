/**
 * Weekly ads: the circulars of a store (by banner, division and store number) and a circular's
 * items scored for the shopper.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { WeeklyAdsContract, type WeeklyAdPath } from "../contract/ads.js"
import { runner } from "../layers/runner.js"

export { weeklyAdPathOf } from "../rules/ads.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * A store's weekly ads: its circulars and a circular's items, scored for the shopper.
 *
 * @example
 * ```ts
 * export const weeklyAd = Effect.gen(function* () {
 *   const store = yield* Effect.flatMap(Stores, (stores) => stores.getStoreDetails("01400943"))
 *   const weeklyAds = yield* WeeklyAds
 *   return yield* weeklyAds.getCirculars(weeklyAdPathOf(store))
 * })
 * ```
 */
export class WeeklyAds extends Effect.Service<WeeklyAds>()("atlas-client/WeeklyAds", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The circulars of a store. */
      getCirculars: fn("WeeklyAds.getCirculars")(function* (path: WeeklyAdPath) {
        return (yield* run(WeeklyAdsContract.getCirculars, { path })).data.circulars
      }),
      /** A circular's items, highest score first. */
      getScoredItems: fn("WeeklyAds.getScoredItems")(function* (path: WeeklyAdPath, circularId: string) {
        return (yield* run(WeeklyAdsContract.getScoredItems, { path: { ...path, circularId } })).data.items
      })
    } as const
  })
}) {}

/** Every error a {@link WeeklyAds} use case can fail with (derived from the use cases, so from the descriptors). */
export type WeeklyAdsError = ServiceError<WeeklyAds>
