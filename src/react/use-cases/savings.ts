/**
 * The coupons, cashback, savings and offers use cases, ready for the hooks. Clip, unclip, redeem
 * and flash-sale claims are mutations: their slot resets, then they send (spec §4). A clip or
 * unclip puts the coupon it answers into every coupon list shown and makes the lists (and a cart's
 * coupon savings) stale; a redemption makes the cash-back balance stale.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { CartsContract } from "../../contract/carts.js"
import { CashbackContract, CouponsContract, OffersContract, SavingsContract } from "../../contract/savings.js"
import type { Coupon } from "../../schema/savings.js"
import { Cashback } from "../../services/Cashback.js"
import { Coupons } from "../../services/Coupons.js"
import { Offers } from "../../services/Offers.js"
import { Savings } from "../../services/Savings.js"
import { fromOperation } from "../fromOperation.js"
import { patchEntries } from "../UseCase.js"

/** Coupons with their total, as the service answers them, so a server's snapshot carries them. */
const couponPage = /* @__PURE__ */ Schema.Struct({
  coupons: CouponsContract.getCoupons.success.fields.data.fields.coupons,
  total: CouponsContract.getCoupons.success.fields.meta.fields.total
})

const getCoupons = /* @__PURE__ */ fromOperation(Coupons, CouponsContract.getCoupons, { success: couponPage })

/** What a clip or unclip keeps true: the coupon it answers in every list shown; the lists and cart savings stale. */
const clipWrite = {
  updates: (coupon: Coupon) => [
    patchEntries(getCoupons, (list) => ({ ...list, coupons: list.coupons.map((c) => (c.id === coupon.id ? coupon : c)) }))
  ],
  invalidates: [getCoupons, CartsContract.getCartSavings]
} as const

/** Coupons use cases. */
export const CouponsUseCases = {
  getCoupons,
  clipCoupon: /* @__PURE__ */ fromOperation(Coupons, CouponsContract.clipCoupon, clipWrite),
  // The clip call with the UNCLIP action.
  unclipCoupon: /* @__PURE__ */ fromOperation(Coupons, CouponsContract.clipCoupon, { method: "unclipCoupon", ...clipWrite })
} as const

const getBalance = /* @__PURE__ */ fromOperation(Cashback, CashbackContract.getCashbackBalance)

/** Cashback use cases. */
export const CashbackUseCases = {
  getBalance,
  redeem: /* @__PURE__ */ fromOperation(Cashback, CashbackContract.redeemCashback, { invalidates: [getBalance] })
} as const

/** Savings hub use cases. */
export const SavingsUseCases = {
  getAlerts: /* @__PURE__ */ fromOperation(Savings, SavingsContract.getAlerts),
  getAlertItems: /* @__PURE__ */ fromOperation(Savings, SavingsContract.getAlertItems),
  getSpecials: /* @__PURE__ */ fromOperation(Savings, SavingsContract.getSpecials),
  getSpecialItems: /* @__PURE__ */ fromOperation(Savings, SavingsContract.getSpecialItems),
  getWeeklyAds: /* @__PURE__ */ fromOperation(Savings, SavingsContract.getSavingsWeeklyAds),
  getStreak: /* @__PURE__ */ fromOperation(Savings, SavingsContract.getStreak)
} as const

/** Offers use cases. */
export const OffersUseCases = {
  claimFlashSales: /* @__PURE__ */ fromOperation(Offers, OffersContract.claimFlashSales),
  getFlashSaleMaxQuantity: /* @__PURE__ */ fromOperation(Offers, OffersContract.getFlashSaleMaxQuantity)
} as const
