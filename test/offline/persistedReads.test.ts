// The persisted read cache against the reference upstream over real HTTP: a shopper online fills it
// (through the debounced save), a shopper whose upstream is unreachable (a server started and
// closed: connections are refused) restores it. Tables are IndexedDB over fake-indexeddb.
import * as Effect from "effect/Effect"
import { IDBFactory } from "fake-indexeddb"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { RequestContext } from "atlas-client"
import {
  clearPersistedReads,
  indexedDbTable,
  type KeyValueTable,
  type PersistedRead,
  type PersistedReads,
  persistReads
} from "atlas-client/offline"
import { createAtlasStore, dehydrate } from "atlas-client/react/server"
import {
  CartsUseCases,
  CouponsUseCases,
  ItemsUseCases,
  SearchUseCases,
  ShoppingListsUseCases,
  type SlotState,
  StoresUseCases
} from "atlas-client/react"
import { fixtures, shopperClient } from "atlas-client/testing"
import { type RunningServer, startReferenceServer } from "atlas-client/testing/node"
import * as Layer from "effect/Layer"
import { AllServices } from "../../src/services/AllServices.js"
import { statusOf } from "../../src/offline/offlineStatus.js"
import { seedStores } from "../../src/upstream/stores/seed.js"

let server: RunningServer
/** The origins of a server started and closed: every call to them is refused (the shopper is offline). */
let down: RunningServer["origins"]
beforeAll(async () => {
  server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
  const gone = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
  down = gone.origins
  await gone.close()
})
afterAll(() => server?.close())

const made: Array<{ readonly dispose: () => Promise<void> }> = []
const caches: Array<PersistedReads> = []
afterEach(async () => {
  for (const cache of caches.splice(0)) cache.stop()
  for (const store of made.splice(0)) await store.dispose()
})

const { pickupStore, item } = fixtures()
const [otherStore, thirdStore] = seedStores().filter((s) => s.locationId !== pickupStore.locationId)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A shopper's store of reads at `origins`, shopping for pickup at `locationId`. */
const shopper = async (origins: RunningServer["origins"], locationId: string = pickupStore.locationId) => {
  const store = createAtlasStore(AllServices.pipe(Layer.provideMerge(shopperClient({ origins, timeoutMs: 2_000 }))))
  made.push(store)
  await store.runtime.runPromise(Effect.flatMap(RequestContext, (context) => context.set({ modality: { type: "PICKUP", locationId } })))
  return store
}

type Shopper = Awaited<ReturnType<typeof shopper>>

const persist = (
  store: Shopper,
  owner: string,
  table: KeyValueTable<PersistedRead>,
  options: { readonly maxEntries?: number; readonly maxBytes?: number } = {}
) => {
  const cache = persistReads(store.slots, { owner, table, saveDelayMs: 5, ...options })
  caches.push(cache)
  return cache
}

const freshTable = () => indexedDbTable<PersistedRead>("atlas-reads", new IDBFactory())

/** Reads a store's details as a component would (a reader holds the entry), and its outcome. */
const readStore = (store: Shopper, locationId: string) => {
  store.slots.acquire(StoresUseCases.getStoreDetails, [locationId])
  return store.slots.read(StoresUseCases.getStoreDetails, [locationId])
}
const readItem = (store: Shopper) => {
  store.slots.acquire(ItemsUseCases.lookupItem, [item.gtin13], item.gtin13)
  return store.slots.read(ItemsUseCases.lookupItem, [item.gtin13], { key: item.gtin13 })
}
const storeState = (store: Shopper, locationId: string) =>
  store.slots.getSnapshot(store.slots.entryId(StoresUseCases.getStoreDetails, [locationId]))
const itemState = (store: Shopper) => store.slots.getSnapshot(store.slots.entryId(ItemsUseCases.lookupItem, [item.gtin13], item.gtin13))
const nameIn = (state: SlotState<unknown, unknown>) =>
  state.status === "success" && typeof state.value === "object" && state.value !== null && "name" in state.value
    ? state.value.name
    : undefined

/** A shopper online reads the pickup store's details and an item; the cache saves both. */
const filled = async (table: KeyValueTable<PersistedRead>, owner = "profile:1") => {
  const online = await shopper(server.origins)
  const cache = persist(online, owner, table)
  expect((await readStore(online, pickupStore.locationId)).status).toBe("success")
  expect((await readItem(online)).status).toBe("success")
  await vi.waitFor(async () => expect((await table.entries()).length).toBe(2))
  cache.stop()
  return table.entries()
}

