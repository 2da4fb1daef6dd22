/**
 * The `fuel`, `loyalty`, `community-rewards`, `optup` and `membership` operations of
 * operations.tsv. The OptUP score is highly private linked data; the membership read is silent for
 * analytics (`Membership.getMembership`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  AlternateIdRequest,
  AlternateIdResponse,
  AlternateIdsResponse,
  AvailabilityResponse,
  CardResponse,
  CommunityEnrollmentResponse,
  EnrollmentPatch,
  EnrollmentQueryStatus,
  EnrollmentResponse,
  EnrollmentsResponse,
  EnrollNpoRequest,
  FuelCalculatorRequest,
  FuelCalculatorResponse,
  LoyaltySummaryResponse,
  LoyaltyTransactionsResponse,
  MembershipResponse,
  MniOrdersResponse,
  NpoSearchResponse,
  OptUpScoreResponse,
  OrgTypesResponse,
  PlanFilter,
  ShopperCardRequest
} from "../schema/rewards.js"
import { MembershipOperation } from "../errors/scenarios.js"
import { CommaSeparated, make } from "../core/Operation.js"
import { IntFromString, PathSegment } from "../core/params.js"
import { LOYALTY_SCORE_CLASSIFICATION } from "../schema/classification.js"

/** POST fuel-points savings calculator (a read). */
export const calculateFuelSavings = make({
  domain: "fuel",
  name: "Fuel.calculateSavings",
  requestKind: "fuel savings calculator",
  summary: "Fuel-points savings calculator",
  method: "POST",
  path: "/fuel-points/v1/savings-calculator",
  retry: "read",
  payload: FuelCalculatorRequest,
  success: FuelCalculatorResponse,
  errors: [400, 500]
})

const loyaltyRead = <S extends Schema.Schema.AnyNoContext, const M extends string>(
  name: M,
  path: string,
  requestKind: string,
  success: S
) => make({ domain: "loyalty", name: `Loyalty.${name}`, requestKind, summary: requestKind, method: "GET", path, retry: "read", success })

/** GET loyalty summary. */
export const getLoyaltySummary = loyaltyRead("getSummary", "/rewards/loyalty/v1/summary", "loyalty summary", LoyaltySummaryResponse)
/** GET transactions of a loyalty program. */
export const getLoyaltyTransactions = make({
  domain: "loyalty",
  name: "Loyalty.getTransactions",
  requestKind: "loyalty transactions",
  summary: "Loyalty transactions",
  method: "GET",
  path: "/rewards/loyalty/v1/transactions/{programId}",
  retry: "read",
  pathParams: Schema.Struct({ programId: PathSegment("programId") }),
  success: LoyaltyTransactionsResponse
})
/** GET whether a virtual card can be created. */
export const getVirtualCardAvailable = loyaltyRead(
  "isVirtualCardAvailable",
  "/rewards/loyalty/v1/virtual-card/available",
  "virtual card availability",
  AvailabilityResponse
)
/** GET whether a card or alternate id is available. */
export const getCardOrAltIdAvailable = loyaltyRead(
  "isCardOrAltIdAvailable",
  "/rewards/loyalty/v1/card-or-alt-id/available",
  "card or alternate id availability",
  AvailabilityResponse
)
/** GET the shopper's alternate ids. */
export const getAlternateIds = loyaltyRead("getAlternateIds", "/rewards/loyalty/v1/alternate-ids", "alternate ids", AlternateIdsResponse)

/** PUT the shopper card on the account (keyed). */
export const updateShopperCard = make({
  domain: "loyalty",
  name: "Loyalty.updateShopperCard",
  requestKind: "shopper card update",
  summary: "Update the shopper card",
  method: "PUT",
  path: "/rewards/loyalty/v1/shopper-card/update",
  retry: "keyed",
  payload: ShopperCardRequest,
  success: CardResponse,
  errors: [400, 409, 500]
})
/** POST create a virtual card (keyed). */
export const createVirtualCard = make({
  domain: "loyalty",
  name: "Loyalty.createVirtualCard",
  requestKind: "virtual card",
  summary: "Create a virtual card",
  method: "POST",
  path: "/rewards/loyalty/v1/virtual-card/create",
  retry: "keyed",
  success: CardResponse,
  errors: [400, 409, 500]
})
/** PUT the alternate id (keyed); status SUCCESS or FAILURE. */
export const updateAlternateId = make({
  domain: "loyalty",
  name: "Loyalty.updateAlternateId",
  requestKind: "alternate id update",
  summary: "Update the alternate id",
  method: "PUT",
  path: "/rewards/loyalty/v1/alternate-id/update",
  retry: "keyed",
  payload: AlternateIdRequest,
  success: AlternateIdResponse,
  errors: [400, 409, 500]
})

