/**
 * Rewards vocabulary (spec §3): loyalty, community rewards, OptUP, fuel points and membership.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"
import { FeeMembershipType, FeePromoType } from "./modality.js"

/** Fuel customer id types. */
export const FuelCustomerIdType = Schema.Literal("PAYMENT", "ALTERNATE", "PRIMARY")
/** Fuel account statuses. */
export const FuelStatus = Schema.Literal("INACTIVE", "ACTIVE")
/** Fuel rewards types. */
export const FuelRewardsType = Schema.Literal("CHOICE", "FIXED")
/** Fuel discount types. */
export const FuelDiscountType = Schema.Literal("STREET", "REWARD", "NONE")
/** OptUP classifications. */
export const OptUpClassification = Schema.Literal("maintain", "moderate", "minimize", "noClassification")
/** Loyalty alternate id statuses. */
export const AlternateIdStatus = Schema.Literal("SUCCESS", "FAILURE")
/** Membership plan statuses. */
export const MembershipStatus = Schema.Literal("Draft", "Published", "Unpublished")
/** Enrollment statuses. */
export const EnrollmentStatus = Schema.Literal("ACTIVE", "EXPIRED", "CANCELLED")
/** @see EnrollmentStatus */
export type EnrollmentStatus = typeof EnrollmentStatus.Type
/** Enrollment statuses a query may ask for: NONE as well. */
export const EnrollmentQueryStatus = Schema.Literal("ACTIVE", "EXPIRED", "CANCELLED", "NONE")
/** @see EnrollmentQueryStatus */
export type EnrollmentQueryStatus = typeof EnrollmentQueryStatus.Type
/** Subscription types. */
export const SubscriptionType = Schema.Literal("STANDARD", "FREE_TRIAL", "GIFT")
/** Enrollment methods. */
export const EnrollmentMethod = Schema.Literal("TRIAL", "PURCHASE", "SELECTED", "GRANTED", "CONVERSION", "DOWNGRADE", "UPGRADE")
/** @see EnrollmentMethod */
export type EnrollmentMethod = typeof EnrollmentMethod.Type
/** Membership plan filters. */
export const PlanFilter = Schema.Literal("ALL", "FREE_TRIAL_MONTHLY", "SKIP_FREE_TRIAL", "STANDARD_ANNUAL_ONLY")
/** @see PlanFilter */
export type PlanFilter = typeof PlanFilter.Type

/** The fuel-points savings calculator input. */
export const FuelCalculatorRequest = Schema.Struct({
  points: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  gallons: Schema.Number.pipe(Schema.nonNegative()),
  pricePerGallon: Schema.Number.pipe(Schema.nonNegative())
})
/** @see FuelCalculatorRequest */
export type FuelCalculatorRequest = typeof FuelCalculatorRequest.Type
/** The calculator's result: cents off per gallon (10 per 100 points, at most $1) and the total. */
export const FuelSavings = Schema.Struct({
  centsPerGallon: Schema.Number,
  savings: Schema.Number,
  discountType: Schema.optional(tolerant(FuelDiscountType)),
  rewardsType: Schema.optional(tolerant(FuelRewardsType)),
  status: Schema.optional(tolerant(FuelStatus)),
  customerIdType: Schema.optional(tolerant(FuelCustomerIdType))
})
/** POST savings calculator response. */
export const FuelCalculatorResponse = Schema.Struct({ data: FuelSavings })

