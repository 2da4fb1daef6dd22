/**
 * The `weekly-ads`, `shoppable-ads` and `ads` operations of operations.tsv. Shoppable ads go to
 * the environment's shoppable host (credentials `omit`), digital ads base `/digitalads/v1`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  AdDisplayLocation,
  AdPlacementsResponse,
  AdSignalSource,
  AdTarget,
  CircularsResponse,
  DealResponse,
  DealsResponse,
  ScoredItemsResponse,
  ShoppableAdsResponse,
  ShoppableCircularsResponse
} from "../schema/ads.js"
import { CommaSeparated, make } from "../core/Operation.js"
import { IntFromString, PathSegment, PositiveIntFromString } from "../core/params.js"

/** Path of the weekly ads of a store. */
export const WeeklyAdPath = Schema.Struct({ banner: PathSegment("banner"), division: PathSegment("division"), store: PathSegment("store") })
/** Where a store's weekly ads are: its banner as a path segment, its division and its store number (see `weeklyAdPathOf`). */
export type WeeklyAdPath = typeof WeeklyAdPath.Type

/** GET the circulars of a store. */
export const getCirculars = make({
  domain: "weekly-ads",
  name: "WeeklyAds.getCirculars",
  requestKind: "weekly ad circulars",
  summary: "Weekly ad circulars of a store",
  method: "GET",
  path: "/weeklyads/{banner}/{division}/{store}/circulars",
  retry: "read",
  pathParams: WeeklyAdPath,
  success: CircularsResponse
})

/** GET the items of a circular, scored for the shopper. */
export const getScoredItems = make({
  domain: "weekly-ads",
  name: "WeeklyAds.getScoredItems",
  requestKind: "weekly ad items",
  summary: "Scored items of a circular",
  method: "GET",
  path: "/weeklyads/{banner}/{division}/{store}/circulars/{circularId}/items/scored",
  retry: "read",
  pathParams: Schema.Struct({ ...WeeklyAdPath.fields, circularId: PathSegment("circularId") }),
  success: ScoredItemsResponse
})

/** Url params of the shoppable reads: the store the circulars are for. */
export const ShoppableParams = Schema.Struct({ storeId: Schema.optional(Schema.String), circularId: Schema.optional(Schema.String) })

const shoppable = <S extends Schema.Schema.AnyNoContext, const M extends string>(name: M, path: string, requestKind: string, success: S) =>
  make({
    domain: "shoppable-ads",
    name: `ShoppableAds.${name}`,
    requestKind,
    summary: requestKind,
    method: "GET",
    path,
    host: "shoppable",
    retry: "read",
    urlParams: ShoppableParams,
    success
  })

/** GET shoppable circulars. */
export const getShoppableCirculars = shoppable(
  "getCirculars",
  "/digitalads/v1/circulars",
  "shoppable circulars",
  ShoppableCircularsResponse
)
/** GET shoppable ads. */
export const getShoppableAds = shoppable("getAds", "/digitalads/v1/ads", "shoppable ads", ShoppableAdsResponse)
/** GET deals V1. */
export const getDealsV1 = shoppable("getDeals", "/digitalads/v1/deals", "shoppable deals", DealsResponse)
/** GET deals V2. */
export const getDealsV2 = shoppable("getDealsV2", "/digitalads/v2/deals", "shoppable deals", DealsResponse)

/** GET one deal's details. */
export const getDeal = make({
  domain: "shoppable-ads",
  name: "ShoppableAds.getDeal",
  requestKind: "shoppable deal",
  summary: "Shoppable deal details",
  method: "GET",
  path: "/digitalads/v1/deals/{dealId}",
  host: "shoppable",
  retry: "read",
  pathParams: Schema.Struct({ dealId: PathSegment("dealId") }),
  success: DealResponse
})

/** Url params of ad placements; the service fills the spec §9 defaults. */
export const AdPlacementParams = Schema.Struct({
  "filter.target": AdTarget,
  "filter.displayLocations": Schema.optional(CommaSeparated(AdDisplayLocation)),
  "filter.signalSource": Schema.optional(AdSignalSource),
  "filter.signals": Schema.optional(CommaSeparated(Schema.String)),
  "page.size": Schema.optional(PositiveIntFromString),
  "page.offset": Schema.optional(IntFromString.pipe(Schema.nonNegative())),
  projections: Schema.optional(Schema.Literal("recommendations.compact", "recommendations.full"))
})
/** Ad placements' query parameters as sent, the spec's defaults filled in. */
export type AdPlacementParams = typeof AdPlacementParams.Type

/** GET ad placements V1. */
export const getAdPlacementsV1 = make({
  domain: "ads",
  name: "AdPlacements.getAdPlacements",
  requestKind: "ad placements",
  summary: "Ad placements",
  method: "GET",
  path: "/monetization/v1/ad-placements",
  retry: "read",
  urlParams: AdPlacementParams,
  success: AdPlacementsResponse,
  errors: [400, 500]
})

/** GET ad placements V2. */
export const getAdPlacementsV2 = make({
  domain: "ads",
  name: "AdPlacements.getAdPlacementsV2",
  requestKind: "ad placements",
  summary: "Ad placements (V2)",
  method: "GET",
  path: "/monetization/v2/ad-placements",
  retry: "read",
  urlParams: AdPlacementParams,
  success: AdPlacementsResponse,
  errors: [400, 500]
})

/** Every weekly-ads operation. */
export const WeeklyAdsContract = { getCirculars, getScoredItems } as const
/** Every shoppable-ads operation. */
export const ShoppableAdsContract = { getShoppableCirculars, getShoppableAds, getDealsV1, getDealsV2, getDeal } as const
/** Every ads operation. */
export const AdsContract = { getAdPlacementsV1, getAdPlacementsV2 } as const
