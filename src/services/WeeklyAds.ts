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

/** The weekly-ads use cases. */
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
