import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it, vi } from "vitest"
import * as Option from "effect/Option"
import { CartsUseCases, defineUseCase, hashArgs, patchEntries, setEntry, SlotStore, slotId } from "atlas-client/react"
import { Carts, type Cart, type CartType, UpstreamAnswerId } from "atlas-client"

const runtime = () => ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>
const tick = () => new Promise((r) => setTimeout(r, 0))
const echo = defineUseCase({ name: "Test.echo", mode: "read", run: (n: number) => Effect.succeed(n) })
const slow = defineUseCase({ name: "Test.slow", mode: "read", run: (n: number) => Effect.as(Effect.sleep("1 second"), n) })

describe("SlotStore memory", () => {
  it("20,000 runs through entries and back leave no entries, fibers or listeners behind", async () => {
    const store = new SlotStore(runtime(), { gcTimeMs: 0 })
    for (let i = 0; i < 20_000; i++) {
      const key = `k${i % 1000}`
      const id = store.acquire(echo, [i], key)
      const unsubscribe = store.subscribe(id, () => undefined)
      void store.read(echo, [i], { key })
      if (i % 3 === 0) store.reset(id)
      unsubscribe()
      store.release(id)
      if (i % 500 === 0) await tick()
    }
    await tick()
    await tick()
    const stats = store.stats()
    console.log(
      `memory: 20000 runs, ${stats.started} started, ${stats.slots} entries, ${stats.live} live fibers, ${stats.listeners} listeners`
    )
    expect(stats).toEqual({ started: 20_000, live: 0, slots: 0, listeners: 0, seeds: 0 })
  })

  it("an unread finished entry keeps its result for gcTime, then goes; a running one is cancelled when left", async () => {
    const store = new SlotStore(runtime(), { gcTimeMs: 30 })
    const a = store.acquire(echo, [1], "a")
    void store.read(echo, [1], { key: "a" })
    await tick()
    store.release(a)
    await tick()
    expect(store.getSnapshot(a)).toEqual({ status: "success", value: 1 })
    await new Promise((r) => setTimeout(r, 60))
    expect(store.stats().slots).toBe(0)
    const b = store.acquire(slow, [2], "b")
    void store.read(slow, [2], { key: "b" })
    store.release(b)
    await tick()
    expect(store.getSnapshot(b)).toEqual({ status: "cancelled" })
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

describe("SlotStore runs", () => {
  const fail = defineUseCase({
    name: "Test.fail",
    mode: "mutation",
    run: (n: number) => Effect.fail(new Rejected({ code: `BAD_${n}` }))
  })
  const write = defineUseCase({ name: "Test.write", mode: "mutation", run: (n: number) => Effect.as(Effect.sleep("20 millis"), n) })

  it("a run resolves with how it ended: success, or the error with its state", async () => {
    const store = new SlotStore(runtime())
    expect(await store.read(echo, [7])).toEqual({ status: "success", value: 7 })
    const failed = await store.act(fail, [1], { key: "a" })
    expect(failed.status).toBe("response-error")
    expect(failed.status === "response-error" && failed.error).toMatchObject({ _tag: "UpstreamError", code: "BAD_1" })
    store.dispose()
  })

  it("a read run as an action and cancelled resolves as cancelled; a sent write reset or replaced resolves with its real outcome", async () => {
    const store = new SlotStore(runtime())
    const cancelledRun = store.act(slow, [1], { key: "c" })
    store.cancel(slotId(slow.name, "c"))
    expect(await cancelledRun).toEqual({ status: "cancelled" })
    const resetRun = store.act(write, [1], { key: "r" })
    store.reset(slotId(write.name, "r"))
    expect(await resetRun).toEqual({ status: "success", value: 1 })
    const first = store.act(write, [1], { key: "w" })
    const second = store.act(write, [2], { key: "w" })
    expect(await first).toEqual({ status: "success", value: 1 })
    expect(await second).toEqual({ status: "success", value: 2 })
    expect(store.getSnapshot("Test.write#w")).toEqual({ status: "success", value: 2 })
    store.dispose()
  })

  it("reads of the same arguments join one fetch; other arguments are other entries; a disposed store resolves as cancelled", async () => {
    const store = new SlotStore(runtime())
    const joined = defineUseCase({ name: "Test.joined", mode: "read", run: (n: number) => Effect.as(Effect.sleep("20 millis"), n) })
    const results = await Promise.all([store.read(joined, [3]), store.read(joined, [3]), store.read(joined, [4])])
    expect(results).toEqual([
      { status: "success", value: 3 },
      { status: "success", value: 3 },
      { status: "success", value: 4 }
    ])
    expect(store.stats()).toMatchObject({ started: 2, slots: 2 })
    store.dispose()
    expect(await store.read(echo, [1])).toEqual({ status: "cancelled" })
  })

  it("a read and an action of one use case never share state", async () => {
    const store = new SlotStore(runtime())
    await store.read(echo, [1])
    expect(store.getSnapshot(slotId(echo.name))).toEqual({ status: "idle" })
    await store.act(echo, [2])
    expect(store.getSnapshot(store.entryId(echo, [1]))).toEqual({ status: "success", value: 1 })
    expect(store.getSnapshot(slotId(echo.name))).toEqual({ status: "success", value: 2 })
    store.dispose()
  })
})

describe("SlotStore freshness", () => {
  afterEach(() => vi.useRealTimers())

  it("hashes arguments stably: key order and trailing undefined do not make another entry", () => {
    expect(hashArgs([{ b: 1, a: { d: 2, c: 3 } }])).toBe(hashArgs([{ a: { c: 3, d: 2 }, b: 1 }, undefined]))
    expect(hashArgs(["x"])).not.toBe(hashArgs(["y"]))
  })

  it("a fresh value is answered without a fetch; a stale one is shown while it is fetched again (success, fetching)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    let n = 0
    const counted = defineUseCase({ name: "Test.counted", mode: "read", staleTimeMs: 1000, run: () => Effect.sync(() => ++n) })
    const store = new SlotStore(runtime())
    const id = store.acquire(counted, [])
    await store.read(counted, [])
    await store.read(counted, [])
    expect(n).toBe(1)
    vi.setSystemTime(Date.now() + 1000)
    const seen: Array<unknown> = []
    store.subscribe(id, () => seen.push(store.getSnapshot(id)))
    expect(await store.read(counted, [])).toEqual({ status: "success", value: 2 })
    expect(seen).toEqual([
      { status: "success", value: 1, fetching: true },
      { status: "success", value: 2 }
    ])
    store.dispose()
  })

  it("a failed revalidation keeps the value (stale); a refetch asked for shows its error", async () => {
    let failing = false
    const flaky = defineUseCase({
      name: "Test.flaky",
      mode: "read",
      run: () => (failing ? Effect.fail(new Rejected({ code: "DOWN" })) : Effect.succeed("ok"))
    })
    const store = new SlotStore(runtime())
    const id = store.acquire(flaky, [])
    await store.read(flaky, [])
    failing = true
    expect((await store.read(flaky, [])).status).toBe("response-error")
    expect(store.getSnapshot(id)).toEqual({ status: "success", value: "ok" })
    await store.read(flaky, [], { force: true })
    expect(store.getSnapshot(id).status).toBe("response-error")
    store.dispose()
  })
})

describe("SlotStore writes", () => {
  let reads = 0
  const list = defineUseCase({ name: "Test.list", mode: "read", run: (tag: string) => Effect.sync(() => [`${tag}${++reads}`]) })
  const count = defineUseCase({ name: "Other.count", mode: "read", run: () => Effect.sync(() => ++reads) })
  const add = defineUseCase({
    name: "Test.add",
    mode: "mutation",
    run: (item: string) => Effect.succeed(item),
    updates: (item) => [setEntry(list, ["set"], [item])],
    invalidates: [list, count]
  })
  const refuse = defineUseCase({ name: "Test.refuse", mode: "mutation", run: (_: string) => Effect.fail(new Rejected({ code: "NO" })) })

  it("a write sets the entries it answers for, and invalidates the rest: those read are fetched again, the others only marked", async () => {
    reads = 0
    const store = new SlotStore(runtime())
    const shown = store.acquire(list, ["a"])
    const set = store.acquire(list, ["set"])
    const other = store.acquire(count, [])
    await Promise.all([store.read(list, ["a"]), store.read(list, ["set"]), store.read(count, []), store.read(list, ["unread"])])
    expect(reads).toBe(4)
    await store.act(add, ["milk"])
    await tick()
    expect(store.getSnapshot(set)).toEqual({ status: "success", value: ["milk"] })
    expect(store.getSnapshot(shown)).toEqual({ status: "success", value: ["a5"] })
    expect(store.getSnapshot(other)).toEqual({ status: "success", value: 6 })
    expect(reads).toBe(6)
    // The unread entry was marked stale: its next read fetches.
    await store.read(list, ["unread"])
    expect(reads).toBe(7)
    store.dispose()
  })

  it("optimistic changes show at once and are rolled back when the write fails", async () => {
    reads = 0
    const store = new SlotStore(runtime())
    const id = store.acquire(list, ["a"])
    await store.read(list, ["a"])
    const seen: Array<unknown> = []
    store.subscribe(id, () => seen.push(store.getSnapshot(id)))
    const ended = await store.act(refuse, ["milk"], {
      optimistic: [patchEntries(list, (items: ReadonlyArray<string>) => [...items, "milk"])]
    })
    expect(ended.status).toBe("response-error")
    await tick()
    expect(seen.slice(0, 2)).toEqual([
      { status: "success", value: ["a1", "milk"] },
      { status: "success", value: ["a1"] }
    ])
    // Then fetched again, as the write may have been applied before its answer was lost.
    expect(store.getSnapshot(id)).toEqual({ status: "success", value: ["a2"] })
    store.dispose()
  })

  it("a read's defaults make one entry: setEntry without the default reaches a reader that passed it", async () => {
    const calls: Array<readonly [string, CartType | undefined]> = []
    const cart = { id: "cart-1", profileId: "p1", type: "ACTIVE" } as unknown as Cart
    // A Carts service answering the one method the read runs (a stub at the test's boundary).
    const stub = { getCart: (id: string, type?: CartType) => Effect.sync(() => (calls.push([id, type]), Option.none())) }
    const store = new SlotStore(
      ManagedRuntime.make(Layer.succeed(Carts, stub as unknown as Carts)) as ManagedRuntime.ManagedRuntime<never, unknown>
    )
    const { getCart } = CartsUseCases
    const passed = store.acquire(getCart, ["p1", "ACTIVE"])
    await store.read(getCart, ["p1", "ACTIVE"])
    expect(store.entryId(getCart, ["p1"])).toBe(passed)
    expect(store.entryId(getCart, ["p1", undefined])).toBe(passed)
    expect(store.entryId(getCart, ["p1", "SAVED_FOR_LATER"])).not.toBe(passed)
    store.update([setEntry(getCart, ["p1"], Option.some(cart))])
    expect(store.getSnapshot(passed)).toEqual({ status: "success", value: Option.some(cart) })
    expect(calls).toEqual([["p1", "ACTIVE"]])
    store.dispose()
  })
})
