import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import { AdPlacements, ShoppableAds, WeeklyAds, weeklyAdPathOf } from "atlas-client"
import { MONETIZED_WITHOUT_ID_WARNING } from "atlas-client/rules"
import { mswOrigins } from "atlas-client/testing"
import { statusOf } from "../support/errors.js"
import { mswShopper } from "../support/upstream.js"

const { requests, upstream, live, run, api, last } = mswShopper(
  Layer.mergeAll(WeeklyAds.Default, ShoppableAds.Default, AdPlacements.Default)
)

describe("Weekly ads through the reference upstream (msw)", () => {
  it.live(
    "circulars per banner, division and store of the seeded stores; items scored highest first; unknown stores and circulars are 404",
    () =>
      run(
        Effect.gen(function* () {
          const weeklyAds = yield* WeeklyAds
          const store = upstream.state.stores[0]!
          const path = weeklyAdPathOf(store)
          const circulars = yield* weeklyAds.getCirculars(path)
          assert.strictEqual(last().url, `${api}/weeklyads/${path.banner}/${path.division}/${path.store}/circulars`)
          assert.strictEqual(last().headers.get("x-call-origin"), "WeeklyAds.getCirculars")
          assert.strictEqual(circulars.length, 2)
          assert.isTrue(
            circulars.every((c) => c.banner === path.banner && c.store === store.storeNumber && c.id.startsWith(store.locationId))
          )
          const items = yield* weeklyAds.getScoredItems(path, circulars[0]!.id)
          assert.strictEqual(
            last().url,
            `${api}/weeklyads/${path.banner}/${path.division}/${path.store}/circulars/${circulars[0]!.id}/items/scored`
          )
          const scores = items.map((i) => i.score)
          assert.isTrue(items.length > 0)
          expect(scores).toStrictEqual([...scores].sort((a, b) => (b ?? 0) - (a ?? 0)))
          assert.strictEqual(statusOf(yield* Effect.flip(weeklyAds.getCirculars({ ...path, store: "99999" }))), 404)
          assert.strictEqual(statusOf(yield* Effect.flip(weeklyAds.getScoredItems(path, "nope"))), 404)
          const sent = requests.length
          assert.strictEqual(
            (yield* Effect.flip(weeklyAds.getCirculars({ ...path, banner: "" }))).message,
            "Expecting weekly ad circulars request"
          )
          assert.strictEqual(requests.length, sent)
        })
      )
  )
})

describe("Shoppable ads through the reference upstream (msw)", () => {
  it.live("circulars, ads, deals V1 or V2 by the flag and deal details come from the shoppable host with credentials omit", () =>
    run(
      Effect.gen(function* () {
        const shoppable = yield* ShoppableAds
        const storeId = upstream.state.stores[0]!.locationId
        const [circular] = yield* shoppable.getCirculars(storeId)
        const request = last()
        assert.strictEqual(request.url, `${mswOrigins.shoppable}/digitalads/v1/circulars?storeId=${storeId}`)
        assert.strictEqual(request.credentials, "omit")
        assert.isNull(request.headers.get("x-xsrf-token"))
        assert.strictEqual(circular!.storeId, storeId)
        const ads = yield* shoppable.getAds(circular!.id)
        assert.strictEqual(last().url, `${mswOrigins.shoppable}/digitalads/v1/ads?circularId=${circular!.id}`)
        expect(ads.map((a) => a.circularId)).toStrictEqual([circular!.id])
        const v1 = yield* shoppable.getDeals({ circularId: circular!.id })
        assert.strictEqual(last().url, `${mswOrigins.shoppable}/digitalads/v1/deals?circularId=${circular!.id}`)
        const v2 = yield* shoppable.getDeals({ circularId: circular!.id, v2: true })
        assert.strictEqual(last().url, `${mswOrigins.shoppable}/digitalads/v2/deals?circularId=${circular!.id}`)
        assert.strictEqual(last().headers.get("x-call-origin"), "ShoppableAds.getDealsV2")
        expect(v1).toStrictEqual(v2)
        const deal = yield* shoppable.getDeal(v1[0]!.id)
        assert.strictEqual(last().url, `${mswOrigins.shoppable}/digitalads/v1/deals/${v1[0]!.id}`)
        assert.strictEqual(last().credentials, "omit")
        expect(deal).toStrictEqual(v1[0])
        assert.strictEqual(statusOf(yield* Effect.flip(shoppable.getDeal("sc-00000000-deal-1"))), 404)
      })
    )
  )
})

describe("Ad placements and impressions", () => {
  it.live(
    "placements default to page size 100, offset 0, projection recommendations.compact; V2 by the flag; paging and display locations",
    () =>
      run(
        Effect.gen(function* () {
          const ads = yield* AdPlacements
          const home = yield* ads.getAdPlacements({ target: "HOME" })
          assert.strictEqual(
            last().url,
            `${api}/monetization/v1/ad-placements?filter.target=HOME&page.size=100&page.offset=0&projections=recommendations.compact`
          )
          assert.strictEqual(last().headers.get("x-call-origin"), "AdPlacements.getAdPlacements")
          assert.strictEqual(home.total, 15)
          assert.strictEqual(home.placements.length, 15)
          const page = yield* ads.getAdPlacements({
            target: "COUPONS",
            displayLocations: ["TOP", "INLINE"],
            signalSource: "UPC",
            signals: ["0001111041700"],
            pageSize: 2,
            offset: 1,
            v2: true
          })
          assert.strictEqual(
            last().url,
            `${api}/monetization/v2/ad-placements?filter.target=COUPONS&filter.displayLocations=TOP,INLINE&filter.signalSource=UPC&filter.signals=0001111041700&page.size=2&page.offset=1&projections=recommendations.compact`
          )
          assert.strictEqual(page.total, 6)
          assert.strictEqual(page.placements.length, 2)
          assert.isTrue(
            page.placements.every((p) => p.target === "COUPONS" && (p.displayLocation === "TOP" || p.displayLocation === "INLINE"))
          )
        })
      )
  )

  it.effect("impression events of a placement: both versions; a monetized impression without an id logs the warning", () =>
    Effect.gen(function* () {
      const logs: Array<string> = []
      const logger = Logger.replace(
        Logger.defaultLogger,
        Logger.make(({ logLevel, message }) => {
          logs.push(`${logLevel.label} ${Array.isArray(message) ? message.join(" ") : String(message)}`)
        })
      )
      const ads = yield* AdPlacements
      const complete = yield* ads.impressionComplete({
        espot_id: "espot-home-top-1",
        espotName: "HOME TOP 1",
        target: "HOME",
        viewStatus: "end",
        viewDuration: 1200,
        monetized: true
      })
      assert.strictEqual(complete.type, "impression/COMPLETE")
      expect(complete.data.monetization).toStrictEqual({})
      const v1 = yield* ads
        .impressionV1({ id: "ad-home-1", espot_id: "espot-home-top-1", espotName: "HOME TOP 1", target: "HOME", viewStatus: "start" })
        .pipe(Effect.provide(logger))
      assert.strictEqual(v1.schemaVersion, "1.1.2")
      yield* ads
        .impressionV1({ espot_id: "e", espotName: "n", target: "HOME", viewStatus: "start", monetized: true })
        .pipe(Effect.provide(logger))
      expect(logs).toStrictEqual([`WARN ${MONETIZED_WITHOUT_ID_WARNING}`])
      assert.strictEqual(requests.length, 0)
    }).pipe(Effect.provide(live))
  )
})
