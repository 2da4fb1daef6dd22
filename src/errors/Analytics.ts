/**
 * The `Analytics` service: receives failed calls, classifies them (spec §8) and hands each error
 * record to a sink, unless the call is silent or never triggers scenarios.
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Ref from "effect/Ref"
import type { AtlasError } from "./client.js"
import { type ErrorRecord, type RecordOptions, toErrorRecord } from "./records.js"
import { isAtlasError } from "./scenarios.js"

/** What the {@link Analytics} service does. */
export interface AnalyticsShape {
  /**
   * Classifies a failed call and records it; succeeds with the record, or none when the call is
   * silent. The record's timestamp is `options.now`, else the `Clock`'s time. Never fails.
   */
  readonly report: (error: AtlasError, options?: RecordOptions) => Effect.Effect<Option.Option<ErrorRecord>>
}

/** What an app's sink receives: one error record a reported failure. */
export type AnalyticsSink = (record: ErrorRecord) => void

/** The records {@link Analytics.memory} received, for tests. */
export interface AnalyticsMemoryShape {
  /** Every record so far, oldest first. */
  readonly events: Effect.Effect<ReadonlyArray<ErrorRecord>>
  /** Forgets the records so far. */
  readonly clear: Effect.Effect<void>
}

/** The companion of {@link Analytics.memory}: reads what it recorded. */
export class AnalyticsMemory extends Context.Tag("atlas-client/AnalyticsMemory")<AnalyticsMemory, AnalyticsMemoryShape>() {}

const withNow = (options: RecordOptions | undefined): Effect.Effect<RecordOptions> =>
  options?.now !== undefined
    ? Effect.succeed(options)
    : Effect.map(Clock.currentTimeMillis, (millis) => ({ ...options, now: new Date(millis) }))

/**
 * Builds the service from an effectful sink: the sink runs only for calls that yield a record.
 *
 * @example
 * const analytics = makeAnalytics((record) => Effect.log(record.category))
 */
export const makeAnalytics = (sink: (record: ErrorRecord) => Effect.Effect<void>): AnalyticsShape => ({
  report: (error, options) =>
    Effect.flatMap(withNow(options), (opts): Effect.Effect<Option.Option<ErrorRecord>> => {
      const record = toErrorRecord(error, opts)
      return Option.isSome(record) ? Effect.as(sink(record.value), record) : Effect.succeed(record)
    })
})

/**
 * Where failed calls are reported. Provide one of its layers: `noop` (drops everything), `memory`
 * (keeps records for tests, read through {@link AnalyticsMemory}) or `layer(sink)` for apps.
 *
 * @example
 * const program = Effect.flatMap(Analytics, (a) => a.report(error))
 * Effect.runPromise(Effect.provide(program, Analytics.layer((record) => console.log(record))))
 */
export class Analytics extends Context.Tag("atlas-client/Analytics")<Analytics, AnalyticsShape>() {
  /** Classifies but records nothing. */
  static readonly noop: Layer.Layer<Analytics> = Layer.succeed(
    Analytics,
    makeAnalytics(() => Effect.void)
  )

  /** Keeps every record in memory; read them through {@link AnalyticsMemory}. */
  static readonly memory: Layer.Layer<Analytics | AnalyticsMemory> = Layer.effectContext(
    Effect.map(Ref.make<ReadonlyArray<ErrorRecord>>([]), (ref) =>
      Context.make(
        Analytics,
        makeAnalytics((record) => Ref.update(ref, (events) => [...events, record]))
      ).pipe(Context.add(AnalyticsMemory, { events: Ref.get(ref), clear: Ref.set(ref, []) }))
    )
  )

  /**
   * Hands every record to the app's sink. A sink that throws is logged as a warning and never
   * fails the call being reported.
   */
  static readonly layer = (sink: AnalyticsSink): Layer.Layer<Analytics> =>
    Layer.succeed(
      Analytics,
      makeAnalytics((record) =>
        Effect.try(() => sink(record)).pipe(Effect.catchAll((cause) => Effect.logWarning("Analytics sink failed", cause)))
      )
    )
}

/**
 * Reports every {@link AtlasError} an effect fails with to {@link Analytics}, then fails with it
 * unchanged; other failures pass through unreported.
 *
 * @example
 * const stores = reportErrors(searchStores(query)) // Effect<Stores, AtlasError, Analytics | ...>
 */
export const reportErrors = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | Analytics> =>
  Effect.tapError(self, (error) => (isAtlasError(error) ? Effect.flatMap(Analytics, (analytics) => analytics.report(error)) : Effect.void))
