/**
 * Community rewards: the shopper's enrollment, non-profit search and organisation types, enroll
 * and unenroll (keyed).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CommunityRewardsContract } from "../contract/rewards.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import { defined, nonBlank } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Community rewards: which non-profit the shopper supports, searching non-profits, and enrolling or unenrolling.
 *
 * @example
 * ```ts
 * export const myCharity = Effect.gen(function* () {
 *   const rewards = yield* CommunityRewards
 *   return yield* rewards.getEnrollment()
 * })
 * ```
 */
export class CommunityRewards extends Effect.Service<CommunityRewards>()("atlas-client/CommunityRewards", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The organisation the shopper supports, or null. */
      getEnrollment: fn("CommunityRewards.getEnrollment")(function* () {
        return (yield* run(CommunityRewardsContract.getCommunityEnrollment, {})).data.npo
      }),
      /** Non-profits by name and type. */
      searchNpos: fn("CommunityRewards.searchNpos")(function* (query?: string, orgType?: string) {
        const urlParams = defined({ "filter.query": nonBlank(query), "filter.orgType": nonBlank(orgType) })
        return (yield* run(CommunityRewardsContract.searchNpos, { urlParams })).data.npos
      }),
      /** The organisation types. */
      getOrgTypes: fn("CommunityRewards.getOrgTypes")(function* () {
        return (yield* run(CommunityRewardsContract.getOrgTypes, {})).data.orgTypes
      }),
      /** Enrolls with a non-profit (keyed). */
      enroll: fn("CommunityRewards.enroll")(function* (npoId: string, options?: CallOptions) {
        return (yield* run(CommunityRewardsContract.enrollNpo, { payload: { npoId } }, options)).data.npo
      }),
      /** Unenrolls (keyed). */
      unenroll: fn("CommunityRewards.unenroll")(function* (options?: CallOptions) {
        return (yield* run(CommunityRewardsContract.unenrollNpo, {}, options)).data.npo
      })
    } as const
  })
}) {}

/** Every error a {@link CommunityRewards} use case can fail with (derived from the use cases, so from the descriptors). */
export type CommunityRewardsError = ServiceError<CommunityRewards>