/** A loyalty program of the shopper. */
export class LoyaltySummary extends Schema.Class<LoyaltySummary>("LoyaltySummary")({
  programId: Schema.String,
  cardNumber: Schema.String,
  points: Schema.Number,
  fuelPoints: Schema.Number,
  annualSavings: Schema.Number
}) {}
/** GET loyalty summary response. */
export const LoyaltySummaryResponse = Schema.Struct({ data: Schema.Struct({ summary: LoyaltySummary }) })
/** A loyalty transaction. */
export const LoyaltyTransaction = Schema.Struct({
  id: Schema.String,
  date: Schema.String,
  points: Schema.Number,
  description: Schema.String
})
/** GET transactions response. */
export const LoyaltyTransactionsResponse = Schema.Struct({ data: Schema.Struct({ transactions: Schema.Array(LoyaltyTransaction) }) })
/** GET availability responses (virtual card, card or alternate id). */
export const AvailabilityResponse = Schema.Struct({ data: Schema.Struct({ available: Schema.Boolean }) })
/** PUT shopper card update payload. */
export const ShopperCardRequest = Schema.Struct({ cardNumber: Schema.String.pipe(Schema.pattern(/^\d{12,13}$/)) })
/** Response of the card writes: the card number now on the account. */
export const CardResponse = Schema.Struct({ data: Schema.Struct({ cardNumber: Schema.String, virtual: Schema.Boolean }) })
/** PUT alternate id payload (a phone number of 10 digits). */
export const AlternateIdRequest = Schema.Struct({ alternateId: Schema.String.pipe(Schema.pattern(/^\d{10}$/)) })
/** PUT alternate id response. */
export const AlternateIdResponse = Schema.Struct({
  data: Schema.Struct({ status: tolerant(AlternateIdStatus), alternateId: Schema.String })
})
/** GET alternate ids response. */
export const AlternateIdsResponse = Schema.Struct({ data: Schema.Struct({ alternateIds: Schema.Array(Schema.String) }) })

/** A non-profit organisation of community rewards. */
export const Npo = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  orgType: Schema.optional(Schema.String),
  city: Schema.optional(Schema.String)
})
/** GET community enrollment response: the organisation the shopper supports, if any. */
export const CommunityEnrollmentResponse = Schema.Struct({ data: Schema.Struct({ npo: Schema.NullOr(Npo) }) })
/** GET npo search response. */
export const NpoSearchResponse = Schema.Struct({ data: Schema.Struct({ npos: Schema.Array(Npo) }) })
/** GET org types response. */
export const OrgTypesResponse = Schema.Struct({ data: Schema.Struct({ orgTypes: Schema.Array(Schema.String) }) })
/** POST enroll payload. */
export const EnrollNpoRequest = Schema.Struct({ npoId: Schema.String.pipe(Schema.minLength(1)) })

/** The OptUP score (data classification highly private linked). */
export const OptUpScore = Schema.Struct({ score: Schema.Number, classification: Schema.optional(tolerant(OptUpClassification)) })
/** GET OptUP score response. */
export const OptUpScoreResponse = Schema.Struct({ data: OptUpScore })
/** An order scored by OptUP. */
export const MniOrder = Schema.Struct({
  orderId: Schema.String,
  date: Schema.optional(Schema.String),
  score: Schema.optional(Schema.Number)
})
/** GET mni-orders response. */
export const MniOrdersResponse = Schema.Struct({ data: Schema.Struct({ orders: Schema.Array(MniOrder) }) })

/** A membership plan. Required: its id, name, price and subscription type (the plans are listed with them). */
export const MembershipPlan = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  status: Schema.optional(tolerant(MembershipStatus)),
  subscriptionType: tolerant(SubscriptionType),
  price: Schema.Number,
  feeMembershipType: Schema.optional(tolerant(FeeMembershipType)),
  feePromoType: Schema.optional(tolerant(FeePromoType))
})
/** A shopper's enrollment in a plan. Required: its ids, plan and status (spec §3; a plan switch reads them). */
export class Enrollment extends Schema.Class<Enrollment>("Enrollment")({
  id: Schema.String,
  subscriptionId: Schema.String,
  planId: Schema.String,
  status: tolerant(EnrollmentStatus),
  method: Schema.optional(tolerant(EnrollmentMethod)),
  subscriptionType: Schema.optional(tolerant(SubscriptionType))
}) {}
/** GET membership response: the plans offered and the shopper's enrollment. */
export const MembershipResponse = Schema.Struct({
  data: Schema.Struct({ plans: Schema.Array(MembershipPlan), enrollment: Schema.NullOr(Enrollment) })
})
/** GET enrollments response. */
export const EnrollmentsResponse = Schema.Struct({ data: Schema.Struct({ enrollments: Schema.Array(Enrollment) }) })
/** PATCH enrollment payload. */
export const EnrollmentPatch = Schema.Struct({
  status: Schema.optional(EnrollmentStatus),
  method: Schema.optional(EnrollmentMethod),
  planId: Schema.optional(Schema.String)
})
/** @see EnrollmentPatch */
export type EnrollmentPatch = typeof EnrollmentPatch.Type
/** PATCH enrollment response. */
export const EnrollmentResponse = Schema.Struct({ data: Schema.Struct({ enrollment: Enrollment }) })
