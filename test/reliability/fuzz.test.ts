import { assert, describe, expect, it } from "@effect/vitest"
import * as Arbitrary from "effect/Arbitrary"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FastCheck from "effect/FastCheck"
import * as Schema from "effect/Schema"
import { type AnyOperation, execute, operations } from "atlas-client"
import { sampleBody, sampleInput, scriptedClient } from "./support.js"

const mutations = (op: AnyOperation, seed: number): ReadonlyArray<readonly [string, () => Response]> => {
  const body = sampleBody(op, seed)
  const json = JSON.parse(body) as unknown
  const wrongType = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.length ? [wrongType(value[0]), ...value.slice(1)] : "not an array"
    if (typeof value === "object" && value !== null) {
      const [k] = Object.keys(value)
      return k === undefined ? 42 : { ...value, [k]: wrongType((value as Record<string, unknown>)[k]) }
    }
    return typeof value === "number" ? "NaN" : 12345
  }
  const ok =
    (text: string, contentType = "application/json") =>
    () =>
      new Response(text, { status: op.successStatus, headers: { "content-type": contentType } })
  return [
    ["valid", ok(body)],
    ["truncated", ok(body.slice(0, Math.max(1, Math.floor(body.length / 2))))],
    ["wrong types", ok(JSON.stringify(wrongType(json)))],
    [
      "extra fields",
      ok(JSON.stringify(typeof json === "object" && json !== null && !Array.isArray(json) ? { ...json, extra: { nested: [1, 2] } } : json))
    ],
    ["html", ok("<!doctype html><title>Gateway</title>", "text/html")],
    ["empty", ok("")],
    ["null", ok("null")],
    ["error status with garbage", () => new Response('{"errors": "nope"}', { status: 400 })]
  ]
}

describe("fuzzing every response schema of the contract", () => {
  it.live(
    "generated and mutated bodies decode or fail with a typed error naming the operation; 0 defects",
    () =>
      Effect.gen(function* () {
        let cases = 0
        let typed = 0
        for (const op of operations) {
          for (const seed of [1, 2, 3]) {
            for (const [name, answer] of mutations(op, seed)) {
              const { layer } = scriptedClient(() => answer(), { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0 })
              const exit = yield* execute(op, sampleInput(op, seed)).pipe(Effect.provide(layer), Effect.exit)
              cases += 1
              if (Exit.isFailure(exit)) {
                const failure = Cause.failureOption(exit.cause)
                assert.isTrue(failure._tag === "Some", `${op.name} ${name}: a defect: ${Cause.pretty(exit.cause)}`)
                if (failure._tag === "Some") {
                  typed += 1
                  assert.include(["ResponseDecodeError", "UpstreamError"], failure.value._tag, `${op.name} ${name}`)
                  if (failure.value._tag === "ResponseDecodeError") assert.strictEqual(failure.value.operation, op.name)
                }
              } else {
                assert.include(["valid", "extra fields"], name, `${op.name}: "${name}" body was accepted`)
              }
            }
          }
        }
        console.log(`fuzz: ${operations.length} operations, ${cases} bodies, ${typed} typed failures, 0 defects`)
      }),
    180_000
  )

  it("every request schema survives an encode/decode round trip", () => {
    for (const op of operations) {
      for (const schema of [op.pathParams, op.urlParams, op.headers, op.payload]) {
        if (schema === undefined) continue
        FastCheck.assert(
          FastCheck.property(Arbitrary.make(schema), (value) => {
            const encoded = Schema.encodeSync(schema)(value)
            const decoded = Schema.decodeUnknownSync(schema)(encoded)
            expect(Schema.encodeSync(schema)(decoded), op.name).toStrictEqual(encoded)
          }),
          { numRuns: 50 }
        )
      }
    }
  }, 60_000)
})
