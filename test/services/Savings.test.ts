import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { http, HttpResponse } from "msw"
import { Cashback, Coupons, Offers, Savings } from "atlas-client"
import { codeOf, statusOf } from "../support/errors.js"
import { mswShopper } from "../support/upstream.js"

const { requests, server, upstream, run, api, last } = mswShopper(
  Layer.mergeAll(Coupons.Default, Cashback.Default, Savings.Default, Offers.Default)
)
/** Lets the upstream apply the next POST to `path`, then drops its response; counts the drops. */
const dropNextResponse = (path: string) => {
  const dropped = { count: 0 }
  server.use(
    http.post(
      `${api}${path}`,
      async ({ request }) => {
        await upstream.handle("atlas", request)
        dropped.count += 1
        return HttpResponse.error()
      },
      { once: true }
    )
  )
  return dropped
}

describe("Coupons through the reference upstream (msw)", () => {
  it.live("coupons are seeded from the catalogue: types, click-list prefixes, sort orders and filters are sent as params", () =>
    run(
      Effect.gen(function* () {
        const coupons = yield* Coupons
        const all = yield* coupons.getCoupons()
        assert.strictEqual(last().method, "GET")
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/coupons`)
        assert.strictEqual(last().headers.get("x-call-origin"), "Coupons.getCoupons")
        assert.strictEqual(all.total, 44)
        assert.isTrue(all.coupons.every((c) => c.status === "unclipped"))
        assert.includeMembers(
          [...new Set(all.coupons.map((c) => c.type))],
          ["standard", "cash_back", "DIGITAL", "PROMO", "FLASH_SALE", "PAPER_MFG", "PAPER_KROGER", "STATIC"]
        )
        const byValue = yield* coupons.getCoupons({
          sort: "value",
          types: ["DIGITAL", "cash_back"],
          clickListPrefix: "CLWEEKLY",
          query: " "
        })
        assert.strictEqual(
          last().url,
          `${api}/savings-coupons/v1/coupons?filter.types=DIGITAL,cash_back&filter.clickListPrefix=CLWEEKLY&sort=value`
        )
        assert.isTrue(byValue.coupons.every((c) => c.id.startsWith("CLWEEKLY-") && (c.type === "DIGITAL" || c.type === "cash_back")))
        const values = byValue.coupons.map((c) => c.value)
        expect(values).toStrictEqual([...values].sort((a, b) => b - a))
        const expiring = (yield* coupons.getCoupons({ sort: "expiration" })).coupons.map((c) => c.expiresAt)
        expect(expiring).toStrictEqual([...expiring].sort())
        const flash = (yield* coupons.getCoupons({ types: ["FLASH_SALE"] })).coupons
        assert.isTrue(flash.length > 0 && flash.every((c) => c.maxQuantity !== undefined && c.maxQuantity > 0))
      })
    )
  )

  it.live("clip and unclip are keyed POSTs; the status follows per shopper; paper coupons can't be clipped (nothing sent)", () =>
    run(
      Effect.gen(function* () {
        const coupons = yield* Coupons
        const [coupon] = (yield* coupons.getCoupons({ types: ["DIGITAL"] })).coupons
        const clipped = yield* coupons.clipCoupon(coupon!.id)
        const post = last()
        assert.strictEqual(post.method, "POST")
        assert.strictEqual(post.url, `${api}/savings-coupons/v1/coupons/clip`)
        assert.strictEqual(post.headers.get("x-call-origin"), "Coupons.clipCoupon")
        assert.match(post.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        expect(yield* Effect.promise(() => post.json())).toStrictEqual({ couponId: coupon!.id, action: "CLIP" })
        assert.strictEqual(clipped.status, "active")
        expect((yield* coupons.getCoupons({ status: "active" })).coupons.map((c) => c.id)).toStrictEqual([coupon!.id])
        const again = yield* Effect.flip(coupons.clipCoupon(coupon!.id))
        assert.strictEqual(statusOf(again), 409)
        assert.strictEqual(codeOf(again), "COUPON_ALREADY_CLIPPED")
        const unclipped = yield* coupons.unclipCoupon(coupon!.id)
        expect(yield* Effect.promise(() => last().json())).toStrictEqual({ couponId: coupon!.id, action: "UNCLIP" })
        assert.strictEqual(unclipped.status, "unclipped")
        const sent = requests.length
        const paper = yield* Effect.flip(coupons.clipCoupon("P-000007"))
        assert.strictEqual(paper._tag, "CouponNotClippable")
        assert.strictEqual(paper.message, "This coupon can't be clipped")
        assert.strictEqual((yield* Effect.flip(coupons.clipCoupon("CL-999999")))._tag, "UpstreamError")
        assert.strictEqual(requests.length, sent + 1)
        const expired = upstream.state.savings.coupons.find((c) => c.expiresInDays < 0)!
        assert.strictEqual(codeOf(yield* Effect.flip(coupons.clipCoupon(expired.id))), "COUPON_EXPIRED")
      })
    )
  )

  it.live("a clip retried after a dropped response is applied once", () =>
    run(
      Effect.gen(function* () {
        const coupons = yield* Coupons
        const [coupon] = (yield* coupons.getCoupons({ types: ["cash_back"] })).coupons
        const dropped = dropNextResponse("/savings-coupons/v1/coupons/clip")
        const clipped = yield* coupons.clipCoupon(coupon!.id)
        assert.strictEqual(dropped.count, 1)
        const posts = requests.filter((r) => r.method === "POST")
        assert.strictEqual(posts.length, 2)
        assert.strictEqual(posts[0]?.headers.get("idempotency-key"), posts[1]?.headers.get("idempotency-key"))
        assert.strictEqual(clipped.status, "active")
        assert.strictEqual(upstream.state.savings.clipLog.length, 1)
        assert.strictEqual(upstream.idempotency.replays, 1)
      })
    )
  )
})

describe("Cashback, savings hub and flash sales through the reference upstream (msw)", () => {
  it.live("cashback balance (compact and full projections) and a keyed redemption that changes the balance once", () =>
    run(
      Effect.gen(function* () {
        const cashback = yield* Cashback
        const compact = yield* cashback.getBalance()
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/cashback/balances`)
        expect({ ...compact }).toStrictEqual({ available: 25, pending: 3.5, lifetime: 40 })
        const full = yield* cashback.getBalance("cashback.full")
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/cashback/balances?projections=cashback.full`)
        expect(full.totals?.map((t) => t.type)).toStrictEqual(["RETAILER_ONLY", "NON_RETAILER_ONLY", "UNRESTRICTED"])
        const dropped = dropNextResponse("/savings-coupons/v1/cashback/redemptions")
        const redeemed = yield* cashback.redeem("PAYPAL", 10)
        assert.strictEqual(dropped.count, 1)
        assert.strictEqual(last().headers.get("x-call-origin"), "Cashback.redeem")
        expect(yield* Effect.promise(() => last().json())).toStrictEqual({ accountType: "PAYPAL", amount: 10 })
        assert.strictEqual(redeemed.balance.available, 15)
        assert.strictEqual((yield* cashback.getBalance()).available, 15)
        yield* cashback.redeem("SHOPPER_CARD", 5)
        const tooMuch = yield* Effect.flip(cashback.redeem("SHOPPER_CARD", 50))
        assert.strictEqual(codeOf(tooMuch), "INSUFFICIENT_CASHBACK")
        const sent = requests.length
        const invalid = yield* Effect.flip(cashback.redeem("PAYPAL", 0))
        assert.strictEqual(invalid._tag, "InvalidRedemptionAmount")
        assert.strictEqual(invalid.message, "Enter an amount greater than $0.00")
        assert.strictEqual(requests.length, sent)
        assert.strictEqual((yield* cashback.getBalance()).available, 10)
      })
    )
  )

  it.live("savings alerts, alert items, specials, special items, weekly ads and the streak", () =>
    run(
      Effect.gen(function* () {
        const savings = yield* Savings
        const alerts = yield* savings.getAlerts()
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/alerts`)
        assert.isTrue(alerts.length > 0 && alerts.every((a) => a.title.endsWith(" on sale") && (a.gtin13s ?? []).length > 0))
        const items = yield* savings.getAlertItems()
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/alerts/items`)
        assert.isTrue(items.every((i) => i.promo !== undefined && i.regular !== undefined && i.promo < i.regular))
        assert.strictEqual((yield* savings.getSpecials()).length, 3)
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/specials`)
        assert.isTrue((yield* savings.getSpecialItems()).length > 0)
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/specials/items`)
        const [ad] = yield* savings.getWeeklyAds()
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/weekly-ads`)
        assert.isTrue(ad?.validFrom !== undefined && ad.validTo !== undefined && ad.validFrom < ad.validTo)
        expect(yield* savings.getStreak()).toStrictEqual({ weeks: 0, savedThisWeek: 0 })
        assert.strictEqual(last().url, `${api}/savings-coupons/v1/streak`)
        const [coupon] = (yield* Coupons.pipe(Effect.flatMap((c) => c.getCoupons({ types: ["DIGITAL"] })))).coupons
        yield* Coupons.pipe(Effect.flatMap((c) => c.clipCoupon(coupon!.id)))
        expect(yield* savings.getStreak()).toStrictEqual({ weeks: 1, savedThisWeek: coupon!.value })
      })
    )
  )

  it.live("flash sales: claims are keyed and limited by max quantity (FLASH_SALE_LIMIT_REACHED); the max quantity is an offers read", () =>
    run(
      Effect.gen(function* () {
        const offers = yield* Offers
        const open = yield* offers.claimFlashSales([])
        assert.strictEqual(last().url, `${api}/offers/v1/flash-sales`)
        assert.match(last().headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        const offer = open.find((o) => o.maxQuantity === 1)!
        assert.strictEqual(offer.definedType, "FLASH_SALE")
        const [claimed] = yield* offers.claimFlashSales([offer.id])
        assert.strictEqual(claimed!.claimed, 1)
        const [left] = yield* offers.getFlashSaleMaxQuantity([offer.id])
        assert.strictEqual(last().url, `${api}/offers/v1/flash-sales/max-quantity`)
        assert.strictEqual(last().headers.get("x-call-origin"), "Offers.getFlashSaleMaxQuantity")
        expect(left).toStrictEqual({ offerId: offer.id, maxQuantity: 0 })
        const limit = yield* Effect.flip(offers.claimFlashSales([offer.id]))
        assert.strictEqual(limit._tag, "CheckoutModifyError")
        assert.strictEqual(codeOf(limit), "FLASH_SALE_LIMIT_REACHED")
        assert.strictEqual(codeOf(yield* Effect.flip(offers.claimFlashSales(["FS-999999"]))), "OFFER_NOT_FOUND")
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(offers.getFlashSaleMaxQuantity([]))).message, "Expecting flash sale max quantity request")
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})