describe("persistReads", () => {
  it("saves reads encoded, by owner and context, and restores them when the upstream is unreachable, marked offline", async () => {
    const table = freshTable()
    const rows = await filled(table)
    expect(rows.map(([, row]) => [row.owner, row.context === "*" ? "*" : JSON.parse(row.context), row.id])).toEqual(
      expect.arrayContaining([
        ["profile:1", "*", expect.stringContaining("Stores.getStoreDetails#default#")],
        ["profile:1", { type: "PICKUP", locationId: pickupStore.locationId }, expect.stringContaining("Items.lookupItem#")]
      ])
    )
    const savedStore = rows.find(([, row]) => row.id.startsWith("Stores."))![1]

    const offline = await shopper(down)
    await persist(offline, "profile:1", table).restored
    expect(statusOf(offline.slots).get()).toEqual({ offline: false, asOf: undefined })
    const [storeRead, itemRead] = await Promise.all([readStore(offline, pickupStore.locationId), readItem(offline)])
    expect([storeRead.status, itemRead.status]).toEqual(["client-error", "client-error"])
    await vi.waitFor(() => expect(nameIn(storeState(offline, pickupStore.locationId))).toBe(pickupStore.name))
    expect(itemState(offline)).toMatchObject({ status: "success", value: { gtin13: item.gtin13 } })
    // Its revalidation fails unanswered too: the page says it is offline, as of the oldest value's fetch.
    await vi.waitFor(() => expect(statusOf(offline.slots).get().offline).toBe(true), { timeout: 5_000 })
    expect(statusOf(offline.slots).get().asOf).toBeLessThanOrEqual(savedStore.fetchedAt)
    expect(statusOf(offline.slots).get().asOf).toBe(Math.min(...rows.map(([, row]) => row.fetchedAt)))
  })

  it("restores nothing of another owner's, nor a context-dependent read under another modality", async () => {
    const table = freshTable()
    await filled(table, "profile:1")

    const stranger = await shopper(down)
    await persist(stranger, "profile:2", table).restored
    expect((await readStore(stranger, pickupStore.locationId)).status).toBe("client-error")
    await sleep(20)
    expect(storeState(stranger, pickupStore.locationId).status).toBe("client-error")

    const elsewhere = await shopper(down, otherStore!.locationId)
    await persist(elsewhere, "profile:1", table).restored
    expect((await readItem(elsewhere)).status).toBe("client-error")
    expect((await readStore(elsewhere, pickupStore.locationId)).status).toBe("client-error")
    // The store's details do not depend on the modality: restored; the item's price does: not.
    await vi.waitFor(() => expect(nameIn(storeState(elsewhere, pickupStore.locationId))).toBe(pickupStore.name))
    expect(itemState(elsewhere).status).toBe("client-error")
  })

  it("drops and deletes a read whose shape changed", async () => {
    const table = freshTable()
    const rows = await filled(table)
    const [key, row] = rows.find(([, r]) => r.id.startsWith("Stores."))!
    await table.put(key, { ...row, value: { locationId: 42, shape: "of another version" } })

    const offline = await shopper(down)
    await persist(offline, "profile:1", table).restored
    expect((await readStore(offline, pickupStore.locationId)).status).toBe("client-error")
    await vi.waitFor(async () => expect(await table.get(key)).toBeUndefined())
    expect(storeState(offline, pickupStore.locationId).status).toBe("client-error")
  })

  it("drops reads older than maxAgeMs, and the oldest beyond maxEntries and maxBytes", async () => {
    const table = freshTable()
    const rows = await filled(table)
    const [oldKey, oldRow] = rows.find(([, r]) => r.id.startsWith("Stores."))!
    await table.put(oldKey, { ...oldRow, fetchedAt: Date.now() - 8 * 24 * 60 * 60_000 })
    const offline = await shopper(down)
    await persist(offline, "profile:1", table).restored
    expect(await table.get(oldKey)).toBeUndefined()
    expect((await readStore(offline, pickupStore.locationId)).status).toBe("client-error")
    await sleep(20)
    expect(storeState(offline, pickupStore.locationId).status).toBe("client-error")

    const bounded = freshTable()
    const online = await shopper(server.origins)
    const cache = persist(online, "profile:1", bounded, { maxEntries: 2 })
    for (const store of [pickupStore, otherStore!, thirdStore!]) {
      await readStore(online, store.locationId)
      await cache.flush()
      await sleep(2)
    }
    const kept = await bounded.entries()
    expect(kept.map(([, row]) => row.id).sort()).toEqual(
      [otherStore!, thirdStore!].map((s) => online.slots.entryId(StoresUseCases.getStoreDetails, [s.locationId])).sort()
    )

    const small = freshTable()
    const sized = persist(online, "profile:1", small, { maxBytes: kept[0]![1].bytes + kept[1]![1].bytes - 1 })
    await sized.restored
    await sized.flush()
    const fit = await small.entries()
    expect(fit.length).toBe(1)
    expect(fit[0]![1].fetchedAt).toBe(Math.max(...kept.map(([, row]) => row.fetchedAt)))
  })

  it("never overrides fresher data: a server's snapshot or a fetch wins over the persisted value", async () => {
    const table = freshTable()
    const rows = await filled(table)
    const [key, row] = rows.find(([, r]) => r.id.startsWith("Stores."))!
    const encoded = row.value as Record<string, unknown>
    await table.put(key, { ...row, value: { ...encoded, name: "Persisted name" } })

    const server1 = await shopper(server.origins)
    await server1.prefetch(StoresUseCases.getStoreDetails, pickupStore.locationId)
    const snapshot = dehydrate(server1)
    const hydrated = await shopper(down)
    hydrated.slots.hydrate(snapshot)
    await persist(hydrated, "profile:1", table).restored
    expect(nameIn(await readStore(hydrated, pickupStore.locationId))).toBe(pickupStore.name)
    await sleep(20)
    expect(nameIn(storeState(hydrated, pickupStore.locationId))).toBe(pickupStore.name)
    expect(statusOf(hydrated.slots).get().offline).toBe(false)

    const online = await shopper(server.origins)
    await persist(online, "profile:1", table).restored
    const names: Array<unknown> = []
    const id = online.slots.entryId(StoresUseCases.getStoreDetails, [pickupStore.locationId])
    online.slots.subscribe(id, () => names.push(nameIn(online.slots.getSnapshot(id))))
    expect(nameIn(await readStore(online, pickupStore.locationId))).toBe(pickupStore.name)
    await sleep(20)
    expect(names).not.toContain("Persisted name")
    // The fetched value is saved over the persisted one.
    await vi.waitFor(async () => expect(nameIn({ status: "success", value: (await table.get(key))?.value })).toBe(pickupStore.name))
  })

  it("a cache started after the store fetched (another owner's cache, a snapshot seeded first) saves what it holds", async () => {
    const table = freshTable()
    const online = await shopper(server.origins)
    await readStore(online, pickupStore.locationId)
    persist(online, "profile:1", table)
    await vi.waitFor(async () =>
      expect((await table.entries()).map(([, row]) => row.id)).toEqual([
        online.slots.entryId(StoresUseCases.getStoreDetails, [pickupStore.locationId])
      ])
    )
  })

  it("clearPersistedReads deletes everything; what the store held before is not saved again, what it fetches after is", async () => {
    const table = freshTable()
    const online = await shopper(server.origins)
    const cache = persist(online, "profile:1", table)
    await readStore(online, pickupStore.locationId)
    await cache.flush()
    expect((await table.entries()).length).toBe(1)
    await clearPersistedReads({ table })
    expect(await table.entries()).toEqual([])
    // Signed out: the next owner's cache does not save the previous shopper's values either.
    const guest = persist(online, "guest", table)
    await guest.restored
    await guest.flush()
    expect(await table.entries()).toEqual([])
    guest.stop()
    await readItem(online)
    await sleep(2)
    await cache.flush()
    expect((await table.entries()).map(([, row]) => row.id)).toEqual([
      online.slots.entryId(ItemsUseCases.lookupItem, [item.gtin13], item.gtin13)
    ])
  })

  it("keeps what an offline shopper needs: the shop's results, the cart, the lists and the coupons round-trip their schemas", async () => {
    const reads = [
      [SearchUseCases.searchProducts, [{ query: "bananas" }]],
      [ShoppingListsUseCases.getShoppingLists, []],
      [CouponsUseCases.getCoupons, [{}]]
    ] as const
    for (const [useCase] of [...reads, [CartsUseCases.getCart], [CartsUseCases.getCartSavings]] as const)
      expect(useCase.success, useCase.name).toBeDefined()
    const table = freshTable()
    const online = await shopper(server.origins)
    const cache = persist(online, "profile:1", table)
    const values: Array<unknown> = []
    for (const [useCase, args] of reads) {
      online.slots.acquire(useCase, args)
      const read = await online.slots.read(useCase, args)
      expect(read.status, useCase.name).toBe("success")
      values.push(read.status === "success" ? read.value : undefined)
    }
    await cache.flush()
    expect((await table.entries()).length).toBe(3)

    const offline = await shopper(down)
    await persist(offline, "profile:1", table).restored
    for (const [useCase, args] of reads) {
      offline.slots.acquire(useCase, args)
      expect((await offline.slots.read(useCase, args)).status).toBe("client-error")
    }
    for (const [i, [useCase, args]] of reads.entries())
      await vi.waitFor(() =>
        expect(offline.slots.getSnapshot(offline.slots.entryId(useCase, args))).toMatchObject({ status: "success", value: values[i] })
      )
  })
})
