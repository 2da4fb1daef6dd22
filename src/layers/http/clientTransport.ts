/**
 * The transport through the app's `HttpClient` (`@effect/platform`): used when the app gives its
 * own client, or when tracing is on (the client's spans and trace propagation). Each attempt runs
 * in the client's fibers with a racing deadline.
 *
 * @since 0.2.0
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Headers from "@effect/platform/Headers"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { readBody } from "../../internal/codec.js"
import { ClientConfig } from "../ClientConfig.js"
import { sensitiveHeaders } from "../redact.js"
import { HttpTransport, type Transport } from "./attempt.js"
import { DirectFetch, fetchTransport } from "./fetchTransport.js"

/**
 * Attempts through `client`: the request is built once per call; transport failures are
 * `Network Error`; the deadline is `timeout exceeded`; the credentials mode reaches `fetch`
 * through `FetchHttpClient.RequestInit`; secret headers are redacted in the client's spans.
 */
export const clientTransport =
  (client: HttpClient.HttpClient): Transport =>
  (spec) => {
    const { site, headers, encoded, init, timeoutMs, clientError } = spec
    let request: HttpClientRequest.HttpClientRequest | undefined
    return Effect.suspend(() => {
      const n = spec.begin()
      const started = Date.now()
      request ??= HttpClientRequest.make(spec.method)(site.url, { headers }).pipe((r) =>
        encoded.hasBody ? HttpClientRequest.bodyUnsafeJson(r, encoded.body) : r
      )
      return client.execute(request).pipe(
        Effect.tapError((e) => Effect.sync(() => spec.noResponse(n, started, e._tag === "RequestError" ? "Network Error" : e.message))),
        Effect.onInterrupt(() => Effect.sync(() => spec.noResponse(n, started, "no response (timed out or cancelled)"))),
        Effect.flatMap((response) =>
          Effect.flatMap(response.text, (text) =>
            Effect.suspend(() => spec.received(n, started, { status: response.status, headers: response.headers, ...readBody(text) }))
          )
        ),
        Effect.catchTag("RequestError", (e) => Effect.fail(clientError("Network", e.reason))),
        Effect.catchTag("ResponseError", (e) => Effect.fail(clientError("Network", e.reason))),
        timeoutMs > 0
          ? Effect.timeoutFail({ duration: Duration.millis(timeoutMs), onTimeout: () => clientError("Timeout") })
          : (self) => self,
        Effect.provideService(FetchHttpClient.RequestInit, init),
        Effect.locallyWith(Headers.currentRedactedNames, (names) => [...names, ...sensitiveHeaders])
      )
    })
  }

/**
 * The transport of a client over an app's `HttpClient`, decided once per client: when that client
 * is plain `fetch` (`DirectFetch` provided) and tracing is off (or on without `httpSpans` and
 * `propagateTrace`), straight through `fetch`; otherwise through the `HttpClient`, whose spans
 * are on when tracing is on with `httpSpans` or `propagateTrace` (the headers name its span).
 */
export const clientTransportLayer: Layer.Layer<HttpTransport, never, HttpClient.HttpClient> = Layer.effect(
  HttpTransport,
  Effect.gen(function* () {
    const config = yield* ClientConfig
    const directFetch = yield* Effect.serviceOption(DirectFetch)
    const httpTracing = config.tracing && (config.httpSpans || config.propagateTrace)
    if (Option.isSome(directFetch) && !httpTracing) return fetchTransport(directFetch.value)
    const client = yield* HttpClient.HttpClient
    return clientTransport(
      client.pipe(
        HttpClient.withTracerPropagation(config.propagateTrace),
        HttpClient.withTracerDisabledWhen(() => !httpTracing)
      )
    )
  })
)

/**
 * The `HttpClient` transport over Effect's `fetch` client calling the client's `DirectFetch`:
 * `atlasClient` (and the server client) with tracing on load it.
 */
export const fetchClientTransportLayer: Layer.Layer<HttpTransport, never, DirectFetch> = clientTransportLayer.pipe(
  Layer.provide(FetchHttpClient.layer),
  Layer.provide(Layer.effect(FetchHttpClient.Fetch, DirectFetch))
)
