// @vitest-environment happy-dom
// The read cache against the reference upstream in memory: entries by arguments, actions apart
// from reads, A→B→A, freshness (focus, reconnect, interval), context-dependent entries across a
// modality change. Requests are counted from the upstream's log.
import { act, render, renderHook, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { RequestContext } from "atlas-client"
import {
  AtlasProvider,
  defineUseCase,
  ModalityUseCases,
  type SlotState,
  StoresUseCases,
  useAction,
  useAtlasRuntime,
  useRead
} from "atlas-client/react"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  await disposeAll()
})

const calls = (operation: string) => upstream.calls(operation).length
const storeIds = () => [
  fixtures().pickupStore.locationId,
  upstream.state.stores.find((s) => s.locationId !== fixtures().pickupStore.locationId)!.locationId
]
const nameOf = (state: SlotState<{ readonly locationId: string }, unknown>) =>
  state.status === "success" ? state.value.locationId : state.status

describe("reads keyed by arguments", () => {
  it("two readers with different arguments each show their own store; the same arguments share one request", async () => {
    const [a, b] = storeIds()
    const { result } = renderHook(
      () => ({
        a: useRead(StoresUseCases.getStoreDetails, [a!]),
        b: useRead(StoresUseCases.getStoreDetails, [b!]),
        again: useRead(StoresUseCases.getStoreDetails, [a!])
      }),
      { wrapper: runtimeWrapper(runtime()) }
    )
    await waitFor(() => expect(result.current.b.state.status).toBe("success"))
    await waitFor(() => expect(result.current.a.state.status).toBe("success"))
    expect(nameOf(result.current.a.state)).toBe(a)
    expect(nameOf(result.current.b.state)).toBe(b)
    expect(result.current.again.state).toBe(result.current.a.state)
    expect(calls("Stores.getStoreDetails")).toBe(2)
  })

  it("A→B→A: B never shows A's store; back at A its cached store shows at once, with no request", async () => {
    const [a, b] = storeIds()
    const seen: Array<string> = []
    const { result, rerender } = renderHook(
      ({ id }: { readonly id: string }) => {
        const read = useRead(StoresUseCases.getStoreDetails, [id])
        seen.push(`${id}:${nameOf(read.state)}`)
        return read
      },
      { wrapper: runtimeWrapper(runtime()), initialProps: { id: a! } }
    )
    await waitFor(() => expect(nameOf(result.current.state)).toBe(a))
    seen.length = 0
    rerender({ id: b! })
    await waitFor(() => expect(nameOf(result.current.state)).toBe(b))
    expect(seen.filter((s) => s === `${b}:${a}`)).toEqual([])
    seen.length = 0
    rerender({ id: a! })
    expect(seen[0]).toBe(`${a}:${a}`)
    expect(result.current.fetching).toBe(false)
    await new Promise((r) => setTimeout(r, 20))
    expect(calls("Stores.getStoreDetails")).toBe(2)
  })
})

describe("actions apart from reads", () => {
  it("an action of a read use case has its own slot: the read's results never show in it, nor its results in the read", async () => {
    const { zip } = fixtures()
    const { result } = renderHook(
      () => ({ widget: useRead(StoresUseCases.searchByZip, [zip]), form: useAction(StoresUseCases.searchByZip) }),
      { wrapper: runtimeWrapper(runtime()) }
    )
    await waitFor(() => expect(result.current.widget.state.status).toBe("success"))
    expect(result.current.form.state).toEqual({ status: "idle" })
    act(() => result.current.form.run("45040"))
    await waitFor(() => expect(result.current.form.state.status).toBe("success"))
    const widget = result.current.widget.state
    const form = result.current.form.state
    expect(widget.status === "success" && form.status === "success" && widget.value !== form.value).toBe(true)
    expect(calls("Stores.searchStores")).toBe(2)
  })

  it("actions of one use case with different keys keep apart (48 add-to-cart buttons); the same key is one slot", async () => {
    const { item, minimumTwo } = fixtures()
    const { result } = renderHook(
      () => ({
        one: useAction(StoresUseCases.getStoreDetails, { key: item.gtin13 }),
        other: useAction(StoresUseCases.getStoreDetails, { key: minimumTwo.gtin13 }),
        same: useAction(StoresUseCases.getStoreDetails, { key: item.gtin13 })
      }),
      { wrapper: runtimeWrapper(runtime()) }
    )
    act(() => result.current.one.run(storeIds()[0]!))
    await waitFor(() => expect(result.current.one.state.status).toBe("success"))
    expect(result.current.other.state).toEqual({ status: "idle" })
    expect(result.current.same.state).toBe(result.current.one.state)
  })

  it("a mutation goes on when its component unmounts", async () => {
    const write = defineUseCase({ name: "Test.write", mode: "mutation", run: (n: number) => Effect.as(Effect.sleep("30 millis"), n) })
    let ended: unknown
    function Form() {
      const save = useAction(write)
      return <button onClick={() => void save.runAsync(5).then((e) => (ended = e))}>save</button>
    }
    function Page() {
      const [open, setOpen] = useState(true)
      return (
        <>
          {open ? <Form /> : null}
          <button onClick={() => setOpen(false)}>close</button>
        </>
      )
    }
    const view = render(<Page />, { wrapper: runtimeWrapper(runtime()) })
    act(() => view.getByText("save").click())
    act(() => view.getByText("close").click())
    await waitFor(() => expect(ended).toEqual({ status: "success", value: 5 }))
  })
})

