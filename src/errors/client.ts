/**
 * The errors every call can fail with (DESIGN principle 3). They are our own types, carry the
 * operation's name, method and URL, and never the request's headers.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callFields, UpstreamAnswerId } from "./answer.js"
import { HttpErrorObject } from "./envelope.js"

/**
 * The upstream answered with a status outside 200-299. `errors` holds the envelope's error objects
 * (empty when the body was no envelope); `correlationId` is the response's `x-correlation-id`.
 */
export class UpstreamError extends Schema.TaggedError<UpstreamError>()("UpstreamError", {
  ...callFields,
  status: Schema.Number,
  errors: Schema.Array(HttpErrorObject),
  correlationId: Schema.optional(Schema.String),
  retryAfterMs: Schema.optional(Schema.Number)
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The generic-client message of spec §8. */
  override get message(): string {
    return `Request failed with status code ${this.status}`
  }
  /** The highest `statusCode` among the error objects (the response status when there are none). */
  get highestStatusCode(): number {
    return this.errors.reduce((max, e) => Math.max(max, e.statusCode), this.errors.length ? 0 : this.status)
  }
}

/**
 * A keyed call's `Idempotency-Key` was already used with another body: status 422 with the code
 * `IDEMPOTENCY_KEY_REUSED` (any other 422 is not this error). Never retried: the caller must mint a
 * new key for a new request.
 */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  ...callFields,
  idempotencyKey: Schema.String,
  errors: Schema.Array(HttpErrorObject),
  correlationId: Schema.optional(Schema.String)
}) {
  /** Carries an upstream answer (a slot's `response-error`). */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
  /** The response's status: always 422. */
  get status(): 422 {
    return 422
  }
  /** The generic-client message of spec §8 for the 422 (the key's reuse is in `errors`). */
  override get message(): string {
    return "Request failed with status code 422"
  }
}

/** Why a call got no response: the spec's generic-client messages. */
export const ClientErrorReason = Schema.Literal("Network", "Timeout", "Aborted")
/** Why a call got no response: `Network Error`, `timeout exceeded` or `Request aborted`. */
export type ClientErrorReason = typeof ClientErrorReason.Type

const clientMessages: Record<ClientErrorReason, string> = {
  Network: "Network Error",
  Timeout: "timeout exceeded",
  Aborted: "Request aborted"
}

/** No response: the network failed, the deadline passed, or the caller's `AbortSignal` fired. */
export class ClientError extends Schema.TaggedError<ClientError>()("ClientError", {
  ...callFields,
  reason: ClientErrorReason,
  description: Schema.optional(Schema.String)
}) {
  /** `Network Error`, `timeout exceeded` or `Request aborted`. */
  override get message(): string {
    return clientMessages[this.reason]
  }
}

/**
 * Whether a failure got no response at all (the network failed, the deadline passed, the call was
 * aborted): the one failure after which a write may or may not have been applied upstream, so it
 * is sent again with its key, and a read may be shown from a kept copy.
 *
 * @example
 * if (isNoResponse(error)) keepForLater(write)
 */
export const isNoResponse = (error: unknown): error is ClientError => error instanceof ClientError

/**
 * The input was not of the operation's request kind; nothing was sent. The message is the spec's
 * "Expecting ... request" (e.g. `Expecting Quotes request`).
 */
export class RequestValidationError extends Schema.TaggedError<RequestValidationError>()("RequestValidationError", {
  operation: Schema.String,
  requestKind: Schema.String,
  issues: Schema.String
}) {
  /** What the shopper's app reports: `Expecting <kind> request`, naming the request that was refused before sending. */
  override get message(): string {
    return `Expecting ${this.requestKind} request`
  }
}

/**
 * The upstream's body did not match the contract (success or error schema). `path` names where
 * the first issue is (e.g. `["data", "items", 3, "price"]`; empty for the body itself) and the
 * message shows it; `issues` holds every issue.
 */
export class ResponseDecodeError extends Schema.TaggedError<ResponseDecodeError>()("ResponseDecodeError", {
  ...callFields,
  status: Schema.Number,
  issues: Schema.String,
  path: Schema.optionalWith(Schema.Array(Schema.Union(Schema.String, Schema.Number)), { default: () => [] }),
  correlationId: Schema.optional(Schema.String)
}) {
  /** For logs and the developer panel: the operation, the status and where in the body decoding failed. */
  override get message(): string {
    const at = this.path.length === 0 ? "" : ` at ${formatPath(this.path)}`
    return `Malformed response from ${this.operation} (status ${this.status})${at}`
  }
}

/** A decode path as code reads it: `data.items[3].price`. */
const formatPath = (path: ReadonlyArray<string | number>): string =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("")

/** Every failure a call through the request layer can meet. */
export type AtlasError = UpstreamError | IdempotencyKeyReused | ClientError | RequestValidationError | ResponseDecodeError
/** Schema of {@link AtlasError}, to decode or encode any of them. */
export const AtlasError = Schema.Union(UpstreamError, IdempotencyKeyReused, ClientError, RequestValidationError, ResponseDecodeError)
