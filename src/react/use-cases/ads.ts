/**
 * The weekly-ads, shoppable-ads and ad-placement use cases, ready for the hooks; and
 * {@link useImpression}, which sends the impression events of a placement seen through `Analytics`.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { AdsContract, ShoppableAdsContract, WeeklyAdsContract } from "../../contract/ads.js"
import { useCallback, useEffect, useMemo, useRef } from "react"
import { Analytics } from "../../services/Analytics.js"
import type { ImpressionInput } from "../../rules/impressions.js"
import { AdPlacements } from "../../services/AdPlacements.js"
import { ShoppableAds } from "../../services/ShoppableAds.js"
import { WeeklyAds } from "../../services/WeeklyAds.js"
import { useSlotStore } from "../AtlasProvider.js"
import { fromOperation } from "../fromOperation.js"
import { defineUseCase } from "../UseCase.js"

/** Weekly ads use cases. */
export const WeeklyAdsUseCases = {
  getCirculars: /* @__PURE__ */ fromOperation(WeeklyAds, WeeklyAdsContract.getCirculars),
  getScoredItems: /* @__PURE__ */ fromOperation(WeeklyAds, WeeklyAdsContract.getScoredItems)
} as const

/** Shoppable ads use cases. */
export const ShoppableAdsUseCases = {
  getCirculars: /* @__PURE__ */ fromOperation(ShoppableAds, ShoppableAdsContract.getShoppableCirculars),
  getAds: /* @__PURE__ */ fromOperation(ShoppableAds, ShoppableAdsContract.getShoppableAds),
  getDeals: /* @__PURE__ */ fromOperation(ShoppableAds, ShoppableAdsContract.getDealsV1),
  getDeal: /* @__PURE__ */ fromOperation(ShoppableAds, ShoppableAdsContract.getDeal)
} as const

/** Ad placement use cases; the impression builders log, never call the server. */
export const AdPlacementsUseCases = {
  getAdPlacements: /* @__PURE__ */ fromOperation(AdPlacements, AdsContract.getAdPlacementsV1, {
    // The placements as the service answers them (V1 and V2 alike), so a server's snapshot carries them.
    success: /* @__PURE__ */ (() =>
      Schema.Struct({
        placements: AdsContract.getAdPlacementsV1.success.fields.data.fields.placements,
        total: AdsContract.getAdPlacementsV1.success.fields.meta.fields.total
      }))()
  }),
  // Each builds an impression event locally: never cached or deduplicated.
  impressionComplete: /* @__PURE__ */ defineUseCase({
    name: "AdPlacements.impressionComplete",
    mode: "never",
    run: (input: ImpressionInput) => Effect.flatMap(AdPlacements, (s) => s.impressionComplete(input))
  }),
  impressionV1: /* @__PURE__ */ defineUseCase({
    name: "AdPlacements.impressionV1",
    mode: "never",
    run: (input: ImpressionInput) => Effect.flatMap(AdPlacements, (s) => s.impressionV1(input))
  })
} as const

/** The placement an impression is of: an impression's fields but its view status and duration. */
export type ImpressionPlacement = Omit<ImpressionInput, "viewStatus" | "viewDuration">

/** What {@link useImpression} returns. */
export interface ImpressionTracker {
  /** Attach to the placement's element: an `IntersectionObserver` (half of it visible) reports it seen and left. */
  readonly ref: (element: Element | null) => void
  /** Reports the placement seen (`true`) or left (`false`) by hand, e.g. from the app's own observer. */
  readonly setVisible: (visible: boolean) => void
}

/**
 * Sends the impression events of an ad placement through the provider's `Analytics` (nothing when
 * its layer has none): `start` when the placement is seen, `end` with the milliseconds seen as
 * `viewDuration` when it is left, when the component unmounts while it is seen, or when the
 * placement changes (the new one then starts if still seen). Pass `undefined` while there is no
 * placement.
 *
 * @example
 * ```tsx
 * export function HeroAd({ adId, headline }: { readonly adId: string; readonly headline: string }) {
 *   const { ref } = useImpression({ id: adId, espot_id: "home-hero", espotName: "Home hero", target: "HOME" })
 *   return <aside ref={ref}>{headline}</aside>
 * }
 * ```
 */
export const useImpression = (placement: ImpressionPlacement | undefined): ImpressionTracker => {
  const store = useSlotStore()
  const placementKey = placement === undefined ? undefined : JSON.stringify(placement)
  const current = useRef<{ readonly placement: ImpressionPlacement; readonly since: number } | undefined>(undefined)
  const seen = useRef(false)
  const latest = useRef(placement)
  latest.current = placement

  // Sent one after another, so an end never overtakes its start (the runtime may still be building).
  const queue = useRef<Promise<void>>(Promise.resolve())
  const send = useCallback(
    (input: ImpressionInput) => {
      const sending = Effect.flatMap(Effect.serviceOption(Analytics), (analytics) =>
        Option.isSome(analytics) ? Effect.asVoid(analytics.value.impression(input)) : Effect.void
      )
      queue.current = queue.current.then(() => store.runtime.runPromise(sending)).catch(() => undefined)
    },
    [store]
  )
  const start = useCallback(() => {
    const shown = latest.current
    if (shown === undefined || current.current !== undefined) return
    current.current = { placement: shown, since: Date.now() }
    send({ ...shown, viewStatus: "start" })
  }, [send])
  const end = useCallback(() => {
    const viewing = current.current
    if (viewing === undefined) return
    current.current = undefined
    send({ ...viewing.placement, viewStatus: "end", viewDuration: Math.max(0, Date.now() - viewing.since) })
  }, [send])
  const setVisible = useCallback(
    (visible: boolean) => {
      seen.current = visible
      if (visible) start()
      else end()
    },
    [start, end]
  )

  // A new placement (or none) ends the old one's view; a new one still seen starts its own.
  useEffect(() => {
    if (placementKey !== undefined && seen.current) start()
    return end
  }, [placementKey, start, end])

  const observer = useRef<IntersectionObserver | undefined>(undefined)
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect()
      observer.current = undefined
      if (element === null) {
        setVisible(false)
        return
      }
      if (typeof IntersectionObserver === "undefined") return
      const watcher = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1]
          if (last !== undefined) setVisible(last.isIntersecting && last.intersectionRatio >= 0.5)
        },
        { threshold: [0, 0.5, 1] }
      )
      watcher.observe(element)
      observer.current = watcher
    },
    [setVisible]
  )
  return useMemo(() => ({ ref, setVisible }), [ref, setVisible])
}
