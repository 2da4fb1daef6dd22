// @vitest-environment happy-dom
import { act, render, renderHook, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { useEffect, useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { RequestContext } from "atlas-client"
import {
  defineUseCase,
  StoresUseCases,
  useAction,
  useAtlasRuntime,
  useRead,
  useRequestLog,
  useSlots,
  useSlotStore,
  useSpanLog
} from "atlas-client/react"
import { serveMswUpstream } from "../support/upstream.js"
import { storesLayer, storesLayerWith, wrapper } from "./support.js"

const { upstream, requests } = serveMswUpstream()
afterEach(() => upstream.chaos.reset())

const searches = () => requests.filter((r) => r.url.includes("/stores/v1/search"))
const details = () => requests.filter((r) => r.url.includes("/stores/v1/details"))

describe("useRead", () => {
  it("goes idle → request → success with the typed value", async () => {
    const seen: Array<string> = []
    const { result } = renderHook(
      () => {
        const r = useRead(StoresUseCases.getStoreDetails, ["01400316"])
        seen.push(r.state.status)
        return r
      },
      { wrapper: wrapper(storesLayer()) }
    )
    await waitFor(() => expect(result.current.state.status).toBe("success"))
    const state = result.current.state
    if (state.status === "success") expect(state.value.locationId).toBe("01400316")
    expect(seen[0]).toBe("idle")
    expect(seen).toContain("request")
    expect(details()).toHaveLength(1)
  })

  it("a 404 is response-error with the upstream error; a bad id is client-error with nothing sent", async () => {
    const { result } = renderHook(
      () => ({
        missing: useRead(StoresUseCases.getStoreDetails, ["99999999"], { key: "missing" }),
        bad: useRead(StoresUseCases.getStoreDetails, ["12"], { key: "bad" })
      }),
      { wrapper: wrapper(storesLayer()) }
    )
    await waitFor(() => expect(result.current.missing.state.status).toBe("response-error"))
    await waitFor(() => expect(result.current.bad.state.status).toBe("client-error"))
    const missing = result.current.missing.state
    if (missing.status === "response-error") expect(missing.error.message).toBe("Request failed with status code 404")
    const bad = result.current.bad.state
    if (bad.status === "client-error") expect(bad.error.message).toBe("Expecting store details request")
    expect(details()).toHaveLength(1)
  })

  it("a network failure is client-error 'Network Error'", async () => {
    upstream.chaos.set({ dropAfterCommit: 1 })
    const { result } = renderHook(() => useRead(StoresUseCases.getStoreFilters, []), { wrapper: wrapper(storesLayer()) })
    await waitFor(() => expect(result.current.state.status).toBe("client-error"), { timeout: 5000 })
    const state = result.current.state
    if (state.status === "client-error") expect(state.error.message).toBe("Network Error")
  })

  it("two components reading the same use case and key at once cause one request and share the slot", async () => {
    function Reader() {
      const { state } = useRead(StoresUseCases.searchByZip, ["45202"])
      return <p>{state.status === "success" ? `${state.value.stores.length} stores` : state.status}</p>
    }
    const view = render(
      <>
        <Reader />
        <Reader />
      </>,
      { wrapper: wrapper(storesLayer()) }
    )
    await waitFor(() => expect(view.getAllByText(/stores$/)).toHaveLength(2))
    expect(searches()).toHaveLength(1)
  })

  it("StrictMode double mounting sends one request and leaks no fiber", async () => {
    let store: ReturnType<typeof useSlotStore> | undefined
    let mounts = 0
    const { result, unmount } = renderHook(
      () => {
        store = useSlotStore()
        useEffect(() => {
          mounts += 1
        }, [])
        return useRead(StoresUseCases.searchByZip, ["45202"])
      },
      { wrapper: wrapper(storesLayer()), reactStrictMode: true }
    )
    await waitFor(() => expect(result.current.state.status).toBe("success"))
    expect(mounts).toBe(2)
    expect(searches()).toHaveLength(1)
    expect(store?.stats()).toMatchObject({ started: 1, live: 0, slots: 1 })
    unmount()
  })

  it("unmounting the last reader cancels: the fetch is aborted upstream and the slot shows cancelled", async () => {
    upstream.chaos.set({ stallHeaders: 1 })
    function Page() {
      const [show, setShow] = useState(true)
      const slots = useSlots()
      return (
        <>
          {show ? <Details /> : null}
          <button onClick={() => setShow(false)}>leave</button>
          <output>{slots.map((s) => `${s.name}:${s.state.status}`).join(",")}</output>
        </>
      )
    }
    function Details() {
      const { state } = useRead(StoresUseCases.getStoreDetails, ["01400316"])
      return <p>{state.status}</p>
    }
    const view = render(<Page />, { wrapper: wrapper(storesLayer()) })
    await waitFor(() => expect(upstream.log).toHaveLength(1))
    act(() => view.getByText("leave").click())
    await waitFor(() => expect(view.container.querySelector("output")?.textContent).toBe("Stores.getStoreDetails:cancelled"))
    await waitFor(() => expect(upstream.log[0]?.aborted).toBe(true))
  })

  it("an explicit cancel interrupts and shows cancelled; refetch runs again", async () => {
    upstream.chaos.set({ stallHeaders: 1 })
    const { result } = renderHook(() => useRead(StoresUseCases.getStoreFilters, []), { wrapper: wrapper(storesLayer()) })
    await waitFor(() => expect(upstream.log).toHaveLength(1))
    act(() => result.current.cancel())
    expect(result.current.state.status).toBe("cancelled")
    await waitFor(() => expect(upstream.log[0]?.aborted).toBe(true))
    upstream.chaos.reset()
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.state.status).toBe("success"))
  })

  it("context-dependent reads re-run when the active modality changes", async () => {
    let count = 0
    const contextual = defineUseCase({
      name: "Test.contextual",
      mode: "read",
      contextDependent: true,
      run: () => Effect.sync(() => ++count)
    })
    const { result } = renderHook(() => ({ read: useRead(contextual, []), runtime: useAtlasRuntime<RequestContext>() }), {
      wrapper: wrapper(storesLayer())
    })
    await waitFor(() => expect(result.current.read.state).toEqual({ status: "success", value: 1 }))
    await act(() =>
      result.current.runtime.runPromise(
        Effect.flatMap(RequestContext, (c) => c.set({ modality: { type: "PICKUP", locationId: "01400316" } }))
      )
    )
    await waitFor(() => expect(result.current.read.state).toEqual({ status: "success", value: 2 }))
    await act(() => result.current.runtime.runPromise(Effect.flatMap(RequestContext, (c) => c.update((v) => ({ ...v, abTest: "B" })))))
    expect(count).toBe(2)
  })
})

