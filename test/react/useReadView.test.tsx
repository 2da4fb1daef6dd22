// @vitest-environment happy-dom
// useReadView's `placeholder: "previous"` and `select`, and the structural sharing of revalidated
// values, in components over the reference upstream (in memory): search as you type never shows a
// loading state once a result is shown; a selected reader renders only when its part changes; a
// value fetched again equal to the one shown is the one shown. `useRead` does none of these.
import { act, cleanup, fireEvent, render, renderHook, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { ProductSearch, Stores } from "atlas-client"
import {
  defineUseCase,
  SearchUseCases,
  setEntry,
  type SlotStore,
  StoresUseCases,
  useRead,
  useReadView,
  useSlotStore
} from "atlas-client/react"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  cleanup()
  await disposeAll()
})

/** A search box: what it shows on each render is recorded in `seen`. */
const searchBox = (options: { readonly placeholder?: "previous" }) => {
  const seen: Array<string> = []
  function SearchBox() {
    const [term, setTerm] = useState("")
    const { state } = useReadView(SearchUseCases.searchProducts, term === "" ? undefined : [{ term }], options)
    const shown =
      state.status === "success"
        ? `${state.value.page.total} products${state.placeholder === true ? " (previous)" : ""}`
        : state.status === "request"
          ? "Loading…"
          : state.status
    seen.push(shown)
    return (
      <>
        <input aria-label="search" value={term} onChange={(e) => setTerm(e.target.value)} />
        <output>{shown}</output>
      </>
    )
  }
  return { SearchBox, seen }
}

const totalOf = async (rt: ReturnType<typeof runtime>, term: string) =>
  (await rt.runPromise(Effect.flatMap(ProductSearch, (s) => s.searchProducts({ term })))).page.total

/** Types "b", waits for its result, then "a" and "n" at once. */
const typeBan = async (view: ReturnType<typeof render>) => {
  const input = view.getByLabelText("search")
  fireEvent.change(input, { target: { value: "b" } })
  await waitFor(() => expect(view.container.querySelector("output")?.textContent).toMatch(/^\d+ products$/))
  const first = view.container.querySelector("output")?.textContent
  fireEvent.change(input, { target: { value: "ba" } })
  fireEvent.change(input, { target: { value: "ban" } })
  return first
}

describe('placeholder: "previous"', () => {
  it("typing three letters (StrictMode): never a loading state after the first result, the previous result meanwhile, the third search's at the end", async () => {
    const rt = runtime()
    const [b, ban] = [await totalOf(rt, "b"), await totalOf(rt, "ban")]
    expect(b).not.toBe(ban)
    const { SearchBox, seen } = searchBox({ placeholder: "previous" })
    const view = render(<SearchBox />, { wrapper: runtimeWrapper(rt), reactStrictMode: true })
    expect(await typeBan(view)).toBe(`${b} products`)
    await waitFor(() => expect(view.container.querySelector("output")?.textContent).toBe(`${ban} products`))
    const afterFirst = seen.slice(seen.indexOf(`${b} products`))
    expect(afterFirst.filter((shown) => !shown.endsWith("products") && !shown.endsWith("(previous)"))).toEqual([])
    expect(afterFirst).toContain(`${b} products (previous)`)
    expect(seen.at(-1)).toBe(`${ban} products`)
  })

  it("without it, the same typing shows a loading state between results", async () => {
    const rt = runtime()
    const ban = await totalOf(rt, "ban")
    const { SearchBox, seen } = searchBox({})
    const view = render(<SearchBox />, { wrapper: runtimeWrapper(rt) })
    const first = await typeBan(view)
    await waitFor(() => expect(view.container.querySelector("output")?.textContent).toBe(`${ban} products`))
    expect(seen.slice(seen.indexOf(first!))).toContain("Loading…")
  })

  it("a failure of the new read shows as the failure, not behind the previous value", async () => {
    const pickup: string = fixtures().pickupStore.locationId
    const { result, rerender } = renderHook(
      ({ id }: { readonly id: string }) => useReadView(StoresUseCases.getStoreDetails, [id], { placeholder: "previous" }),
      {
        wrapper: runtimeWrapper(runtime()),
        initialProps: { id: pickup }
      }
    )
    await waitFor(() => expect(result.current.state.status).toBe("success"))
    rerender({ id: "99999999" })
    expect(result.current.state).toMatchObject({ status: "success", placeholder: true, fetching: true })
    expect(result.current.fetching).toBe(true)
    await waitFor(() => expect(result.current.state.status).toBe("response-error"))
    rerender({ id: pickup })
    expect(result.current.state).toMatchObject({ status: "success", value: { locationId: pickup } })
    expect(result.current.state.status === "success" && result.current.state.placeholder).toBeFalsy()
  })
})

