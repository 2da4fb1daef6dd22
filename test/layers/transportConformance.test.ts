/**
 * The request layer's conformance suite, run through both transports (straight through `fetch`,
 * apps' default, and through Effect's `HttpClient`, the path of tracing and custom clients):
 * headers and credentials by host, retries by class and the budget, idempotency keys, typed
 * errors, deadlines and aborts, decoding, projections and analytics.
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { http, HttpResponse } from "msw"
import { Analytics, AnalyticsMemory, ClientConfig, execute, RetryBudget, type AtlasClient } from "atlas-client"
import { mswOrigins, shopperClient } from "atlas-client/testing"
import { deadlineAndCancellationTests } from "../support/deadlines.js"
import { serveMswUpstream, transports } from "../support/upstream.js"
import {
  keyedCreate,
  makeTestUpstream,
  neverToggle,
  paymentsRead,
  paymentsWrite,
  readCounter,
  shoppableRead
} from "../support/testOperations.js"

const { upstream, server, requests } = serveMswUpstream(makeTestUpstream())
const fast = ClientConfig.layer({ baseDelayMs: 1, maxDelayMs: 2 })
type ClientOptions = NonNullable<Parameters<typeof shopperClient>[0]>

describe.each(transports)("the request layer through %s", (transport) => {
  const client = (options: ClientOptions = {}) => shopperClient({ transport, ...options }).pipe(Layer.provide(fast), Layer.merge(fast))
  const run = <A, E>(effect: Effect.Effect<A, E, AtlasClient | ClientConfig>, options: ClientOptions = {}) =>
    Effect.provide(effect, client(options))
  const atlas = `${mswOrigins.atlas}/atlas/v1`
  const budget = Effect.flatMap(RetryBudget, (b) => b.available)

  describe("retry class read", () => {
    it.live("a read is retried on 503 and succeeds; the budget pays 5 and is refunded", () =>
      run(
        Effect.gen(function* () {
          yield* execute(keyedCreate, { payload: { id: "a" } })
          server.use(http.get(`${atlas}/test/counters/a`, () => HttpResponse.json({ errors: [] }, { status: 503 }), { once: true }))
          const counter = yield* execute(readCounter, { path: { id: "a" } })
          expect(counter).toStrictEqual({ id: "a", count: 1 })
          assert.strictEqual(requests.filter((r) => r.method === "GET").length, 2)
          assert.strictEqual(yield* budget, 500)
        })
      )
    )

    it.live("each retryable status (408, 429, 500, 502, 503, 504) is retried; 400 and 404 are not", () =>
      run(
        Effect.gen(function* () {
          yield* execute(keyedCreate, { payload: { id: "s" } })
          for (const status of [408, 429, 500, 502, 503, 504]) {
            server.use(http.get(`${atlas}/test/counters/s`, () => new HttpResponse(null, { status }), { once: true }))
            requests.length = 0
            yield* execute(readCounter, { path: { id: "s" } })
            assert.strictEqual(requests.length, 2, `status ${status}`)
          }
          requests.length = 0
          const missing = yield* execute(readCounter, { path: { id: "nope" } }).pipe(Effect.flip)
          assert.strictEqual(missing._tag, "UpstreamError")
          assert.strictEqual(requests.length, 1)
        })
      )
    )

    it.live("a read failing every time stops after 3 retries with the typed 503 and 15 tokens spent", () =>
      run(
        Effect.gen(function* () {
          server.use(
            http.get(`${atlas}/test/counters/x`, () =>
              HttpResponse.json(
                { errors: [{ code: "DOWN", reason: "down", datetime: "2026-11-22T00:00:00Z", statusCode: 503 }] },
                { status: 503 }
              )
            )
          )
          const error = yield* execute(readCounter, { path: { id: "x" } }).pipe(Effect.flip)
          assert.strictEqual(error._tag, "UpstreamError")
          if (error._tag === "UpstreamError") {
            assert.strictEqual(error.status, 503)
            assert.strictEqual(error.errors[0]?.code, "DOWN")
          }
          assert.strictEqual(requests.length, 4)
          assert.strictEqual(yield* budget, 500 - 15)
        })
      )
    )

    it.live("a network error is 'Network Error', retried for reads at 10 tokens a retry", () =>
      run(
        Effect.gen(function* () {
          server.use(http.get(`${atlas}/test/counters/n`, () => HttpResponse.error()))
          const error = yield* execute(readCounter, { path: { id: "n" } }).pipe(Effect.flip)
          assert.strictEqual(error._tag, "ClientError")
          assert.strictEqual(error.message, "Network Error")
          assert.strictEqual(requests.length, 4)
          assert.strictEqual(yield* budget, 500 - 30)
        })
      )
    )

    it.live("Retry-After longer than the client accepts is not waited for: one attempt, typed 429", () =>
      run(
        Effect.gen(function* () {
          server.use(http.get(`${atlas}/test/counters/r`, () => new HttpResponse(null, { status: 429, headers: { "retry-after": "120" } })))
          const error = yield* execute(readCounter, { path: { id: "r" } }).pipe(Effect.flip)
          assert.strictEqual(error._tag, "UpstreamError")
          if (error._tag === "UpstreamError") assert.strictEqual(error.retryAfterMs, 120_000)
          assert.strictEqual(requests.length, 1)
        })
      )
    )

    it.live("with the budget empty a retryable failure fails fast", () =>
      run(
        Effect.gen(function* () {
          const b = yield* RetryBudget
          yield* b.withdraw(500)
          server.use(http.get(`${atlas}/test/counters/e`, () => new HttpResponse(null, { status: 503 })))
          const error = yield* execute(readCounter, { path: { id: "e" } }).pipe(Effect.flip)
          assert.strictEqual(error.message, "Request failed with status code 503")
          assert.strictEqual(requests.length, 1)
        })
      )
    )
  })

  describe("retry class keyed", () => {
    it.live("a response lost after commit is retried with the identical key and applied once", () =>
      run(
        Effect.gen(function* () {
          server.use(
            http.post(
              `${atlas}/test/counters`,
              async ({ request }) => {
                await upstream.handle("atlas", request)
                return HttpResponse.error()
              },
              { once: true }
            )
          )
          // A first read opens the session: keys live in the session's key space.
          yield* Effect.flip(execute(readCounter, { path: { id: "none" } }))
          const counter = yield* execute(keyedCreate, { payload: { id: "k" } })
          expect(counter).toStrictEqual({ id: "k", count: 1 })
          assert.strictEqual(upstream.state.applied, 1)
          const posts = requests.filter((r) => r.method === "POST")
          assert.strictEqual(posts.length, 2)
          const keys = posts.map((r) => r.headers.get("idempotency-key"))
          assert.match(keys[0] ?? "", /^[0-9a-f-]{36}$/)
          assert.strictEqual(keys[0], keys[1])
          assert.strictEqual(upstream.idempotency.replays, 1)
        })
      )
    )

    it.live("a caller's own key is sent and kept across attempts", () =>
      run(
        Effect.gen(function* () {
          server.use(http.post(`${atlas}/test/counters`, () => new HttpResponse(null, { status: 503 }), { once: true }))
          yield* execute(keyedCreate, { payload: { id: "own" } }, { idempotencyKey: "order-123" })
          expect(requests.map((r) => r.headers.get("idempotency-key"))).toStrictEqual(["order-123", "order-123"])
        })
      )
    )

    it.live("each call mints its own key; reads carry none", () =>
      run(
        Effect.gen(function* () {
          yield* execute(keyedCreate, { payload: { id: "one" } })
          yield* execute(keyedCreate, { payload: { id: "one" } })
          yield* execute(readCounter, { path: { id: "one" } })
          const [a, b, read] = requests.map((r) => r.headers.get("idempotency-key"))
          assert.notStrictEqual(a, b)
          assert.strictEqual(read, null)
          assert.strictEqual(upstream.state.counters.get("one"), 2)
        })
      )
    )

    it.live("a 409 'in flight' is retried with the same key", () =>
      run(
        Effect.gen(function* () {
          server.use(http.post(`${atlas}/test/counters`, () => HttpResponse.json({ errors: [] }, { status: 409 }), { once: true }))
          yield* execute(keyedCreate, { payload: { id: "f" } })
          assert.strictEqual(requests.length, 2)
        })
      )
    )

    it.live("a 409 naming another conflict (e.g. already clipped) is the answer: not retried", () =>
      run(
        Effect.gen(function* () {
          const conflict = {
            errors: [
              { code: "COUPON_ALREADY_CLIPPED", reason: "Coupon already clipped", datetime: "2026-11-22T10:00:00.000Z", statusCode: 409 }
            ]
          }
          server.use(http.post(`${atlas}/test/counters`, () => HttpResponse.json(conflict, { status: 409 }), { once: true }))
          const error = yield* execute(keyedCreate, { payload: { id: "c" } }).pipe(Effect.flip)
          assert.strictEqual(error._tag, "UpstreamError")
          if (error._tag === "UpstreamError") assert.strictEqual(error.status, 409)
          assert.strictEqual(requests.length, 1)
          server.use(
            http.post(
              `${atlas}/test/counters`,
              () =>
                HttpResponse.json({ errors: [{ code: "IDEMPOTENCY_IN_FLIGHT", reason: "In flight", statusCode: 409 }] }, { status: 409 }),
              { once: true }
            )
          )
          yield* execute(keyedCreate, { payload: { id: "d" } })
          assert.strictEqual(requests.length, 3)
        })
      )
    )

    it.live("the same key with another body is IdempotencyKeyReused (422), never retried", () =>
      run(
        Effect.gen(function* () {
          yield* execute(keyedCreate, { payload: { id: "first" } }, { idempotencyKey: "k-1" })
          const error = yield* execute(keyedCreate, { payload: { id: "second" } }, { idempotencyKey: "k-1" }).pipe(Effect.flip)
          assert.strictEqual(error._tag, "IdempotencyKeyReused")
          if (error._tag === "IdempotencyKeyReused") assert.strictEqual(error.idempotencyKey, "k-1")
          assert.strictEqual(requests.length, 2)
          const replay = yield* execute(keyedCreate, { payload: { id: "first" } }, { idempotencyKey: "k-1" })
          expect(replay).toStrictEqual({ id: "first", count: 1 })
          assert.strictEqual(upstream.state.applied, 1)
        })
      )
    )

    it.live("where the host does not honour keys, keyed calls send the key but are not retried", () =>
      run(
        Effect.gen(function* () {
          server.use(http.post(`${atlas}/test/counters`, () => new HttpResponse(null, { status: 503 }), { once: true }))
          const error = yield* execute(keyedCreate, { payload: { id: "h" } }).pipe(Effect.flip)
          assert.strictEqual(error.message, "Request failed with status code 503")
          assert.strictEqual(requests.length, 1)
          assert.match(requests[0]?.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
          const read = yield* execute(readCounter, { path: { id: "h" } }).pipe(Effect.flip)
          assert.strictEqual(read._tag, "UpstreamError", "reads are still retried (404 is final)")
        }),
        { honoursIdempotencyKeys: false }
      )
    )
  })

  describe("retry class never", () => {
    it.live("a never call is not retried on 503 nor on a network error", () =>
      run(
        Effect.gen(function* () {
          server.use(http.get(`${atlas}/test/toggle`, () => new HttpResponse(null, { status: 503 }), { once: true }))
          const e1 = yield* execute(neverToggle, {}).pipe(Effect.flip)
          assert.strictEqual(e1.message, "Request failed with status code 503")
          server.use(http.get(`${atlas}/test/toggle`, () => HttpResponse.error(), { once: true }))
          const e2 = yield* execute(neverToggle, {}).pipe(Effect.flip)
          assert.strictEqual(e2.message, "Network Error")
          assert.strictEqual(requests.length, 2)
          assert.strictEqual(requests[0]?.headers.get("idempotency-key"), null)
        })
      )
    )
  })

  describe("hosts and credentials", () => {
    it.live("atlas same-origin, payments include, shoppable omit with no secrets, cookies or context headers", () =>
      run(
        Effect.gen(function* () {
          yield* execute(keyedCreate, { payload: { id: "c" } })
          yield* execute(paymentsRead, {})
          yield* execute(paymentsWrite, { payload: { amount: 1 } })
          yield* execute(shoppableRead, {})
          const [atlasCall, payments, paymentsPut, shoppable] = requests
          assert.strictEqual(atlasCall?.credentials, "same-origin")
          assert.strictEqual(atlasCall?.headers.get("authorization"), "Bearer canary-auth")
          assert.strictEqual(payments?.url, `${mswOrigins.payments}/test/payments`)
          assert.strictEqual(payments?.credentials, "include")
          assert.strictEqual(payments?.headers.get("authorization"), "Bearer canary-auth")
          assert.strictEqual(paymentsPut?.headers.get("x-xsrf-token"), null, "XSRF goes only to the atlas origin")
          assert.strictEqual(shoppable?.url, `${mswOrigins.shoppable}/test/shoppable`)
          assert.strictEqual(shoppable?.credentials, "omit")
          for (const name of ["authorization", "x-application-authorization", "x-xsrf-token", "cookie", "x-modality", "idempotency-key"]) {
            assert.strictEqual(shoppable?.headers.get(name), null, name)
          }
          assert.strictEqual(shoppable?.headers.get("x-channel"), "WEB")
        }),
        { authorization: "Bearer canary-auth", applicationAuthorization: "canary-app" }
      )
    )

    it.live("the XSRF header goes to atlas on state-changing methods only", () =>
      run(
        Effect.gen(function* () {
          yield* execute(neverToggle, {}) // GET: opens the session
          yield* execute(keyedCreate, { payload: { id: "x" } })
          yield* execute(readCounter, { path: { id: "x" } })
          const [get1, post, get2] = requests
          assert.strictEqual(get1?.headers.get("x-xsrf-token"), null)
          assert.match(post?.headers.get("x-xsrf-token") ?? "", /^[0-9a-f]{32}$/)
          assert.strictEqual(get2?.headers.get("x-xsrf-token"), null)
        })
      )
    )
  })

  describe("deadlines and cancellation", () => deadlineAndCancellationTests((effect) => run(effect), { upstream, requests }))

  describe("projections and analytics", () => {
    it.live("projections are validated (spec §5) and sent as the projections param", () =>
      run(
        Effect.gen(function* () {
          yield* execute(keyedCreate, { payload: { id: "p" } })
          yield* execute(readCounter, { path: { id: "p" } }, { projections: ["counter[compact, totals[daily]]", "meta"] })
          assert.strictEqual(new URL(requests[1]?.url ?? "").searchParams.get("projections"), "counter[compact,totals[daily]],meta")
          for (const [bad, detail] of [
            ["a[[b]]", "unexpected ["],
            ["a]", "unexpected ]"],
            ["a[b", "early termination"]
          ] as const) {
            const error = yield* execute(readCounter, { path: { id: "p" } }, { projections: [bad] }).pipe(Effect.flip)
            assert.strictEqual(error._tag, "RequestValidationError")
            if (error._tag === "RequestValidationError") assert.include(error.issues, `invalid projections: ${detail}`)
          }
          assert.strictEqual(requests.length, 2)
        })
      )
    )

    it.live("every failed call is reported to the app's Analytics with its scenario and correlation id", () =>
      Effect.gen(function* () {
        const memory = yield* AnalyticsMemory
        yield* execute(readCounter, { path: { id: "missing" } }).pipe(Effect.ignore)
        server.use(http.get(`${atlas}/test/toggle`, () => HttpResponse.error()))
        yield* execute(neverToggle, {}).pipe(Effect.ignore)
        const [notFound, network] = yield* memory.events
        assert.strictEqual(notFound?.category, "user constraint error")
        assert.strictEqual(notFound?.responseCode, 404)
        assert.strictEqual(notFound?.endpoint, `GET ${atlas}/test/counters/missing`)
        assert.strictEqual(notFound?.failedCorrelationId, requests[0]?.headers.get("x-correlation-id"))
        assert.strictEqual(network?.category, "network connection error")
        assert.strictEqual(network?.description, "no network connection")
        assert.strictEqual(network?.responseCode, -1)
      }).pipe(Effect.provide(client().pipe(Layer.provide(Analytics.memory), Layer.merge(Analytics.memory))))
    )
  })
})
