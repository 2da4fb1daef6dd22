/**
 * The weekly-ads, shoppable-ads and ad-placement use cases, ready for the hooks.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { WeeklyAdPath } from "../contract/ads.js"
import type { ImpressionInput } from "../rules/impressions.js"
import { type AdPlacementOptions, AdPlacements } from "../services/AdPlacements.js"
import { type DealsOptions, ShoppableAds } from "../services/ShoppableAds.js"
import { WeeklyAds } from "../services/WeeklyAds.js"
import { defineUseCase } from "./UseCase.js"

/** Weekly ads use cases. */
export const WeeklyAdsUseCases = {
  getCirculars: defineUseCase({
    name: "WeeklyAds.getCirculars",
    mode: "read",
    run: (path: WeeklyAdPath) => Effect.flatMap(WeeklyAds, (s) => s.getCirculars(path))
  }),
  getScoredItems: defineUseCase({
    name: "WeeklyAds.getScoredItems",
    mode: "read",
    run: (path: WeeklyAdPath, circularId: string) => Effect.flatMap(WeeklyAds, (s) => s.getScoredItems(path, circularId))
  })
} as const

/** Shoppable ads use cases. */
export const ShoppableAdsUseCases = {
  getCirculars: defineUseCase({
    name: "ShoppableAds.getCirculars",
    mode: "read",
    run: (storeId?: string) => Effect.flatMap(ShoppableAds, (s) => s.getCirculars(storeId))
  }),
  getAds: defineUseCase({
    name: "ShoppableAds.getAds",
    mode: "read",
    run: (circularId?: string) => Effect.flatMap(ShoppableAds, (s) => s.getAds(circularId))
  }),
  getDeals: defineUseCase({
    name: "ShoppableAds.getDeals",
    mode: "read",
    run: (options: DealsOptions = {}) => Effect.flatMap(ShoppableAds, (s) => s.getDeals(options))
  }),
  getDeal: defineUseCase({
    name: "ShoppableAds.getDeal",
    mode: "read",
    run: (dealId: string) => Effect.flatMap(ShoppableAds, (s) => s.getDeal(dealId))
  })
} as const

/** Ad placement use cases; the impression builders log, never call the server. */
export const AdPlacementsUseCases = {
  getAdPlacements: defineUseCase({
    name: "AdPlacements.getAdPlacements",
    mode: "read",
    run: (options: AdPlacementOptions) => Effect.flatMap(AdPlacements, (s) => s.getAdPlacements(options))
  }),
  impressionComplete: defineUseCase({
    name: "AdPlacements.impressionComplete",
    mode: "never",
    run: (input: ImpressionInput) => Effect.flatMap(AdPlacements, (s) => s.impressionComplete(input))
  }),
  impressionV1: defineUseCase({
    name: "AdPlacements.impressionV1",
    mode: "never",
    run: (input: ImpressionInput) => Effect.flatMap(AdPlacements, (s) => s.impressionV1(input))
  })
} as const
