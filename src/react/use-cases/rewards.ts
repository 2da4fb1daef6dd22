/**
 * The fuel, loyalty, community-rewards, OptUP and membership use cases, ready for the hooks.
 * Writes are mutations (keyed; the slot resets, then sends).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CommunityRewardsContract } from "../../contract/rewards.js"
import { FuelContract } from "../../contract/rewards.js"
import { LoyaltyContract } from "../../contract/rewards.js"
import { MembershipContract } from "../../contract/rewards.js"
import type { CallOptions } from "../../layers/AtlasHttp.js"
import type { EnrollmentPatch, EnrollmentQueryStatus, FuelCalculatorRequest, PlanFilter } from "../../schema/rewards.js"
import { CommunityRewards } from "../../services/CommunityRewards.js"
import { Fuel } from "../../services/Fuel.js"
import { Loyalty } from "../../services/Loyalty.js"
import { Membership } from "../../services/Membership.js"
import { OptUp } from "../../services/OptUp.js"
import { defineUseCase } from "../UseCase.js"

/** Fuel use cases. */
export const FuelUseCases = {
  calculateSavings: /* @__PURE__ */ defineUseCase({
    name: "Fuel.calculateSavings",
    mode: "read",
    success: FuelContract.calculateFuelSavings.success.fields.data,
    run: (input: FuelCalculatorRequest) => Effect.flatMap(Fuel, (s) => s.calculateSavings(input))
  })
} as const

/** Loyalty use cases. */
export const LoyaltyUseCases = {
  getSummary: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.getSummary",
    mode: "read",
    success: LoyaltyContract.getLoyaltySummary.success.fields.data.fields.summary,
    run: () => Effect.flatMap(Loyalty, (s) => s.getSummary())
  }),
  getTransactions: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.getTransactions",
    mode: "read",
    success: LoyaltyContract.getLoyaltyTransactions.success.fields.data.fields.transactions,
    run: (programId: string) => Effect.flatMap(Loyalty, (s) => s.getTransactions(programId))
  }),
  isVirtualCardAvailable: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.isVirtualCardAvailable",
    mode: "read",
    success: LoyaltyContract.getVirtualCardAvailable.success.fields.data.fields.available,
    run: () => Effect.flatMap(Loyalty, (s) => s.isVirtualCardAvailable())
  }),
  isCardOrAltIdAvailable: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.isCardOrAltIdAvailable",
    mode: "read",
    success: LoyaltyContract.getCardOrAltIdAvailable.success.fields.data.fields.available,
    run: () => Effect.flatMap(Loyalty, (s) => s.isCardOrAltIdAvailable())
  }),
  updateShopperCard: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.updateShopperCard",
    mode: "mutation",
    run: (cardNumber: string, options?: CallOptions) => Effect.flatMap(Loyalty, (s) => s.updateShopperCard(cardNumber, options))
  }),
  createVirtualCard: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.createVirtualCard",
    mode: "mutation",
    run: (options?: CallOptions) => Effect.flatMap(Loyalty, (s) => s.createVirtualCard(options))
  }),
  updateAlternateId: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.updateAlternateId",
    mode: "mutation",
    run: (alternateId: string, options?: CallOptions) => Effect.flatMap(Loyalty, (s) => s.updateAlternateId(alternateId, options))
  }),
  getAlternateIds: /* @__PURE__ */ defineUseCase({
    name: "Loyalty.getAlternateIds",
    mode: "read",
    success: LoyaltyContract.getAlternateIds.success.fields.data.fields.alternateIds,
    run: () => Effect.flatMap(Loyalty, (s) => s.getAlternateIds())
  })
} as const

/** Community rewards use cases. */
export const CommunityRewardsUseCases = {
  getEnrollment: /* @__PURE__ */ defineUseCase({
    name: "CommunityRewards.getEnrollment",
    mode: "read",
    success: CommunityRewardsContract.getCommunityEnrollment.success.fields.data.fields.npo,
    run: () => Effect.flatMap(CommunityRewards, (s) => s.getEnrollment())
  }),
  searchNpos: /* @__PURE__ */ defineUseCase({
    name: "CommunityRewards.searchNpos",
    mode: "read",
    run: (query?: string, orgType?: string) => Effect.flatMap(CommunityRewards, (s) => s.searchNpos(query, orgType))
  }),
  getOrgTypes: /* @__PURE__ */ defineUseCase({
    name: "CommunityRewards.getOrgTypes",
    mode: "read",
    success: CommunityRewardsContract.getOrgTypes.success.fields.data.fields.orgTypes,
    run: () => Effect.flatMap(CommunityRewards, (s) => s.getOrgTypes())
  }),
  enroll: /* @__PURE__ */ defineUseCase({
    name: "CommunityRewards.enroll",
    mode: "mutation",
    run: (npoId: string, options?: CallOptions) => Effect.flatMap(CommunityRewards, (s) => s.enroll(npoId, options))
  }),
  unenroll: /* @__PURE__ */ defineUseCase({
    name: "CommunityRewards.unenroll",
    mode: "mutation",
    run: (options?: CallOptions) => Effect.flatMap(CommunityRewards, (s) => s.unenroll(options))
  })
} as const

/** OptUP use cases. */
export const OptUpUseCases = {
  getScore: /* @__PURE__ */ defineUseCase({ name: "OptUp.getScore", mode: "read", run: () => Effect.flatMap(OptUp, (s) => s.getScore()) }),
  getMniOrders: /* @__PURE__ */ defineUseCase({
    name: "OptUp.getMniOrders",
    mode: "read",
    run: (month: number, year: number) => Effect.flatMap(OptUp, (s) => s.getMniOrders(month, year))
  })
} as const

/** Membership use cases (`Membership.getMembership` is silent for analytics); an enrollment change makes them stale. */
export const MembershipUseCases = {
  getMembership: /* @__PURE__ */ defineUseCase({
    name: "Membership.getMembership",
    mode: "read",
    success: MembershipContract.getMembership.success.fields.data,
    run: (plan?: PlanFilter) => Effect.flatMap(Membership, (s) => s.getMembership(plan))
  }),
  getEnrollments: /* @__PURE__ */ defineUseCase({
    name: "Membership.getEnrollments",
    mode: "read",
    run: (statuses: ReadonlyArray<EnrollmentQueryStatus> = []) => Effect.flatMap(Membership, (s) => s.getEnrollments(statuses))
  }),
  updateEnrollment: /* @__PURE__ */ defineUseCase({
    name: "Membership.updateEnrollment",
    mode: "mutation",
    run: (subscriptionId: string, enrollmentId: string, patch: EnrollmentPatch, options?: CallOptions) =>
      Effect.flatMap(Membership, (s) => s.updateEnrollment(subscriptionId, enrollmentId, patch, options)),
    invalidates: ["Membership."]
  })
} as const
