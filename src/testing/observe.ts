/**
 * Observers for tests: a tracer that records every span, and a logger that records every log line
 * (message and annotations, as JSON), at every level.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as LogLevel from "effect/LogLevel"
import * as Option from "effect/Option"
import * as Tracer from "effect/Tracer"

/** A finished or running span as recorded. */
export interface RecordedSpan {
  readonly name: string
  readonly attributes: Record<string, unknown>
  readonly events: Array<{ readonly name: string; readonly attributes: Record<string, unknown> }>
  status: "running" | "ok" | "error"
}

/**
 * A tracer recording spans into `spans`.
 *
 * @example
 * const spans: Array<RecordedSpan> = []
 * effect.pipe(Effect.withTracer(recordingTracer(spans)))
 */
export const recordingTracer = (spans: Array<RecordedSpan>): Tracer.Tracer => {
  let counter = 0
  return Tracer.make({
    span: (name, parent, context, links, _startTime, kind) => {
      counter += 1
      const record: RecordedSpan = { name, attributes: {}, events: [], status: "running" }
      spans.push(record)
      const attributes = new Map<string, unknown>()
      const span: Tracer.Span = {
        _tag: "Span",
        name,
        spanId: `span-${counter}`,
        traceId: Option.match(parent, { onNone: () => `trace-${counter}`, onSome: (p) => p.traceId }),
        parent,
        context,
        status: { _tag: "Started", startTime: 0n },
        attributes,
        links: [...links],
        sampled: true,
        kind,
        end: (_end: bigint, exit: Exit.Exit<unknown, unknown>) => {
          record.status = exit._tag === "Success" ? "ok" : "error"
        },
        attribute: (key, value) => {
          attributes.set(key, value)
          record.attributes[key] = value
        },
        event: (eventName, _time, attrs) => {
          record.events.push({ name: eventName, attributes: attrs ?? {} })
        },
        addLinks: () => undefined
      }
      return span
    },
    context: (f) => f()
  })
}

/**
 * A logger layer recording every line, at every level, as JSON strings into `lines`.
 *
 * @example
 * ```ts
 * export const logLines: Array<string> = []
 * export const loggedStores = Effect.flatMap(Stores, (stores) => stores.getStoreFilters()).pipe(Effect.provide(recordingLogger(logLines)))
 * ```
 */
export const recordingLogger = (lines: Array<string>): Layer.Layer<never> =>
  Layer.merge(
    Logger.replace(
      Logger.defaultLogger,
      Logger.make((options) => {
        lines.push(Logger.jsonLogger.log(options))
      })
    ),
    Logger.minimumLogLevel(LogLevel.All)
  )

/** Runs an effect with both observers. */
export const observed = <A, E, R>(effect: Effect.Effect<A, E, R>, spans: Array<RecordedSpan>, lines: Array<string>) =>
  effect.pipe(Effect.withTracer(recordingTracer(spans)), Effect.provide(recordingLogger(lines)))
