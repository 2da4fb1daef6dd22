/**
 * How reference-upstream handlers fail: with a status and the spec's error envelope.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import { type ErrorEnvelope, type HttpErrorObject } from "../errors/envelope.js"

/** A handler's failure: answered with `status` and the envelope. */
export class UpstreamFailure extends Data.TaggedError("UpstreamFailure")<{
  readonly status: number
  readonly errors: ReadonlyArray<Omit<HttpErrorObject, "datetime" | "statusCode">>
  readonly headers?: Readonly<Record<string, string>>
}> {}

/**
 * A failure with one error object.
 *
 * @example
 * fail(400, "INVALID_REQUEST", "Invalid Request")
 */
export const fail = (
  status: number,
  code: string,
  reason: string,
  extra: Pick<HttpErrorObject, "details" | "rootCauses"> = {}
): UpstreamFailure => new UpstreamFailure({ status, errors: [{ code, reason, ...extra }] })

/** The envelope of a failure, stamped with a time. */
export const envelopeOf = (failure: UpstreamFailure, now: Date): ErrorEnvelope => ({
  errors: failure.errors.map((e) => ({ ...e, datetime: now.toISOString(), statusCode: failure.status }))
})
