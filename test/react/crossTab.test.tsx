// @vitest-environment happy-dom
// Cross-tab sync: two stores (two tabs) on one BroadcastChannel name (Node's channel carries
// messages between objects of one process). A write's success in one makes the entries it set and
// the reads it invalidated stale in the other (those on screen are fetched again), no others; the
// receiving tab tells nobody (no echo); a tab of another scope ignores it; `<CrossTabSync />` under
// a provider turns it on.
import { act, render, screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it } from "vitest"
import {
  AtlasProvider,
  type CrossTabMessage,
  CrossTabSync,
  defineUseCase,
  patchEntries,
  setEntry,
  SlotStore,
  syncTabs,
  useAction,
  useRead
} from "atlas-client/react"

const runtime = () => ManagedRuntime.make(Layer.empty) as ManagedRuntime.ManagedRuntime<never, unknown>
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A shelf's stock per product, and how many times each product's stock was read. */
const stock = new Map<string, number>()
const reads = new Map<string, number>()
const countOf = defineUseCase({
  name: "Shelf.count",
  mode: "read",
  staleTimeMs: 60_000,
  run: (product: string) =>
    Effect.sync(() => {
      reads.set(product, (reads.get(product) ?? 0) + 1)
      return stock.get(product) ?? 0
    })
})
const aisle = defineUseCase({ name: "Shelf.aisle", mode: "read", staleTimeMs: 60_000, run: (n: number) => Effect.succeed(`aisle ${n}`) })
const labels = defineUseCase({ name: "Labels.all", mode: "read", staleTimeMs: 60_000, run: () => Effect.succeed(["a"]) })
const restock = defineUseCase({
  name: "Shelf.restock",
  mode: "mutation",
  run: (product: string, n: number) => Effect.sync(() => stock.set(product, (stock.get(product) ?? 0) + n).get(product) ?? 0),
  updates: (count: number, [product]) => [setEntry(countOf, [product], count)],
  invalidates: [aisle]
})
const relabel = defineUseCase({
  name: "Labels.relabel",
  mode: "mutation",
  run: () => Effect.succeed("b"),
  updates: (label: string) => [patchEntries(labels, (all) => [...all, label])]
})

let channels = 0
const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  stock.clear()
  reads.clear()
})

/** Tabs on a channel of their own (tests do not hear each other): each tab's store, synced. */
const tabs = (scopes: ReadonlyArray<string | undefined>) => {
  const channel = `test-cross-tab-${++channels}`
  const stores = scopes.map((scope) => {
    const store = new SlotStore(runtime())
    stops.push(syncTabs(store, { channel, scope }), () => store.dispose())
    return store
  })
  // Every message sent on the channel, as a tab would hear it.
  const heard: Array<CrossTabMessage> = []
  const listener = new BroadcastChannel(channel)
  listener.onmessage = (event: MessageEvent<CrossTabMessage>) => heard.push(event.data)
  stops.push(() => listener.close())
  return { stores, heard }
}

/** Shows a read in a store and waits for its value. */
const shown = async (store: SlotStore, useCase: Parameters<SlotStore["read"]>[0], args: ReadonlyArray<unknown>) => {
  const id = store.acquire(useCase, args)
  await store.read(useCase, args)
  return id
}

describe("cross-tab sync between two stores", () => {
  it("a write in one tab makes the same entries stale in the other, which fetches those on screen again; others are left", async () => {
    const { stores, heard } = tabs([undefined, undefined])
    const [a, b] = stores as [SlotStore, SlotStore]
    stock.set("milk", 1)
    const milkInB = await shown(b, countOf, ["milk"])
    const breadInB = await shown(b, countOf, ["bread"])
    const aisleInB = await shown(b, aisle, [3])
    await shown(a, countOf, ["milk"])
    expect(reads.get("milk")).toBe(2)
    expect(b.getSnapshot(milkInB)).toEqual({ status: "success", value: 1 })

    const written = await a.act(restock, ["milk", 2])
    expect(written).toEqual({ status: "success", value: 3 })
    // Tab A set its own entry from the answer (no fetch); tab B fetches its entry again.
    await waitFor(() => expect(b.getSnapshot(milkInB)).toEqual({ status: "success", value: 3 }))
    expect(reads.get("milk")).toBe(3)
    expect(reads.get("bread")).toBe(1)
    expect(b.getSnapshot(breadInB)).toEqual({ status: "success", value: 0 })
    const infos = new Map(b.getAll().map((info) => [info.id, info]))
    expect(infos.get(breadInB)?.invalidated).toBe(false)
    // The aisle read the write invalidates was fetched again (and is fresh).
    expect(infos.get(aisleInB)?.invalidated).toBe(false)
    expect(b.getInvalidations().at(-1)?.entries).toEqual(expect.arrayContaining([milkInB, aisleInB]))
    expect(b.getInvalidations().at(-1)?.entries).not.toContain(breadInB)

    // One message, from A; B told nobody of what it heard.
    await wait(50)
    expect(heard).toEqual([
      { atlas: 1, scope: null, by: "Shelf.restock", entries: [b.getAll().find((i) => i.id === milkInB)?.id], targets: ["Shelf.aisle"] }
    ])
    expect(a.getInvalidations().some((i) => i.by === "invalidate()")).toBe(false)
  })

  it("a patch is told as its read's name: every entry of it in the other tab is fetched again", async () => {
    const { stores, heard } = tabs([undefined, undefined])
    const [a, b] = stores as [SlotStore, SlotStore]
    const labelsInB = await shown(b, labels, [])
    await a.act(relabel, [])
    await waitFor(() => expect(b.getInvalidations().at(-1)?.entries).toEqual([labelsInB]))
    expect(heard.map((m) => m.targets)).toEqual([["Labels.all"]])
  })

  it("a tab of another scope (another shopper) ignores the message; a tab of the same scope follows", async () => {
    const { stores } = tabs(["shopper-1", "shopper-2", "shopper-1"])
    const [a, other, same] = stores as [SlotStore, SlotStore, SlotStore]
    const inOther = await shown(other, countOf, ["milk"])
    const inSame = await shown(same, countOf, ["milk"])
    await a.act(restock, ["milk", 5])
    await waitFor(() => expect(same.getSnapshot(inSame)).toEqual({ status: "success", value: 5 }))
    await wait(50)
    expect(other.getSnapshot(inOther)).toEqual({ status: "success", value: 0 })
    expect(other.getInvalidations()).toEqual([])
  })

  it("a failed write tells nothing", async () => {
    const { stores, heard } = tabs([undefined, undefined])
    const failing = defineUseCase({ ...restock, name: "Shelf.restockFails", run: (_product: string, _n: number) => Effect.fail(0) })
    const [a] = stores as [SlotStore, SlotStore]
    expect((await a.act(failing, ["milk", 1])).status).not.toBe("success")
    await wait(50)
    expect(heard).toEqual([])
  })
})

