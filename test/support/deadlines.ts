/**
 * The deadline and cancellation tests, run through each transport of the request layer
 * (transportConformance.test.ts) and through `atlasClient` itself (directFetch.test.ts).
 */
import { assert, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { type AtlasClient, execute } from "atlas-client"
import type { ReferenceUpstream } from "atlas-client/testing"
import { neverToggle, readCounter } from "./testOperations.js"

const pause = (ms: number) => Effect.promise(() => new Promise((r) => setTimeout(r, ms)))

export const deadlineAndCancellationTests = <S>(
  run: <A, E>(effect: Effect.Effect<A, E, AtlasClient>) => Effect.Effect<A, E>,
  { upstream, requests }: { readonly upstream: ReferenceUpstream<S>; readonly requests: ReadonlyArray<Request> }
): void => {
  it.live("a stalled response is 'timeout exceeded' at the deadline, and its fetch is aborted", () =>
    run(
      Effect.gen(function* () {
        upstream.chaos.set({ stallHeaders: 1 })
        const error = yield* execute(neverToggle, {}, { timeoutMs: 50 }).pipe(Effect.flip)
        assert.strictEqual(error._tag, "ClientError")
        assert.strictEqual(error.message, "timeout exceeded")
        assert.strictEqual(requests.length, 1)
        yield* pause(20)
        assert.isTrue(upstream.log[0]?.aborted)
      })
    )
  )

  it.live("an aborted AbortSignal is 'Request aborted' and the request's signal is aborted", () =>
    run(
      Effect.gen(function* () {
        upstream.chaos.set({ stallHeaders: 1 })
        const controller = new AbortController()
        setTimeout(() => controller.abort(), 30)
        const error = yield* execute(readCounter, { path: { id: "z" } }, { signal: controller.signal }).pipe(Effect.flip)
        assert.strictEqual(error.message, "Request aborted")
        assert.strictEqual(requests.length, 1)
        yield* pause(20)
        assert.isTrue(upstream.log[0]?.aborted)
      })
    )
  )

  it.live("an interrupted call aborts its fetch", () =>
    run(
      Effect.gen(function* () {
        upstream.chaos.set({ stallHeaders: 1 })
        const fiber = yield* Effect.fork(execute(readCounter, { path: { id: "i" } }))
        yield* pause(30)
        yield* Fiber.interrupt(fiber)
        yield* pause(20)
        assert.isTrue(upstream.log[0]?.aborted)
      })
    )
  )

  it.live("a malformed body is a ResponseDecodeError naming the operation", () =>
    run(
      Effect.gen(function* () {
        upstream.chaos.set({ malformed: 1 })
        const error = yield* execute(neverToggle, {}).pipe(Effect.flip)
        assert.strictEqual(error._tag, "ResponseDecodeError")
        assert.strictEqual(error.message, "Malformed response from Test.toggle (status 200)")
      })
    )
  )
}
