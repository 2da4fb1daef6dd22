/**
 * What a transport is given to make one attempt of a call, and what it gives back: the raw
 * response, or a failure (a client error, or a status the call retries on). Both transports
 * (`clientTransport.ts`, `fetchTransport.ts`) take the same spec, so the request layer's headers,
 * retries, logs and deadlines are the same whichever sends.
 *
 * @since 0.2.0
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { Host, HttpMethod } from "../../core/Operation.js"
import type { ClientError } from "../../errors/client.js"
import type { CallSite, EncodedRequest, RawResponse } from "../../internal/codec.js"
import type { AttemptFailure, RetryableStatus } from "./retryPolicy.js"

/** One call, as its attempts send it. */
export interface AttemptSpec {
  readonly method: HttpMethod
  readonly site: CallSite
  readonly headers: Record<string, string>
  readonly encoded: EncodedRequest
  /** Credentials mode and redirect policy. */
  readonly init: globalThis.RequestInit
  /** The deadline of each attempt; 0 for none. */
  readonly timeoutMs: number
  /** A client error of this call. */
  readonly clientError: (reason: ClientError["reason"], description?: string) => ClientError
  /** Counts an attempt and returns its number. */
  readonly begin: () => number
  /** Logs an attempt that ended without a response. */
  readonly noResponse: (attempt: number, started: number, outcome: string) => void
  /** A response received: logged, then classified (a status to retry on fails). */
  readonly received: (attempt: number, started: number, raw: RawResponse) => Effect.Effect<RawResponse, RetryableStatus>
}

/** Sends attempts of one call: the effect it returns is one attempt, run once per attempt. */
export type Transport = (spec: AttemptSpec) => Effect.Effect<RawResponse, AttemptFailure>

/**
 * The transport a client's request layer sends through, chosen when the client layer is built:
 * `atlasClient` with tracing off provides plain `fetch` and never loads `HttpClient`;
 * `atlasClientWith` (an app's HTTP client) and tracing on provide the `HttpClient` transport.
 */
export class HttpTransport extends Context.Tag("atlas-client/HttpTransport")<HttpTransport, Transport>() {}

/**
 * The credentials mode and redirect policy of a call (DESIGN principle 5): third-party hosts
 * (shoppable ads) get nothing; calls that carry credentials (payment, wallet, ACH) and the shop's
 * other hosts send them; atlas calls stay on their own origin. Redirects are refused.
 *
 * @example
 * requestInit("shoppable", false) // { credentials: "omit", redirect: "error" }
 */
export const requestInit = (host: Host, carriesCredentials: boolean): globalThis.RequestInit => ({
  credentials: host === "shoppable" ? "omit" : carriesCredentials || host !== "atlas" ? "include" : "same-origin",
  redirect: "error"
})
