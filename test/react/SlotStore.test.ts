import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { describe, expect, it } from "vitest"
import { UpstreamAnswerId } from "atlas-client"
import { defineUseCase, SlotStore } from "atlas-client/react"

const runtime = () => ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>
const tick = () => new Promise((r) => setTimeout(r, 0))
const echo = defineUseCase({ name: "Test.echo", mode: "read", run: (n: number) => Effect.succeed(n) })
const slow = defineUseCase({ name: "Test.slow", mode: "read", run: (n: number) => Effect.as(Effect.sleep("1 second"), n) })

describe("SlotStore memory", () => {
  it("20,000 runs through slots and back leave no slots, fibers or listeners behind", async () => {
    const store = new SlotStore(runtime(), { gcTimeMs: 0 })
    for (let i = 0; i < 20_000; i++) {
      const key = `k${i % 1000}`
      store.acquire(echo.name, key)
      const unsubscribe = store.subscribe(`${echo.name}#${key}`, () => undefined)
      store.run(echo, key, [i])
      if (i % 3 === 0) store.reset(echo.name, key)
      unsubscribe()
      store.release(echo.name, key)
      if (i % 500 === 0) await tick()
    }
    await tick()
    await tick()
    const stats = store.stats()
    console.log(
      `memory: 20000 runs, ${stats.started} started, ${stats.slots} slots, ${stats.live} live fibers, ${stats.listeners} listeners`
    )
    expect(stats).toEqual({ started: 20_000, live: 0, slots: 0, listeners: 0 })
  })

  it("an unread finished slot keeps its result for gcTime, then goes; a running one is cancelled when left", async () => {
    const store = new SlotStore(runtime(), { gcTimeMs: 30 })
    store.acquire(echo.name, "a")
    store.run(echo, "a", [1])
    await tick()
    store.release(echo.name, "a")
    await tick()
    expect(store.getSnapshot("Test.echo#a")).toEqual({ status: "success", value: 1 })
    await new Promise((r) => setTimeout(r, 60))
    expect(store.stats().slots).toBe(0)
    store.acquire(slow.name, "b")
    store.run(slow, "b", [2])
    store.release(slow.name, "b")
    await tick()
    expect(store.getSnapshot("Test.slow#b")).toEqual({ status: "cancelled" })
    expect(store.stats().live).toBe(0)
    store.dispose()
  })
})

// An answer of the upstream: failureState files it by tag as a response error.
class Rejected extends Data.TaggedError("UpstreamError")<{ readonly code: string }> {
  /** An upstream answer, as the request layer's errors are. */
  get [UpstreamAnswerId](): UpstreamAnswerId {
    return UpstreamAnswerId
  }
}

describe("SlotStore run results", () => {
  const fail = defineUseCase({
    name: "Test.fail",
    mode: "mutation",
    run: (n: number) => Effect.fail(new Rejected({ code: `BAD_${n}` }))
  })
  const write = defineUseCase({ name: "Test.write", mode: "mutation", run: (n: number) => Effect.as(Effect.sleep("20 millis"), n) })

  it("a run resolves with how it ended: success, or the error with its state", async () => {
    const store = new SlotStore(runtime())
    expect(await store.run(echo, "a", [7])).toEqual({ status: "success", value: 7 })
    const failed = await store.run(fail, "a", [1])
    expect(failed.status).toBe("response-error")
    expect(failed.status === "response-error" && failed.error).toMatchObject({ _tag: "UpstreamError", code: "BAD_1" })
    store.dispose()
  })

  it("a run cancelled, reset or replaced resolves as cancelled; the replacing run resolves with its own result", async () => {
    const store = new SlotStore(runtime())
    const cancelledRun = store.run(slow, "c", [1])
    store.cancel(slow.name, "c")
    expect(await cancelledRun).toEqual({ status: "cancelled" })
    const resetRun = store.run(write, "r", [1])
    store.reset(write.name, "r")
    expect(await resetRun).toEqual({ status: "cancelled" })
    const first = store.run(write, "w", [1])
    const second = store.run(write, "w", [2])
    expect(await first).toEqual({ status: "cancelled" })
    expect(await second).toEqual({ status: "success", value: 2 })
    expect(store.getSnapshot("Test.write#w")).toEqual({ status: "success", value: 2 })
    store.dispose()
  })

  it("a read that joins a running one resolves with that run's result; a disposed store resolves as cancelled", async () => {
    const store = new SlotStore(runtime())
    const joined = defineUseCase({ name: "Test.joined", mode: "read", run: (n: number) => Effect.as(Effect.sleep("20 millis"), n) })
    const first = store.run(joined, "j", [3])
    const second = store.run(joined, "j", [3])
    expect(await Promise.all([first, second])).toEqual([
      { status: "success", value: 3 },
      { status: "success", value: 3 }
    ])
    expect(store.stats().started).toBe(1)
    store.dispose()
    expect(await store.run(echo, "x", [1])).toEqual({ status: "cancelled" })
  })
})
