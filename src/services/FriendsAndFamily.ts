/**
 * Friends and family: fetch, opt-in and opt-out (three GETs; opt-in and opt-out change state, so
 * they are never retried or deduplicated). Every answer puts the programme's preferences (group
 * name, FFBetaProgram, SNAP_Program) into the customer context, keyed by the friends-and-family use
 * case, so later calls carry them in `x-customer-context`; opting out removes them.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { FriendsAndFamilyContract } from "../contract/friends-and-family.js"
import { runner } from "../layers/runner.js"
import { RequestContext, type RequestContextValue } from "../layers/RequestContext.js"
import {
  FRIENDS_AND_FAMILY_CONTEXT_KEY,
  type FriendsAndFamilyState,
  type FriendsAndFamilyPreferenceName,
  type SnapEbtKey
} from "../schema/friends-and-family.js"
import type { ServiceError } from "./ServiceError.js"

/** What goes into the customer context under {@link FRIENDS_AND_FAMILY_CONTEXT_KEY}. */
export interface FriendsAndFamilyContext {
  readonly groupName: string
  readonly preferences: ReadonlyArray<{ readonly name: string; readonly value: string }>
}

/**
 * A preference's value, when the programme has it.
 *
 * @example
 * preferenceValue(state, "FFBetaProgram") // "true"
 */
export const preferenceValue = (state: FriendsAndFamilyState, name: FriendsAndFamilyPreferenceName): string | undefined =>
  state.preferences.find((p) => p.name === name)?.value

/** The Snap/EBT flags of a state, by their keys. */
export const snapFlags = (state: FriendsAndFamilyState): Readonly<Record<SnapEbtKey, boolean>> => ({
  snapTestingEligibility: state.snapTestingEligibility,
  snapEnabled: state.snapEnabled
})

/**
 * The customer context with the programme's preferences set (opted in) or removed (opted out).
 *
 * @example
 * withFriendsAndFamily({}, state).customerContext // { friendsAndFamily: { groupName, preferences } }
 */
export const withFriendsAndFamily = (ctx: RequestContextValue, state: FriendsAndFamilyState): RequestContextValue => {
  const { [FRIENDS_AND_FAMILY_CONTEXT_KEY]: _previous, ...rest } = ctx.customerContext ?? {}
  const value: FriendsAndFamilyContext = { groupName: state.groupName, preferences: state.preferences }
  const customerContext = state.optedIn ? { ...rest, [FRIENDS_AND_FAMILY_CONTEXT_KEY]: value } : rest
  const { customerContext: _old, ...base } = ctx
  return Object.keys(customerContext).length === 0 ? base : { ...base, customerContext }
}

/**
 * The friends-and-family programme: read the shopper's standing, opt in or opt out.
 *
 * @example
 * ```ts
 * export const familyProgram = Effect.gen(function* () {
 *   const program = yield* FriendsAndFamily
 *   return yield* program.fetch()
 * })
 * ```
 */
export class FriendsAndFamily extends Effect.Service<FriendsAndFamily>()("atlas-client/FriendsAndFamily", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const context = yield* RequestContext
    const apply = (state: FriendsAndFamilyState) =>
      Effect.as(
        context.update((ctx) => withFriendsAndFamily(ctx, state)),
        state
      )

    return {
      /** The shopper's programme state; its preferences go into the customer context. */
      fetch: fn("FriendsAndFamily.fetch")(function* () {
        return yield* apply((yield* run(FriendsAndFamilyContract.fetchFriendsAndFamily, {})).data)
      }),
      /** Joins the programme (sent once: never retried). */
      optIn: fn("FriendsAndFamily.optIn")(function* () {
        return yield* apply((yield* run(FriendsAndFamilyContract.optIn, {})).data)
      }),
      /** Leaves the programme (sent once: never retried); its preferences leave the customer context. */
      optOut: fn("FriendsAndFamily.optOut")(function* () {
        return yield* apply((yield* run(FriendsAndFamilyContract.optOut, {})).data)
      })
    } as const
  })
}) {}

/** Every error a {@link FriendsAndFamily} use case can fail with (derived from the use cases, so from the descriptors). */
export type FriendsAndFamilyError = ServiceError<FriendsAndFamily>
