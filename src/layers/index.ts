/**
 * Layers: environments, credentials, the request context and the one request layer.
 *
 * @since 0.1.0
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AtlasHttp } from "./AtlasHttp.js"
import { ClientConfig, type ClientConfigShape } from "./ClientConfig.js"
import type { HttpTransport } from "./http/attempt.js"
import { clientTransportLayer, fetchClientTransportLayer } from "./http/clientTransport.js"
import { DirectFetch, fetchTransportLayer } from "./http/fetchTransport.js"
import { Credentials } from "./Credentials.js"
import { crossOriginCheck } from "./crossOriginCheck.js"
import { Environment } from "./Environment.js"
import { forwardedCookies, type ServerClientOptions } from "./serverClient.js"
import { RequestContext } from "./RequestContext.js"
import { RetryBudget } from "./RetryBudget.js"

// Explicit exports: what apps may use. The request layer's parts (transports, retry policy,
// headers, DirectFetch) and src/internal are not re-exported.
export { AtlasHttp, type CallOptions } from "./AtlasHttp.js"
export { execute } from "./execute.js"
export { ClientConfig, type ClientConfigShape } from "./ClientConfig.js"
export { Credentials, type CredentialsShape } from "./Credentials.js"
export {
  type Brand,
  brands,
  DEFAULT_BASE_PATH,
  Environment,
  type EnvironmentConfig,
  type EnvironmentHeaders,
  type EnvironmentOptions,
  type HostPolicy,
  referencePorts,
  type TestOrigins
} from "./Environment.js"
export {
  type CookieJarAccess,
  cookieNameOf,
  cookieStore,
  type CookieStoreOptions,
  documentCookieStore,
  readCookieValue,
  requestCookieStore
} from "./CookieStore.js"
export { FailureReporter } from "./FailureReporter.js"
export { redactHeaders, sensitiveHeaders } from "./redact.js"
export { type ActiveModality, modalityHeaders, RequestContext, type RequestContextValue, type WireModalityType } from "./RequestContext.js"
export { RequestLog, type RequestLogEntry, RequestLogStore } from "./RequestLog.js"
export { recordingTracer, SpanLog, type SpanLogEntry, SpanLogStore } from "./SpanLog.js"
export { RetryBudget } from "./RetryBudget.js"
export { runtimeInTasks } from "./runtimeInTasks.js"
export type { ServerClientOptions } from "./serverClient.js"

/** What a client layer provides: the request layer and the request context apps set. */
export type AtlasClient = AtlasHttp | RequestContext | RetryBudget

/**
 * The request layer over a given HTTP client, environment and credentials: one retry budget and
 * one request context per client. With tracing on, the HTTP client makes a span per attempt under
 * the use case's, and `propagateTrace` sends trace headers: over Effect's `fetch` client
 * (`FetchHttpClient.layer`) this is the browser client with HTTP spans.
 *
 * @example
 * ```ts
 * export const overHttpClient = atlasClientWith(Environment.prod(), Credentials.browser(), FetchHttpClient.layer)
 * ```
 */
export const atlasClientWith = <E, R, E2, R2>(
  environment: Layer.Layer<Environment>,
  credentials: Layer.Layer<Credentials, E, R>,
  httpClient: Layer.Layer<HttpClient.HttpClient, E2, R2>
): Layer.Layer<AtlasClient, E | E2, R | R2> => clientOver(environment, credentials, clientTransportLayer.pipe(Layer.provide(httpClient)))

/** Whether a client over plain `fetch` goes through Effect's `HttpClient`: for its spans or trace propagation. */
const usesHttpClient = (config: ClientConfigShape): boolean => config.tracing && (config.httpSpans || config.propagateTrace)

/** The request layer over a transport, an environment and credentials. */
const clientOver = <E, R, E2, R2>(
  environment: Layer.Layer<Environment>,
  credentials: Layer.Layer<Credentials, E, R>,
  transport: Layer.Layer<HttpTransport, E2, R2>
): Layer.Layer<AtlasClient, E | E2, R | R2> =>
  AtlasHttp.Default.pipe(
    Layer.provideMerge(Layer.mergeAll(RetryBudget.Default, RequestContext.Default)),
    Layer.provide(Layer.mergeAll(environment, credentials, transport))
  )

