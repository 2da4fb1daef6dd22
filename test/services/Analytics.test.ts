import { assert, describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as TestClock from "effect/TestClock"
import type { AtlasError, ErrorRecord } from "../../src/errors/index.js"
import { Analytics, AnalyticsMemory, reportErrors } from "../../src/services/Analytics.js"
import { client, errorObject, upstream } from "../errors/fixtures.js"
import { assertLeft } from "../support/assertions.js"

const report = (error: AtlasError) => Effect.flatMap(Analytics, (analytics) => analytics.report(error))
const events = Effect.flatMap(AnalyticsMemory, (memory) => memory.events)
const fresh = Effect.flatMap(AnalyticsMemory, (memory) => memory.clear)

layer(Analytics.memory)("Analytics.memory", (it) => {
  it.effect("records one event a reported failure, in order", () =>
    Effect.gen(function* () {
      yield* fresh
      yield* report(upstream(400, [errorObject(400, "bad zip")], { correlationId: "corr-1" }))
      yield* report(client("Network"))
      const recorded = yield* events
      expect(recorded.map((r) => [r.category, r.description, r.responseCode, r.failedCorrelationId])).toStrictEqual([
        ["user constraint error", "bad zip", 400, "corr-1"],
        ["network connection error", "no network connection", -1, undefined]
      ])
    })
  )

  it.effect("records nothing for silent and modality-options calls", () =>
    Effect.gen(function* () {
      yield* fresh
      const silent = yield* report(upstream(500, [errorObject(500)], { operation: "Membership.getMembership" }))
      const options = yield* report(client("Network", "ModalityPreferences.getOptions"))
      assert.isTrue(Option.isNone(silent))
      assert.isTrue(Option.isNone(options))
      expect(yield* events).toStrictEqual([])
    })
  )

  it.effect("stamps records with the clock's time unless given one", () =>
    Effect.gen(function* () {
      yield* fresh
      yield* TestClock.setTime(Date.parse("2026-11-22T10:00:00.000Z"))
      const stamped = yield* report(client("Timeout"))
      assert.strictEqual(Option.getOrThrow(stamped).timestamp, "2026-11-22T10:00:00.000Z")
      const given = yield* Effect.flatMap(Analytics, (a) => a.report(client("Timeout"), { now: new Date(0) }))
      assert.strictEqual(Option.getOrThrow(given).timestamp, "1970-01-01T00:00:00.000Z")
      assert.strictEqual((yield* events).length, 2)
    })
  )

  it.effect("reportErrors reports an AtlasError and fails with it unchanged", () =>
    Effect.gen(function* () {
      yield* fresh
      const error = upstream(503, [errorObject(503, "down")], { operation: "Checkout.createCheckout" })
      const result = yield* Effect.either(reportErrors(Effect.fail(error)))
      assert.isTrue(Either.isLeft(result) && result.left === error)
      const [recorded] = yield* events
      assert.strictEqual(recorded?.category, "customer-facing service error")
      assert.strictEqual(recorded?.schemaVersion, "0.2.4")
    })
  )

  it.effect("reportErrors leaves successes and other failures unreported", () =>
    Effect.gen(function* () {
      yield* fresh
      assert.strictEqual(yield* reportErrors(Effect.succeed(42)), 42)
      const other = yield* Effect.either(reportErrors(Effect.fail("not an atlas error" as const)))
      assertLeft(other, "not an atlas error")
      expect(yield* events).toStrictEqual([])
    })
  )
})

describe("Analytics.layer", () => {
  it.effect("hands every record to the app's sink", () =>
    Effect.gen(function* () {
      const sunk: Array<ErrorRecord> = []
      yield* report(client("Aborted")).pipe(Effect.provide(Analytics.layer((r) => sunk.push(r))))
      assert.strictEqual(sunk.length, 1)
      assert.strictEqual(sunk[0]?.category, "browser request error")
      assert.strictEqual(sunk[0]?.description, "Request aborted")
    })
  )

  it.effect("never fails the reported call when the sink throws", () =>
    Effect.gen(function* () {
      const sink = () => {
        throw new Error("sink down")
      }
      const result = yield* report(client("Network")).pipe(Effect.provide(Analytics.layer(sink)))
      assert.strictEqual(Option.getOrThrow(result).category, "network connection error")
    })
  )

  it.effect("noop classifies but records nothing", () =>
    Effect.gen(function* () {
      const result = yield* report(upstream(404, [errorObject(404)])).pipe(Effect.provide(Analytics.noop))
      assert.strictEqual(Option.getOrThrow(result).category, "user constraint error")
    })
  )
})
