/**
 * The `Analytics` service: receives failed calls, classifies them (spec §8) and hands each error
 * record to a sink, unless the call is silent or never triggers scenarios; and sends the impression
 * events of ad placements (spec §3), built by `rules/impressions`.
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import {
  impressionComplete,
  type ImpressionCompleteEvent,
  type ImpressionInput,
  impressionV1,
  type ImpressionV1Event
} from "../rules/impressions.js"
import type { CallError } from "../errors/domain.js"
import { type ErrorRecord, type RecordOptions, toErrorRecord } from "../errors/records.js"
import { isCallError } from "../errors/scenarios.js"
import { FailureReporter } from "../layers/FailureReporter.js"

/** What the {@link Analytics} service does. */
export interface AnalyticsShape {
  /**
   * Classifies a failed call and records it; succeeds with the record, or none when the call is
   * silent. The record's timestamp is `options.now`, else the `Clock`'s time. Never fails.
   */
  readonly report: (error: CallError, options?: RecordOptions) => Effect.Effect<Option.Option<ErrorRecord>>
  /**
   * Sends the events of one impression of an ad placement (spec §3): the completion event (type
   * `impression/COMPLETE`, schema 0.3.0) and the V1 shape (schema 1.1.2), in that order. A monetized
   * impression without an id logs a warning (`Effect.logWarning`) and is sent with empty
   * monetization data. Succeeds with the events sent; never fails.
   */
  readonly impression: (input: ImpressionInput) => Effect.Effect<ImpressionEvents>
}

/** The two events of one impression, as sent. */
export interface ImpressionEvents {
  readonly complete: ImpressionCompleteEvent
  readonly v1: ImpressionV1Event
}

/** One impression event as a sink receives it. */
export type ImpressionEvent = ImpressionCompleteEvent | ImpressionV1Event

/** What an app's sink receives: one error record a reported failure. */
export type AnalyticsSink = (record: ErrorRecord) => void

/** What an app's impression sink receives: each impression event. */
export type ImpressionSink = (event: ImpressionEvent) => void

/** The records {@link Analytics.memory} received, for tests. */
export interface AnalyticsMemoryShape {
  /** Every record so far, oldest first. */
  readonly events: Effect.Effect<ReadonlyArray<ErrorRecord>>
  /** Every impression event so far, oldest first (each impression's completion event, then its V1 shape). */
  readonly impressions: Effect.Effect<ReadonlyArray<ImpressionEvent>>
  /** Forgets the records and impression events so far. */
  readonly clear: Effect.Effect<void>
}

/**
 * The companion of {@link Analytics.memory}: reads what it recorded.
 *
 * @example
 * ```ts
 * export const recordedCategories = Effect.gen(function* () {
 *   const memory = yield* AnalyticsMemory
 *   const events = yield* memory.events
 *   return events.map((record) => record.category)
 * })
 * ```
 */
export class AnalyticsMemory extends Context.Tag("atlas-client/AnalyticsMemory")<AnalyticsMemory, AnalyticsMemoryShape>() {}

const withNow = (options: RecordOptions | undefined): Effect.Effect<RecordOptions> =>
  options?.now !== undefined
    ? Effect.succeed(options)
    : Effect.map(Clock.currentTimeMillis, (millis) => ({ ...options, now: new Date(millis) }))

const guarded = (run: () => void): Effect.Effect<void> =>
  Effect.try(run).pipe(Effect.catchAll((cause) => Effect.logWarning("Analytics sink failed", cause)))

/**
 * Builds the service from effectful sinks: the record sink runs only for calls that yield a record;
 * the impression sink (none by default) runs once per impression event.
 *
 * @example
 * const analytics = makeAnalytics((record) => Effect.log(record.category))
 */
export const makeAnalytics = (
  sink: (record: ErrorRecord) => Effect.Effect<void>,
  impressionSink: (event: ImpressionEvent) => Effect.Effect<void> = () => Effect.void
): AnalyticsShape => ({
  report: (error, options) =>
    Effect.flatMap(withNow(options), (opts): Effect.Effect<Option.Option<ErrorRecord>> => {
      const record = toErrorRecord(error, opts)
      return Option.isSome(record) ? Effect.as(sink(record.value), record) : Effect.succeed(record)
    }),
  impression: (input) =>
    Effect.suspend(() => {
      const complete = impressionComplete(input)
      const v1 = impressionV1(input)
      // Both shapes come from the same input: their warnings are the same, logged once.
      return Effect.forEach(complete.warnings, (warning) => Effect.logWarning(warning), { discard: true }).pipe(
        Effect.zipRight(impressionSink(complete.event)),
        Effect.zipRight(impressionSink(v1.event)),
        Effect.as({ complete: complete.event, v1: v1.event })
      )
    })
})

