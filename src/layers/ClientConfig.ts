/**
 * Knobs of the request layer an app may turn; every one has a safe default.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Layer from "effect/Layer"

/** The request layer's settings. */
export interface ClientConfigShape {
  /** Annotate use-case spans and let the HTTP client trace (off: no spans from the HTTP client). */
  readonly tracing: boolean
  /**
   * With tracing on, a span per HTTP attempt from Effect's `HttpClient`, for the clients that send
   * through it (`atlasClientWith`; `atlasServerClient`, which otherwise calls `fetch` directly); off,
   * use-case spans only (annotated with method, route, status and attempts). `atlasClient` sends
   * through plain `fetch`: use-case spans only, whatever this says. Implied by `propagateTrace`.
   */
  readonly httpSpans: boolean
  /**
   * Send `traceparent`/`b3` headers (off: they would force CORS preflights on the shop's hosts).
   * They go through Effect's `HttpClient`: `atlasClient` (plain `fetch`) refuses it (building the
   * client dies, naming `atlasClientWith`).
   */
  readonly propagateTrace: boolean
  /** Retries after the first attempt, at most. */
  readonly maxRetries: number
  /** First backoff delay; it doubles each retry, jittered. */
  readonly baseDelayMs: number
  /** Longest backoff delay. */
  readonly maxDelayMs: number
  /** A Retry-After longer than this is not waited for: the call fails with its typed error. */
  readonly maxRetryAfterMs: number
}

/** The request layer's settings, with defaults. */
export class ClientConfig extends Context.Reference<ClientConfig>()("atlas-client/ClientConfig", {
  defaultValue: (): ClientConfigShape => ({
    tracing: false,
    httpSpans: true,
    propagateTrace: false,
    maxRetries: 3,
    baseDelayMs: 100,
    maxDelayMs: 5_000,
    maxRetryAfterMs: 30_000
  })
}) {
  /**
   * Overrides some settings.
   *
   * @example
   * ```ts
   * export const patient = live.pipe(Layer.provideMerge(ClientConfig.layer({ maxRetries: 5, maxDelayMs: 10_000 })))
   * ```
   */
  static readonly layer = (config: Partial<ClientConfigShape>) => Layer.succeed(ClientConfig, { ...ClientConfig.defaultValue(), ...config })
}
