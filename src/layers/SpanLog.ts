/**
 * The spans of the last use cases, for a developer panel: name, status, duration and attributes
 * (method, route, status code, attempts; never a secret). Provide `SpanLog.layer()` with
 * `ClientConfig.layer({ tracing: true })`; it installs a tracer that records finished spans.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Cause from "effect/Cause"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Tracer from "effect/Tracer"
import { BoundedLog } from "../internal/BoundedLog.js"

/** One finished span. */
export interface SpanLogEntry {
  readonly id: number
  readonly name: string
  readonly traceId: string
  readonly parent: string | undefined
  readonly status: "ok" | "error" | "interrupted"
  readonly durationMs: number
  readonly attributes: Readonly<Record<string, unknown>>
}

/** A bounded, subscribable list of the last entries (newest last). */
export class SpanLogStore extends BoundedLog<SpanLogEntry> {}

const statusOf = (exit: Exit.Exit<unknown, unknown>): SpanLogEntry["status"] =>
  Exit.isSuccess(exit) ? "ok" : Cause.isInterruptedOnly(exit.cause) ? "interrupted" : "error"

/** A tracer recording finished spans into a store. */
export const recordingTracer = (store: SpanLogStore): Tracer.Tracer => {
  let counter = 0
  return Tracer.make({
    span: (name, parent, context, links, startTime, kind) => {
      counter += 1
      const attributes = new Map<string, unknown>()
      const spanId = `span-${counter}`
      const traceId = Option.match(parent, { onNone: () => `trace-${counter}`, onSome: (p) => p.traceId })
      const span: Tracer.Span = {
        _tag: "Span",
        name,
        spanId,
        traceId,
        parent,
        context,
        status: { _tag: "Started", startTime },
        attributes,
        links: [...links],
        sampled: true,
        kind,
        end: (endTime, exit) => {
          store.push({
            name,
            traceId,
            parent: Option.getOrUndefined(Option.map(parent, (p) => p.spanId)),
            status: statusOf(exit),
            durationMs: Number(endTime - startTime) / 1e6,
            attributes: Object.fromEntries(attributes)
          })
        },
        attribute: (key, value) => {
          attributes.set(key, value)
        },
        event: () => undefined,
        addLinks: () => undefined
      }
      return span
    },
    context: (f) => f()
  })
}

/** The span log of the current client. */
export class SpanLog extends Context.Tag("atlas-client/SpanLog")<SpanLog, SpanLogStore>() {
  /**
   * A fresh span log keeping the last `capacity` spans, and the tracer that fills it.
   *
   * @example
   * ```ts
   * export const withSpans = live.pipe(Layer.provideMerge(Layer.merge(SpanLog.layer(50), ClientConfig.layer({ tracing: true }))))
   * ```
   */
  static readonly layer = (capacity?: number): Layer.Layer<SpanLog> =>
    Layer.suspend(() => {
      const store = new SpanLogStore(capacity)
      return Layer.merge(Layer.succeed(SpanLog, store), Layer.setTracer(recordingTracer(store)))
    })
}
