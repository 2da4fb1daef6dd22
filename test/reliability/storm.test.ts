import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { execute, RetryBudget, StoresContract } from "atlas-client"
import { scriptedClient } from "./support.js"

describe("a storm of failures against the retry budget", () => {
  it.live(
    "10,000 calls at 100% 503 make at most 100 retries (500 tokens / 5); the rest fail fast, typed",
    () => {
      const { attempts, layer } = scriptedClient(() => new Response(null, { status: 503 }))
      return Effect.gen(function* () {
        const errors = yield* Effect.forEach(
          Array.from({ length: 10_000 }, (_, i) => i),
          () => execute(StoresContract.getStoreFilters, {}).pipe(Effect.flip),
          { concurrency: 64 }
        )
        const retries = attempts.length - 10_000
        const tokens = yield* Effect.flatMap(RetryBudget, (b) => b.available)
        console.log(`storm: 10000 calls, ${attempts.length} attempts, ${retries} retries, ${tokens} tokens left`)
        assert.strictEqual(retries, 100)
        assert.strictEqual(tokens, 0)
        assert.isTrue(errors.every((e) => e._tag === "UpstreamError" && e.status === 503))
      }).pipe(Effect.provide(layer))
    },
    120_000
  )

  it.live("successes refill the budget: after the storm, recovered calls earn tokens back", () => {
    let down = true
    const { layer } = scriptedClient(() =>
      down ? new Response(null, { status: 503 }) : Response.json({ data: { banners: [], departments: [], storeTypes: [] } })
    )
    return Effect.gen(function* () {
      yield* Effect.forEach(Array.from({ length: 200 }), () => execute(StoresContract.getStoreFilters, {}).pipe(Effect.ignore), {
        concurrency: 8
      })
      const budget = yield* RetryBudget
      assert.strictEqual(yield* budget.available, 0)
      down = false
      yield* Effect.forEach(Array.from({ length: 50 }), () => execute(StoresContract.getStoreFilters, {}), { concurrency: 8 })
      assert.strictEqual(yield* budget.available, 50)
    }).pipe(Effect.provide(layer))
  })
})
