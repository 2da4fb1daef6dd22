// @vitest-environment happy-dom
// The store's lifecycle: a provider hidden by `<Activity>` and shown again serves reads again
// (StrictMode too); a suspended read at `gcTimeMs: 0` fetches once; the store's maps stay bounded
// over 20,000 distinct reads and snapshots; a server's store sets no timers; a snapshot's entries
// are keyed by its own modality; only read-mode action slots run again on a modality change.
import { act, cleanup, render, screen } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Schema from "effect/Schema"
import { Activity, StrictMode, Suspense } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { RequestContext } from "atlas-client"
import { AtlasProvider, defineUseCase, SlotStore, slotId, StoresUseCases, useRead } from "atlas-client/react"
import { createAtlasStore, dehydrate } from "atlas-client/react/server"
import { useSuspenseRead } from "atlas-client/react/suspense"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  vi.restoreAllMocks()
  cleanup()
  await disposeAll()
})

const details = () => upstream.calls("Stores.getStoreDetails").length
const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)))

function StoreName({ storeId }: { readonly storeId: string }) {
  const { state } = useRead(StoresUseCases.getStoreDetails, [storeId])
  return <p>{state.status === "success" ? state.value.name : state.status}</p>
}

describe("the provider under <Activity>", () => {
  for (const strict of [false, true]) {
    it(`hidden, then shown again, it serves its reads and fetches new ones${strict ? " (StrictMode)" : ""}`, async () => {
      const { pickupStore } = fixtures()
      const rt = runtime()
      const app = (mode: "visible" | "hidden", storeId: string) => (
        <Activity mode={mode}>
          <AtlasProvider runtime={rt}>
            <StoreName storeId={storeId} />
          </AtlasProvider>
        </Activity>
      )
      const { rerender } = render(
        strict ? <StrictMode>{app("visible", pickupStore.locationId)}</StrictMode> : app("visible", pickupStore.locationId)
      )
      await screen.findByText(pickupStore.name)
      const wrap = (node: React.ReactNode) => (strict ? <StrictMode>{node}</StrictMode> : node)
      rerender(wrap(app("hidden", pickupStore.locationId)))
      // Longer than the tick after which a provider's cleanup disposes its store.
      await pause(30)
      rerender(wrap(app("visible", pickupStore.locationId)))
      // The old store's value is shown at once, from the store that took it over.
      expect(screen.getByText(pickupStore.name)).toBeTruthy()
      // A read it never made is fetched (an unknown store: the upstream's answer shows).
      rerender(wrap(app("visible", "00000000")))
      await screen.findByText("response-error")
      expect(details()).toBe(2)
    })
  }

  it("from a layer: shown again, it builds the layer again and reads through it", async () => {
    const { pickupStore } = fixtures()
    const rt = runtime()
    const layer = Layer.effectContext(rt.runtimeEffect.pipe(Effect.map((r) => r.context)))
    const app = (mode: "visible" | "hidden", storeId: string) => (
      <Activity mode={mode}>
        <AtlasProvider layer={layer}>
          <StoreName storeId={storeId} />
        </AtlasProvider>
      </Activity>
    )
    const { rerender } = render(app("visible", pickupStore.locationId))
    await screen.findByText(pickupStore.name)
    rerender(app("hidden", pickupStore.locationId))
    await pause(30)
    rerender(app("visible", "00000000"))
    await screen.findByText("response-error")
  })
})

describe("Suspense's minimum cache time", () => {
  function SuspendedName({ storeId }: { readonly storeId: string }) {
    const { value } = useSuspenseRead(StoresUseCases.getStoreDetails, [storeId])
    return <h1>{value.name}</h1>
  }

  it("at gcTimeMs 0 and a stale time of 0, a suspended read fetches once and shows its value", async () => {
    const { pickupStore } = fixtures()
    render(
      <AtlasProvider runtime={runtime()} gcTimeMs={0} staleTimes={{ Stores: 0 }}>
        <Suspense fallback={<p>loading</p>}>
          <SuspendedName storeId={pickupStore.locationId} />
        </Suspense>
      </AtlasProvider>
    )
    await screen.findByRole("heading", { name: pickupStore.name })
    await pause(100)
    expect(details()).toBe(1)
  })
})

const echo = defineUseCase({ name: "Test.echo", mode: "read", run: (n: number) => Effect.succeed(n) })
const plainRuntime = () => ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>

