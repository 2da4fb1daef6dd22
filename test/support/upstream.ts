/**
 * Wiring for tests through msw: one reference upstream behind msw with
 * `onUnhandledRequest: "error"`, handlers reset after each test, and every intercepted `Request`
 * kept (so tests see credentials modes and raw headers); and a shopper's client of it.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, inject } from "vitest"
import {
  type AtlasUpstream,
  CookieJar,
  makeReferenceUpstream,
  mswOrigins,
  type ReferenceUpstream,
  shopperClient,
  type TestTransport,
  upstreamHandlers
} from "atlas-client/testing"
import { serveHost, throughPrismTo } from "./prism.js"

export interface MswUpstream<U> {
  readonly upstream: U
  readonly server: ReturnType<typeof setupServer>
  /** Every request msw saw in the current test, in order. */
  readonly requests: Array<Request>
}

export function serveMswUpstream(): MswUpstream<AtlasUpstream>
export function serveMswUpstream<S>(upstream: ReferenceUpstream<S>): MswUpstream<ReferenceUpstream<S>>
export function serveMswUpstream<S>(upstream?: ReferenceUpstream<S>): MswUpstream<ReferenceUpstream<S> | AtlasUpstream> {
  const served: ReferenceUpstream<S> | AtlasUpstream = upstream ?? makeReferenceUpstream()
  const prism = inject("atlasPrism")
  const hosts = prism === undefined ? undefined : throughPrism(served, prism)
  const server = setupServer(...(hosts?.handlers ?? upstreamHandlers(served)))
  const requests: Array<Request> = []
  server.events.on("request:start", ({ request }) => {
    // What the client sent, not the Prism stage's forwarding of it (sent with msw's `bypass`).
    if (!(request.headers.get("accept") ?? "").includes("msw/passthrough")) requests.push(request.clone())
  })
  beforeAll(async () => {
    await hosts?.start()
    server.listen({ onUnhandledRequest: "error" })
  })
  afterEach(() => {
    server.resetHandlers()
    served.reset()
    requests.length = 0
  })
  afterAll(async () => {
    server.close()
    await hosts?.close()
  })
  return { upstream: served, server, requests }
}

/**
 * The Prism stage's msw handlers (`npm run test:prism`): each host of the upstream served over
 * loopback HTTP, and every request msw sees sent through the Prism proxy ({@link throughPrismTo});
 * the violations it finds fail the test file when it closes.
 */
const throughPrism = <S>(served: ReferenceUpstream<S> | AtlasUpstream, prism: string) => {
  const origins = new Map<string, string>()
  const closers: Array<() => Promise<void>> = []
  const violations: Array<string> = []
  const handlers = Object.entries(mswOrigins).map(([host, origin]) =>
    http.all(`${origin}/*`, async ({ request }) => {
      const { response, violation } = await throughPrismTo(prism, origins.get(host) ?? "", request)
      if (violation !== undefined) violations.push(violation)
      return response
    })
  )
  const start = async () => {
    for (const host of Object.keys(mswOrigins) as Array<keyof typeof mswOrigins>) {
      const running = await serveHost(served, host)
      origins.set(host, running.origin)
      closers.push(running.close)
    }
  }
  const close = async () => {
    await Promise.all(closers.map((c) => c()))
    if (violations.length > 0) throw new Error(`Prism: ${violations.length} violations of the document:\n${violations.join("\n")}`)
  }
  return { handlers, start, close }
}

type ShopperClient = Layer.Layer.Success<ReturnType<typeof shopperClient>>

/** Both ways the request layer sends: straight through `fetch` (apps' default) and through `HttpClient`. */
export const transports: ReadonlyArray<TestTransport> = ["fetch", "client"]

/**
 * The transport the service suites run through: straight through `fetch`, as apps' `atlasClient`
 * sends; `ATLAS_TEST_TRANSPORT=client` runs them through Effect's `HttpClient` (`npm run
 * test:transports` runs every service suite that way too).
 */
export const defaultTransport: TestTransport = process.env.ATLAS_TEST_TRANSPORT === "client" ? "client" : "fetch"

/**
 * The test file's msw upstream (as {@link serveMswUpstream}; a given one, e.g. with a clock, or a
 * new one) and a shopper's client of it with `services`: `run` provides them to an effect (`live`
 * is their layer) through {@link defaultTransport}, `runVia(transport)` through the one named;
 * `last` is the last request sent, `api` the atlas API's base URL.
 */
export const mswShopper = <S>(services: Layer.Layer<S, never, ShopperClient>, upstream?: AtlasUpstream) => {
  const msw = upstream === undefined ? serveMswUpstream() : serveMswUpstream(upstream)
  const liveVia = (transport: TestTransport) => services.pipe(Layer.provideMerge(shopperClient({ transport })))
  const live = liveVia(defaultTransport)
  const last = (): Request => {
    const request = msw.requests.at(-1)
    if (request === undefined) throw new Error("no request was sent")
    return request
  }
  const runVia =
    (transport: TestTransport) =>
    <A, E>(effect: Effect.Effect<A, E, S | ShopperClient>) =>
      Effect.provide(effect, transport === defaultTransport ? live : liveVia(transport))
  return { ...msw, live, run: runVia(defaultTransport), runVia, last, api: `${mswOrigins.atlas}/atlas/v1` }
}

/** A request's JSON body (read from a clone, so the request stays readable). */
export const bodyOf = (request: Request) => Effect.promise(() => request.clone().json() as Promise<Record<string, unknown>>)

/**
 * The upstream's session of the client (its `atlas_session` cookie, whose value is random); the
 * session must already be open, i.e. the client has made a first call.
 */
export const clientSession = <S>(upstream: ReferenceUpstream<S>) =>
  Effect.gen(function* () {
    const jar = yield* CookieJar
    const session = upstream.sessions.find(new Map([["atlas_session", Option.getOrThrow(yield* jar.get("atlas_session"))]]))
    if (session === undefined) throw new Error("no session")
    return session
  })

/** Signs the client's session in as a seeded shopper (see {@link clientSession}). */
export const signInSession = (upstream: AtlasUpstream, shopperId: string) =>
  Effect.map(clientSession(upstream), (session) => {
    session.shopperId = shopperId
  })
