/**
 * The upstream's error body (spec §8, DESIGN principle 3):
 * `{ "errors": [ { code, reason, datetime, statusCode, details?, rootCauses? } ] }`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/** One cause under an error object; checkout error records show the first one's reason. */
export const RootCause = Schema.Struct({
  code: Schema.optional(Schema.String),
  reason: Schema.String
})
/** One cause under an error object, with its reason (checkout error records show the first one's). */
export type RootCause = typeof RootCause.Type

/**
 * The HTTP error object of spec §8.
 *
 * @example
 * const e: HttpErrorObject = { code: "LMS-MBDAS", reason: "parameter error", datetime: "2026-11-22T10:00:00.000Z", statusCode: 400 }
 */
export const HttpErrorObject = Schema.Struct({
  code: Schema.String,
  reason: Schema.String,
  datetime: Schema.String,
  statusCode: Schema.Number,
  details: Schema.optional(Schema.Unknown),
  rootCauses: Schema.optional(Schema.Array(RootCause))
})
/** One error object of a failed answer: its code, reason, time, status code, details and root causes. */
export type HttpErrorObject = typeof HttpErrorObject.Type

/** The error envelope every atlas host answers failures with. */
export const ErrorEnvelope = Schema.Struct({ errors: Schema.Array(HttpErrorObject) })
/** The body of a failed answer of any atlas host: its error objects. */
export type ErrorEnvelope = typeof ErrorEnvelope.Type

/**
 * Wraps an unknown failure as the spec says: code `unknown`, status 500.
 *
 * @example
 * unknownErrorObject("boom", new Date(0)).statusCode // 500
 */
export const unknownErrorObject = (reason: string, now: Date = new Date()): HttpErrorObject => ({
  code: "unknown",
  reason,
  datetime: now.toISOString(),
  statusCode: 500
})

/**
 * Builds an envelope holding one error object.
 *
 * @example
 * errorEnvelope({ code: "BAD", reason: "Invalid Request", statusCode: 400 }, new Date(0)).errors.length // 1
 */
export const errorEnvelope = (
  error: Omit<HttpErrorObject, "datetime"> & { readonly datetime?: string },
  now: Date = new Date()
): ErrorEnvelope => ({ errors: [{ ...error, datetime: error.datetime ?? now.toISOString() }] })
