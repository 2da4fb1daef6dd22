import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import { inspect } from "node:util"
import { ClientConfig, Credentials, execute, StoresContract } from "atlas-client"
import { observed, type RecordedSpan } from "atlas-client/testing"
import { scriptedClient } from "./support.js"

// Every secret of every call is unique and starts with a marker that appears nowhere else, so
// one scan per surface finds any of them, raw, URL-encoded or base64-encoded at any alignment.
const MARKER = "qzxcanary"
let counter = 0
const canary = (kind: string) => Effect.sync(() => Option.some(Redacted.make(`${MARKER}-${kind}-${++counter}`)))
const credentials = Layer.succeed(Credentials, {
  xsrfToken: canary("xsrf"),
  authorization: Effect.map(
    canary("auth"),
    Option.map((r) => Redacted.make(`Bearer ${Redacted.value(r)}`))
  ),
  applicationAuthorization: canary("app")
})
const base64Variants = [0, 1, 2].map((shift) =>
  Buffer.from("..".slice(0, shift) + MARKER)
    .toString("base64")
    .slice(shift === 0 ? 0 : 4, -4)
)

describe("secrets under load", () => {
  it.live(
    "10,000 calls with unique canaries in every sensitive header: 0 canaries in logs, spans, errors or inspect output",
    () => {
      const answers = [
        () => new Response(null, { status: 503 }),
        () => "network" as const,
        () => new Response("<html>", { status: 200 }),
        () => Response.json({ errors: [{ code: "X", reason: "nope", datetime: "d", statusCode: 400 }] }, { status: 400 }),
        () => Response.json({ data: { banners: [], departments: [], storeTypes: [] } })
      ]
      const { attempts, layer } = scriptedClient(
        (n) => (answers[n % answers.length] ?? answers[0]!)(),
        { baseDelayMs: 0, maxDelayMs: 0, maxRetries: 1, tracing: true },
        credentials
      )
      const spans: Array<RecordedSpan> = []
      const lines: Array<string> = []
      return Effect.gen(function* () {
        const outcomes = yield* Effect.forEach(
          Array.from({ length: 10_000 }),
          () => execute(StoresContract.getStoreFilters, {}).pipe(Effect.either),
          { concurrency: 32 }
        )
        const errors = outcomes.flatMap((o) => (o._tag === "Left" ? [o.left] : []))
        const sent = attempts.filter((a) => a.headers["authorization"]?.includes(MARKER)).length
        assert.strictEqual(sent, attempts.length, "every request really carried a canary")
        const surfaces = [
          lines.join("\n"),
          JSON.stringify(spans),
          errors.map((e) => `${String(e)}\n${JSON.stringify(e)}\n${inspect(e, { depth: 10 })}`).join("\n")
        ]
        for (const surface of surfaces) {
          assert.notInclude(surface, MARKER)
          assert.notInclude(surface, encodeURIComponent(MARKER))
          for (const variant of base64Variants) assert.notInclude(surface, variant)
        }
        console.log(
          `canaries: 10000 calls, ${attempts.length} requests, ${errors.length} errors, ${lines.length} log lines, ${spans.length} spans, 0 canaries found`
        )
      }).pipe((e) => observed(e, spans, lines), Effect.provide(layer), Effect.provide(ClientConfig.layer({ tracing: true })))
    },
    120_000
  )
})
