/**
 * Reference-upstream handlers of weekly ads (circulars per banner, division and store of the
 * seeded stores, items scored per circular), shoppable ads on the shoppable host (circulars, ads,
 * deals V1 and V2, deal details) and ad placements (paged, per target).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { AdsContract, ShoppableAdsContract, WeeklyAdsContract } from "../../contract/ads.js"
import type { AdPlacement } from "../../schema/ads.js"
import { AdDisplayLocation, Circular } from "../../schema/ads.js"
import type { Store } from "../../schema/stores.js"
import { weeklyAdPathOf } from "../../rules/ads.js"
import { catalogue } from "../catalogue/seed.js"
import { ownerHash } from "../rewards/state.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { seededRandom } from "../random.js"
import { route, type Route } from "../route.js"
import { DAY } from "../time.js"

const weekStart = (now: Date) => Math.floor(now.getTime() / DAY) * DAY - now.getUTCDay() * DAY

/** The seeded store at a weekly-ad path. */
const storeAt = (stores: ReadonlyArray<Store>, path: { banner: string; division: string; store: string }) =>
  stores.find((s) => {
    const p = weeklyAdPathOf(s)
    return p.banner === path.banner && p.division === path.division && p.store === path.store
  })

/** The two circulars of a store for the week of `now`: the weekly ad and the digital deals. */
const circularsOf = (store: Store, now: Date): ReadonlyArray<Circular> => {
  const start = weekStart(now)
  const week = new Date(start).toISOString().slice(0, 10)
  const path = weeklyAdPathOf(store)
  return [
    ["weekly", `${store.banner} Weekly Ad`],
    ["digital", `${store.banner} Digital Deals`]
  ].map(
    ([kind, title]) =>
      new Circular({
        id: `${store.locationId}-${kind}-${week}`,
        title: title ?? "",
        banner: path.banner,
        division: path.division,
        store: path.store,
        validFrom: new Date(start).toISOString(),
        validTo: new Date(start + 7 * DAY - 1).toISOString()
      })
  )
}

/** The items of a circular, scored deterministically for it, highest first. */
const scoredItems = (circularId: string) => {
  const random = seededRandom(ownerHash(circularId))
  return catalogue()
    .onSale.slice(0, 40)
    .map((e) => ({ gtin13: e.gtin13, description: e.description, price: e.promo ?? e.regular, score: Math.round(random() * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score)
}

const shoppableCirculars = (stores: ReadonlyArray<Store>, storeId: string | undefined) =>
  stores
    .filter((s) => storeId === undefined || s.locationId === storeId)
    .slice(0, 20)
    .map((s) => ({ id: `sc-${s.locationId}`, name: `${s.banner} Weekly Ad`, storeId: s.locationId }))

const dealsOf = (circularId: string) =>
  catalogue()
    .onSale.slice(ownerHash(circularId) % 50, (ownerHash(circularId) % 50) + 12)
    .map((e, i) => ({
      id: `${circularId}-deal-${i + 1}`,
      circularId,
      title: e.description,
      price: `$${(e.promo ?? e.regular).toFixed(2)}`,
      gtin13s: [e.gtin13]
    }))

/** The deals of the first three circulars matching the params. */
const deals = (stores: ReadonlyArray<Store>, params: { readonly storeId?: string | undefined; readonly circularId?: string | undefined }) =>
  shoppableCirculars(stores, params.storeId)
    .filter((c) => params.circularId === undefined || c.id === params.circularId)
    .slice(0, 3)
    .flatMap((c) => dealsOf(c.id))

/** Placements of a target: three per display location, every other one monetized. */
const placementsOf = (target: AdPlacement["target"]): ReadonlyArray<AdPlacement> => {
  const entries = catalogue().entries
  return AdDisplayLocation.literals.flatMap((location, l) =>
    [0, 1, 2].map((i) => {
      const n = l * 3 + i
      const start = (ownerHash(target) + n * 7) % (entries.length - 3)
      return {
        id: `ad-${target.toLowerCase()}-${n + 1}`,
        espotId: `espot-${target.toLowerCase()}-${location.toLowerCase()}-${i + 1}`,
        espotName: `${target} ${location} ${i + 1}`,
        target,
        displayLocation: location,
        monetized: n % 2 === 0,
        gtin13s: entries.slice(start, start + 3).map((e) => e.gtin13)
      }
    })
  )
}

const placements = (urlParams: typeof AdsContract.getAdPlacementsV1.urlParams.Type) => {
  const wanted = urlParams["filter.displayLocations"]
  const all = placementsOf(urlParams["filter.target"]).filter(
    (p) => wanted === undefined || wanted.length === 0 || wanted.some((l) => l === p.displayLocation)
  )
  const offset = urlParams["page.offset"] ?? 0
  return Effect.succeed({ data: { placements: all.slice(offset, offset + (urlParams["page.size"] ?? 100)) }, meta: { total: all.length } })
}

/** Every ads route. */
export const adsRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(WeeklyAdsContract.getCirculars, ({ path }, ctx) => {
    const store = storeAt(ctx.state.stores, path)
    return store === undefined
      ? Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${path.banner}/${path.division}/${path.store}`))
      : Effect.succeed({ data: { circulars: circularsOf(store, ctx.now) } })
  }),
  route(WeeklyAdsContract.getScoredItems, ({ path }, ctx) => {
    const store = storeAt(ctx.state.stores, path)
    if (store === undefined) return Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${path.banner}/${path.division}/${path.store}`))
    if (!circularsOf(store, ctx.now).some((c) => c.id === path.circularId))
      return Effect.fail(fail(404, "CIRCULAR_NOT_FOUND", `No circular ${path.circularId}`))
    return Effect.succeed({ data: { items: scoredItems(path.circularId) } })
  }),
  route(ShoppableAdsContract.getShoppableCirculars, ({ urlParams }, ctx) =>
    Effect.succeed({ circulars: shoppableCirculars(ctx.state.stores, urlParams.storeId) })
  ),
  route(ShoppableAdsContract.getShoppableAds, ({ urlParams }, ctx) =>
    Effect.succeed({
      ads: shoppableCirculars(ctx.state.stores, undefined)
        .filter((c) => urlParams.circularId === undefined || c.id === urlParams.circularId)
        .map((c) => ({ id: `${c.id}-ad`, circularId: c.id, imageUrl: `https://images.example.com/${c.id}.jpg` }))
    })
  ),
  route(ShoppableAdsContract.getDealsV1, ({ urlParams }, ctx) => Effect.succeed({ deals: deals(ctx.state.stores, urlParams) })),
  route(ShoppableAdsContract.getDealsV2, ({ urlParams }, ctx) => Effect.succeed({ deals: deals(ctx.state.stores, urlParams) })),
  route(ShoppableAdsContract.getDeal, ({ path }, ctx) => {
    const circularId = path.dealId.replace(/-deal-\d+$/, "")
    const known = ctx.state.stores.some((s) => `sc-${s.locationId}` === circularId)
    const deal = known ? dealsOf(circularId).find((d) => d.id === path.dealId) : undefined
    return deal === undefined ? Effect.fail(fail(404, "DEAL_NOT_FOUND", `No deal ${path.dealId}`)) : Effect.succeed({ deal })
  }),
  route(AdsContract.getAdPlacementsV1, ({ urlParams }) => placements(urlParams)),
  route(AdsContract.getAdPlacementsV2, ({ urlParams }) => placements(urlParams))
]
