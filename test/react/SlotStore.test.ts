import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { describe, expect, it } from "vitest"
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
