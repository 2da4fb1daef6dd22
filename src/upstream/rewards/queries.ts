/**
 * Pure queries of the reference rewards: the fuel-points savings calculator, the non-profits of
 * community rewards, OptUP scores and scored orders, and membership plans by filter.
 *
 * @since 0.1.0
 */
import type { PlanFilter } from "../../schema/rewards.js"
import type { PlanRecord } from "./state.js"

/** Cents off per gallon for each 100 points. */
export const CENTS_PER_100_POINTS = 10
/** The most cents off a gallon points can give. */
export const MAX_CENTS_PER_GALLON = 100
/** The most gallons a fill-up's discount applies to. */
export const MAX_DISCOUNTED_GALLONS = 35

/** What points save on a fill-up: 10 cents a gallon per 100 points, at most $1 (and the price), on up to 35 gallons. */
export const fuelSavings = (points: number, gallons: number, pricePerGallon: number) => {
  const cents = Math.min(MAX_CENTS_PER_GALLON, Math.floor(points / 100) * CENTS_PER_100_POINTS, Math.floor(pricePerGallon * 100))
  return {
    centsPerGallon: cents,
    savings: Math.round(cents * Math.min(gallons, MAX_DISCOUNTED_GALLONS)) / 100,
    discountType: cents > 0 ? ("REWARD" as const) : ("NONE" as const),
    rewardsType: "FIXED" as const,
    status: "ACTIVE" as const,
    customerIdType: "PRIMARY" as const
  }
}

/** The non-profits of community rewards. */
export const NPOS = [
  ["Cincinnati Food Bank", "Food Bank", "Cincinnati"],
  ["Westside Elementary PTA", "School", "Cincinnati"],
  ["Riverside Animal Shelter", "Animal Welfare", "Dayton"],
  ["Hope Community Church", "Religious", "Columbus"],
  ["Lakeside Youth Soccer", "Youth Sports", "Columbus"],
  ["Northgate Library Friends", "Library", "Dayton"],
  ["Eastside Food Pantry", "Food Bank", "Louisville"],
  ["Valley High Band Boosters", "School", "Louisville"]
].map(([name, orgType, city], i) => ({
  id: `npo-${String(i + 1).padStart(3, "0")}`,
  name: name ?? "",
  orgType: orgType ?? "",
  city: city ?? ""
}))

/** The organisation types, sorted. */
export const orgTypes = (): ReadonlyArray<string> => [...new Set(NPOS.map((n) => n.orgType))].sort()

/** The OptUP classification of a score: 70+ maintain, 40+ moderate, above 0 minimize. */
export const classify = (score: number) =>
  score >= 70
    ? ("maintain" as const)
    : score >= 40
      ? ("moderate" as const)
      : score > 0
        ? ("minimize" as const)
        : ("noClassification" as const)

/** Whether a plan passes a plan filter. */
export const planMatches = (plan: PlanRecord, filter: PlanFilter): boolean => {
  switch (filter) {
    case "ALL":
      return true
    case "FREE_TRIAL_MONTHLY":
      return plan.subscriptionType === "FREE_TRIAL" && !plan.annual
    case "SKIP_FREE_TRIAL":
      return plan.subscriptionType !== "FREE_TRIAL"
    case "STANDARD_ANNUAL_ONLY":
      return plan.subscriptionType === "STANDARD" && plan.annual
  }
}
