import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import { assert, describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/TestClock"
import { atlasClientWith, Credentials, Environment, Stores } from "atlas-client"

/** A scripted upstream: answers in turn, recording the (virtual) time of each attempt. */
const scripted = (answers: ReadonlyArray<() => Response>) => {
  const times: Array<number> = []
  const layer = Layer.succeed(
    HttpClient.HttpClient,
    HttpClient.make((request) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        times.push(now)
        const answer = answers[Math.min(times.length - 1, answers.length - 1)] ?? (() => new Response(null, { status: 500 }))
        return HttpClientResponse.fromWeb(request, answer())
      })
    )
  )
  const client = atlasClientWith(Environment.test(), Credentials.none, layer)
  return { times, layer: Stores.Default.pipe(Layer.provideMerge(client)) }
}

const filters = { data: { banners: [], departments: [], storeTypes: [] } }
const ok = () => Response.json(filters)
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(null, { status: code, headers })

const runFor = (ms: number) => TestClock.adjust(`${ms} millis`)

describe("retry policy under the TestClock", () => {
  it.effect("Retry-After is honoured: no retry before 2 s, one right after", () => {
    const { times, layer } = scripted([status(429, { "retry-after": "2" }), ok])
    return Effect.gen(function* () {
      const fiber = yield* Stores.pipe(
        Effect.flatMap((s) => s.getStoreFilters()),
        Effect.fork
      )
      yield* runFor(1_999)
      expect(times).toStrictEqual([0])
      yield* runFor(1)
      const result = yield* Fiber.join(fiber)
      expect(result).toStrictEqual(filters.data)
      expect(times).toStrictEqual([0, 2_000])
    }).pipe(Effect.provide(layer))
  })

  it.effect("backoff doubles from 100 ms with ±20% jitter, at most 3 retries", () => {
    const { times, layer } = scripted([status(503)])
    return Effect.gen(function* () {
      const fiber = yield* Stores.pipe(
        Effect.flatMap((s) => s.getStoreFilters()),
        Effect.flip,
        Effect.fork
      )
      for (let i = 0; i < 200 && times.length < 4; i++) yield* runFor(5)
      yield* runFor(1_000)
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error.message, "Request failed with status code 503")
      assert.strictEqual(times.length, 4)
      const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0))
      const bounds = [
        [80, 125],
        [160, 245],
        [320, 485]
      ] as const
      gaps.forEach((gap, i) => {
        const [lo, hi] = bounds[i] ?? [0, 0]
        assert.isTrue(gap >= lo && gap <= hi, `retry ${i + 1} waited ${gap} ms, expected ${lo}-${hi}`)
      })
      console.log(`backoff gaps (virtual ms): ${gaps.join(", ")}`)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a deadline per attempt: a hung attempt times out and the retry succeeds", () => {
    let calls = 0
    const hanging = Layer.succeed(
      HttpClient.HttpClient,
      HttpClient.make((request) => {
        calls += 1
        return calls === 1 ? Effect.never : Effect.succeed(HttpClientResponse.fromWeb(request, ok()))
      })
    )
    const layer = Stores.Default.pipe(
      Layer.provideMerge(atlasClientWith(Environment.test({}, { timeoutMs: 1_000 }), Credentials.none, hanging))
    )
    return Effect.gen(function* () {
      const fiber = yield* Stores.pipe(
        Effect.flatMap((s) => s.getStoreFilters()),
        Effect.fork
      )
      yield* runFor(1_000)
      assert.strictEqual(calls, 1)
      yield* runFor(200)
      expect(yield* Fiber.join(fiber)).toStrictEqual(filters.data)
      assert.strictEqual(calls, 2)
    }).pipe(Effect.provide(layer))
  })
})
