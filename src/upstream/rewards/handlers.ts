/**
 * Reference-upstream handlers of fuel points, loyalty, community rewards, OptUP and membership,
 * kept per shopper (`shopper?.shopperId ?? session?.profileId`).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CommunityRewardsContract, FuelContract, LoyaltyContract, MembershipContract, OptUpContract } from "../../contract/rewards.js"
import { Enrollment, LoyaltySummary } from "../../schema/rewards.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { ownerOf, route, type Route } from "../route.js"
import { DAY } from "../time.js"
import { classify, fuelSavings, NPOS, orgTypes, planMatches } from "./queries.js"
import { type EnrollmentRecord, loyaltyOf, ownerHash, type RewardsState } from "./state.js"

const npoOf = (state: RewardsState, owner: string) => NPOS.find((n) => n.id === state.community.get(owner)) ?? null

const toEnrollment = (state: RewardsState, record: EnrollmentRecord) =>
  new Enrollment({
    id: record.id,
    subscriptionId: record.subscriptionId,
    planId: record.planId,
    status: record.status,
    method: record.method,
    subscriptionType: state.plans.find((p) => p.id === record.planId)?.subscriptionType ?? "STANDARD"
  })

const card = (state: RewardsState, owner: string) => {
  const record = loyaltyOf(state, owner)
  return { data: { cardNumber: record.cardNumber, virtual: record.virtual } }
}

/** Every rewards route. */
export const rewardsRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(FuelContract.calculateFuelSavings, ({ payload }) =>
    Effect.succeed({ data: fuelSavings(payload.points, payload.gallons, payload.pricePerGallon) })
  ),

  route(LoyaltyContract.getLoyaltySummary, (_, ctx) => {
    const r = loyaltyOf(ctx.state.rewards, ownerOf(ctx))
    return Effect.succeed({
      data: {
        summary: new LoyaltySummary({
          programId: r.programId,
          cardNumber: r.cardNumber,
          points: r.points,
          fuelPoints: r.fuelPoints,
          annualSavings: Math.round(r.points * 13) / 100
        })
      }
    })
  }),
  route(LoyaltyContract.getLoyaltyTransactions, ({ path }, ctx) => {
    const r = loyaltyOf(ctx.state.rewards, ownerOf(ctx))
    if (path.programId !== r.programId) return Effect.fail(fail(404, "PROGRAM_NOT_FOUND", `No loyalty program ${path.programId}`))
    const h = ownerHash(r.programId)
    const transactions = [0, 1, 2, 3, 4, 5].map((i) => ({
      id: `${r.programId}-tx-${i + 1}`,
      date: new Date(Math.floor(ctx.now.getTime() / DAY) * DAY - (i * 7 + 1) * DAY).toISOString(),
      points: 10 + ((h >>> i) % 90),
      description: i % 2 === 0 ? "Grocery purchase" : "Fuel purchase"
    }))
    return Effect.succeed({ data: { transactions } })
  }),
  route(LoyaltyContract.getVirtualCardAvailable, (_, ctx) =>
    Effect.succeed({ data: { available: !loyaltyOf(ctx.state.rewards, ownerOf(ctx)).virtual } })
  ),
  route(LoyaltyContract.getCardOrAltIdAvailable, (_, ctx) =>
    Effect.succeed({ data: { available: loyaltyOf(ctx.state.rewards, ownerOf(ctx)).alternateIds.length === 0 } })
  ),
  route(LoyaltyContract.getAlternateIds, (_, ctx) =>
    Effect.succeed({ data: { alternateIds: loyaltyOf(ctx.state.rewards, ownerOf(ctx)).alternateIds } })
  ),
  route(LoyaltyContract.updateShopperCard, ({ payload }, ctx) => {
    const owner = ownerOf(ctx)
    const taken = [...ctx.state.rewards.loyalty].some(([o, r]) => o !== owner && r.cardNumber === payload.cardNumber)
    if (taken) return Effect.fail(fail(409, "CARD_IN_USE", "This card is on another account"))
    const r = loyaltyOf(ctx.state.rewards, owner)
    r.cardNumber = payload.cardNumber
    r.virtual = false
    return Effect.succeed(card(ctx.state.rewards, owner))
  }),
  route(LoyaltyContract.createVirtualCard, (_, ctx) => {
    const owner = ownerOf(ctx)
    const r = loyaltyOf(ctx.state.rewards, owner)
    if (r.virtual) return Effect.fail(fail(409, "VIRTUAL_CARD_EXISTS", "A virtual card already exists"))
    r.virtual = true
    r.cardNumber = `8${String(ctx.state.rewards.nextId++).padStart(12, "0")}`
    return Effect.succeed(card(ctx.state.rewards, owner))
  }),
  route(LoyaltyContract.updateAlternateId, ({ payload }, ctx) => {
    const owner = ownerOf(ctx)
    const holder = ctx.state.rewards.alternateIdOwners.get(payload.alternateId)
    if (holder !== undefined && holder !== owner)
      return Effect.succeed({ data: { status: "FAILURE" as const, alternateId: payload.alternateId } })
    const r = loyaltyOf(ctx.state.rewards, owner)
    for (const old of r.alternateIds) ctx.state.rewards.alternateIdOwners.delete(old)
    r.alternateIds.splice(0, r.alternateIds.length, payload.alternateId)
    ctx.state.rewards.alternateIdOwners.set(payload.alternateId, owner)
    return Effect.succeed({ data: { status: "SUCCESS" as const, alternateId: payload.alternateId } })
  }),

  route(CommunityRewardsContract.getCommunityEnrollment, (_, ctx) =>
    Effect.succeed({ data: { npo: npoOf(ctx.state.rewards, ownerOf(ctx)) } })
  ),
  route(CommunityRewardsContract.searchNpos, ({ urlParams }) => {
    const query = urlParams["filter.query"]?.trim().toLowerCase() ?? ""
    const npos = NPOS.filter(
      (n) =>
        (query === "" || `${n.name} ${n.city}`.toLowerCase().includes(query)) &&
        (urlParams["filter.orgType"] === undefined || n.orgType === urlParams["filter.orgType"])
    )
    return Effect.succeed({ data: { npos } })
  }),
  route(CommunityRewardsContract.getOrgTypes, () => Effect.succeed({ data: { orgTypes: orgTypes() } })),
  route(CommunityRewardsContract.enrollNpo, ({ payload }, ctx) => {
    if (!NPOS.some((n) => n.id === payload.npoId)) return Effect.fail(fail(404, "NPO_NOT_FOUND", `No organization ${payload.npoId}`))
    ctx.state.rewards.community.set(ownerOf(ctx), payload.npoId)
    return Effect.succeed({ data: { npo: npoOf(ctx.state.rewards, ownerOf(ctx)) } })
  }),
  route(CommunityRewardsContract.unenrollNpo, (_, ctx) => {
    if (!ctx.state.rewards.community.delete(ownerOf(ctx)))
      return Effect.fail(fail(409, "NOT_ENROLLED", "You are not enrolled in community rewards"))
    return Effect.succeed({ data: { npo: null } })
  }),

  route(OptUpContract.getOptUpScore, (_, ctx) => {
    const score = ctx.shopper === undefined ? 0 : 20 + (ownerHash(ctx.shopper.shopperId) % 81)
    return Effect.succeed({ data: { score, classification: classify(score) } })
  }),
  route(OptUpContract.getMniOrders, ({ urlParams }, ctx) => {
    const month = urlParams["filter.month"]
    const year = urlParams["filter.year"]
    const future = year > ctx.now.getUTCFullYear() || (year === ctx.now.getUTCFullYear() && month > ctx.now.getUTCMonth() + 1)
    if (ctx.shopper === undefined || future) return Effect.succeed({ data: { orders: [] } })
    const h = ownerHash(`${ctx.shopper.shopperId} ${year}-${month}`)
    const orders = [0, 1, 2].map((i) => ({
      orderId: `order-${year}${String(month).padStart(2, "0")}-${i + 1}`,
      date: new Date(Date.UTC(year, month - 1, 3 + i * 9)).toISOString(),
      score: 20 + ((h >> i) % 81)
    }))
    return Effect.succeed({ data: { orders } })
  }),

  route(MembershipContract.getMembership, ({ urlParams }, ctx) => {
    const s = ctx.state.rewards
    const plans = s.plans
      .filter((p) => planMatches(p, urlParams["filter.plan"] ?? "ALL"))
      .map((p) => ({
        id: p.id,
        name: p.name,
        status: "Published" as const,
        subscriptionType: p.subscriptionType,
        price: p.price,
        feeMembershipType: p.feeMembershipType,
        ...(p.feePromoType === undefined ? {} : { feePromoType: p.feePromoType })
      }))
    const current = (s.enrollments.get(ownerOf(ctx)) ?? []).find((e) => e.status === "ACTIVE")
    return Effect.succeed({ data: { plans, enrollment: current === undefined ? null : toEnrollment(s, current) } })
  }),
  route(MembershipContract.getEnrollments, ({ urlParams }, ctx) => {
    const s = ctx.state.rewards
    const statuses = urlParams["filter.status"] ?? []
    const mine = s.enrollments.get(ownerOf(ctx)) ?? []
    const found = statuses.length === 0 ? mine : mine.filter((e) => statuses.includes(e.status))
    return Effect.succeed({ data: { enrollments: found.map((e) => toEnrollment(s, e)) } })
  }),
  route(MembershipContract.updateEnrollment, ({ path, payload }, ctx) => {
    const s = ctx.state.rewards
    const record = (s.enrollments.get(ownerOf(ctx)) ?? []).find(
      (e) => e.id === path.enrollmentId && e.subscriptionId === path.subscriptionId
    )
    if (record === undefined)
      return Effect.fail(fail(404, "ENROLLMENT_NOT_FOUND", `No enrollment ${path.enrollmentId} of subscription ${path.subscriptionId}`))
    if (payload.planId !== undefined && !s.plans.some((p) => p.id === payload.planId))
      return Effect.fail(fail(400, "PLAN_NOT_FOUND", `No plan ${payload.planId}`))
    if (record.status === "CANCELLED" && payload.status === "ACTIVE")
      return Effect.fail(fail(409, "ENROLLMENT_CANCELLED", "A cancelled enrollment cannot be reactivated"))
    if (payload.status !== undefined) record.status = payload.status
    if (payload.method !== undefined) record.method = payload.method
    if (payload.planId !== undefined) record.planId = payload.planId
    return Effect.succeed({ data: { enrollment: toEnrollment(s, record) } })
  })
]