describe("useAction", () => {
  it("a mutation resets its slot, then sends; a never use case is not deduplicated", async () => {
    let sends = 0
    const mutation = defineUseCase({ name: "Test.mutate", mode: "mutation", run: (n: number) => Effect.sync(() => n * 2) })
    const toggle = defineUseCase({ name: "Test.toggle", mode: "never", run: () => Effect.sync(() => ++sends) })
    const seen: Array<string> = []
    const { result } = renderHook(
      () => {
        const store = useSlotStore()
        return { m: useAction(mutation), t: useAction(toggle), store }
      },
      { wrapper: wrapper(storesLayer()) }
    )
    result.current.store.subscribe("Test.mutate#default", () => seen.push(result.current.store.getSnapshot("Test.mutate#default").status))
    act(() => result.current.m.run(21))
    await waitFor(() => expect(result.current.m.state).toEqual({ status: "success", value: 42 }))
    expect(seen.slice(0, 2)).toEqual(["reset", "request"])
    act(() => {
      result.current.t.run()
      result.current.t.run()
    })
    await waitFor(() => expect(sends).toBe(2))
    act(() => result.current.m.reset())
    expect(result.current.m.state.status).toBe("reset")
  })

  it("runAsync resolves with how its own run ended; a replaced write resolves with its real outcome, the slot shows the newest", async () => {
    const save = defineUseCase({ name: "Test.save", mode: "mutation", run: (n: number) => Effect.as(Effect.sleep("20 millis"), n) })
    const { result } = renderHook(() => useAction(save), { wrapper: wrapper(storesLayer()) })
    let first: Promise<unknown> = Promise.resolve()
    let second: Promise<unknown> = Promise.resolve()
    act(() => {
      first = result.current.runAsync(1)
      second = result.current.runAsync(2)
    })
    await act(async () => {
      expect(await first).toEqual({ status: "success", value: 1 })
      expect(await second).toEqual({ status: "success", value: 2 })
    })
    expect(result.current.state).toEqual({ status: "success", value: 2 })
  })

  it("searchByZip with a bad zip is client-error InvalidZip and sends nothing", async () => {
    const { result } = renderHook(() => useAction(StoresUseCases.searchByZip), { wrapper: wrapper(storesLayer()) })
    act(() => result.current.run("4520"))
    await waitFor(() => expect(result.current.state.status).toBe("client-error"))
    const state = result.current.state
    if (state.status === "client-error") expect(state.error.message).toBe("Enter a valid 5-digit ZIP code")
    expect(requests).toHaveLength(0)
  })
})

describe("module import", () => {
  it("importing the adapter touches no window", async () => {
    const original = globalThis.window
    // @ts-expect-error: removed to prove that import has no window access
    delete globalThis.window
    try {
      const fresh = "../../src/react/index.js?no-window"
      const mod = (await import(/* @vite-ignore */ fresh)) as Record<string, unknown>
      expect(typeof mod.AtlasProvider).toBe("function")
    } finally {
      globalThis.window = original
    }
  })
})

describe("developer logs", () => {
  it("useRequestLog shows the last requests with secrets redacted; useSpanLog the use-case spans", async () => {
    const layer = storesLayerWith({ authorization: "Bearer canary-panel" })
    const { result } = renderHook(
      () => ({ read: useRead(StoresUseCases.getStoreFilters, []), requests: useRequestLog(), spans: useSpanLog() }),
      { wrapper: wrapper(layer) }
    )
    await waitFor(() => expect(result.current.read.state.status).toBe("success"))
    await waitFor(() => expect(result.current.requests).toHaveLength(1))
    const [entry] = result.current.requests
    expect(entry?.operation).toBe("Stores.getStoreFilters")
    expect(entry?.status).toBe(200)
    expect(entry?.headers["authorization"]).toBe("<redacted>")
    expect(entry?.headers["x-call-origin"]).toBe("Stores.getStoreFilters")
    await waitFor(() => expect(result.current.spans.map((s) => s.name)).toContain("Stores.getStoreFilters"))
    const span = result.current.spans.find((s) => s.name === "Stores.getStoreFilters")
    expect(span?.status).toBe("ok")
    expect(span?.attributes["http.response.status_code"]).toBe(200)
    expect(JSON.stringify(result.current)).not.toContain("canary-panel")
  })
})
