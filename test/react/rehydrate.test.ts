// A later snapshot (a loader's after an action or a navigation) against entries the browser holds:
// the newer value wins by the server's fetch time, never the reverse, and a seeded value is fresh
// for the render that hydrates it whatever its stale time.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { defineUseCase, SlotStore } from "atlas-client/react"

let fetched = 0
const count = defineUseCase({
  name: "Test.count",
  mode: "read",
  success: Schema.Number,
  run: (n: number) => Effect.sync(() => (fetched++, n * 100))
})
const runtime = () => ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>
const tick = () => new Promise((r) => setTimeout(r, 0))
const snapshot = (store: SlotStore, value: number, updatedAt: number) => ({
  entries: [{ id: store.entryId(count, [1]), value, updatedAt }]
})

describe("hydrating over held entries", () => {
  it("a newer snapshot replaces the held value and tells its readers; an older one does not", async () => {
    const store = new SlotStore(runtime(), { staleTimes: { Test: 60_000 } })
    const id = store.acquire(count, [1])
    let told = 0
    store.subscribe(id, () => told++)
    await store.read(count, [1])
    expect(store.getSnapshot(id)).toEqual({ status: "success", value: 100 })
    told = 0
    store.hydrate(snapshot(store, 7, Date.now() - 60_000))
    await tick()
    expect(store.getSnapshot(id)).toEqual({ status: "success", value: 100 })
    expect(told).toBe(0)
    store.hydrate(snapshot(store, 8, Date.now() + 1))
    expect(store.getSnapshot(id)).toEqual({ status: "success", value: 8 })
    await tick()
    expect(told).toBe(1)
    store.dispose()
  })

  it("a seeded value is fresh at its first check at a 0 s stale time, stale from the server's time at the next", async () => {
    const store = new SlotStore(runtime(), { staleTimes: { Test: 0 } })
    store.hydrate(snapshot(store, 5, Date.now() - 1_000))
    const id = store.acquire(count, [1])
    fetched = 0
    // Two readers mounted by one commit check it in one go.
    const [first, second] = await Promise.all([store.read(count, [1]), store.read(count, [1])])
    expect([first, second]).toEqual([
      { status: "success", value: 5 },
      { status: "success", value: 5 }
    ])
    expect(fetched).toBe(0)
    await tick()
    expect(await store.read(count, [1])).toEqual({ status: "success", value: 100 })
    expect(fetched).toBe(1)
    store.release(id)
    store.dispose()
  })

  it("of two snapshots not read yet, the newer seed stays", () => {
    const store = new SlotStore(runtime(), { staleTimes: { Test: 60_000 } })
    const now = Date.now()
    store.hydrate(snapshot(store, 9, now))
    store.hydrate(snapshot(store, 3, now - 5_000))
    const id = store.acquire(count, [1])
    expect(store.getSnapshot(id)).toEqual({ status: "success", value: 9 })
    store.dispose()
  })
})
