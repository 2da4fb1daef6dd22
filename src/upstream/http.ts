/**
 * Small helpers for the reference upstream's web responses: JSON, the error envelope, CORS.
 *
 * @since 0.1.0
 */
import type { Host } from "../core/Operation.js"
import type { TestOrigins } from "../layers/Environment.js"
import { envelopeOf, type UpstreamFailure } from "./failure.js"

/** A JSON response. */
export const json = (status: number, body: unknown, headers: HeadersInit = {}): Response => {
  const h = new Headers(headers)
  h.set("content-type", "application/json")
  const response = new Response(body === undefined ? null : JSON.stringify(body), { status, headers: h })
  // A browser-like `Response` (happy-dom's, in component tests) drops `set-cookie` when built; set
  // after, it stays, so an in-memory client's cookie jar still learns the session.
  if (!response.headers.has("set-cookie")) for (const cookie of h.getSetCookie()) response.headers.append("set-cookie", cookie)
  return response
}

/** The error envelope of a failure as a response. */
export const failureResponse = (failure: UpstreamFailure, now: Date, headers: HeadersInit = {}): Response => {
  const h = new Headers(headers)
  for (const [k, v] of Object.entries(failure.headers ?? {})) h.set(k, v)
  return json(failure.status, envelopeOf(failure, now), h)
}

const isLoopbackOrigin = (origin: string) => {
  try {
    const { hostname } = new URL(origin)
    return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]"
  } catch {
    return false
  }
}

/** Each host the test environment serves with its origin as given. */
export const hostOrigins = (origins: TestOrigins): ReadonlyArray<readonly [Host, string]> => [
  ["atlas", origins.atlas],
  ["payments", origins.payments],
  ["shoppable", origins.shoppable]
]

/**
 * CORS headers by host: the shoppable-ads host is public (`*`, no credentials); the atlas and
 * payments hosts admit loopback origins with credentials, as the shop admits its own origins.
 */
export const corsHeaders = (host: Host, origin: string | null): Record<string, string> => {
  if (origin === null) return {}
  if (host === "shoppable") return { "access-control-allow-origin": "*", "access-control-expose-headers": "x-correlation-id, retry-after" }
  if (!isLoopbackOrigin(origin)) return {}
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-credentials": "true",
    "access-control-expose-headers": "x-correlation-id, retry-after, idempotent-replayed",
    vary: "Origin"
  }
}

/** The answer to a CORS preflight. */
export const preflight = (host: Host, request: Request): Response => {
  const cors = corsHeaders(host, request.headers.get("origin"))
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
      "access-control-allow-headers": request.headers.get("access-control-request-headers") ?? "content-type",
      "access-control-max-age": "600"
    }
  })
}
