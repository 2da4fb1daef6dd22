/**
 * Pure queries of the reference coupons: a coupon as a shopper sees it, the list filtered and
 * sorted, and the flash-sale offers of the flash-sale coupons.
 *
 * @since 0.1.0
 */
import type { CouponsParams } from "../../contract/savings.js"
import { clickListPrefixOf, Coupon, type CouponStatus, FlashSaleOffer } from "../../schema/savings.js"
import { DAY } from "../time.js"
import type { CouponRecord } from "./seed.js"

/** The start of the UTC day of `now`. */
const dayOf = (now: Date) => Math.floor(now.getTime() / DAY) * DAY

/** When a coupon expires, seen on `now`'s day. */
export const expiresAt = (record: CouponRecord, now: Date): Date => new Date(dayOf(now) + (record.expiresInDays + 1) * DAY - 1)

/** Whether a coupon has expired on `now`. */
export const isExpired = (record: CouponRecord, now: Date): boolean => expiresAt(record, now).getTime() < now.getTime()

/** A coupon with a shopper's status. */
export const toCoupon = (record: CouponRecord, status: CouponStatus, now: Date, claimed = 0): Coupon =>
  new Coupon({
    id: record.id,
    type: record.type,
    brand: record.brand,
    description: record.description,
    value: record.value,
    gtin13s: [record.gtin13],
    expiresAt: expiresAt(record, now).toISOString(),
    status,
    ...(record.maxQuantity === undefined ? {} : { maxQuantity: Math.max(0, record.maxQuantity - claimed) })
  })

const sorters: Record<NonNullable<CouponsParams["sort"]>, (a: CouponRecord, b: CouponRecord) => number> = {
  relevance: (a, b) => a.relevance - b.relevance,
  recent: (a, b) => b.published - a.published,
  expiration: (a, b) => a.expiresInDays - b.expiresInDays || a.published - b.published,
  value: (a, b) => b.value - a.value || a.published - b.published
}

/** The unexpired coupons matching the params, sorted (relevance by default). */
export const queryCoupons = (
  coupons: ReadonlyArray<CouponRecord>,
  statusOf: (id: string) => CouponStatus,
  params: CouponsParams,
  now: Date
): ReadonlyArray<CouponRecord> => {
  const query = params["filter.query"]?.trim().toLowerCase()
  return coupons
    .filter((c) => !isExpired(c, now))
    .filter((c) => params["filter.types"] === undefined || params["filter.types"].length === 0 || params["filter.types"].includes(c.type))
    .filter((c) => params["filter.status"] === undefined || statusOf(c.id) === params["filter.status"])
    .filter((c) => params["filter.clickListPrefix"] === undefined || clickListPrefixOf(c.id) === params["filter.clickListPrefix"])
    .filter((c) => query === undefined || query === "" || `${c.brand} ${c.description}`.toLowerCase().includes(query))
    .sort(sorters[params.sort ?? "relevance"])
}

/** The flash-sale offer id of a flash-sale coupon. */
export const offerIdOf = (record: CouponRecord): string => `FS-${record.id.split("-")[1] ?? record.id}`

/** The flash-sale offer of a flash-sale coupon, with a shopper's claims. */
export const toOffer = (record: CouponRecord, claimed: number): FlashSaleOffer =>
  new FlashSaleOffer({
    id: offerIdOf(record),
    couponId: record.id,
    status: "Published",
    method: "Wallet",
    definedType: "FLASH_SALE",
    rewardType: "ITEM",
    rewardSubtype: "Amount",
    requirementType: "Quantity",
    digitalLimitType: "Exact",
    pointsUnit: "Each",
    maxQuantity: record.maxQuantity ?? 0,
    claimed
  })
