/**
 * After the order: substitutions, post-order messages and returns. Writes are keyed; a refused
 * return fails with `ReturnRejected` (the return failure codes of spec §8).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { SubstitutionsContract } from "../contract/orders.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { SubstitutionDecisionsRequest } from "../schema/orders.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * What was substituted in an order, by order or by sub-order.
 *
 * @example
 * ```ts
 * export const substitutions = (orderId: string) =>
 *   Effect.gen(function* () {
 *     const service = yield* Substitutions
 *     return yield* service.getSubstitutions(orderId)
 *   })
 * ```
 */
export class Substitutions extends Effect.Service<Substitutions>()("atlas-client/Substitutions", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** An order's substitutions. */
      getSubstitutions: fn("Substitutions.getSubstitutions")(function* (orderIdentifier: string) {
        return (yield* run(SubstitutionsContract.getSubstitutions, { path: { orderIdentifier } })).data
      }),
      /** Accepts or rejects proposed substitutions (keyed). */
      decideSubstitutions: fn("Substitutions.decideSubstitutions")(function* (
        orderIdentifier: string,
        decisions: SubstitutionDecisionsRequest["decisions"],
        options?: CallOptions
      ) {
        return (yield* run(SubstitutionsContract.decideSubstitutions, { path: { orderIdentifier }, payload: { decisions } }, options)).data
      }),
      /** A sub-order's substitutions. */
      getBySubOrderId: fn("Substitutions.getBySubOrderId")(function* (subOrderId: string) {
        return (yield* run(SubstitutionsContract.getSubstitutionsBySubOrder, { path: { subOrderId } })).data
      })
    } as const
  })
}) {}

/** Every error a {@link Substitutions} use case can fail with (derived from the use cases, so from the descriptors). */
export type SubstitutionsError = ServiceError<Substitutions>
