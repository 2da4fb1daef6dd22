/**
 * A Node client of the reference upstream that behaves like one browser: a cookie jar (session and
 * XSRF cookies kept per client, sent only where the credentials mode allows), the XSRF token read
 * from that jar, the test environment's hosts.
 *
 * @since 0.1.0
 */
import * as Cookies from "@effect/platform/Cookies"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Ref from "effect/Ref"
import { Credentials } from "../layers/Credentials.js"
import { Environment, type EnvironmentOptions, type TestOrigins } from "../layers/Environment.js"
import { type AtlasClient, atlasClientWith } from "../layers/index.js"
import { DirectFetch } from "../layers/http/fetchTransport.js"
import { inMemoryFetch, inMemoryHttpClient } from "./inMemory.js"
import { mswOrigins, type UpstreamHandler } from "./msw.js"
import { setCookieLines } from "../layers/setCookie.js"

/** A browser-like cookie jar for one client. */
export class CookieJar extends Effect.Service<CookieJar>()("atlas-client/testing/CookieJar", {
  effect: Effect.map(Ref.make(Cookies.empty), (ref) => ({
    ref,
    /** The value of one cookie. */
    get: (name: string) => Effect.map(Ref.get(ref), (c) => Cookies.getValue(c, name))
  }))
}) {}

const jarClient = Layer.effect(
  HttpClient.HttpClient,
  Effect.gen(function* () {
    const jar = yield* CookieJar
    const client = yield* HttpClient.HttpClient
    return client.pipe(
      HttpClient.mapRequestEffect((request) =>
        Effect.gen(function* () {
          const init = yield* Effect.serviceOption(FetchHttpClient.RequestInit)
          const mode = Option.match(init, { onNone: () => "same-origin", onSome: (i) => i.credentials ?? "same-origin" })
          if (mode === "omit") return request
          const header = Cookies.toCookieHeader(yield* Ref.get(jar.ref))
          return header === "" ? request : HttpClientRequest.setHeader(request, "cookie", header)
        })
      ),
      HttpClient.tap((response) => Ref.update(jar.ref, (c) => Cookies.merge(c, response.cookies)))
    )
  })
)

const jarCredentials = (tokens: { readonly authorization?: string; readonly applicationAuthorization?: string }) =>
  Layer.effect(
    Credentials,
    Effect.map(CookieJar, (jar) => ({
      xsrfToken: Effect.map(jar.get("XSRF-TOKEN"), Option.map(Redacted.make)),
      authorization: Effect.succeed(Option.map(Option.fromNullable(tokens.authorization), Redacted.make)),
      applicationAuthorization: Effect.succeed(Option.map(Option.fromNullable(tokens.applicationAuthorization), Redacted.make)),
      cookieSession: true
    }))
  )

/**
 * `fetch` with the jar's cookies, as a browser sends them: the jar's cookies go with every request
 * whose credentials mode is not `omit`, and every `Set-Cookie` of a response goes into the jar.
 */
const jarFetch = (jar: CookieJar, base: typeof globalThis.fetch): typeof globalThis.fetch => {
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    if ((init?.credentials ?? "same-origin") !== "omit") {
      const cookie = Cookies.toCookieHeader(Effect.runSync(Ref.get(jar.ref)))
      if (cookie !== "") headers.set("cookie", cookie)
    }
    const response = await base(input, { ...init, headers })
    const set = setCookieLines(response.headers)
    if (set.length > 0) Effect.runSync(Ref.update(jar.ref, (c) => Cookies.merge(c, Cookies.fromSetCookie(set))))
    return response
  }
}

/** How a test client's request layer sends (DESIGN: the two send paths of the request layer). */
export type TestTransport = "fetch" | "client"

/** Options of {@link shopperClient}. */
export interface ShopperClientOptions extends EnvironmentOptions {
  readonly origins?: TestOrigins
  /** Serve calls from this upstream in memory (no network, no msw) instead of through `fetch`. */
  readonly upstream?: UpstreamHandler
  readonly authorization?: string
  readonly applicationAuthorization?: string
  /**
   * `fetch` (the default): straight through `fetch`, the path an app's `atlasClient` takes with
   * tracing off; `client`: through Effect's `HttpClient`, the path of tracing and custom clients.
   */
  readonly transport?: TestTransport
}

/**
 * One shopper's client of the reference upstream: through `fetch` at the msw origins by default,
 * at a real server's origins, or in memory with `upstream`.
 *
 * @example
 * ```ts
 * export const shopper = Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream: makeReferenceUpstream() })))
 * ```
 */
export const shopperClient = (options: ShopperClientOptions = {}): Layer.Layer<AtlasClient | CookieJar> => {
  const origins = options.origins ?? mswOrigins
  const base = options.upstream === undefined ? FetchHttpClient.layer : inMemoryHttpClient(options.upstream, origins)
  const upstream = options.upstream
  const baseFetch: typeof globalThis.fetch =
    upstream === undefined ? (input, init) => globalThis.fetch(input, init) : inMemoryFetch(upstream, origins)
  const direct =
    options.transport === "client"
      ? Layer.empty
      : Layer.effect(
          DirectFetch,
          Effect.map(CookieJar, (jar) => jarFetch(jar, baseFetch))
        )
  return atlasClientWith(Environment.test(origins, options), jarCredentials(options), jarClient.pipe(Layer.provide(base))).pipe(
    Layer.provide(direct),
    Layer.provideMerge(CookieJar.Default)
  )
}
