/**
 * Reference-upstream handlers of coupons, cashback, the savings hub and flash-sale offers, kept
 * per shopper (`shopper?.shopperId ?? session?.profileId`). Clip and unclip change the coupon's
 * status once per key (the router replays a retried key); redemptions change the balance once per
 * key.
 * A shopper claims a flash sale at most its max quantity (FLASH_SALE_LIMIT_REACHED); all shoppers
 * together claim its stock, twice that (then it is sold out: FLASH_SALE_FALLOUT).
 * Offers reads called with a service token need its offers read scope (spec §6).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CashbackContract, CouponsContract, OffersContract, SavingsContract } from "../../contract/savings.js"
import { CashbackBalance } from "../../schema/savings.js"
import { catalogue, type CatalogueEntry } from "../catalogue/seed.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { nextId } from "../ids.js"
import { money } from "../money.js"
import { ownerOf, route, type Route } from "../route.js"
import { DAY } from "../time.js"
import { isExpired, offerIdOf, queryCoupons, toCoupon, toOffer } from "./coupons.js"
import { type CouponRecord, isClippableType } from "./seed.js"
import { cashbackOf, type CashbackRecord, claimsOf, clippedOf } from "./state.js"

const balanceOf = (record: CashbackRecord, full: boolean) =>
  new CashbackBalance({
    available: record.available,
    pending: record.pending,
    lifetime: record.lifetime,
    ...(full
      ? {
          totals: [
            { type: "RETAILER_ONLY", amount: money(record.available * 0.6) },
            { type: "NON_RETAILER_ONLY", amount: money(record.available - money(record.available * 0.6)) },
            { type: "UNRESTRICTED", amount: record.available }
          ] as const
        }
      : {})
  })

const savingsItem = (e: CatalogueEntry) => ({
  gtin13: e.gtin13,
  description: e.description,
  regular: e.regular,
  ...(e.promo === undefined ? {} : { promo: e.promo })
})

const flashSales = (state: AtlasState) => state.savings.coupons.filter((c) => c.type === "FLASH_SALE")

/** Units of a flash sale for all shoppers together: {@link FLASH_SALE_SHOPPERS} times its limit per shopper. */
export const FLASH_SALE_SHOPPERS = 2
const stockOf = (record: CouponRecord) => (record.maxQuantity ?? 0) * FLASH_SALE_SHOPPERS
const claimedByAll = (state: AtlasState, offerId: string) =>
  [...state.savings.claims.values()].reduce((sum, claims) => sum + (claims.get(offerId) ?? 0), 0)

