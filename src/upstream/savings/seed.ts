/**
 * The reference upstream's coupons, seeded against the item catalogue: digital (click-list
 * prefixes CL and CLWEEKLY), cash back, flash sales with quantity limits, paper coupons that cannot
 * be clipped, and coupons that expire (one already expired).
 *
 * @since 0.1.0
 */
import type { CouponType } from "../../schema/savings.js"
import { catalogue } from "../catalogue/seed.js"
import { formatId } from "../ids.js"
import { money } from "../money.js"
import { seededRandom } from "../random.js"

/** The seed of the coupons. */
export const COUPON_SEED = 0xc0790215

/** A coupon as the upstream keeps it; its expiry is days from the day of the call. */
export interface CouponRecord {
  readonly id: string
  readonly type: CouponType
  readonly gtin13: string
  readonly brand: string
  readonly description: string
  readonly value: number
  /** Days after the current day it expires (negative: expired). */
  readonly expiresInDays: number
  /** Units a shopper may claim of a flash sale. */
  readonly maxQuantity: number | undefined
  /** Order of relevance (lower first). */
  readonly relevance: number
  /** Order of publication (higher is more recent). */
  readonly published: number
}

const TYPES: ReadonlyArray<CouponType> = [
  "DIGITAL",
  "DIGITAL",
  "cash_back",
  "standard",
  "PROMO",
  "FLASH_SALE",
  "PAPER_MFG",
  "PAPER_KROGER",
  "STATIC"
]
const CLIPPABLE: ReadonlySet<CouponType> = new Set(["DIGITAL", "cash_back", "standard", "PROMO", "FLASH_SALE"])

/** Whether coupons of a type are clipped to a card (they carry a click-list prefix). */
export const isClippableType = (type: CouponType): boolean => CLIPPABLE.has(type)

let cached: ReadonlyArray<CouponRecord> | undefined

/** The seeded coupons: one for each of the first 45 catalogue entries, the same on every call. */
export const seedCoupons = (): ReadonlyArray<CouponRecord> => {
  if (cached !== undefined) return cached
  const random = seededRandom(COUPON_SEED)
  cached = catalogue()
    .entries.slice(0, 45)
    .map((entry, i) => {
      const type = TYPES[i % TYPES.length] ?? "DIGITAL"
      const weekly = i % 4 === 1
      const prefix = isClippableType(type) ? (weekly ? "CLWEEKLY" : "CL") : "P"
      const value = type === "cash_back" ? money(0.5 + random() * 2) : Math.round((0.25 + random() * 3) * 4) / 4
      return {
        id: formatId(prefix, i + 1),
        type,
        gtin13: entry.gtin13,
        brand: entry.brand,
        description: `Save $${value.toFixed(2)} on ${entry.description}`,
        value,
        expiresInDays: i === 3 ? -1 : 1 + Math.floor(random() * 30),
        maxQuantity: type === "FLASH_SALE" ? 1 + (Math.floor(i / TYPES.length) % 3) : undefined,
        relevance: Math.floor(random() * 1000),
        published: i
      }
    })
  return cached
}
