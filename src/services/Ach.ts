/**
 * The `Ach` service.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { AchContract } from "../contract/wallet.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { AchEnrollRequest } from "../schema/wallet.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Pays from a bank account: enrol one for ACH payments, or close an enrolment (keyed writes).
 *
 * @example
 * ```ts
 * export const closeBankAccount = (achId: string) =>
 *   Effect.gen(function* () {
 *     const ach = yield* Ach
 *     return yield* ach.close(achId)
 *   })
 * ```
 */
export class Ach extends Effect.Service<Ach>()("atlas-client/Ach", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Enrols a bank account. */
      enroll: fn("Ach.enroll")(function* (request: AchEnrollRequest, options?: CallOptions) {
        return (yield* run(AchContract.enrollAch, { payload: request }, options)).data.enrollment
      }),
      /** Closes an ACH card. */
      close: fn("Ach.close")(function* (achId: string, options?: CallOptions) {
        return (yield* run(AchContract.closeAch, { payload: { achId } }, options)).data.enrollment
      })
    } as const
  })
}) {}

/** Every error a {@link Ach} use case can fail with (derived from the use cases, so from the descriptors). */
export type AchError = ServiceError<Ach>
