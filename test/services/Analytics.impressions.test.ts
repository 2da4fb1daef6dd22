import { assert, describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Logger from "effect/Logger"
import * as LogLevel from "effect/LogLevel"
import { Analytics, AnalyticsMemory, type ImpressionEvent } from "../../src/services/Analytics.js"
import type { ImpressionInput } from "../../src/rules/impressions.js"

const impression = (input: ImpressionInput) => Effect.flatMap(Analytics, (analytics) => analytics.impression(input))
const sent = Effect.flatMap(AnalyticsMemory, (memory) => memory.impressions)
const fresh = Effect.flatMap(AnalyticsMemory, (memory) => memory.clear)

/** Runs an effect with a logger that keeps every (level, message). */
const withLogs = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const logs: Array<[string, string]> = []
    const logger = Logger.make(({ logLevel, message }) => {
      logs.push([logLevel.label, (Array.isArray(message) ? message : [message]).map(String).join(" ")])
    })
    const result = yield* self.pipe(Effect.provide(Logger.replace(Logger.defaultLogger, logger)), Logger.withMinimumLogLevel(LogLevel.All))
    return { result, logs }
  })

const hero: ImpressionInput = { espot_id: "espot-1", espotName: "Hero", target: "COUPONS", viewStatus: "start" }

layer(Analytics.memory)("Analytics.impression (memory)", (it) => {
  it.effect(
    "start: the completion event (impression/COMPLETE, 0.3.0) then the V1 shape (1.1.2, anonymized), scenario make-a-good-impression; defaults filled",
    () =>
      Effect.gen(function* () {
        yield* fresh
        const { result, logs } = yield* withLogs(impression(hero))
        const events = yield* sent
        const data = {
          espot_id: "espot-1",
          espotName: "Hero",
          target: "COUPONS",
          monetized: false,
          viewStatus: "start",
          componentName: "espot"
        }
        expect(events).toStrictEqual([
          { type: "impression/COMPLETE", schemaVersion: "0.3.0", scenario: "make-a-good-impression", data },
          {
            schemaVersion: "1.1.2",
            scenario: "make-a-good-impression",
            dataClassification: "anonymized personal information",
            data
          }
        ] as ReadonlyArray<ImpressionEvent>)
        expect([result.complete, result.v1]).toStrictEqual(events)
        expect(logs).toStrictEqual([])
      })
  )

  it.effect("viewDuration is kept only when the view ends", () =>
    Effect.gen(function* () {
      yield* fresh
      yield* impression({ ...hero, viewDuration: 1200 })
      yield* impression({ ...hero, viewStatus: "end", viewDuration: 1200 })
      const events = yield* sent
      expect(events.map((e) => [e.data.viewStatus, e.data.viewDuration])).toStrictEqual([
        ["start", undefined],
        ["start", undefined],
        ["end", 1200],
        ["end", 1200]
      ])
      assert.isFalse("viewDuration" in events[0]!.data)
    })
  )

  it.effect("an id and a componentName given are sent as given; unmonetized impressions carry no monetization", () =>
    Effect.gen(function* () {
      yield* fresh
      const { result } = yield* impression({ ...hero, id: "ad-9", componentName: "carousel" }).pipe(withLogs)
      assert.strictEqual(result.complete.data.id, "ad-9")
      assert.strictEqual(result.v1.data.componentName, "carousel")
      assert.isFalse("monetization" in result.complete.data)
      assert.isFalse("monetization" in result.v1.data)
    })
  )

  it.effect("monetized with an id: monetization details in both events, no warning", () =>
    Effect.gen(function* () {
      yield* fresh
      const { logs } = yield* withLogs(impression({ ...hero, id: "ad-7", monetized: true }))
      const events = yield* sent
      expect(events.map((e) => [e.data.monetized, e.data.monetization])).toStrictEqual([
        [true, { id: "ad-7", espotId: "espot-1", target: "COUPONS" }],
        [true, { id: "ad-7", espotId: "espot-1", target: "COUPONS" }]
      ])
      expect(logs).toStrictEqual([])
    })
  )

  it.effect("monetized without an id: one warning through the logger, monetization data left empty, both events still sent", () =>
    Effect.gen(function* () {
      yield* fresh
      const { logs } = yield* withLogs(impression({ ...hero, monetized: true }))
      const events = yield* sent
      expect(logs).toStrictEqual([["WARN", "Monetized impression without an id: monetization data left empty"]])
      assert.strictEqual(events.length, 2)
      assert.isTrue(events.every((e) => e.data.monetized && !("id" in e.data) && Object.keys(e.data.monetization ?? { x: 1 }).length === 0))
    })
  )

  it.effect("clear forgets impression events", () =>
    Effect.gen(function* () {
      yield* impression(hero)
      yield* fresh
      expect(yield* sent).toStrictEqual([])
    })
  )
})

describe("Analytics.impression (layer, noop)", () => {
  it.effect("the app's impression sink receives both events; a throwing sink is a warning, never a failure", () =>
    Effect.gen(function* () {
      const received: Array<ImpressionEvent> = []
      yield* impression(hero).pipe(
        Effect.provide(
          Analytics.layer(
            () => undefined,
            (e) => received.push(e)
          )
        )
      )
      expect(received.map((e) => e.schemaVersion)).toStrictEqual(["0.3.0", "1.1.2"])
      const { result, logs } = yield* withLogs(
        impression(hero).pipe(
          Effect.provide(
            Analytics.layer(
              () => undefined,
              () => {
                throw new Error("down")
              }
            )
          )
        )
      )
      assert.strictEqual(result.complete.type, "impression/COMPLETE")
      expect(logs.map(([level, message]) => [level, message.split(" ")[0]])).toStrictEqual([
        ["WARN", "Analytics"],
        ["WARN", "Analytics"]
      ])
    })
  )

  it.effect("without an impression sink (and with noop) the events are built and nothing is sent", () =>
    Effect.gen(function* () {
      const viaLayer = yield* impression(hero).pipe(Effect.provide(Analytics.layer(() => undefined)))
      const viaNoop = yield* impression({ ...hero, viewStatus: "end", viewDuration: 5 }).pipe(Effect.provide(Analytics.noop))
      assert.strictEqual(viaLayer.v1.schemaVersion, "1.1.2")
      assert.strictEqual(viaNoop.complete.data.viewDuration, 5)
    })
  )
})
