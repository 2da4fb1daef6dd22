// One example per layer constructor: each region is the `@example` of its constructor in src/ (verbatim,
// checked by test/docs/apiExamples.test.ts). Layers are made once (module level), never per call.
import { FetchHttpClient } from "@effect/platform"
import type { SpanExporter } from "@opentelemetry/sdk-trace-base"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import {
  AllServices,
  Analytics,
  atlasClient,
  atlasClientWith,
  atlasServerClient,
  Carts,
  ClientConfig,
  Credentials,
  documentCookieStore,
  makeAnalytics,
  Environment,
  lazyServices,
  RequestContext,
  RequestLog,
  requestCookieStore,
  runtimeInTasks,
  ShoppingContext,
  SpanLog,
  Stores
} from "atlas-client"
import { otelTracing } from "atlas-client/otel"
import { ServiceToken, serviceClient, serviceTokenFromConfig } from "atlas-client/server"
import { inMemoryHttpClient, makeReferenceUpstream, mswOrigins, recordingLogger, referenceLayer, shopperClient } from "atlas-client/testing"

// #region atlasClient
export const live = Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod({ brand: "atlas" }))))
// #endregion atlasClient

// #region runtimeInTasks
const hosts = Environment.prod()
const pageClient = atlasClient(hosts)
const pageServices = Layer.mergeAll(Stores.Default, Carts.Default).pipe(Layer.provideMerge(pageClient))
// A task each for the hosts, the client and the stores service, then one for the runtime (with the carts).
export const pageRuntime = await runtimeInTasks(pageServices, [hosts, pageClient, Layer.provide(Stores.Default, pageClient)])
// #endregion runtimeInTasks

// #region lazyServices
// account.ts holds `export { Customer, Passbook } from "atlas-client"`: only these loaders import it.
const account = () => import("./account.js")

export const services = Layer.mergeAll(Stores.Default, lazyServices({ Customer: account, Passbook: account })).pipe(
  Layer.provideMerge(atlasClient(Environment.prod()))
)
// #endregion lazyServices

// #region atlasClientWith
export const overHttpClient = atlasClientWith(Environment.prod(), Credentials.browser(), FetchHttpClient.layer)
// #endregion atlasClientWith

// #region atlasServerClient
export const forRequest = (request: Request, responseHeaders: Headers) =>
  Stores.Default.pipe(
    Layer.provideMerge(
      atlasServerClient(Environment.prod(), {
        cookie: request.headers.get("cookie"),
        onSetCookie: (lines) => lines.forEach((line) => responseHeaders.append("set-cookie", line))
      })
    )
  )
// #endregion atlasServerClient

// #region Environment.layer
export const onPremises = Environment.layer({
  name: "prod",
  brand: "atlas",
  hosts: {
    atlas: { baseUrl: "https://atlas.internal.example/atlas/v1", honoursIdempotencyKeys: true },
    payments: { baseUrl: "https://payments.internal.example", honoursIdempotencyKeys: true },
    shoppable: { baseUrl: "https://api.shoppable-circulars.net", honoursIdempotencyKeys: false },
    identity: { baseUrl: "https://identity.internal.example", honoursIdempotencyKeys: false }
  },
  headers: {},
  timeoutMs: 10_000
})
// #endregion Environment.layer

// #region Environment.prod
export const harborProd = atlasClient(Environment.prod({ brand: "harbor", timeoutMs: 10_000 }))
// #endregion Environment.prod

// #region Environment.stage
export const harborStage = atlasClient(Environment.stage({ brand: "harbor" }))
// #endregion Environment.stage

// #region Environment.test
export const againstLocalUpstream = atlasClient(Environment.test({ atlas: "http://127.0.0.1:4010" }), Credentials.none)
// #endregion Environment.test

// #region Credentials.none
export const anonymous = atlasClient(Environment.test(), Credentials.none)
// #endregion Credentials.none

// #region Credentials.browser
export const signedIn = (accessToken: string) =>
  atlasClient(Environment.prod(), Credentials.browser({ authorization: Redacted.make(`Bearer ${accessToken}`) }))
// #endregion Credentials.browser

// #region Credentials.fixed
export const asShopper = atlasClient(Environment.test(), Credentials.fixed({ authorization: "Bearer shopper-token", xsrfToken: "xsrf-1" }))
// #endregion Credentials.fixed

// #region ClientConfig.layer
export const patient = live.pipe(Layer.provideMerge(ClientConfig.layer({ maxRetries: 5, maxDelayMs: 10_000 })))
// #endregion ClientConfig.layer