/** GET the shopper's community rewards enrollment. */
export const getCommunityEnrollment = make({
  domain: "community-rewards",
  name: "CommunityRewards.getEnrollment",
  requestKind: "community rewards enrollment",
  summary: "Community rewards enrollment",
  method: "GET",
  path: "/rewards/community/v1/enrollment",
  retry: "read",
  success: CommunityEnrollmentResponse
})
/** GET non-profits by name and type. */
export const searchNpos = make({
  domain: "community-rewards",
  name: "CommunityRewards.searchNpos",
  requestKind: "npo search",
  summary: "Search non-profits",
  method: "GET",
  path: "/rewards/community/v1/npo/search",
  retry: "read",
  urlParams: Schema.Struct({ "filter.query": Schema.optional(Schema.String), "filter.orgType": Schema.optional(Schema.String) }),
  success: NpoSearchResponse,
  errors: [400, 500]
})
/** GET the organisation types. */
export const getOrgTypes = make({
  domain: "community-rewards",
  name: "CommunityRewards.getOrgTypes",
  requestKind: "npo org types",
  summary: "Non-profit organisation types",
  method: "GET",
  path: "/rewards/community/v1/npo/orgtypes",
  retry: "read",
  success: OrgTypesResponse,
  errors: [500]
})
/** POST enroll with a non-profit (keyed). */
export const enrollNpo = make({
  domain: "community-rewards",
  name: "CommunityRewards.enroll",
  requestKind: "community rewards enroll",
  summary: "Enroll with a non-profit",
  method: "POST",
  path: "/rewards/community/v1/enroll",
  retry: "keyed",
  payload: EnrollNpoRequest,
  success: CommunityEnrollmentResponse,
  errors: [400, 404, 409, 500]
})
/** POST unenroll (keyed). */
export const unenrollNpo = make({
  domain: "community-rewards",
  name: "CommunityRewards.unenroll",
  requestKind: "community rewards unenroll",
  summary: "Unenroll from community rewards",
  method: "POST",
  path: "/rewards/community/v1/unenroll",
  retry: "keyed",
  success: CommunityEnrollmentResponse,
  errors: [400, 409, 500]
})

/** GET the OptUP score (data classification highly private linked). */
export const getOptUpScore = make({
  domain: "optup",
  name: "OptUp.getScore",
  requestKind: "optup score",
  summary: "OptUP score (highly private linked)",
  method: "GET",
  path: "/optup/v2/optup-score",
  retry: "read",
  success: OptUpScoreResponse,
  dataClassification: LOYALTY_SCORE_CLASSIFICATION
})
/** GET the orders OptUP scored, by month and year. */
export const getMniOrders = make({
  domain: "optup",
  name: "OptUp.getMniOrders",
  requestKind: "optup orders",
  summary: "OptUP scored orders",
  method: "GET",
  path: "/optup/v2/mni-orders",
  retry: "read",
  urlParams: Schema.Struct({
    "filter.month": IntFromString.pipe(Schema.between(1, 12)),
    "filter.year": IntFromString.pipe(Schema.between(2000, 2100))
  }),
  success: MniOrdersResponse,
  errors: [400, 500]
})

/** GET the membership plans and the shopper's enrollment (silent for analytics). */
export const getMembership = make({
  domain: "membership",
  name: MembershipOperation,
  requestKind: "membership",
  summary: "Membership",
  method: "GET",
  path: "/membership/v1/membership",
  retry: "read",
  urlParams: Schema.Struct({ "filter.plan": Schema.optional(PlanFilter) }),
  success: MembershipResponse
})
/** GET the shopper's enrollments, by status (NONE allowed in the query). */
export const getEnrollments = make({
  domain: "membership",
  name: "Membership.getEnrollments",
  requestKind: "membership enrollments",
  summary: "Membership enrollments",
  method: "GET",
  path: "/membership/v1/enrollments",
  retry: "read",
  urlParams: Schema.Struct({ "filter.status": Schema.optional(CommaSeparated(EnrollmentQueryStatus)) }),
  success: EnrollmentsResponse,
  errors: [400, 500]
})
/** PATCH an enrollment (keyed). */
export const updateEnrollment = make({
  domain: "membership",
  name: "Membership.updateEnrollment",
  requestKind: "membership enrollment",
  summary: "Update an enrollment",
  method: "PATCH",
  path: "/membership/v1/membership/{subscriptionId}/enrollment/{enrollmentId}",
  retry: "keyed",
  pathParams: Schema.Struct({ subscriptionId: PathSegment("subscriptionId"), enrollmentId: PathSegment("enrollmentId") }),
  payload: EnrollmentPatch,
  success: EnrollmentResponse,
  errors: [400, 404, 409, 500]
})

/** Every fuel operation. */
export const FuelContract = { calculateFuelSavings } as const
/** Every loyalty operation. */
export const LoyaltyContract = {
  getLoyaltySummary,
  getLoyaltyTransactions,
  getVirtualCardAvailable,
  getCardOrAltIdAvailable,
  updateShopperCard,
  createVirtualCard,
  updateAlternateId,
  getAlternateIds
} as const
/** Every community-rewards operation. */
export const CommunityRewardsContract = { getCommunityEnrollment, searchNpos, getOrgTypes, enrollNpo, unenrollNpo } as const
/** Every OptUP operation. */
export const OptUpContract = { getOptUpScore, getMniOrders } as const
/** Every membership operation. */
export const MembershipContract = { getMembership, getEnrollments, updateEnrollment } as const
