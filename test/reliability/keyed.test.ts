import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { execute, operations } from "atlas-client"
import { sampleBody, sampleInput, scriptedClient } from "./support.js"

const byClass = (retry: string) => {
  const ops = operations.filter((op) => op.retry === retry)
  assert.isAbove(ops.length, 0, `the contract has ${retry} operations`)
  return ops
}

describe("every operation of the contract, by retry class (enumerated from the descriptors)", () => {
  it.live("keyed: a network error on the first attempt causes exactly one retry with the identical key", () =>
    Effect.forEach(byClass("keyed"), (op) => {
      const { attempts, layer } = scriptedClient((n) => (n === 1 ? "network" : new Response(sampleBody(op), { status: op.successStatus })))
      return execute(op, sampleInput(op)).pipe(
        Effect.provide(layer),
        Effect.map(() => {
          assert.strictEqual(attempts.length, 2, op.name)
          const [first, second] = attempts.map((a) => a.headers["idempotency-key"])
          assert.match(first ?? "", /^[0-9a-f-]{36}$/, op.name)
          assert.strictEqual(first, second, op.name)
        })
      )
    }).pipe(Effect.tap(() => Effect.log(`keyed operations checked: ${byClass("keyed").length}`)))
  )

  it.live("keyed: a caller's own key is kept on every attempt", () =>
    Effect.forEach(byClass("keyed"), (op) => {
      const { attempts, layer } = scriptedClient((n) =>
        n === 1 ? new Response(null, { status: 503 }) : new Response(sampleBody(op), { status: op.successStatus })
      )
      return execute(op, sampleInput(op), { idempotencyKey: `caller-${op.name}` }).pipe(
        Effect.provide(layer),
        Effect.map(() =>
          expect(
            attempts.map((a) => a.headers["idempotency-key"]),
            op.name
          ).toStrictEqual([`caller-${op.name}`, `caller-${op.name}`])
        )
      )
    })
  )

  it.live("read: no key is sent, and a network error is retried", () =>
    Effect.forEach(byClass("read"), (op) => {
      const { attempts, layer } = scriptedClient((n) => (n === 1 ? "network" : new Response(sampleBody(op), { status: op.successStatus })))
      return execute(op, sampleInput(op)).pipe(
        Effect.provide(layer),
        Effect.map(() => {
          assert.strictEqual(attempts.length, 2, op.name)
          assert.isTrue(
            attempts.every((a) => a.headers["idempotency-key"] === undefined),
            op.name
          )
        })
      )
    })
  )

  it.live("never: not retried, no key", () =>
    Effect.forEach(byClass("never"), (op) => {
      const { attempts, layer } = scriptedClient(() => "network")
      return execute(op, sampleInput(op)).pipe(
        Effect.flip,
        Effect.provide(layer),
        Effect.map((error) => {
          assert.strictEqual(error.message, "Network Error", op.name)
          assert.strictEqual(attempts.length, 1, op.name)
          assert.strictEqual(attempts[0]?.headers["idempotency-key"], undefined)
        })
      )
    })
  )
})
