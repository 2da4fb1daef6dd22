/**
 * The request layer's direct `fetch` path (`atlasClient`, tracing off): the same requests,
 * deadlines, cancellation, retries and logs as through the HTTP client (transportConformance.test.ts runs both).
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { http, HttpResponse } from "msw"
import { atlasClient, ClientConfig, Credentials, Environment, execute, RequestLog } from "atlas-client"
import { mswOrigins } from "atlas-client/testing"
import { deadlineAndCancellationTests } from "../support/deadlines.js"
import { serveMswUpstream } from "../support/upstream.js"
import { neverToggle, paymentsRead, paymentsWrite, readCounter, shoppableRead, makeTestUpstream } from "../support/testOperations.js"

const { upstream, server, requests } = serveMswUpstream(makeTestUpstream())
const fast = ClientConfig.layer({ baseDelayMs: 1, maxDelayMs: 2 })
const log = RequestLog.layer(20)
const client = atlasClient(Environment.test(mswOrigins), Credentials.fixed({ authorization: "Bearer canary-auth" })).pipe(
  Layer.provide(Layer.merge(fast, log)),
  Layer.merge(log)
)
const run = <A, E>(effect: Effect.Effect<A, E, Layer.Layer.Success<typeof client>>) => Effect.provide(effect, client)
const atlas = `${mswOrigins.atlas}/atlas/v1`
const entries = Effect.map(RequestLog, (store) => store.entries)

describe("direct fetch: requests", () => {
  it.live("credentials modes, redirect refused, headers and JSON bodies as through the HTTP client", () =>
    run(
      Effect.gen(function* () {
        // The payments host wants the shop's session cookie (no cookie jar here): 401s, requests as sent.
        yield* Effect.ignore(execute(paymentsRead, {}))
        yield* Effect.ignore(execute(paymentsWrite, { payload: { amount: 1 } }))
        yield* execute(shoppableRead, {})
        const [payments, paymentsPut, shoppable] = requests
        assert.strictEqual(payments?.credentials, "include")
        assert.strictEqual(payments?.redirect, "error")
        assert.strictEqual(payments?.headers.get("authorization"), "Bearer canary-auth")
        assert.strictEqual(payments?.headers.get("x-call-origin"), "Test.paymentsRead")
        assert.match(payments?.headers.get("x-correlation-id") ?? "", /^[0-9a-f-]{36}$/)
        assert.strictEqual(paymentsPut?.method, "PUT")
        expect(yield* Effect.promise(() => paymentsPut!.json())).toStrictEqual({ amount: 1 })
        assert.strictEqual(shoppable?.credentials, "omit")
        assert.strictEqual(shoppable?.headers.get("authorization"), null)
      })
    )
  )

  it.live("a read is retried on 503; each attempt is logged", () =>
    run(
      Effect.gen(function* () {
        server.use(http.get(`${atlas}/test/counters/a`, () => HttpResponse.json({ errors: [] }, { status: 503 }), { once: true }))
        const error = yield* execute(readCounter, { path: { id: "a" } }).pipe(Effect.flip)
        assert.strictEqual(error._tag, "UpstreamError")
        assert.strictEqual(requests.length, 2)
        const logged = yield* entries
        expect(logged.map((e) => [e.attempt, e.status, e.outcome])).toStrictEqual([
          [1, 503, "503"],
          [2, 404, "404"]
        ])
      })
    )
  )

  it.live("a network error is a typed ClientError, not retried for a never-retry call", () =>
    run(
      Effect.gen(function* () {
        server.use(http.get(`${atlas}/test/toggle`, () => HttpResponse.error()))
        const error = yield* execute(neverToggle, {}).pipe(Effect.flip)
        assert.strictEqual(error._tag, "ClientError")
        if (error._tag === "ClientError") assert.strictEqual(error.reason, "Network")
        assert.strictEqual(requests.length, 1)
        assert.strictEqual((yield* entries)[0]?.outcome, "Network Error")
      })
    )
  )
})

describe("direct fetch: deadlines and cancellation", () => deadlineAndCancellationTests(run, { upstream, requests }))