describe("bounded maps", () => {
  it("after 20,000 distinct reads nobody reads any more, at the default gcTime, at most 1,000 entries are kept", async () => {
    const store = new SlotStore(plainRuntime())
    for (let i = 0; i < 20_000; i++) {
      const id = store.acquire(echo, [i])
      await store.read(echo, [i])
      store.release(id)
      if (i % 1000 === 0) await Promise.resolve()
    }
    await new Promise((r) => setTimeout(r, 0))
    expect(store.stats()).toMatchObject({ started: 20_000, live: 0, listeners: 0, slots: 1_000 })
    // The newest are the ones kept.
    expect(store.getSnapshot(store.entryId(echo, [19_999]))).toEqual({ status: "success", value: 19_999 })
    expect(store.getSnapshot(store.entryId(echo, [0]))).toEqual({ status: "idle" })
    store.dispose()
  })

  it("20,000 distinct snapshot entries never read keep at most 1,000 seeds; the newest win", () => {
    const store = new SlotStore(plainRuntime())
    const seeded = defineUseCase({ name: "Test.seeded", mode: "read", success: Schema.Number, run: (n: number) => Effect.succeed(n) })
    for (let i = 0; i < 20; i++)
      store.hydrate({
        entries: Array.from({ length: 1_000 }, (_, j) => ({ id: store.entryId(seeded, [i * 1000 + j]), value: -1, updatedAt: Date.now() }))
      })
    expect(store.stats().seeds).toBe(1_000)
    expect(store.getSnapshot(store.entryId(seeded, [19_999]))).toEqual({ status: "success", value: -1 })
    expect(store.getSnapshot(store.entryId(seeded, [0]))).toEqual({ status: "idle" })
    store.dispose()
  })
})

describe("server stores", () => {
  it("createAtlasStore's store sets no collection timer: one never disposed holds nothing alive", async () => {
    const { pickupStore } = fixtures()
    const timeout = vi.spyOn(globalThis, "setTimeout")
    const store = createAtlasStore(Layer.effectContext(runtime().runtimeEffect.pipe(Effect.map((r) => r.context))))
    await store.prefetch(StoresUseCases.getStoreDetails, pickupStore.locationId)
    expect(dehydrate(store).entries).toHaveLength(1)
    // Request timeouts (10 s) come and go; a collection timer would be the 5-minute gcTime.
    expect(timeout.mock.calls.filter(([, ms]) => (ms ?? 0) >= 60_000)).toEqual([])
    await store.dispose()
  })
})

describe("modality", () => {
  const modality = (locationId: string) => ({ type: "PICKUP" as const, locationId })
  const contextOf = (locationId: string) => JSON.stringify(modality(locationId))

  it("a snapshot's entries are seeded under its own modality: a later one of another modality does not replace the first's", async () => {
    const rt = ManagedRuntime.make(RequestContext.withInitial({ modality: modality("A") }))
    let fetched = 0
    const price = defineUseCase({
      name: "Test.price",
      mode: "read",
      contextDependent: true,
      staleTimeMs: 60_000,
      success: Schema.String,
      run: (upc: string) => Effect.sync(() => `fetched ${upc} ${++fetched}`)
    })
    const store = new SlotStore(rt as ManagedRuntime.ManagedRuntime<never, unknown>)
    const id = store.entryId(price, ["u"])
    store.hydrate({ context: contextOf("A"), entries: [{ id, value: "A's price", updatedAt: Date.now() }] })
    store.hydrate({ context: contextOf("B"), entries: [{ id, value: "B's price", updatedAt: Date.now() }] })
    expect(await store.read(price, ["u"])).toEqual({ status: "success", value: "A's price" })
    // Watching the context starts with the first run.
    await store.read(echo, [1])
    await rt.runPromise(Effect.flatMap(RequestContext, (c) => c.set({ modality: modality("B") })))
    expect(store.getSnapshot(store.entryId(price, ["u"]))).toEqual({ status: "success", value: "B's price" })
    await rt.runPromise(Effect.flatMap(RequestContext, (c) => c.set({ modality: modality("C") })))
    expect(await store.read(price, ["u"])).toEqual({ status: "success", value: "fetched u 1" })
    store.dispose()
    await rt.dispose()
  })

  it("on a modality change, a context-dependent read's action slot runs again; a write's does not", async () => {
    const rt = ManagedRuntime.make(RequestContext.Default)
    const runs = { read: 0, write: 0 }
    const read = defineUseCase({ name: "Test.read", mode: "read", contextDependent: true, run: () => Effect.sync(() => ++runs.read) })
    const write = defineUseCase({
      name: "Test.write",
      mode: "mutation",
      contextDependent: true,
      run: () => Effect.sync(() => ++runs.write)
    })
    const store = new SlotStore(rt as ManagedRuntime.ManagedRuntime<never, unknown>)
    store.acquireSlot(read)
    store.acquireSlot(write)
    await store.act(read, [])
    await store.act(write, [])
    await rt.runPromise(Effect.flatMap(RequestContext, (c) => c.set({ modality: modality("B") })))
    await new Promise((r) => setTimeout(r, 10))
    expect(runs).toEqual({ read: 2, write: 1 })
    expect(store.getSnapshot(slotId(write.name))).toEqual({ status: "success", value: 1 })
    store.dispose()
    await rt.dispose()
  })
})
