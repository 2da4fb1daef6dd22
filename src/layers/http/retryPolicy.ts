/**
 * The retry policy (DESIGN principle 4): which statuses each retry class retries on, when a 409 is
 * an answer rather than a reason to retry, and the schedule: exponential backoff from the client's
 * base delay, capped, jittered, at most `maxRetries`, never shorter than a `Retry-After`.
 *
 * @since 0.2.0
 */
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import type { RetryClass } from "../../core/Operation.js"
import type { ClientError } from "../../errors/client.js"
import { type RawResponse, retryAfterMs } from "../../internal/codec.js"
import type { ClientConfigShape } from "../ClientConfig.js"

/** A response whose status the call's retry class retries on (held back while retries remain). */
export class RetryableStatus extends Data.TaggedError("RetryableStatus")<{ readonly response: RawResponse }> {}

/** What an attempt can fail with: a client error, or a status to retry on. */
export type AttemptFailure = ClientError | RetryableStatus

const readRetryStatuses: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504])
const keyedRetryStatuses: ReadonlySet<number> = new Set([...readRetryStatuses, 409])
const none: ReadonlySet<number> = new Set()

/**
 * The statuses a retry class retries on (network errors and timeouts aside).
 *
 * @example
 * retryStatuses("keyed").has(409) // true
 */
export const retryStatuses = (retry: RetryClass): ReadonlySet<number> =>
  retry === "keyed" ? keyedRetryStatuses : retry === "read" ? readRetryStatuses : none

/**
 * A 409 naming a conflict other than the same key still in flight is an answer, not a reason to
 * retry.
 *
 * @example
 * otherConflict({ status: 409, headers: {}, body: { errors: [{ code: "ALREADY_CLIPPED" }] } }) // true
 */
export const otherConflict = (raw: RawResponse): boolean => {
  const errors = raw.status === 409 ? (raw.body as { readonly errors?: unknown } | undefined)?.errors : undefined
  return (
    Array.isArray(errors) &&
    errors.some((e: { readonly code?: unknown } | null) => e?.code !== undefined && e.code !== "IDEMPOTENCY_IN_FLIGHT")
  )
}

/**
 * The schedule of one call's retries: backoff and `Retry-After`, while `decide` (budget, abort,
 * the client's longest accepted `Retry-After`) says yes.
 */
export const retrySchedule = (config: ClientConfigShape, decide: (failure: AttemptFailure) => Effect.Effect<boolean>) => {
  const backoff = Schedule.exponential(Duration.millis(config.baseDelayMs), 2).pipe(
    Schedule.modifyDelay((_, d) => Duration.min(d, Duration.millis(config.maxDelayMs))),
    Schedule.jittered,
    Schedule.intersect(Schedule.recurs(config.maxRetries))
  )
  const retryAfter = Schedule.identity<AttemptFailure>().pipe(
    Schedule.addDelay((failure) => Duration.millis(failure._tag === "RetryableStatus" ? (retryAfterMs(failure.response.headers) ?? 0) : 0))
  )
  return Schedule.intersect(backoff, retryAfter).pipe(Schedule.whileInputEffect(decide))
}
