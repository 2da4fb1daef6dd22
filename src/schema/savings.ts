/**
 * Savings vocabulary (spec §3): coupons, offers and flash sales, cashback, and the savings
 * alerts, specials, weekly ads and streak.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant, tolerantSpelling } from "./common.js"

/** Coupon types. */
export const CouponType = Schema.Literal("standard", "cash_back", "DIGITAL", "PROMO", "FLASH_SALE", "PAPER_MFG", "PAPER_KROGER", "STATIC")
/** @see CouponType */
export type CouponType = typeof CouponType.Type
/** Coupon sort orders. */
export const CouponSortOrder = Schema.Literal("relevance", "recent", "expiration", "value")
/** @see CouponSortOrder */
export type CouponSortOrder = typeof CouponSortOrder.Type
/** Coupon statuses for a shopper. */
export const CouponStatus = Schema.Literal("unclipped", "active", "redeemed")
/** @see CouponStatus */
export type CouponStatus = typeof CouponStatus.Type
/** Click-list prefixes of coupon ids. */
export const ClickListPrefix = Schema.Literal("CL", "CLWEEKLY")
/** @see ClickListPrefix */
export type ClickListPrefix = typeof ClickListPrefix.Type
/** The clip action. */
export const ClipAction = Schema.Literal("CLIP", "UNCLIP")
/** @see ClipAction */
export type ClipAction = typeof ClipAction.Type

/** The offer statuses as spec §3 writes them. */
const SpecOfferStatus = Schema.Literal("Draft", "Published", "DisplayDisabled", "ExecutionDisabled", "NoLongerEffective")

/** Every accepted spelling of an offer status: the spec's, and each upper-cased letter for letter. */
const OfferStatusSpelling = Schema.Literal(
  ...SpecOfferStatus.literals,
  "DRAFT",
  "PUBLISHED",
  "DISPLAYDISABLED",
  "EXECUTIONDISABLED",
  "NOLONGEREFFECTIVE"
)

const offerStatusOf: Readonly<Record<typeof OfferStatusSpelling.Type, typeof SpecOfferStatus.Type>> = {
  Draft: "Draft",
  Published: "Published",
  DisplayDisabled: "DisplayDisabled",
  ExecutionDisabled: "ExecutionDisabled",
  NoLongerEffective: "NoLongerEffective",
  DRAFT: "Draft",
  PUBLISHED: "Published",
  DISPLAYDISABLED: "DisplayDisabled",
  EXECUTIONDISABLED: "ExecutionDisabled",
  NOLONGEREFFECTIVE: "NoLongerEffective"
}

/**
 * Offer statuses (spec §3: "statuses Draft, Published, DisplayDisabled, ExecutionDisabled,
 * NoLongerEffective (upper-case variants also exist)"). The spec does not spell the upper-case
 * variants: we accept each name upper-cased letter for letter (`PUBLISHED`, `DISPLAYDISABLED`) and
 * read it as the spec's spelling, which is also what is sent (see `docs/spec-decisions.md`).
 *
 * @example
 * Schema.decodeSync(OfferStatus)("DISPLAYDISABLED") // "DisplayDisabled"
 */
export const OfferStatus = Schema.transform(OfferStatusSpelling, SpecOfferStatus, {
  strict: true,
  decode: (status) => offerStatusOf[status],
  encode: (status) => status
})
/** @see OfferStatus */
export type OfferStatus = typeof OfferStatus.Type

