/**
 * An `HttpClient` that hands every request straight to a reference upstream in memory: no
 * network, no msw, the same web handler. Requests are routed to the upstream's hosts by origin;
 * interrupting a call aborts the request's signal, as a real fetch would.
 *
 * @since 0.1.0
 */
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientError from "@effect/platform/HttpClientError"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { TestOrigins } from "../layers/Environment.js"
import type { UpstreamHandler } from "./msw.js"
import { hostOrigins } from "../upstream/http.js"

const bodyOf = (request: HttpClientRequest.HttpClientRequest): BodyInit | undefined => {
  switch (request.body._tag) {
    case "Uint8Array":
      return new Uint8Array(request.body.body)
    case "Raw":
      return request.body.body as BodyInit
    default:
      return undefined
  }
}

/**
 * The web request the upstream gets. A browser-like `Request` (happy-dom's, in component tests)
 * drops the `cookie` header when built; set after, it stays, so the session goes with every call
 * as a browser's would.
 */
const webRequest = (url: URL, request: HttpClientRequest.HttpClientRequest, signal: AbortSignal, body: BodyInit | undefined) => {
  const web = new Request(url, { method: request.method, headers: request.headers, signal, ...(body === undefined ? {} : { body }) })
  for (const [name, value] of Object.entries(request.headers)) if (!web.headers.has(name)) web.headers.set(name, value)
  return web
}

/**
 * The in-memory client of an upstream serving `origins`.
 *
 * @example
 * ```ts
 * export const inMemory = atlasClientWith(
 *   Environment.test(mswOrigins),
 *   Credentials.none,
 *   inMemoryHttpClient(makeReferenceUpstream(), mswOrigins)
 * )
 * ```
 */
export const inMemoryHttpClient = (upstream: UpstreamHandler, origins: TestOrigins): Layer.Layer<HttpClient.HttpClient> => {
  const hosts = hostOrigins(origins).map(([host, origin]) => [new URL(origin).origin, host] as const)
  return Layer.succeed(
    HttpClient.HttpClient,
    HttpClient.make((request, url, signal) => {
      const host = hosts.find(([origin]) => origin === url.origin)?.[1]
      const transport = (description: string) => new HttpClientError.RequestError({ request, reason: "Transport", description })
      if (host === undefined) return Effect.fail(transport(`no reference host at ${url.origin}`))
      const body = bodyOf(request)
      return Effect.tryPromise({
        try: () => upstream.handle(host, webRequest(url, request, signal, body)),
        catch: (e) => transport(String(e))
      }).pipe(
        Effect.flatMap((response) =>
          response.type === "error"
            ? Effect.fail(transport("connection dropped"))
            : Effect.succeed(HttpClientResponse.fromWeb(request, response))
        )
      )
    })
  )
}

/**
 * A `fetch` served by the reference upstream in memory: what the request layer's direct `fetch`
 * path calls in tests without network. A dropped connection rejects, as `fetch` does.
 *
 * @example
 * const fetchFn = inMemoryFetch(makeReferenceUpstream(), mswOrigins)
 */
export const inMemoryFetch = (upstream: UpstreamHandler, origins: TestOrigins): typeof globalThis.fetch => {
  const hosts = hostOrigins(origins).map(([host, origin]) => [new URL(origin).origin, host] as const)
  return async (input, init) => {
    const request = new Request(input, init)
    // A browser-like `Request` (happy-dom's) drops the `cookie` header when built; set after, it stays.
    new Headers(init?.headers).forEach((value, name) => {
      if (!request.headers.has(name)) request.headers.set(name, value)
    })
    const host = hosts.find(([origin]) => origin === new URL(request.url).origin)?.[1]
    if (host === undefined) throw new TypeError(`no reference host at ${new URL(request.url).origin}`)
    const response = await upstream.handle(host, request)
    if (response.type === "error") throw new TypeError("Failed to fetch (connection dropped)")
    return response
  }
}
