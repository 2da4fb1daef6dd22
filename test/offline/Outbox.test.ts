// The write outbox against the reference upstream in memory (its log and state are the proof): a write
// made offline is kept, not sent, and sent once when back; a write whose answers are all lost is kept
// and sent again with the same key after a "reload" (a new store and outbox over the same table), so
// the upstream applies it once; a replay the upstream refuses is reported; two tabs' outboxes over
// one table send a kept write once; sign-out clears it; 1,000 replays with lost answers leave no
// duplicate line.
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it } from "vitest"
import { Stores } from "atlas-client"
import { CartsUseCases, SlotStore } from "atlas-client/react"
import { createOutbox, type LockRunner, memoryTable, type OutboxEntry, WriteQueued } from "atlas-client/offline"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { pick, plain } from "../support/catalogue.js"
import { referenceRuntimes } from "../react/support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  await disposeAll()
})

const writes = { addToCart: CartsUseCases.addToCart, updateLine: CartsUseCases.updateLine }
const cartWrites = () => upstream.log.filter((r) => r.method !== "GET" && r.path.includes("/carts"))

/** A lock of one device (each simulated shopper has their own). */
const deviceLock = (): LockRunner => {
  let last: Promise<unknown> = Promise.resolve()
  return (_name, work) => {
    const run = last.then(work, work)
    last = run.catch(() => undefined)
    return run
  }
}

/** The shop's first page: the shopper's session cookie, before any write. */
const visit = (rt: ReturnType<typeof runtime>) =>
  rt.runPromise(Effect.flatMap(Stores, (s) => s.getStoreDetails(fixtures().pickupStore.locationId)))

/** A page of the shop: a store over the shopper's runtime (its session) and an outbox over the device's table. */
const page = (rt: ReturnType<typeof runtime>, table = memoryTable<OutboxEntry>(), offline = () => false, lock?: LockRunner) => {
  const store = new SlotStore(rt)
  const outbox = createOutbox({ writes, table, offline, ...(lock === undefined ? {} : { lock }) })
  outbox.attach(store, "shopper")
  return { store, outbox, table }
}

/** The lines of every shopper's active cart, as the upstream holds them, by shopper. */
const cartsNow = () =>
  [...upstream.state.carts.carts.values()].flatMap((carts) =>
    carts.filter((cart) => cart.type === "ACTIVE").map((cart) => cart.lines.map((line) => ({ upc: line.upc, quantity: line.quantity })))
  )

