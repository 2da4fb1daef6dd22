/**
 * The `coupons`, `cashback`, `savings` and `offers` operations of operations.tsv. Offers reads
 * (flash-sale max quantity) use the offers read scope (spec §6): {@link OFFERS_READ_SCOPE}, declared
 * as the descriptor's `scopes`, so a server-side client sends a service token carrying it.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { serviceScopes } from "../schema/identity.js"
import {
  AlertsResponse,
  CashbackBalanceResponse,
  CashbackProjection,
  ClickListPrefix,
  ClipRequest,
  ClipResponse,
  CouponSortOrder,
  CouponsResponse,
  CouponStatus,
  CouponType,
  FlashSalesRequest,
  FlashSalesResponse,
  MaxQuantityRequest,
  MaxQuantityResponse,
  RedemptionRequest,
  RedemptionResponse,
  SavingsItemsResponse,
  SavingsWeeklyAdsResponse,
  SpecialsResponse,
  StreakResponse
} from "../schema/savings.js"
import { CommaSeparated, make } from "../core/Operation.js"
import { PositiveIntFromString } from "../core/params.js"
import { CheckoutModify } from "../errors/families.js"
import { TokenFailure } from "../errors/families.js"

/** The scope offers reads use (spec §6). */
export const OFFERS_READ_SCOPE = serviceScopes.offersRead

/** Url params of the coupon list. */
export const CouponsParams = Schema.Struct({
  "filter.types": Schema.optional(CommaSeparated(CouponType)),
  "filter.status": Schema.optional(CouponStatus),
  "filter.clickListPrefix": Schema.optional(ClickListPrefix),
  "filter.query": Schema.optional(Schema.String),
  sort: Schema.optional(CouponSortOrder),
  "page.size": Schema.optional(PositiveIntFromString)
})
/** The coupon list's query parameters as the service sends them (`filter.*`, sort, paging). */
export type CouponsParams = typeof CouponsParams.Type

/** GET coupons: the coupons of the shop with the shopper's status of each. */
export const getCoupons = make({
  domain: "coupons",
  name: "Coupons.getCoupons",
  requestKind: "coupons",
  summary: "Coupons",
  method: "GET",
  path: "/savings-coupons/v1/coupons",
  retry: "read",
  urlParams: CouponsParams,
  success: CouponsResponse,
  errors: [400, 500]
})

/** POST clip: clip or unclip a coupon for the shopper (keyed). */
export const clipCoupon = make({
  domain: "coupons",
  name: "Coupons.clipCoupon",
  requestKind: "clip coupon",
  summary: "Clip or unclip a coupon",
  method: "POST",
  path: "/savings-coupons/v1/coupons/clip",
  retry: "keyed",
  payload: ClipRequest,
  success: ClipResponse,
  errors: [400, 404, 409, 500]
})

/** GET cashback balances. */
export const getCashbackBalance = make({
  domain: "cashback",
  name: "Cashback.getBalance",
  requestKind: "cashback balance",
  summary: "Cashback balance",
  method: "GET",
  path: "/savings-coupons/v1/cashback/balances",
  retry: "read",
  urlParams: Schema.Struct({ projections: Schema.optional(CashbackProjection) }),
  success: CashbackBalanceResponse,
  errors: [400, 500]
})

/** POST cashback redemptions: move cashback to an account (keyed). */
export const redeemCashback = make({
  domain: "cashback",
  name: "Cashback.redeem",
  oneShot: true,
  requestKind: "cashback redemption",
  summary: "Redeem cashback",
  method: "POST",
  path: "/savings-coupons/v1/cashback/redemptions",
  retry: "keyed",
  payload: RedemptionRequest,
  success: RedemptionResponse,
  errors: [400, 409, 500]
})

const read = <S extends Schema.Schema.AnyNoContext, const M extends string>(name: M, path: string, requestKind: string, success: S) =>
  make({
    domain: "savings",
    name: `Savings.${name}`,
    requestKind,
    summary: requestKind,
    method: "GET",
    path,
    retry: "read",
    success,
    errors: [400, 500]
  })

/** GET savings alerts. */
export const getAlerts = read("getAlerts", "/savings-coupons/v1/alerts", "savings alerts", AlertsResponse)
/** GET items of savings alerts. */
export const getAlertItems = read("getAlertItems", "/savings-coupons/v1/alerts/items", "savings alert items", SavingsItemsResponse)
/** GET specials. */
export const getSpecials = read("getSpecials", "/savings-coupons/v1/specials", "specials", SpecialsResponse)
/** GET items of specials. */
export const getSpecialItems = read("getSpecialItems", "/savings-coupons/v1/specials/items", "special items", SavingsItemsResponse)
/** GET weekly ads of the savings hub. */
export const getSavingsWeeklyAds = read("getWeeklyAds", "/savings-coupons/v1/weekly-ads", "savings weekly ads", SavingsWeeklyAdsResponse)
/** GET the shopper's savings streak. */
export const getStreak = read("getStreak", "/savings-coupons/v1/streak", "savings streak", StreakResponse)

/** POST flash sales: claim flash-sale offers (keyed; the slot resets, then sends). */
export const claimFlashSales = make({
  domain: "offers",
  name: "Offers.claimFlashSales",
  requestKind: "flash sales",
  summary: "Flash sales offers",
  method: "POST",
  path: "/offers/v1/flash-sales",
  retry: "keyed",
  payload: FlashSalesRequest,
  success: FlashSalesResponse,
  errors: [400, 404, 409, 500],
  codes: [CheckoutModify]
})

/** POST flash sales max quantity: units each offer still allows (an offers read, scope {@link OFFERS_READ_SCOPE}). */
export const getFlashSaleMaxQuantity = make({
  domain: "offers",
  name: "Offers.getFlashSaleMaxQuantity",
  requestKind: "flash sale max quantity",
  summary: `Flash sale max quantity (scope ${OFFERS_READ_SCOPE})`,
  method: "POST",
  path: "/offers/v1/flash-sales/max-quantity",
  retry: "read",
  payload: MaxQuantityRequest,
  success: MaxQuantityResponse,
  // 401 and 403 answer a service token that is invalid or lacks the scope.
  errors: [400, 401, 403, 404, 500],
  scopes: [OFFERS_READ_SCOPE],
  codes: [TokenFailure]
})

/** Every coupons operation. */
export const CouponsContract = { getCoupons, clipCoupon } as const
/** Every cashback operation. */
export const CashbackContract = { getCashbackBalance, redeemCashback } as const
/** Every savings operation. */
export const SavingsContract = { getAlerts, getAlertItems, getSpecials, getSpecialItems, getSavingsWeeklyAds, getStreak } as const
/** Every offers operation. */
export const OffersContract = { claimFlashSales, getFlashSaleMaxQuantity } as const
