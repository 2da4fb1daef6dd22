/**
 * The retry budget shared by every call of one client (DESIGN principle 4): 500 tokens; a retry
 * after an error status costs 5, after a timeout or transport failure 10. A call that succeeds
 * refunds what its retries cost, and a first-try success earns one token back, up to the capacity.
 * With the budget empty, calls fail fast with their own typed error instead of retrying.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Ref from "effect/Ref"

/** The budget's parameters. */
export const retryBudget = { capacity: 500, retryCost: 5, timeoutCost: 10, successReward: 1 } as const

/** One client's retry budget. */
export class RetryBudget extends Effect.Service<RetryBudget>()("atlas-client/RetryBudget", {
  effect: Effect.gen(function* () {
    const tokens = yield* Ref.make<number>(retryBudget.capacity)
    return {
      /** Tokens left. */
      available: Ref.get(tokens),
      /** Takes `cost` tokens if there are enough; tells whether it did. */
      withdraw: (cost: number) => Ref.modify(tokens, (n): [boolean, number] => (n >= cost ? [true, n - cost] : [false, n])),
      /** Gives tokens back, up to the capacity. */
      deposit: (amount: number) => Ref.update(tokens, (n) => Math.min(retryBudget.capacity, n + amount))
    }
  })
}) {}
