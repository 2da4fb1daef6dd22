/**
 * Ad placements (V1 and V2) with the spec §9 defaults: page size 100, offset 0, projection
 * `recommendations.compact`; and the impression events of placements seen (spec §3), with the
 * warning of a monetized impression without an id logged.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { type AdPlacementParams, AdsContract } from "../contract/ads.js"
import { runner } from "../layers/runner.js"
import { impressionComplete, type ImpressionInput, impressionV1 } from "../rules/impressions.js"
import { type AdSignalSource, type AdTarget, DEFAULT_AD_OFFSET, DEFAULT_AD_PAGE_SIZE, DEFAULT_AD_PROJECTION } from "../schema/ads.js"
import type { AdDisplayLocation } from "../schema/ads.js"
import { defined } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of the ad placements read. */
export interface AdPlacementOptions {
  readonly target: AdTarget
  readonly displayLocations?: ReadonlyArray<typeof AdDisplayLocation.Type>
  readonly signalSource?: AdSignalSource
  /** UPCs or start-my-cart signals. */
  readonly signals?: ReadonlyArray<string>
  /** 100 by default. */
  readonly pageSize?: number
  /** 0 by default. */
  readonly offset?: number
  /** Read V2 (`/monetization/v2/ad-placements`). */
  readonly v2?: boolean
}

/** The url params of an ad placements read, defaults filled (spec §9). */
export const adPlacementParams = (options: AdPlacementOptions): AdPlacementParams =>
  defined({
    "filter.target": options.target,
    "filter.displayLocations": options.displayLocations?.length ? options.displayLocations : undefined,
    "filter.signalSource": options.signalSource,
    "filter.signals": options.signals?.length ? options.signals : undefined,
    "page.size": options.pageSize ?? DEFAULT_AD_PAGE_SIZE,
    "page.offset": options.offset ?? DEFAULT_AD_OFFSET,
    projections: DEFAULT_AD_PROJECTION
  })

const logged = <E>(built: { readonly event: E; readonly warnings: ReadonlyArray<string> }) =>
  Effect.as(
    Effect.forEach(built.warnings, (w) => Effect.logWarning(w), { discard: true }),
    built.event
  )

/**
 * Which ads to show where (home, search, a department, coupons…), with the spec's defaults, and the impression events of the placements the shopper saw.
 *
 * @example
 * ```ts
 * export const homeAds = Effect.gen(function* () {
 *   const placements = yield* AdPlacements
 *   return yield* placements.getAdPlacements({ target: "HOME", pageSize: 4 })
 * })
 * ```
 */
export class AdPlacements extends Effect.Service<AdPlacements>()("atlas-client/AdPlacements", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Ad placements of a page, V1 (or V2 with `v2`), with total. */
      getAdPlacements: fn("AdPlacements.getAdPlacements")(function* (options: AdPlacementOptions) {
        const urlParams = adPlacementParams(options)
        const body =
          options.v2 === true
            ? yield* run(AdsContract.getAdPlacementsV2, { urlParams })
            : yield* run(AdsContract.getAdPlacementsV1, { urlParams })
        return { placements: body.data.placements, total: body.meta.total }
      }),
      /** The completion event (0.3.0) of an impression; logs the monetized-without-id warning. */
      impressionComplete: fn("AdPlacements.impressionComplete")(function* (input: ImpressionInput) {
        return yield* logged(impressionComplete(input))
      }),
      /** The V1 event (1.1.2) of an impression; logs the monetized-without-id warning. */
      impressionV1: fn("AdPlacements.impressionV1")(function* (input: ImpressionInput) {
        return yield* logged(impressionV1(input))
      })
    } as const
  })
}) {}

/** Every error a {@link AdPlacements} use case can fail with (derived from the use cases, so from the descriptors). */
export type AdPlacementsError = ServiceError<AdPlacements>