describe("freshness", () => {
  let reads = 0
  const live = defineUseCase({ name: "Test.live", mode: "read", run: () => Effect.sync(() => ++reads) })
  const reference = defineUseCase({ name: "Test.reference", mode: "read", staleTimeMs: 60_000, run: () => Effect.sync(() => ++reads) })
  const pinned = defineUseCase({
    name: "Test.pinned",
    mode: "read",
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    run: () => Effect.sync(() => ++reads)
  })
  const show = () => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    document.dispatchEvent(new Event("visibilitychange"))
  }

  it("stale reads on screen are fetched again when the page is shown again and when the browser is back online; fresh ones are not", async () => {
    const { result } = renderHook(() => ({ live: useRead(live, []), reference: useRead(reference, []), pinned: useRead(pinned, []) }), {
      wrapper: runtimeWrapper(runtime())
    })
    await waitFor(() => expect(reads).toBe(3))
    const first = result.current.live.state
    act(show)
    await waitFor(() => expect(result.current.live.state).not.toBe(first))
    expect(reads).toBe(4)
    act(() => {
      window.dispatchEvent(new Event("online"))
    })
    await waitFor(() => expect(reads).toBe(5))
    await new Promise((r) => setTimeout(r, 20))
    expect(reads).toBe(5)
  })

  it("the provider opts out of focus and reconnect refetches", async () => {
    reads = 0
    renderHook(() => useRead(live, []), { wrapper: runtimeWrapper(runtime(), { refetchOnWindowFocus: false, refetchOnReconnect: false }) })
    await waitFor(() => expect(reads).toBe(1))
    act(show)
    act(() => {
      window.dispatchEvent(new Event("online"))
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(reads).toBe(1)
  })

  it("refetchIntervalMs fetches again while shown, keeping the value (fetching); store data is fresh for 5 minutes", async () => {
    reads = 0
    const { result } = renderHook(
      () => ({ polled: useRead(live, [], { refetchIntervalMs: 30 }), store: useRead(StoresUseCases.getStoreDetails, [storeIds()[0]!]) }),
      { wrapper: runtimeWrapper(runtime()) }
    )
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(3), { timeout: 2000 })
    expect(result.current.polled.state.status).toBe("success")
    act(show)
    await new Promise((r) => setTimeout(r, 10))
    expect(calls("Stores.getStoreDetails")).toBe(1)
  })

  it("a component mounting later shows a cached value at once and revalidates it when stale (success, fetching)", async () => {
    reads = 0
    const slowLive = defineUseCase({ name: "Test.slowLive", mode: "read", run: () => Effect.as(Effect.sleep("10 millis"), ++reads) })
    const seen: Array<string> = []
    function Later() {
      const { state } = useRead(slowLive, [])
      seen.push(state.status === "success" ? `${state.value}${state.fetching === true ? " fetching" : ""}` : state.status)
      return null
    }
    function Page() {
      const [later, setLater] = useState(false)
      const { state } = useRead(slowLive, [])
      return (
        <>
          <button onClick={() => setLater(true)}>more</button>
          {state.status === "success" && later ? <Later /> : null}
        </>
      )
    }
    const view = render(<Page />, { wrapper: runtimeWrapper(runtime()) })
    await waitFor(() => expect(reads).toBe(1))
    act(() => view.getByText("more").click())
    await waitFor(() => expect(seen.at(-1)).toBe("2"))
    expect(seen).toContain("1 fetching")
    expect(seen).not.toContain("request")
  })
})

describe("context-dependent entries", () => {
  it("keyed by the active modality: the pickup LAF never shows under delivery; back at pickup its entry shows at once", async () => {
    const { pickupStore } = fixtures()
    const pickup = { type: "PICKUP" as const, locationId: pickupStore.locationId }
    const delivery = { type: "DELIVERY" as const, postalCode: "45202" }
    const seen: Array<string> = []
    const { result } = renderHook(
      () => {
        const laf = useRead(ModalityUseCases.getLaf, [])
        const s = laf.state
        seen.push(s.status === "success" ? s.value.modality.type : s.status)
        return { laf, runtime: useAtlasRuntime<RequestContext>() }
      },
      { wrapper: runtimeWrapper(runtime()) }
    )
    const set = (modality: typeof pickup | typeof delivery) =>
      act(() => result.current.runtime.runPromise(Effect.flatMap(RequestContext, (c) => c.set({ modality }))))
    await waitFor(() => expect(result.current.laf.state.status).toBe("response-error"))
    await set(pickup)
    await waitFor(() => expect(seen.at(-1)).toBe("PICKUP"))
    seen.length = 0
    await set(delivery)
    await waitFor(() => expect(seen.at(-1)).toBe("DELIVERY"))
    expect(seen).not.toContain("PICKUP")
    const lafCalls = calls("ModalityPreferences.getLaf")
    seen.length = 0
    await set(pickup)
    expect(seen.find((s) => s !== "DELIVERY")).toBe("PICKUP")
    expect(upstream.calls("ModalityPreferences.getLaf").at(-1)?.headers["x-modality"] ?? "").toContain("PICKUP")
    expect(calls("ModalityPreferences.getLaf")).toBeGreaterThanOrEqual(lafCalls)
  })
})

describe("the provider", () => {
  it("warns in development when its layer changes identity between renders", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const Layer = await import("effect/Layer")
    const { rerender } = render(<AtlasProvider layer={Layer.empty}>{null}</AtlasProvider>)
    rerender(<AtlasProvider layer={Layer.empty}>{null}</AtlasProvider>)
    expect(warn).not.toHaveBeenCalled()
    rerender(<AtlasProvider layer={Layer.succeedContext(await import("effect/Context").then((C) => C.empty()))}>{null}</AtlasProvider>)
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /<AtlasProvider layer> got one of another identity.*Build the layer \(or a ManagedRuntime\) once, outside render/
    )
    warn.mockRestore()
  })
})