/** An offer status as a response carries it: any spelling above read as the spec's, another status kept as sent. */
const OfferStatusIn = tolerantSpelling(SpecOfferStatus.literals, offerStatusOf)
/** Offer methods. */
export const OfferMethod = Schema.Literal("Wallet", "Target")
/** Offer reward types. */
export const RewardType = Schema.Literal("ITEM", "ORDER", "POINTS", "OFFER", "QUANTITY")
/** Offer reward subtypes. */
export const RewardSubtype = Schema.Literal("Percent", "Amount", "Net", "Offer")
/** Offer requirement types. */
export const RequirementType = Schema.Literal("Quantity", "Spend", "Points")
/** Digital limit types. */
export const DigitalLimitType = Schema.Literal("None", "External", "Approximate", "Exact")
/** Offer defined types. */
export const OfferDefinedType = Schema.Literal("DIGITAL_COUPON", "FREE_PRODUCT", "FLASH_SALE", "POINT", "PRODUCTOFFER", "MUST_BUY")
/** Points units. */
export const PointsUnit = Schema.Literal("Each", "Dollars")

/** Cashback projections. */
export const CashbackProjection = Schema.Literal("cashback.compact", "cashback.full")
/** @see CashbackProjection */
export type CashbackProjection = typeof CashbackProjection.Type
/** Cashback account types. */
export const CashbackAccountType = Schema.Literal("PAYPAL", "SHOPPER_CARD")
/** @see CashbackAccountType */
export type CashbackAccountType = typeof CashbackAccountType.Type
/** Cashback total types. */
export const CashbackTotalType = Schema.Literal("RETAILER_ONLY", "NON_RETAILER_ONLY", "UNRESTRICTED")

/**
 * A coupon as a shopper sees it. Required: its id, description, value, expiry and status (the coupons
 * page shows them, clipping reads the status); the type, brand and upcs are optional.
 */
export class Coupon extends Schema.Class<Coupon>("Coupon")({
  id: Schema.String,
  type: Schema.optional(tolerant(CouponType)),
  brand: Schema.optional(Schema.String),
  description: Schema.String,
  value: Schema.Number,
  gtin13s: Schema.optional(Schema.Array(Schema.String)),
  expiresAt: Schema.String,
  status: tolerant(CouponStatus),
  /** Units a flash sale still allows; absent on other coupons. */
  maxQuantity: Schema.optional(Schema.Number)
}) {}

/** GET coupons response. */
export const CouponsResponse = Schema.Struct({
  data: Schema.Struct({ coupons: Schema.Array(Coupon) }),
  meta: Schema.Struct({ total: Schema.Number })
})
/** POST clip payload. */
export const ClipRequest = Schema.Struct({ couponId: Schema.String.pipe(Schema.minLength(1)), action: ClipAction })
/** @see ClipRequest */
export type ClipRequest = typeof ClipRequest.Type
/** POST clip response: the coupon after the action. */
export const ClipResponse = Schema.Struct({ data: Schema.Struct({ coupon: Coupon }) })

/** One balance of a shopper's cashback. */
export const CashbackTotal = Schema.Struct({ type: tolerant(CashbackTotalType), amount: Schema.Number })
/** A shopper's cashback balance. */
export class CashbackBalance extends Schema.Class<CashbackBalance>("CashbackBalance")({
  available: Schema.Number,
  pending: Schema.Number,
  lifetime: Schema.Number,
  totals: Schema.optional(Schema.Array(CashbackTotal))
}) {}
/** GET cashback balances response. */
export const CashbackBalanceResponse = Schema.Struct({ data: Schema.Struct({ balance: CashbackBalance }) })
/** POST redemption payload. */
export const RedemptionRequest = Schema.Struct({ accountType: CashbackAccountType, amount: Schema.Number.pipe(Schema.positive()) })
/** @see RedemptionRequest */
export type RedemptionRequest = typeof RedemptionRequest.Type
/** A cashback redemption. */
export const Redemption = Schema.Struct({
  id: Schema.String,
  accountType: Schema.optional(tolerant(CashbackAccountType)),
  amount: Schema.Number,
  createdAt: Schema.optional(Schema.String)
})
/** POST redemption response: the redemption and the balance left. */
export const RedemptionResponse = Schema.Struct({ data: Schema.Struct({ redemption: Redemption, balance: CashbackBalance }) })

