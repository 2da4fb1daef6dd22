/**
 * The fuel, loyalty, community-rewards, OptUP and membership use cases, ready for the hooks.
 * Writes are mutations (keyed; the slot resets, then sends).
 *
 * @since 0.1.0
 */
import { CommunityRewardsContract, FuelContract, LoyaltyContract, MembershipContract, OptUpContract } from "../../contract/rewards.js"
import { CommunityRewards } from "../../services/CommunityRewards.js"
import { Fuel } from "../../services/Fuel.js"
import { Loyalty } from "../../services/Loyalty.js"
import { Membership } from "../../services/Membership.js"
import { OptUp } from "../../services/OptUp.js"
import { fromOperation } from "../fromOperation.js"

/** Fuel use cases. */
export const FuelUseCases = {
  calculateSavings: /* @__PURE__ */ fromOperation(Fuel, FuelContract.calculateFuelSavings)
} as const

/** Loyalty use cases. */
export const LoyaltyUseCases = {
  getSummary: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.getLoyaltySummary),
  getTransactions: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.getLoyaltyTransactions),
  isVirtualCardAvailable: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.getVirtualCardAvailable),
  isCardOrAltIdAvailable: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.getCardOrAltIdAvailable),
  updateShopperCard: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.updateShopperCard),
  createVirtualCard: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.createVirtualCard),
  updateAlternateId: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.updateAlternateId),
  getAlternateIds: /* @__PURE__ */ fromOperation(Loyalty, LoyaltyContract.getAlternateIds)
} as const

/** Community rewards use cases. */
export const CommunityRewardsUseCases = {
  getEnrollment: /* @__PURE__ */ fromOperation(CommunityRewards, CommunityRewardsContract.getCommunityEnrollment),
  searchNpos: /* @__PURE__ */ fromOperation(CommunityRewards, CommunityRewardsContract.searchNpos),
  getOrgTypes: /* @__PURE__ */ fromOperation(CommunityRewards, CommunityRewardsContract.getOrgTypes),
  enroll: /* @__PURE__ */ fromOperation(CommunityRewards, CommunityRewardsContract.enrollNpo),
  unenroll: /* @__PURE__ */ fromOperation(CommunityRewards, CommunityRewardsContract.unenrollNpo)
} as const

/** OptUP use cases. */
export const OptUpUseCases = {
  getScore: /* @__PURE__ */ fromOperation(OptUp, OptUpContract.getOptUpScore),
  getMniOrders: /* @__PURE__ */ fromOperation(OptUp, OptUpContract.getMniOrders)
} as const

/** Membership use cases (`Membership.getMembership` is silent for analytics); an enrollment change makes them stale. */
export const MembershipUseCases = {
  getMembership: /* @__PURE__ */ fromOperation(Membership, MembershipContract.getMembership),
  getEnrollments: /* @__PURE__ */ fromOperation(Membership, MembershipContract.getEnrollments),
  updateEnrollment: /* @__PURE__ */ fromOperation(Membership, MembershipContract.updateEnrollment, { invalidates: [MembershipContract] })
} as const
