/**
 * Reference-upstream friends-and-family: per-shopper programme state. Fetch reads it; opt-in and
 * opt-out change it (every call counts: they are never-class GETs). The experiment split (A or B)
 * is fixed per shopper; split A is eligible for Snap testing, and Snap is enabled once opted in.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { FriendsAndFamilyContract } from "../../contract/friends-and-family.js"
import { type ExperimentSplit, FriendsAndFamilyState } from "../../schema/friends-and-family.js"
import type { AtlasState } from "../state.js"
import { fail } from "../failure.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"

/** The programme's group name. */
export const FRIENDS_AND_FAMILY_GROUP = "Atlas Friends & Family"

/**
 * The experiment split of an owner: a stable hash of its id.
 *
 * @example
 * splitOf("shopper-ava") // "A" or "B", always the same
 */
export const splitOf = (owner: string): ExperimentSplit => {
  let h = 0
  for (const c of owner) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return h % 2 === 0 ? "A" : "B"
}

/** The state a shopper sees. */
export const stateOf = (owner: string, optedIn: boolean): FriendsAndFamilyState => {
  const split = splitOf(owner)
  const snapTestingEligibility = split === "A"
  const snapEnabled = optedIn && snapTestingEligibility
  return new FriendsAndFamilyState({
    groupName: FRIENDS_AND_FAMILY_GROUP,
    optedIn,
    preferences: [
      { name: "FFBetaProgram", value: String(optedIn) },
      { name: "SNAP_Program", value: String(snapEnabled) }
    ],
    split,
    snapTestingEligibility,
    snapEnabled
  })
}

type Ctx = CallContext<AtlasState>

const change = (ctx: Ctx, join: boolean) => {
  if (ctx.shopper === undefined) return Effect.fail(fail(401, "SIGN_IN_REQUIRED", "Sign in to change friends and family"))
  const owner = ctx.shopper.shopperId
  if (join && ctx.state.customer.profiles.get(owner)?.accountState !== "OPEN") {
    return Effect.fail(fail(403, "ACCOUNT_NOT_OPEN", "Only open accounts can join friends and family"))
  }
  ctx.state.friendsAndFamily.changes.value += 1
  if (join) ctx.state.friendsAndFamily.optedIn.add(owner)
  else ctx.state.friendsAndFamily.optedIn.delete(owner)
  return Effect.succeed({ data: stateOf(owner, join) })
}

/** The friends-and-family routes. */
export const friendsAndFamilyRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(FriendsAndFamilyContract.fetchFriendsAndFamily, (_, ctx: Ctx) => {
    const owner = ownerOf(ctx)
    return Effect.succeed({ data: stateOf(owner, ctx.state.friendsAndFamily.optedIn.has(owner)) })
  }),
  route(FriendsAndFamilyContract.optIn, (_, ctx: Ctx) => change(ctx, true)),
  route(FriendsAndFamilyContract.optOut, (_, ctx: Ctx) => change(ctx, false))
]
