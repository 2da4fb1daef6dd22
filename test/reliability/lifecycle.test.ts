import { describe, expect, it } from "vitest"
import fc from "fast-check"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { defineUseCase, SlotStore, slotId } from "atlas-client/react"

type Outcome = "ok" | "fail" | "die" | "hang"
type Action =
  | { readonly type: "run"; readonly key: string; readonly outcome: Outcome; readonly delay: number }
  | { readonly type: "cancel"; readonly key: string }
  | { readonly type: "reset"; readonly key: string }
  | { readonly type: "wait"; readonly ms: number }

const key = fc.constantFrom("a", "b", "c")
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    type: fc.constant("run" as const),
    key,
    outcome: fc.constantFrom<Outcome>("ok", "fail", "die", "hang"),
    delay: fc.integer({ min: 0, max: 4 })
  }),
  fc.record({ type: fc.constant("cancel" as const), key }),
  fc.record({ type: fc.constant("reset" as const), key }),
  fc.record({ type: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 5 }) })
)

const terminal = new Set(["success", "response-error", "client-error", "cancelled"])
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe("the call lifecycle of the adapter's slots (model test)", () => {
  it("random start, cancel, reset and fault sequences: one terminal state per call, no rerun after cancel, no leaked fiber", async () => {
    let cases = 0
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        cases += 1
        const executions = new Map<number, number>()
        const call = defineUseCase({
          name: "Model.call",
          // A read run as an action: the store interrupts it (a write it never interrupts once sent: test/react/writeRuns.test.tsx).
          mode: "read",
          run: (id: number, outcome: Outcome, delay: number) =>
            Effect.gen(function* () {
              executions.set(id, (executions.get(id) ?? 0) + 1)
              yield* Effect.sleep(`${delay} millis`)
              if (outcome === "hang") return yield* Effect.never
              if (outcome === "fail") return yield* Effect.fail({ _tag: "UpstreamError", message: "Request failed with status code 503" })
              if (outcome === "die") return yield* Effect.die("boom")
              return id
            })
        })
        const store = new SlotStore(ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>, { gcTimeMs: 0 })
        const events = new Map<string, Array<string>>()
        for (const k of ["a", "b", "c"]) {
          events.set(k, [])
          store.acquireSlot(call, k)
          store.subscribe(slotId(call.name, k), () => events.get(k)?.push(store.getSnapshot(slotId(call.name, k)).status))
        }
        let id = 0
        for (const a of actions) {
          if (a.type === "run") void store.act(call, [++id, a.outcome, a.delay], { key: a.key })
          else if (a.type === "cancel") store.cancel(slotId(call.name, a.key))
          else if (a.type === "reset") store.reset(slotId(call.name, a.key))
          else await sleep(a.ms)
        }
        for (const k of ["a", "b", "c"]) store.cancel(slotId(call.name, k)) // hanging calls end here
        await sleep(15)
        expect(store.stats().live).toBe(0)
        for (const [k, list] of events) {
          // Between two "request"s (or a request and a reset), at most one terminal state; the last call ends in one.
          let open = false
          let terminals = 0
          for (const status of list) {
            if (status === "request") {
              open = true
              terminals = 0
            } else if (status === "reset") {
              open = false
            } else if (terminal.has(status)) {
              terminals += 1
              expect(terminals, `${k}: ${list.join(",")}`).toBe(1)
              open = false
            }
          }
          expect(open, `${k} ended without a terminal state: ${list.join(",")}`).toBe(false)
        }
        for (const [callId, n] of executions) expect(n, `call ${callId} ran ${n} times`).toBe(1)
        store.dispose()
      }),
      { numRuns: 60 }
    )
    console.log(`lifecycle: ${cases} random sequences, each call one terminal state, 0 reruns, 0 leaked fibers`)
  }, 60_000)
})