/** Every savings route. */
export const savingsRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(CouponsContract.getCoupons, ({ urlParams }, ctx) => {
    const owner = ownerOf(ctx)
    const clipped = clippedOf(ctx.state.savings, owner)
    const claims = claimsOf(ctx.state.savings, owner)
    const statusOf = (id: string) => clipped.get(id) ?? "unclipped"
    const found = queryCoupons(ctx.state.savings.coupons, statusOf, urlParams, ctx.now)
    const page = found.slice(0, urlParams["page.size"] ?? found.length)
    return Effect.succeed({
      data: { coupons: page.map((c) => toCoupon(c, statusOf(c.id), ctx.now, claims.get(offerIdOf(c)) ?? 0)) },
      meta: { total: found.length }
    })
  }),

  route(CouponsContract.clipCoupon, ({ payload }, ctx) => {
    const record = ctx.state.savings.coupons.find((c) => c.id === payload.couponId)
    if (record === undefined) return Effect.fail(fail(404, "COUPON_NOT_FOUND", `No coupon ${payload.couponId}`))
    if (!isClippableType(record.type)) return Effect.fail(fail(400, "COUPON_NOT_CLIPPABLE", "This coupon can't be clipped"))
    const owner = ownerOf(ctx)
    const clipped = clippedOf(ctx.state.savings, owner)
    const status = clipped.get(record.id)
    if (status === "redeemed") return Effect.fail(fail(409, "COUPON_REDEEMED", "This coupon has already been redeemed"))
    if (payload.action === "CLIP") {
      if (isExpired(record, ctx.now)) return Effect.fail(fail(400, "COUPON_EXPIRED", "This coupon has expired"))
      if (status === "active") return Effect.fail(fail(409, "COUPON_ALREADY_CLIPPED", "This coupon is already clipped"))
      clipped.set(record.id, "active")
    } else {
      if (status === undefined) return Effect.fail(fail(409, "COUPON_NOT_CLIPPED", "This coupon is not clipped"))
      clipped.delete(record.id)
    }
    ctx.state.savings.clipLog.push({ owner, couponId: record.id, action: payload.action })
    return Effect.succeed({ data: { coupon: toCoupon(record, clipped.get(record.id) ?? "unclipped", ctx.now) } })
  }),

  route(CashbackContract.getCashbackBalance, ({ urlParams }, ctx) =>
    Effect.succeed({ data: { balance: balanceOf(cashbackOf(ctx.state.savings, ownerOf(ctx)), urlParams.projections === "cashback.full") } })
  ),

  route(CashbackContract.redeemCashback, ({ payload }, ctx) => {
    const record = cashbackOf(ctx.state.savings, ownerOf(ctx))
    if (payload.amount > record.available)
      return Effect.fail(fail(400, "INSUFFICIENT_CASHBACK", "The amount is more than your available cashback"))
    record.available = money(record.available - payload.amount)
    const redemption = {
      id: nextId(ctx.state.savings, "redemption"),
      accountType: payload.accountType,
      amount: payload.amount,
      createdAt: ctx.now.toISOString()
    }
    record.redemptions.push(redemption)
    return Effect.succeed({ data: { redemption, balance: balanceOf(record, false) } })
  }),

  route(SavingsContract.getAlerts, () => {
    const byDepartment = new Map<string, Array<string>>()
    for (const e of catalogue().onSale) byDepartment.set(e.department.name, [...(byDepartment.get(e.department.name) ?? []), e.gtin13])
    return Effect.succeed({
      data: { alerts: [...byDepartment].map(([name, gtin13s], i) => ({ id: `alert-${i + 1}`, title: `${name} on sale`, gtin13s })) }
    })
  }),
  route(SavingsContract.getAlertItems, () => Effect.succeed({ data: { items: catalogue().onSale.map(savingsItem) } })),
  route(SavingsContract.getSpecials, (_, ctx) =>
    Effect.succeed({
      data: {
        specials: catalogue()
          .departments.slice(0, 3)
          .map((d, i) => ({
            id: `special-${i + 1}`,
            title: `${d.name} specials`,
            endsAt: new Date(Math.floor(ctx.now.getTime() / DAY) * DAY + 7 * DAY).toISOString()
          }))
      }
    })
  ),
  route(SavingsContract.getSpecialItems, () => {
    const departments = new Set(
      catalogue()
        .departments.slice(0, 3)
        .map((d) => d.name)
    )
    return Effect.succeed({
      data: {
        items: catalogue()
          .onSale.filter((e) => departments.has(e.department.name))
          .map(savingsItem)
      }
    })
  }),
  route(SavingsContract.getSavingsWeeklyAds, (_, ctx) => {
    const start = Math.floor(ctx.now.getTime() / DAY) * DAY - new Date(ctx.now).getUTCDay() * DAY
    return Effect.succeed({
      data: {
        weeklyAds: [
          {
            id: `weekly-${new Date(start).toISOString().slice(0, 10)}`,
            title: "This week's ad",
            validFrom: new Date(start).toISOString(),
            validTo: new Date(start + 7 * DAY - 1).toISOString()
          }
        ]
      }
    })
  }),
  route(SavingsContract.getStreak, (_, ctx) => {
    const owner = ownerOf(ctx)
    const active = [...clippedOf(ctx.state.savings, owner)].filter(([, s]) => s === "active").map(([id]) => id)
    const saved = money(ctx.state.savings.coupons.filter((c) => active.includes(c.id)).reduce((s, c) => s + c.value, 0))
    return Effect.succeed({ data: { streak: { weeks: active.length > 0 ? 1 : 0, savedThisWeek: saved } } })
  }),

  route(OffersContract.claimFlashSales, ({ payload }, ctx) => {
    const claims = claimsOf(ctx.state.savings, ownerOf(ctx))
    const offers = flashSales(ctx.state)
    const wanted = payload.offerIds.map((id) => offers.find((o) => offerIdOf(o) === id) ?? id)
    const unknown = wanted.find((w) => typeof w === "string")
    if (typeof unknown === "string") return Effect.fail(fail(404, "OFFER_NOT_FOUND", `No flash sale ${unknown}`))
    const records = wanted.flatMap((w) => (typeof w === "string" ? [] : [w]))
    const over = records.find((r) => (claims.get(offerIdOf(r)) ?? 0) >= (r.maxQuantity ?? 0))
    if (over !== undefined)
      return Effect.fail(fail(400, "FLASH_SALE_LIMIT_REACHED", `The maximum quantity of this flash sale is ${over.maxQuantity ?? 0}`))
    const soldOut = records.find((r) => claimedByAll(ctx.state, offerIdOf(r)) >= stockOf(r))
    if (soldOut !== undefined) return Effect.fail(fail(400, "FLASH_SALE_FALLOUT", `The flash sale ${offerIdOf(soldOut)} is sold out`))
    for (const r of records) claims.set(offerIdOf(r), (claims.get(offerIdOf(r)) ?? 0) + 1)
    const shown = records.length === 0 ? offers : records
    return Effect.succeed({ data: { offers: shown.map((r) => toOffer(r, claims.get(offerIdOf(r)) ?? 0)) } })
  }),

  route(OffersContract.getFlashSaleMaxQuantity, ({ payload }, ctx) => {
    // An offers read: the router's `authorize` has checked a server's service token for its scopes.
    const claims = claimsOf(ctx.state.savings, ownerOf(ctx))
    const offers = flashSales(ctx.state)
    const quantities = []
    for (const offerId of payload.offerIds) {
      const record = offers.find((o) => offerIdOf(o) === offerId)
      if (record === undefined) return Effect.fail(fail(404, "OFFER_NOT_FOUND", `No flash sale ${offerId}`))
      quantities.push({ offerId, maxQuantity: Math.max(0, (record.maxQuantity ?? 0) - (claims.get(offerId) ?? 0)) })
    }
    return Effect.succeed({ data: { quantities } })
  })
]
