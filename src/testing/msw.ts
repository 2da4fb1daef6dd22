/**
 * msw handlers serving the reference upstream, for tests (ours and users') with
 * `onUnhandledRequest: "error"`.
 *
 * @since 0.1.0
 */
import { http, type HttpHandler } from "msw"
import type { Host } from "../core/Operation.js"
import type { TestOrigins } from "../layers/Environment.js"
import { hostOrigins } from "../upstream/http.js"

/** Anything that serves requests by host, such as a `ReferenceUpstream`. */
export interface UpstreamHandler {
  /** Answers one request addressed to `host` (atlas, payments, shoppable or identity), as the upstream would. */
  readonly handle: (host: Host, request: Request) => Promise<Response>
}

/** The origins the test environment uses when none are given (no server listens there under msw). */
export const mswOrigins: TestOrigins = {
  atlas: "http://atlas.test",
  payments: "http://payments.test",
  shoppable: "http://shoppable.test"
}

/**
 * One catch-all handler per host, answering from the reference upstream.
 *
 * @example
 * const server = setupServer(...upstreamHandlers(makeReferenceUpstream()))
 */
export const upstreamHandlers = (upstream: UpstreamHandler, origins: TestOrigins = mswOrigins): ReadonlyArray<HttpHandler> => {
  return hostOrigins(origins).map(([host, origin]) =>
    http.all(`${origin.replace(/\/+$/, "")}/*`, ({ request }) => upstream.handle(host, request))
  )
}
