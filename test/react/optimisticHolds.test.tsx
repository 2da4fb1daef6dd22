// @vitest-environment happy-dom
// Optimistic values hold while their write is in flight, against the reference upstream in memory
// slowed by its chaos latency, sampling every value a reader renders: a refetch that started before
// the write never overwrites it; an earlier write's `updates` land under a later write's optimistic
// value; a failure goes back to what the server last said; a held entry is fetched once, after.
import { act, render, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it } from "vitest"
import type { Store } from "atlas-client"
import { defineUseCase, patchEntries, StoresUseCases, useAction, useRead } from "atlas-client/react"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  await disposeAll()
})

const details = StoresUseCases.getStoreDetails

const named = (name: string) => patchEntries(details, (store: Store) => ({ ...store, name }))
const detailReads = () => upstream.calls("Stores.getStoreDetails")

/** A write that answers after `ms`: with `fail`, a failure; else the store's details as `serverName` (its `updates`). */
const write = (label: string) =>
  defineUseCase({
    name: `Test.${label}`,
    mode: "mutation",
    run: (_locationId: string, ms: number, fail: boolean) =>
      Effect.sleep(ms).pipe(Effect.zipRight(fail ? Effect.fail(new Error(`${label} refused`)) : Effect.succeed(label))),
    updates: (value: string, [locationId]: readonly [string, number, boolean]) => [
      patchEntries(details, (store: Store) => (store.locationId === locationId ? { ...store, name: `server after ${value}` } : store))
    ]
  })
const first = write("first")
const second = write("second")

/** Renders a reader of the store's details (every name it renders is kept) and two write buttons. */
const renderReader = (locationId: string) => {
  const seen: Array<string> = []
  const handles: { refetch?: () => void; runFirst?: (ms: number, fail: boolean) => void; runSecond?: (ms: number, fail: boolean) => void } =
    {}
  function Reader() {
    const read = useRead(details, [locationId])
    if (read.state.status === "success") seen.push(read.state.value.name)
    handles.refetch = read.refetch
    const a = useAction(first, { optimistic: () => [named("optimistic first")] })
    const b = useAction(second, { optimistic: () => [named("optimistic second")] })
    handles.runFirst = (ms, fail) => a.run(locationId, ms, fail)
    handles.runSecond = (ms, fail) => b.run(locationId, ms, fail)
    return null
  }
  render(<Reader />, { wrapper: runtimeWrapper(runtime(), { staleTimes: { Stores: 0 } }) })
  return { seen, handles }
}

/** The names rendered, each run of equal names once. */
const runs = (seen: ReadonlyArray<string>) => seen.filter((name, i) => name !== seen[i - 1])

describe("optimistic values that hold", () => {
  it("a refetch in flight when the write starts never overwrites its value; its failure shows the server's", async () => {
    const { pickupStore } = fixtures()
    const { seen, handles } = renderReader(pickupStore.locationId)
    await waitFor(() => expect(seen).toContain(pickupStore.name))
    upstream.chaos.set({ slow: 1, latencyMs: 200 })
    act(() => handles.refetch?.())
    await act(() => new Promise((r) => setTimeout(r, 20)))
    act(() => handles.runFirst?.(400, true))
    // The refetch answered (200 ms) while the write was in flight (400 ms): not shown.
    await act(() => new Promise((r) => setTimeout(r, 300)))
    expect(seen.at(-1)).toBe("optimistic first")
    await waitFor(() => expect(seen.at(-1)).toBe(pickupStore.name))
    upstream.chaos.reset()
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(runs(seen)).toStrictEqual([pickupStore.name, "optimistic first", pickupStore.name])
  })

  it("an earlier write's updates land under a later write's optimistic value; the later failure shows them", async () => {
    const { pickupStore } = fixtures()
    const { seen, handles } = renderReader(pickupStore.locationId)
    await waitFor(() => expect(seen).toContain(pickupStore.name))
    act(() => handles.runFirst?.(100, false))
    act(() => handles.runSecond?.(300, true))
    // The first answered (its updates name the store "server after first"): the second's value stays shown.
    await act(() => new Promise((r) => setTimeout(r, 200)))
    expect(seen.at(-1)).toBe("optimistic second")
    await waitFor(() => expect(seen.at(-1)).not.toBe("optimistic second"))
    await act(() => new Promise((r) => setTimeout(r, 50)))
    // Back to what the server last said (the first write's updates), then the refetch's value.
    expect(runs(seen).slice(0, 4)).toStrictEqual([pickupStore.name, "optimistic first", "optimistic second", "server after first"])
  })

  it("an entry a write holds is not fetched until the write ends, then once", async () => {
    const { pickupStore } = fixtures()
    const { seen, handles } = renderReader(pickupStore.locationId)
    await waitFor(() => expect(seen).toContain(pickupStore.name))
    const before = detailReads().length
    act(() => handles.runFirst?.(300, true))
    // Focus, a refetch, a poll: nothing is sent while the write holds the entry.
    act(() => handles.refetch?.())
    act(() => {
      window.dispatchEvent(new Event("focus"))
      document.dispatchEvent(new Event("visibilitychange"))
    })
    await act(() => new Promise((r) => setTimeout(r, 150)))
    expect(detailReads().length).toBe(before)
    await waitFor(() => expect(detailReads().length).toBe(before + 1))
    await act(() => new Promise((r) => setTimeout(r, 100)))
    expect(detailReads().length).toBe(before + 1)
    expect(seen.at(-1)).toBe(pickupStore.name)
  })
})