/**
 * Where failed calls are reported. Provide one of its layers: `noop` (drops everything), `memory`
 * (keeps records for tests, read through {@link AnalyticsMemory}) or `layer(sink)` for apps.
 *
 * @example
 * ```ts
 * export const heroSeen = (viewDuration: number) =>
 *   Effect.gen(function* () {
 *     const analytics = yield* Analytics
 *     return yield* analytics.impression({ espot_id: "home-hero", espotName: "Home hero", target: "HOME", viewStatus: "end", viewDuration })
 *   })
 * ```
 */
export class Analytics extends Context.Tag("atlas-client/Analytics")<Analytics, AnalyticsShape>() {
  /**
   * The service from its shape, also as the request layer's {@link FailureReporter}, so that every
   * failed call of a client is reported to it.
   *
   * @example
   * ```ts
   * export const logged = live.pipe(Layer.provideMerge(Analytics.fromShape(makeAnalytics((record) => Effect.logWarning(record.description)))))
   * ```
   */
  static readonly fromShape = (shape: AnalyticsShape): Layer.Layer<Analytics | FailureReporter> =>
    Layer.succeedContext(Context.make(Analytics, shape).pipe(Context.add(FailureReporter, shape)))

  /**
   * Classifies but records nothing.
   *
   * @example
   * ```ts
   * export const unreported = live.pipe(Layer.provideMerge(Analytics.noop))
   * ```
   */
  static readonly noop: Layer.Layer<Analytics | FailureReporter> = Analytics.fromShape(makeAnalytics(() => Effect.void))

  /**
   * Keeps every record and impression event in memory; read them through {@link AnalyticsMemory}.
   *
   * @example
   * ```ts
   * export const recorded = live.pipe(Layer.provideMerge(Analytics.memory))
   * ```
   */
  static readonly memory: Layer.Layer<Analytics | AnalyticsMemory | FailureReporter> = Layer.effectContext(
    Effect.zipWith(Ref.make<ReadonlyArray<ErrorRecord>>([]), Ref.make<ReadonlyArray<ImpressionEvent>>([]), (ref, impressions) => {
      const shape = makeAnalytics(
        (record) => Ref.update(ref, (events) => [...events, record]),
        (event) => Ref.update(impressions, (events) => [...events, event])
      )
      return Context.make(Analytics, shape).pipe(
        Context.add(FailureReporter, shape),
        Context.add(AnalyticsMemory, {
          events: Ref.get(ref),
          impressions: Ref.get(impressions),
          clear: Effect.zipRight(Ref.set(ref, []), Ref.set(impressions, []))
        })
      )
    })
  )

  /**
   * Hands every record to the app's sink, and every impression event to the impression sink when
   * given. A sink that throws is logged as a warning and never fails the call being reported.
   *
   * @example
   * ```ts
   * export const reportingTo = (send: (body: string) => void) =>
   *   live.pipe(Layer.provideMerge(Analytics.layer((record) => send(JSON.stringify(record)))))
   * ```
   */
  static readonly layer = (sink: AnalyticsSink, impressionSink?: ImpressionSink): Layer.Layer<Analytics | FailureReporter> =>
    Analytics.fromShape(
      makeAnalytics(
        (record) => guarded(() => sink(record)),
        (event) => (impressionSink === undefined ? Effect.void : guarded(() => impressionSink(event)))
      )
    )
}

/**
 * Reports every `AtlasError` and typed error of the catalogue (`CallError`) an effect fails with to
 * {@link Analytics}, then fails with it unchanged; other failures pass through unreported. Calls
 * sent through a client are already reported by its request layer: wrap only effects that fail
 * with such errors of their own, or each failed call is reported twice.
 *
 * @example
 * const stores = reportErrors(searchStores(query)) // Effect<Stores, AtlasError, Analytics | ...>
 */
export const reportErrors = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | Analytics> =>
  Effect.tapError(self, (error) => (isCallError(error) ? Effect.flatMap(Analytics, (analytics) => analytics.report(error)) : Effect.void))
