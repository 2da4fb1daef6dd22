/**
 * The coupons, cashback, savings and offers use cases, ready for the hooks. Clip, unclip, redeem
 * and flash-sale claims are mutations: their slot resets, then they send (spec §4). A clip or
 * unclip puts the coupon it answers into every coupon list shown and makes the lists (and a cart's
 * coupon savings) stale; a redemption makes the cash-back balance stale.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { CashbackContract, CouponsContract, OffersContract } from "../../contract/savings.js"
import { SavingsContract } from "../../contract/savings.js"
import type { CallOptions } from "../../layers/AtlasHttp.js"
import type { CashbackAccountType, CashbackProjection } from "../../schema/savings.js"
import { Cashback } from "../../services/Cashback.js"
import { type CouponFilters, Coupons } from "../../services/Coupons.js"
import { Offers } from "../../services/Offers.js"
import { Savings } from "../../services/Savings.js"
import type { Coupon } from "../../schema/savings.js"
import { defineUseCase, patchEntries } from "../UseCase.js"

/** Coupons with their total, as the service answers them, so a server's snapshot carries them. */
const couponPage = /* @__PURE__ */ Schema.Struct({
  coupons: CouponsContract.getCoupons.success.fields.data.fields.coupons,
  total: CouponsContract.getCoupons.success.fields.meta.fields.total
})

const getCoupons = /* @__PURE__ */ defineUseCase({
  name: "Coupons.getCoupons",
  mode: "read",
  success: couponPage,
  run: (filters: CouponFilters = {}) => Effect.flatMap(Coupons, (s) => s.getCoupons(filters))
})

/** What a clip or unclip keeps true: the coupon it answers in every list shown; the lists and cart savings stale. */
const clipWrite = {
  updates: (coupon: Coupon) => [
    patchEntries(getCoupons, (list) => ({ ...list, coupons: list.coupons.map((c) => (c.id === coupon.id ? coupon : c)) }))
  ],
  invalidates: [getCoupons, "Carts.getCartSavings"]
} as const

/** Coupons use cases. */
export const CouponsUseCases = {
  getCoupons,
  clipCoupon: /* @__PURE__ */ defineUseCase({
    name: "Coupons.clipCoupon",
    mode: "mutation",
    run: (couponId: string, options?: CallOptions) => Effect.flatMap(Coupons, (s) => s.clipCoupon(couponId, options)),
    ...clipWrite
  }),
  unclipCoupon: /* @__PURE__ */ defineUseCase({
    name: "Coupons.unclipCoupon",
    mode: "mutation",
    run: (couponId: string, options?: CallOptions) => Effect.flatMap(Coupons, (s) => s.unclipCoupon(couponId, options)),
    ...clipWrite
  })
} as const

const getBalance = /* @__PURE__ */ defineUseCase({
  name: "Cashback.getBalance",
  mode: "read",
  run: (projection?: CashbackProjection) => Effect.flatMap(Cashback, (s) => s.getBalance(projection))
})

/** Cashback use cases. */
export const CashbackUseCases = {
  getBalance,
  redeem: /* @__PURE__ */ defineUseCase({
    name: "Cashback.redeem",
    mode: "mutation",
    oneShot: CashbackContract.redeemCashback.oneShot,
    run: (accountType: CashbackAccountType, amount: number, options?: CallOptions) =>
      Effect.flatMap(Cashback, (s) => s.redeem(accountType, amount, options)),
    invalidates: [getBalance]
  })
} as const

/** Savings hub use cases. */
export const SavingsUseCases = {
  getAlerts: /* @__PURE__ */ defineUseCase({
    name: "Savings.getAlerts",
    mode: "read",
    success: SavingsContract.getAlerts.success.fields.data.fields.alerts,
    run: () => Effect.flatMap(Savings, (s) => s.getAlerts())
  }),
  getAlertItems: /* @__PURE__ */ defineUseCase({
    name: "Savings.getAlertItems",
    mode: "read",
    success: SavingsContract.getAlertItems.success.fields.data.fields.items,
    run: () => Effect.flatMap(Savings, (s) => s.getAlertItems())
  }),
  getSpecials: /* @__PURE__ */ defineUseCase({
    name: "Savings.getSpecials",
    mode: "read",
    success: SavingsContract.getSpecials.success.fields.data.fields.specials,
    run: () => Effect.flatMap(Savings, (s) => s.getSpecials())
  }),
  getSpecialItems: /* @__PURE__ */ defineUseCase({
    name: "Savings.getSpecialItems",
    mode: "read",
    success: SavingsContract.getSpecialItems.success.fields.data.fields.items,
    run: () => Effect.flatMap(Savings, (s) => s.getSpecialItems())
  }),
  getWeeklyAds: /* @__PURE__ */ defineUseCase({
    name: "Savings.getWeeklyAds",
    mode: "read",
    success: SavingsContract.getSavingsWeeklyAds.success.fields.data.fields.weeklyAds,
    run: () => Effect.flatMap(Savings, (s) => s.getWeeklyAds())
  }),
  getStreak: /* @__PURE__ */ defineUseCase({
    name: "Savings.getStreak",
    mode: "read",
    success: SavingsContract.getStreak.success.fields.data.fields.streak,
    run: () => Effect.flatMap(Savings, (s) => s.getStreak())
  })
} as const

/** Offers use cases. */
export const OffersUseCases = {
  claimFlashSales: /* @__PURE__ */ defineUseCase({
    name: "Offers.claimFlashSales",
    mode: "mutation",
    run: (offerIds: ReadonlyArray<string>, options?: CallOptions) => Effect.flatMap(Offers, (s) => s.claimFlashSales(offerIds, options))
  }),
  getFlashSaleMaxQuantity: /* @__PURE__ */ defineUseCase({
    name: "Offers.getFlashSaleMaxQuantity",
    mode: "read",
    success: OffersContract.getFlashSaleMaxQuantity.success.fields.data.fields.quantities,
    run: (offerIds: ReadonlyArray<string>) => Effect.flatMap(Offers, (s) => s.getFlashSaleMaxQuantity(offerIds))
  })
} as const
