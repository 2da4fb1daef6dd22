/**
 * The last requests of a client, as a developer panel shows them: use case, method, URL, status,
 * attempt, duration and headers with secrets redacted. Optional: the request layer records only
 * when the app provides a `RequestLog`.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Layer from "effect/Layer"
import { BoundedLog } from "../internal/BoundedLog.js"

/** One attempt of one call. */
export interface RequestLogEntry {
  readonly id: number
  readonly operation: string
  readonly method: string
  readonly url: string
  /** The response status; undefined when no response came (network error, timeout, abort). */
  readonly status: number | undefined
  /** What happened when there was no response: `Network Error`, `timeout exceeded`, `Request aborted`. */
  readonly outcome: string
  readonly attempt: number
  readonly durationMs: number
  /** Request headers, secrets as `<redacted>`. */
  readonly headers: Readonly<Record<string, string>>
  readonly at: number
}

/** A bounded, subscribable list of the last entries (newest last). */
export class RequestLogStore extends BoundedLog<RequestLogEntry> {}

/** The request log of the current client. */
export class RequestLog extends Context.Tag("atlas-client/RequestLog")<RequestLog, RequestLogStore>() {
  /**
   * A fresh log keeping the last `capacity` requests.
   *
   * @example
   * ```ts
   * export const withRequestLog = live.pipe(Layer.provideMerge(RequestLog.layer(50)))
   * ```
   */
  static readonly layer = (capacity?: number): Layer.Layer<RequestLog> => Layer.sync(RequestLog, () => new RequestLogStore(capacity))
}