describe("select", () => {
  it("a selected reader does not render again on a change of another field, and does when its part changes", async () => {
    const storeId = fixtures().pickupStore.locationId
    let renders = 0
    let store: SlotStore | undefined
    function StoreName() {
      store = useSlotStore()
      const { state } = useReadView(StoresUseCases.getStoreDetails, [storeId], { select: (s) => ({ name: s.name }) })
      renders += 1
      return <p>{state.status === "success" ? state.value.name : state.status}</p>
    }
    const rt = runtime()
    const view = render(<StoreName />, { wrapper: runtimeWrapper(rt) })
    const original = await rt.runPromise(Effect.flatMap(Stores, (s) => s.getStoreDetails(storeId)))
    await waitFor(() => expect(view.container.textContent).toBe(original.name))
    const settled = renders
    act(() => store!.update([setEntry(StoresUseCases.getStoreDetails, [storeId], { ...original, phone: "555-0100" })]))
    act(() => store!.invalidate([StoresUseCases.getStoreDetails]))
    await waitFor(() => expect(upstream.calls("Stores.getStoreDetails").length).toBe(3))
    await act(() => Effect.runPromise(Effect.sleep("20 millis")))
    expect(renders).toBe(settled)
    act(() => store!.update([setEntry(StoresUseCases.getStoreDetails, [storeId], { ...original, name: "Renamed" })]))
    expect(view.container.textContent).toBe("Renamed")
    expect(renders).toBe(settled + 1)
  })
})

describe("structural sharing", () => {
  it("a refetch answering an equal value keeps the held object; a changed one keeps its unchanged sub-trees", async () => {
    let profile = { name: "Ada", address: { city: "Cincinnati", lines: ["1 Vine St"] }, orders: [{ id: "o1" }, { id: "o2" }] }
    const read = defineUseCase({ name: "Test.profile", mode: "read", run: () => Effect.sync(() => structuredClone(profile)) })
    const { result } = renderHook(() => useReadView(read, []), { wrapper: runtimeWrapper(runtime()) })
    await waitFor(() => expect(result.current.state.status).toBe("success"))
    const valueOf = () => (result.current.state.status === "success" ? result.current.state.value : undefined)
    const held = valueOf()!
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.fetching).toBe(false))
    expect(valueOf()).toBe(held)
    profile = { ...profile, address: { ...profile.address, city: "Dayton" } }
    act(() => result.current.refetch())
    await waitFor(() => expect(valueOf()?.address.city).toBe("Dayton"))
    const next = valueOf()!
    expect(next).toEqual(profile)
    expect(next).not.toBe(held)
    expect(next.orders).toBe(held.orders)
    expect(next.address.lines).toBe(held.address.lines)
  })

  it("without select, a revalidation shows fetching, then the same object", async () => {
    const read = defineUseCase({
      name: "Test.slow",
      mode: "read",
      run: () => Effect.map(Effect.sleep("30 millis"), () => ({ name: "Ada", tags: ["a"] }))
    })
    const { result } = renderHook(() => useReadView(read, []), { wrapper: runtimeWrapper(runtime()) })
    await waitFor(() => expect(result.current.state.status).toBe("success"))
    const held = result.current.state.status === "success" ? result.current.state.value : undefined
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "success", fetching: true }))
    expect(result.current.state.status === "success" && result.current.state.value).toBe(held)
    await waitFor(() => expect(result.current.fetching).toBe(false))
    expect(result.current.state.status === "success" && result.current.state.value).toBe(held)
  })

  it("useRead shows the value as fetched: a refetch answering an equal value is a new object", async () => {
    const read = defineUseCase({ name: "Test.plain", mode: "read", run: () => Effect.sync(() => ({ name: "Ada" })) })
    const { result } = renderHook(() => useRead(read, []), { wrapper: runtimeWrapper(runtime()) })
    await waitFor(() => expect(result.current.state.status).toBe("success"))
    const held = result.current.state.status === "success" ? result.current.state.value : undefined
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.state.status === "success" && result.current.state.value).not.toBe(held))
    expect(result.current.state).toMatchObject({ status: "success", value: { name: "Ada" } })
  })

  it("over the reference upstream: a store's details fetched again are the same object", async () => {
    const storeId = fixtures().pickupStore.locationId
    const { result } = renderHook(() => useReadView(StoresUseCases.getStoreDetails, [storeId]), { wrapper: runtimeWrapper(runtime()) })
    await waitFor(() => expect(result.current.state.status).toBe("success"))
    const held = result.current.state.status === "success" ? result.current.state.value : undefined
    act(() => result.current.refetch())
    await waitFor(() => expect(upstream.calls("Stores.getStoreDetails").length).toBe(2))
    await waitFor(() => expect(result.current.fetching).toBe(false))
    expect(result.current.state.status === "success" && result.current.state.value).toBe(held)
  })
})