// #region RequestContext.withInitial
export const pickupContext = RequestContext.withInitial({ modality: { type: "PICKUP", locationId: "01400943" } })
// #endregion RequestContext.withInitial

// #region RequestLog.layer
export const withRequestLog = live.pipe(Layer.provideMerge(RequestLog.layer(50)))
// #endregion RequestLog.layer

// #region SpanLog.layer
export const withSpans = live.pipe(Layer.provideMerge(Layer.merge(SpanLog.layer(50), ClientConfig.layer({ tracing: true }))))
// #endregion SpanLog.layer

// #region Analytics.layer
export const reportingTo = (send: (body: string) => void) =>
  live.pipe(Layer.provideMerge(Analytics.layer((record) => send(JSON.stringify(record)))))
// #endregion Analytics.layer

// #region Analytics.noop
export const unreported = live.pipe(Layer.provideMerge(Analytics.noop))
// #endregion Analytics.noop

// #region Analytics.memory
export const recorded = live.pipe(Layer.provideMerge(Analytics.memory))
// #endregion Analytics.memory

// #region Analytics.fromShape
export const logged = live.pipe(Layer.provideMerge(Analytics.fromShape(makeAnalytics((record) => Effect.logWarning(record.description)))))
// #endregion Analytics.fromShape

// #region ShoppingContext.browser
export const remembersModality = ShoppingContext.browser.pipe(Layer.provideMerge(atlasClient(Environment.prod())))
// #endregion ShoppingContext.browser

// #region ShoppingContext.cookie
export const modalityInCookie = ShoppingContext.cookie.pipe(Layer.provideMerge(atlasClient(Environment.prod())))
// #endregion ShoppingContext.cookie

// #region ShoppingContext.layer
export const modalityOfRequest = (request: Request, responseHeaders: Headers) => {
  const cookie = request.headers.get("cookie")
  const setCookie = (line: string) => responseHeaders.append("set-cookie", line)
  return ShoppingContext.layer(requestCookieStore(cookie, setCookie)).pipe(
    Layer.provideMerge(atlasServerClient(Environment.prod(), { cookie, onSetCookie: (lines) => lines.forEach(setCookie) }))
  )
}
// #endregion ShoppingContext.layer

// #region ShoppingContext.memory
export const modalityForTests = ShoppingContext.memory.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })))
// #endregion ShoppingContext.memory

// #region documentCookieStore
export const inCookies = ShoppingContext.layer(documentCookieStore({ maxAgeSeconds: 60 * 60 * 24 * 30 }))
// #endregion documentCookieStore

// #region AllServices
export const everything = AllServices.pipe(Layer.provideMerge(atlasClient(Environment.prod())))
// #endregion AllServices

// #region otelTracing
export const traced = (exporter: SpanExporter) =>
  live.pipe(Layer.provideMerge(otelTracing({ serviceName: "storefront", serviceVersion: "1.4.0", exporter })))
// #endregion otelTracing

// #region serviceClient
export const backOffice = Stores.Default.pipe(
  Layer.provideMerge(serviceClient(Environment.prod(), { clientId: "storefront-bff", clientSecret: Redacted.make("s3cret") }))
)
// #endregion serviceClient

// #region ServiceToken.layer
export const tokens = ServiceToken.layer({
  clientId: "storefront-bff",
  clientSecret: Redacted.make("s3cret"),
  scopes: ["product.compact"]
}).pipe(Layer.provide(Layer.merge(Environment.prod(), FetchHttpClient.layer)))
// #endregion ServiceToken.layer

// #region ServiceToken.credentials
export const tokenCredentials = ServiceToken.credentials.pipe(Layer.provide(tokens))
// #endregion ServiceToken.credentials

// #region serviceTokenFromConfig
export const tokensFromEnv = serviceTokenFromConfig.pipe(Layer.provide(Layer.merge(Environment.prod(), FetchHttpClient.layer)))
// #endregion serviceTokenFromConfig

// #region shopperClient
export const shopper = Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })))
// #endregion shopperClient

// #region referenceLayer
export const reference = referenceLayer({ upstream: makeReferenceUpstream() })
// #endregion referenceLayer

// #region inMemoryHttpClient
export const inMemory = atlasClientWith(
  Environment.test(mswOrigins),
  Credentials.none,
  inMemoryHttpClient(makeReferenceUpstream(), mswOrigins)
)
// #endregion inMemoryHttpClient

// #region recordingLogger
export const logLines: Array<string> = []
export const loggedStores = Effect.flatMap(Stores, (stores) => stores.getStoreFilters()).pipe(Effect.provide(recordingLogger(logLines)))
// #endregion recordingLogger
