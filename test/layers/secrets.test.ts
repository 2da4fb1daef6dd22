import * as Cookies from "@effect/platform/Cookies"
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import { inspect } from "node:util"
import { http, HttpResponse } from "msw"
import { ClientConfig, execute, Stores } from "atlas-client"
import { CookieJar, mswOrigins, observed, type RecordedSpan, shopperClient } from "atlas-client/testing"
import { serveMswUpstream } from "../support/upstream.js"
import { keyedCreate, makeTestUpstream, paymentsWrite, readCounter } from "../support/testOperations.js"

const { server, requests } = serveMswUpstream(makeTestUpstream())
const atlas = `${mswOrigins.atlas}/atlas/v1`

const canaries = {
  authorization: "Bearer canary-authorization-7f3a",
  applicationAuthorization: "canary-application-token-91bd",
  cookie: "canary-cookie-value-5e2c"
}

const variants = (secret: string) => [secret, encodeURIComponent(secret), Buffer.from(secret).toString("base64")]

const config = ClientConfig.layer({ baseDelayMs: 1, maxDelayMs: 2, tracing: true })
const client = shopperClient({ authorization: canaries.authorization, applicationAuthorization: canaries.applicationAuthorization }).pipe(
  Layer.provide(config),
  Layer.merge(config)
)

describe("secrets never leave the request layer", () => {
  it.live("canaries in every sensitive header are in no log line, span, String(error), JSON.stringify(error) or inspect", () =>
    Effect.gen(function* () {
      const spans: Array<RecordedSpan> = []
      const lines: Array<string> = []
      const jar = yield* CookieJar
      yield* execute(readCounter, { path: { id: "warm" } }).pipe(Effect.ignore) // opens the session: XSRF-TOKEN cookie
      yield* Ref.update(jar.ref, (c) => Cookies.unsafeSet(c, "remember_me", canaries.cookie))
      const xsrf = yield* jar.get("XSRF-TOKEN")
      assert.isTrue(xsrf._tag === "Some")
      const secrets = [...Object.values(canaries), xsrf._tag === "Some" ? xsrf.value : "missing"]

      server.use(
        http.get(`${atlas}/test/counters/down`, () =>
          HttpResponse.json({ errors: [{ code: "DOWN", reason: "down", datetime: "x", statusCode: 503 }] }, { status: 503 })
        ),
        http.get(`${atlas}/test/counters/gone`, () => HttpResponse.error()),
        http.get(`${atlas}/test/counters/junk`, () => HttpResponse.text("<html>oops</html>", { status: 200 }))
      )
      const errors = yield* Effect.all([
        execute(readCounter, { path: { id: "down" } }).pipe(Effect.flip),
        execute(readCounter, { path: { id: "gone" } }).pipe(Effect.flip),
        execute(readCounter, { path: { id: "junk" } }).pipe(Effect.flip),
        execute(readCounter, { path: { id: "missing" } }).pipe(Effect.flip),
        execute(keyedCreate, { payload: { id: "a" } }, { idempotencyKey: "k" }).pipe(
          Effect.zipRight(execute(keyedCreate, { payload: { id: "b" } }, { idempotencyKey: "k" })),
          Effect.flip
        ),
        execute(paymentsWrite, { payload: { amount: "12" as unknown as number } }).pipe(Effect.flip),
        Stores.pipe(
          Effect.flatMap((s) => s.getStoreDetails("nope")),
          Effect.flip,
          Effect.provide(Stores.Default.pipe(Layer.provide(client)))
        )
      ]).pipe((e) => observed(e, spans, lines))

      const tags = errors.map((e) => e._tag)
      expect(tags).toStrictEqual([
        "UpstreamError",
        "ClientError",
        "ResponseDecodeError",
        "UpstreamError",
        "IdempotencyKeyReused",
        "RequestValidationError",
        "RequestValidationError"
      ])
      const sent = requests.find((r) => r.headers.get("authorization") !== null)
      assert.strictEqual(sent?.headers.get("authorization"), canaries.authorization, "the canaries were really sent")
      assert.include(
        requests.at(-1)?.headers.get("cookie") ??
          requests.find((r) => r.headers.get("cookie")?.includes("remember_me"))?.headers.get("cookie") ??
          "",
        "remember_me"
      )
      assert.isTrue(lines.length > 0, "the layer logged")
      assert.isTrue(
        spans.some((s) => s.name === "Stores.getStoreDetails"),
        "spans were recorded"
      )

      const surfaces = [
        ...lines,
        JSON.stringify(spans),
        ...errors.flatMap((e) => [String(e), JSON.stringify(e), inspect(e, { depth: 10 })])
      ]
      for (const secret of secrets) {
        for (const variant of variants(secret)) {
          const leaks = surfaces.filter((s) => s.includes(variant))
          expect(
            leaks.map((l) => l.slice(Math.max(0, l.indexOf(variant) - 300), l.indexOf(variant) + 60)),
            `${variant} leaked`
          ).toStrictEqual([])
        }
      }
      assert.isTrue(
        lines.some((l) => l.includes("<redacted>")),
        "sensitive headers are logged as <redacted>"
      )
    }).pipe(Effect.provide(client))
  )
})