/** Why `atlasClient` refuses `propagateTrace`. */
const PROPAGATE_TRACE_NEEDS_HTTP_CLIENT =
  "atlas-client: propagateTrace sends trace headers through Effect's HttpClient; atlasClient sends through plain fetch. " +
  "Build the client with atlasClientWith(environment, credentials, FetchHttpClient.layer)"

/**
 * `atlasClient`'s transport: plain `fetch`, with tracing on too (use-case spans, annotated with
 * method, route, status and attempts). The `HttpClient` transport is not reachable from it, so a
 * bundle of an app that only uses `atlasClient` holds neither `HttpClient` nor the parts of Effect
 * only it uses. Trace propagation needs the `HttpClient`: asked for here, building the client dies
 * with {@link PROPAGATE_TRACE_NEEDS_HTTP_CLIENT}.
 */
const browserTransport: Layer.Layer<HttpTransport, never, DirectFetch> = /* @__PURE__ */ Layer.unwrapEffect(
  Effect.map(ClientConfig, (config) =>
    config.tracing && config.propagateTrace ? Layer.die(new Error(PROPAGATE_TRACE_NEEDS_HTTP_CLIENT)) : fetchTransportLayer
  )
)

/**
 * The browser client: plain `fetch`, the XSRF cookie of `document.cookie`, the given environment.
 * In development it warns once when the atlas host is not the page's origin (no session cookie
 * would travel with `credentials: "same-origin"`).
 * With tracing on, each use case's span carries the method, route, status and attempts; the HTTP
 * client's own spans and trace propagation need a client over Effect's `HttpClient`
 * ({@link atlasClientWith} with `FetchHttpClient.layer`), and `propagateTrace` here is refused.
 *
 * @example
 * ```ts
 * export const live = Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod({ brand: "atlas" }))))
 * ```
 */
export const atlasClient = (
  environment: Layer.Layer<Environment>,
  credentials: Layer.Layer<Credentials> = Credentials.browser()
): Layer.Layer<AtlasClient> =>
  Layer.merge(
    clientOver(environment, credentials, browserTransport.pipe(Layer.provide(DirectFetch.global))),
    crossOriginCheck.pipe(Layer.provide(environment))
  )

/**
 * The client of a server rendering pages for one shopper (build it once per incoming request): the
 * request's cookies (the session, `XSRF-TOKEN`) go with every call to the atlas host, at the
 * environment's absolute base URLs, and the XSRF token is echoed from them; each `Set-Cookie` the
 * atlas host answers is kept for the next calls and handed to `onSetCookie`, for the server to
 * pass on in its response, so an anonymous session opened while rendering is the one the browser
 * keeps. The cookies go to the atlas host only (never to payments, identity or third-party hosts).
 * Until a session exists the first calls go one at a time, so a render's concurrent reads share
 * the one session they open.
 *
 * @example
 * ```ts
 * export const forRequest = (request: Request, responseHeaders: Headers) =>
 *   Stores.Default.pipe(
 *     Layer.provideMerge(
 *       atlasServerClient(Environment.prod(), {
 *         cookie: request.headers.get("cookie"),
 *         onSetCookie: (lines) => lines.forEach((line) => responseHeaders.append("set-cookie", line))
 *       })
 *     )
 *   )
 * ```
 */
export const atlasServerClient = (environment: Layer.Layer<Environment>, options: ServerClientOptions = {}): Layer.Layer<AtlasClient> =>
  Layer.unwrapEffect(
    Effect.map(Environment, (env) => {
      // One shopper's cookies per build of the layer.
      const forwarded = forwardedCookies(env.hosts.atlas.baseUrl, options)
      return clientOver(
        environment,
        Layer.succeed(Credentials, forwarded.credentials),
        // On the server, tracing's HTTP spans and trace propagation go through the `HttpClient`.
        Layer.unwrapEffect(
          Effect.map(ClientConfig, (config) => (usesHttpClient(config) ? fetchClientTransportLayer : fetchTransportLayer))
        ).pipe(Layer.provide(Layer.succeed(DirectFetch, forwarded.fetch)))
      )
    })
  ).pipe(Layer.provide(environment))