const Stock = ({ product }: { readonly product: string }) => {
  const { state } = useRead(countOf, [product])
  return <p data-testid={`stock-${product}`}>{state.status === "success" ? state.value : state.status}</p>
}
const Restock = () => {
  const { run } = useAction(restock)
  return <button onClick={() => void run("milk", 4)}>Restock</button>
}

describe("<CrossTabSync /> under a provider", () => {
  it("a write in one synced tab shows in the other; a tab without it does not follow", async () => {
    const channel = `test-cross-tab-${++channels}`
    const tab = (synced: boolean) => (
      <AtlasProvider runtime={runtime()}>
        {synced && <CrossTabSync channel={channel} />}
        <Stock product="milk" />
        <Restock />
      </AtlasProvider>
    )
    const view = render(
      <>
        <section data-testid="writer">{tab(true)}</section>
        <section data-testid="synced">{tab(true)}</section>
        <section data-testid="alone">{tab(false)}</section>
      </>
    )
    await waitFor(() => expect(screen.getAllByText("0")).toHaveLength(3))
    const [writer] = screen.getAllByRole("button", { name: "Restock" })
    await act(async () => writer!.click())
    await waitFor(() => expect(view.getByTestId("synced").textContent).toBe("4Restock"))
    expect(view.getByTestId("writer").textContent).toBe("4Restock")
    await wait(50)
    expect(view.getByTestId("alone").textContent).toBe("0Restock")
    view.unmount()
  })

  it("a change of scope starts it again under the new one; taken out, it stops", async () => {
    const channel = `test-cross-tab-${++channels}`
    const other = new SlotStore(runtime())
    stops.push(syncTabs(other, { channel, scope: "shopper-2" }), () => other.dispose())
    const inOther = await shown(other, countOf, ["milk"])
    const tabRuntime = runtime()
    const Tab = ({ scope, synced = true }: { readonly scope: string; readonly synced?: boolean }) => (
      <AtlasProvider runtime={tabRuntime}>
        {synced && <CrossTabSync channel={channel} scope={scope} />}
        <Stock product="milk" />
        <Restock />
      </AtlasProvider>
    )
    const view = render(<Tab scope="shopper-1" />)
    await waitFor(() => expect(view.getByTestId("stock-milk").textContent).toBe("0"))
    await act(async () => view.getByRole("button", { name: "Restock" }).click())
    await waitFor(() => expect(view.getByTestId("stock-milk").textContent).toBe("4"))
    await wait(50)
    expect(other.getSnapshot(inOther)).toEqual({ status: "success", value: 0 })
    view.rerender(<Tab scope="shopper-2" />)
    await act(async () => view.getByRole("button", { name: "Restock" }).click())
    await waitFor(() => expect(other.getSnapshot(inOther)).toEqual({ status: "success", value: 8 }))
    expect(reads.get("milk")).toBe(3)
    // Synced, the tab follows the other's write; taken out, it does not.
    await other.act(restock, ["milk", 1])
    await waitFor(() => expect(view.getByTestId("stock-milk").textContent).toBe("9"))
    view.rerender(<Tab scope="shopper-2" synced={false} />)
    await other.act(restock, ["milk", 1])
    await wait(50)
    expect(view.getByTestId("stock-milk").textContent).toBe("9")
    expect(reads.get("milk")).toBe(4)
    view.unmount()
  })
})
