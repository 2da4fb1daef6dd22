/**
 * Membership: the plans offered with the shopper's enrollment (`Membership.getMembership`, silent
 * for analytics, spec §8), the enrollments by status (NONE allowed in the query), and enrollment
 * updates (PATCH, keyed).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { MembershipContract } from "../contract/rewards.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { EnrollmentPatch, EnrollmentQueryStatus, PlanFilter } from "../schema/rewards.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * The paid membership: plans offered with the shopper's enrollment, enrollments by status, and enrolling.
 *
 * @example
 * ```ts
 * export const membership = Effect.gen(function* () {
 *   const service = yield* Membership
 *   return yield* service.getMembership()
 * })
 * ```
 */
export class Membership extends Effect.Service<Membership>()("atlas-client/Membership", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The plans (by plan filter) and the shopper's current enrollment or null. */
      getMembership: fn("Membership.getMembership")(function* (plan?: PlanFilter) {
        return (yield* run(MembershipContract.getMembership, { urlParams: plan === undefined ? {} : { "filter.plan": plan } })).data
      }),
      /** The shopper's enrollments with the statuses asked for (NONE: those with no status). */
      getEnrollments: fn("Membership.getEnrollments")(function* (statuses: ReadonlyArray<EnrollmentQueryStatus> = []) {
        const urlParams = statuses.length === 0 ? {} : { "filter.status": statuses }
        return (yield* run(MembershipContract.getEnrollments, { urlParams })).data.enrollments
      }),
      /** Changes an enrollment's status, method or plan (keyed). */
      updateEnrollment: fn("Membership.updateEnrollment")(function* (
        subscriptionId: string,
        enrollmentId: string,
        patch: EnrollmentPatch,
        options?: CallOptions
      ) {
        return (yield* run(MembershipContract.updateEnrollment, { path: { subscriptionId, enrollmentId }, payload: patch }, options)).data
          .enrollment
      })
    } as const
  })
}) {}

/** Every error a {@link Membership} use case can fail with (derived from the use cases, so from the descriptors). */
export type MembershipError = ServiceError<Membership>
