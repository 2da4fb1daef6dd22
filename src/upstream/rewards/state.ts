/**
 * Per-shopper rewards state of the reference upstream: loyalty cards and alternate ids, community
 * rewards enrollments, membership plans and enrollments.
 *
 * @since 0.1.0
 */
import type { EnrollmentMethod, EnrollmentStatus } from "../../schema/rewards.js"

/** A shopper's loyalty account. */
export interface LoyaltyRecord {
  readonly programId: string
  cardNumber: string
  virtual: boolean
  readonly alternateIds: Array<string>
  readonly points: number
  readonly fuelPoints: number
}

/** A membership plan as the upstream keeps it. */
export interface PlanRecord {
  readonly id: string
  readonly name: string
  readonly subscriptionType: "STANDARD" | "FREE_TRIAL" | "GIFT"
  readonly annual: boolean
  readonly price: number
  readonly feeMembershipType: "BOOST" | "BOOST_LITE" | "DSP"
  readonly feePromoType: "FIRST_FREE" | "DELIVERY_SAVINGS_PASS" | undefined
}

/** An enrollment as the upstream keeps it. */
export interface EnrollmentRecord {
  readonly id: string
  readonly subscriptionId: string
  planId: string
  status: EnrollmentStatus
  method: EnrollmentMethod
}

/** What the rewards domains hold. */
export interface RewardsState {
  readonly loyalty: Map<string, LoyaltyRecord>
  /** Alternate id → owner holding it. */
  readonly alternateIdOwners: Map<string, string>
  /** Owner → non-profit id supported. */
  readonly community: Map<string, string>
  readonly plans: ReadonlyArray<PlanRecord>
  readonly enrollments: Map<string, Array<EnrollmentRecord>>
  nextId: number
}

/** The membership plans offered. */
export const PLANS: ReadonlyArray<PlanRecord> = [
  {
    id: "boost-annual",
    name: "Boost Annual",
    subscriptionType: "STANDARD",
    annual: true,
    price: 99,
    feeMembershipType: "BOOST",
    feePromoType: "FIRST_FREE"
  },
  {
    id: "boost-monthly-trial",
    name: "Boost Monthly (free trial)",
    subscriptionType: "FREE_TRIAL",
    annual: false,
    price: 12.99,
    feeMembershipType: "BOOST",
    feePromoType: "FIRST_FREE"
  },
  {
    id: "boost-lite-monthly",
    name: "Boost Lite Monthly",
    subscriptionType: "STANDARD",
    annual: false,
    price: 7.99,
    feeMembershipType: "BOOST_LITE",
    feePromoType: undefined
  },
  {
    id: "delivery-savings-pass",
    name: "Delivery Savings Pass",
    subscriptionType: "STANDARD",
    annual: true,
    price: 59,
    feeMembershipType: "DSP",
    feePromoType: "DELIVERY_SAVINGS_PASS"
  }
]

/** Seeded: shopper-ava holds an active Boost Annual enrollment and supports the first non-profit; shopper-ben an expired trial. */
export const seedRewardsState = (): RewardsState => ({
  loyalty: new Map(),
  alternateIdOwners: new Map([["5135550100", "shopper-ava"]]),
  community: new Map([["shopper-ava", "npo-001"]]),
  plans: PLANS,
  enrollments: new Map([
    ["shopper-ava", [{ id: "enr-ava-1", subscriptionId: "sub-ava", planId: "boost-annual", status: "ACTIVE", method: "PURCHASE" }]],
    ["shopper-ben", [{ id: "enr-ben-1", subscriptionId: "sub-ben", planId: "boost-monthly-trial", status: "EXPIRED", method: "TRIAL" }]]
  ]),
  nextId: 1
})

const hash = (s: string) => Array.from(s).reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

/** The loyalty account of an owner, created (with a 13-digit card) when absent. */
export const loyaltyOf = (state: RewardsState, owner: string): LoyaltyRecord => {
  const found = state.loyalty.get(owner)
  if (found !== undefined) return found
  const h = hash(owner)
  const record: LoyaltyRecord = {
    programId: `program-${String(h % 1_000_000).padStart(6, "0")}`,
    cardNumber: `4${String(h).padStart(12, "0").slice(-12)}`,
    virtual: false,
    alternateIds: [...state.alternateIdOwners].filter(([, o]) => o === owner).map(([id]) => id),
    points: 200 + (h % 1800),
    fuelPoints: 100 + (h % 900)
  }
  state.loyalty.set(owner, record)
  return record
}

/** The hash of an owner, for deterministic per-shopper values. */
export const ownerHash = hash
