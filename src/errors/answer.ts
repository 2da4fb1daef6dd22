/**
 * What marks an error that carries the upstream's answer (a status and the envelope's error
 * objects): `UpstreamError`, `IdempotencyKeyReused` and every typed error of the catalogue
 * (`CartRejected`, `CheckoutModifyError`, ...). The React adapter reads the mark: such an error is
 * a slot's `response-error`; every other failure (network, timeout, validation, decode) a
 * `client-error`.
 *
 * @since 0.2.0
 */
import * as Schema from "effect/Schema"
import { HttpErrorObject } from "./envelope.js"

/** The mark of an error that carries an upstream answer (a property holding this symbol). */
export const UpstreamAnswerId: unique symbol = Symbol.for("atlas-client/UpstreamAnswer")
/** The type of the mark an error carrying an upstream answer has (see `isUpstreamAnswer`). */
export type UpstreamAnswerId = typeof UpstreamAnswerId

/** The upstream's answer to a call: the call, the status, the correlation id and the error objects. */
export interface Answer {
  /** The use case, e.g. `Checkout.createCheckout`. */
  readonly operation: string
  readonly method: string
  readonly url: string
  /** The response's HTTP status. */
  readonly status: number
  /** The envelope's error objects (empty when the body was no envelope). */
  readonly errors: ReadonlyArray<HttpErrorObject>
  /** The response's `x-correlation-id`. */
  readonly correlationId?: string | undefined
}

/** An error that carries the upstream's answer to a call. */
export interface UpstreamAnswer extends Answer {
  readonly [UpstreamAnswerId]: UpstreamAnswerId
  readonly _tag: string
}

/**
 * Whether a value is an error carrying an upstream answer.
 *
 * @example
 * isUpstreamAnswer(new ClientError({ operation: "Stores.searchStores", method: "GET", url: "u", reason: "Network" })) // false
 */
export const isUpstreamAnswer = (u: unknown): u is UpstreamAnswer =>
  typeof u === "object" && u !== null && UpstreamAnswerId in u && u[UpstreamAnswerId] === UpstreamAnswerId

/** The fields of the call every error of a sent call carries (never the request's headers). */
export const callFields = {
  /** The use case, e.g. `Stores.searchStores`. */
  operation: Schema.String,
  method: Schema.String,
  url: Schema.String
}

/**
 * The fields of a typed error of the catalogue: the call, the response's status and
 * `x-correlation-id`, the first known error object's `reason`, and every error object.
 */
export const answerFields = {
  ...callFields,
  status: Schema.Number,
  reason: Schema.String,
  errors: Schema.Array(HttpErrorObject),
  correlationId: Schema.optional(Schema.String)
}
