/**
 * What the reference upstream enforces on a call beyond its operation's schemas, as data: the
 * session and XSRF checks, the `Idempotency-Key` of keyed writes, service tokens. The server
 * refuses with these (`ReferenceUpstream`), and the OpenAPI document describes the same ones
 * (security schemes, the header parameter, the refusals' responses), so the two cannot drift.
 *
 * @since 0.2.0
 */
import type { AnyOperation } from "../core/Operation.js"
import { IdempotencyKeyReusedCode } from "../errors/catalogue.js"
import { fail, type UpstreamFailure } from "./failure.js"
import { SESSION_COOKIE } from "./sessions.js"

/** One way the server refuses a call before its handler: status, code and reason. */
export interface Refusal {
  readonly status: number
  readonly code: string
  readonly reason: string
  /** When it applies, in the document's words. */
  readonly when: string
}

/** The header a keyed write carries (one key per intent, reused by every retry). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key"
/** The header echoing the `XSRF-TOKEN` cookie on a state-changing atlas call. */
export const XSRF_HEADER = "X-XSRF-TOKEN"

/** Every refusal the server makes before a handler runs. */
export const refusals = {
  xsrfMismatch: {
    status: 403,
    code: "XSRF_TOKEN_MISMATCH",
    reason: "Missing or invalid XSRF token",
    when: `a state-changing atlas call of an existing session whose ${XSRF_HEADER} header does not echo its XSRF-TOKEN cookie`
  },
  sessionRequired: {
    status: 401,
    code: "SESSION_REQUIRED",
    reason: "A shop session is required: visit the shop or sign in first",
    when: `a payments-host call without the shop's session cookie (${SESSION_COOKIE})`
  },
  idempotencyKeyRequired: {
    status: 400,
    code: "IDEMPOTENCY_KEY_REQUIRED",
    reason: `${IDEMPOTENCY_HEADER} header is required`,
    when: `a keyed write without an ${IDEMPOTENCY_HEADER} header`
  },
  idempotencyInFlight: {
    status: 409,
    code: "IDEMPOTENCY_IN_FLIGHT",
    reason: `A request with this ${IDEMPOTENCY_HEADER} is in flight`,
    when: "the same key's first request has not been answered yet: retry with the same key"
  },
  idempotencyKeyReused: {
    status: 422,
    code: IdempotencyKeyReusedCode,
    reason: `${IDEMPOTENCY_HEADER} was used with another request`,
    when: "the key was used before with another body or parameters"
  },
  tokenMissing: {
    status: 401,
    code: "INVALID_TOKEN",
    reason: "The token is invalid or expired",
    when: "a service call whose bearer token is invalid, expired or signed by an unknown key (also JWK_NOT_FOUND)"
  },
  scopesMissing: {
    status: 403,
    code: "AUTH_FAILED",
    reason: "Missing scopes",
    when: "a service call whose token lacks the operation's scopes or role"
  }
} as const satisfies Record<string, Refusal>

/** A refusal as the failure the server answers with. */
export const refuse = (refusal: Refusal): UpstreamFailure => fail(refusal.status, refusal.code, refusal.reason)

/** A state-changing atlas call needs the XSRF echo once a session exists. */
export const needsXsrf = (op: AnyOperation): boolean => op.host === "atlas" && op.method !== "GET"

/** A payments-host call needs the shop's session. */
export const needsSession = (op: AnyOperation): boolean => op.host === "payments"

/** A call that a server may make with a service token (the operation declares scopes or a role). */
export const takesServiceToken = (op: AnyOperation): boolean => op.scopes !== undefined || op.role !== undefined

/** The refusals that can answer a call of `op` before its handler runs. */
export const refusalsOf = (op: AnyOperation): ReadonlyArray<Refusal> => [
  ...(needsXsrf(op) ? [refusals.xsrfMismatch] : []),
  ...(needsSession(op) ? [refusals.sessionRequired] : []),
  ...(op.retry === "keyed" ? [refusals.idempotencyKeyRequired, refusals.idempotencyInFlight, refusals.idempotencyKeyReused] : []),
  ...(takesServiceToken(op) ? [refusals.tokenMissing, refusals.scopesMissing] : [])
]