/** A savings alert (a sale on something the shopper buys). */
export const SavingsAlert = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  gtin13s: Schema.optional(Schema.Array(Schema.String))
})
/** A savings item (of an alert or a special). */
export const SavingsItem = Schema.Struct({
  gtin13: Schema.String,
  description: Schema.String,
  regular: Schema.optional(Schema.Number),
  promo: Schema.optional(Schema.Number)
})
/** GET alerts response. */
export const AlertsResponse = Schema.Struct({ data: Schema.Struct({ alerts: Schema.Array(SavingsAlert) }) })
/** GET alerts items and specials items response. */
export const SavingsItemsResponse = Schema.Struct({ data: Schema.Struct({ items: Schema.Array(SavingsItem) }) })
/** A special: a store-wide deal. */
export const Special = Schema.Struct({ id: Schema.String, title: Schema.String, endsAt: Schema.optional(Schema.String) })
/** GET specials response. */
export const SpecialsResponse = Schema.Struct({ data: Schema.Struct({ specials: Schema.Array(Special) }) })
/** A weekly ad summary of the savings hub. */
export const SavingsWeeklyAd = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  validFrom: Schema.optional(Schema.String),
  validTo: Schema.optional(Schema.String)
})
/** GET savings weekly ads response. */
export const SavingsWeeklyAdsResponse = Schema.Struct({ data: Schema.Struct({ weeklyAds: Schema.Array(SavingsWeeklyAd) }) })
/** A shopper's savings streak. */
export const Streak = Schema.Struct({ weeks: Schema.Number, savedThisWeek: Schema.optional(Schema.Number) })
/** GET streak response. */
export const StreakResponse = Schema.Struct({ data: Schema.Struct({ streak: Streak }) })

/** A flash-sale offer. Required: its id, coupon and maximum quantity; the offer vocabulary and claimed count are optional. */
export class FlashSaleOffer extends Schema.Class<FlashSaleOffer>("FlashSaleOffer")({
  id: Schema.String,
  couponId: Schema.String,
  status: Schema.optional(OfferStatusIn),
  method: Schema.optional(tolerant(OfferMethod)),
  definedType: Schema.optional(tolerant(OfferDefinedType)),
  rewardType: Schema.optional(tolerant(RewardType)),
  rewardSubtype: Schema.optional(tolerant(RewardSubtype)),
  requirementType: Schema.optional(tolerant(RequirementType)),
  digitalLimitType: Schema.optional(tolerant(DigitalLimitType)),
  pointsUnit: Schema.optional(tolerant(PointsUnit)),
  maxQuantity: Schema.Number,
  claimed: Schema.optional(Schema.Number)
}) {}
/** POST flash sales payload: the offers to claim (or to list, when empty). */
export const FlashSalesRequest = Schema.Struct({ offerIds: Schema.Array(Schema.String) })
/** POST flash sales response. */
export const FlashSalesResponse = Schema.Struct({ data: Schema.Struct({ offers: Schema.Array(FlashSaleOffer) }) })
/** POST flash sales max-quantity payload. */
export const MaxQuantityRequest = Schema.Struct({ offerIds: Schema.Array(Schema.String).pipe(Schema.minItems(1)) })
/** POST flash sales max-quantity response: units each offer still allows the shopper. */
export const MaxQuantityResponse = Schema.Struct({
  data: Schema.Struct({ quantities: Schema.Array(Schema.Struct({ offerId: Schema.String, maxQuantity: Schema.Number })) })
})

/**
 * The click-list prefix of a clippable coupon id (`CLWEEKLY-…` or `CL-…`), if it has one.
 *
 * @example
 * clickListPrefixOf("CLWEEKLY-000012") // "CLWEEKLY"
 * clickListPrefixOf("PAPER-1") // undefined
 */
export const clickListPrefixOf = (couponId: string): ClickListPrefix | undefined =>
  couponId.startsWith("CLWEEKLY-") ? "CLWEEKLY" : couponId.startsWith("CL-") ? "CL" : undefined