describe("the write outbox", () => {
  it("a write made offline is kept unsent (WriteQueued), then sent once when back online", async () => {
    const { item } = fixtures()
    const rt = runtime()
    let offline = true
    const { store, outbox } = page(rt, memoryTable(), () => offline)
    const state = await store.act(outbox.writes.addToCart, [item.gtin13, 2])
    expect(state.status).toBe("client-error")
    expect(state.status === "client-error" && state.error).toBeInstanceOf(WriteQueued)
    expect(state.status === "client-error" && (state.error as WriteQueued).message).toBe(
      "Saved on this device: it will be sent when you're back online."
    )
    expect(cartWrites()).toHaveLength(0)
    expect(outbox.current().pending.map((e) => [e.useCase, e.args])).toEqual([["Carts.addToCart", [item.gtin13, 2]]])

    offline = false
    await outbox.flush()
    expect(cartWrites()).toHaveLength(1)
    expect(outbox.current().pending).toEqual([])
    expect(cartsNow()).toEqual([[{ upc: item.gtin13, quantity: 2 }]])
    await outbox.flush()
    expect(cartWrites()).toHaveLength(1)
  })

  it("a write whose answers are all lost is kept; after a reload it is sent again with its key and applied once", async () => {
    const { item } = fixtures()
    const rt = runtime()
    const table = memoryTable<OutboxEntry>()
    await visit(rt)
    const first = page(rt, table)
    upstream.chaos.set({ dropAfterCommit: 1 })
    const state = await first.store.act(first.outbox.writes.addToCart, [item.gtin13, 1])
    expect(state.status === "client-error" && state.error).toBeInstanceOf(WriteQueued)
    const sent = cartWrites()
    expect(sent.length).toBeGreaterThan(0)
    const keys = new Set(sent.map((r) => r.headers["idempotency-key"]))
    expect(keys.size).toBe(1)
    upstream.chaos.reset()

    // The page is reloaded: a new store and outbox, the same device table.
    const second = page(rt, table)
    await second.outbox.flush()
    expect(second.outbox.current().pending).toEqual([])
    expect(new Set(cartWrites().map((r) => r.headers["idempotency-key"]))).toEqual(keys)
    expect(cartsNow()).toEqual([[{ upc: item.gtin13, quantity: 1 }]])
  })

  it("kept writes are sent in the order they were made, each once", async () => {
    const [a, b] = pick(plain, 2)
    const rt = runtime()
    let offline = true
    const { store, outbox } = page(rt, memoryTable(), () => offline)
    await store.act(outbox.writes.addToCart, [a!.gtin13, 1])
    await store.act(outbox.writes.addToCart, [b!.gtin13, 3])
    await store.act(outbox.writes.addToCart, [a!.gtin13, 1])
    offline = false
    await outbox.flush()
    expect(cartWrites()).toHaveLength(3)
    expect(cartsNow()).toEqual([
      [
        { upc: a!.gtin13, quantity: 2 },
        { upc: b!.gtin13, quantity: 3 }
      ]
    ])
  })

  it("a kept write the upstream refuses when sent again is reported with its error, and not kept", async () => {
    const { coldMedicine } = fixtures()
    const rt = runtime()
    let offline = true
    const { store, outbox } = page(rt, memoryTable(), () => offline)
    await store.act(outbox.writes.addToCart, [coldMedicine.gtin13, 9])
    offline = false
    // Two flushes at once (a page's load and its sync): one send, one report.
    await Promise.all([outbox.flush(), outbox.flush()])
    expect(outbox.current().refused).toHaveLength(1)
    const [refused] = outbox.current().refused
    expect(refused?.entry.args).toEqual([coldMedicine.gtin13, 9])
    expect(refused?.state.status).toBe("response-error")
    expect(refused?.state.status === "response-error" && (refused.state.error as { readonly _tag: string })._tag).toBe("CartRejected")
    expect(outbox.current().pending).toEqual([])
    outbox.dismiss(refused!.entry)
    expect(outbox.current().refused).toEqual([])
  })

  it("two tabs over one table: a kept write is sent once", async () => {
    const { item } = fixtures()
    const rt = runtime()
    const table = memoryTable<OutboxEntry>()
    let offline = true
    const one = page(rt, table, () => offline)
    await one.store.act(one.outbox.writes.addToCart, [item.gtin13, 1])
    const two = page(rt, table, () => offline)
    offline = false
    await Promise.all([one.outbox.flush(), two.outbox.flush()])
    expect(cartWrites()).toHaveLength(1)
    expect(cartsNow()).toEqual([[{ upc: item.gtin13, quantity: 1 }]])
  })

  it("another shopper's kept writes are not sent; clear() (sign-out) deletes every kept write", async () => {
    const { item } = fixtures()
    const rt = runtime()
    const table = memoryTable<OutboxEntry>()
    let offline = true
    const { store, outbox } = page(rt, table, () => offline)
    await store.act(outbox.writes.addToCart, [item.gtin13, 1])
    offline = false
    const other = createOutbox({ writes, table })
    other.attach(new SlotStore(rt), "someone else")
    await other.flush()
    expect(cartWrites()).toHaveLength(0)
    expect(other.current().pending).toEqual([])
    await outbox.clear()
    expect(await table.entries()).toEqual([])
    expect(outbox.current().pending).toEqual([])
  })

  it("only writes: a read use case is refused when the outbox is made", () => {
    expect(() => createOutbox({ writes: { getCart: CartsUseCases.getCart } })).toThrow(/Carts.getCart is not a write/)
  })
})

describe("replays with lost answers", () => {
  it("1,000 writes of 100 shoppers, every answer lost, then sent again after a reload with 30% lost: no duplicate line", async () => {
    const items = pick(plain, 10)
    const shoppers = Array.from({ length: 100 }, () => ({ rt: runtime(), table: memoryTable<OutboxEntry>(), lock: deviceLock() }))
    await Promise.all(shoppers.map(({ rt }) => visit(rt)))
    // Offline: every write kept unsent; then online with every answer lost (applied, unanswered).
    upstream.chaos.set({ dropAfterCommit: 1 })
    await Promise.all(
      shoppers.map(async ({ rt, table, lock }) => {
        const { store, outbox } = page(rt, table, () => false, lock)
        for (const item of items) await store.act(outbox.writes.addToCart, [item.gtin13, 1])
      })
    )
    const kept = await Promise.all(shoppers.map(({ table }) => table.entries()))
    expect(kept.flat()).toHaveLength(1_000)
    // Each was applied by the upstream, whose every answer was lost.
    expect(cartsNow().flat()).toHaveLength(1_000)
    // Reloaded, 30% of answers lost: each page sends its kept writes until none is left.
    upstream.chaos.set({ dropAfterCommit: 0.3, seed: 43 })
    let replays = 0
    await Promise.all(
      shoppers.map(async ({ rt, table, lock }) => {
        const { outbox } = page(rt, table, () => false, lock)
        for (let round = 0; round < 20; round++) {
          const waiting = (await table.entries()).length
          if (waiting === 0) break
          replays += waiting
          await outbox.flush()
        }
        expect(await table.entries()).toEqual([])
      })
    )
    upstream.chaos.reset()
    expect(replays).toBeGreaterThanOrEqual(1_000)
    const lines = cartsNow()
    expect(lines).toHaveLength(100)
    for (const cart of lines) expect(cart).toEqual(items.map((item) => ({ upc: item.gtin13, quantity: 1 })))
  }, 240_000)
})
