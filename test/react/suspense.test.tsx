// @vitest-environment happy-dom
// Suspense and the error boundary in happy-dom against the reference upstream in memory:
// `useSuspenseRead` suspends until its entry holds a value, sends its typed error to
// `AtlasErrorBoundary`, whose reset fetches again; `useRead`'s `throwOnError` does the same.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import { Suspense } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { defineUseCase, failureState, ItemsUseCases, StoresUseCases, useRead } from "atlas-client/react"
import { AtlasErrorBoundary, useSuspenseRead } from "atlas-client/react/suspense"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntime, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const runtimes: Array<{ readonly dispose: () => Promise<void> }> = []
const runtime = () => {
  const made = referenceRuntime(upstream)
  runtimes.push(made)
  return made
}
// React reports what a boundary caught with console.error: expected here.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(async () => {
  vi.restoreAllMocks()
  cleanup()
  for (const made of runtimes.splice(0)) await made.dispose()
  upstream.reset()
})

const calls = (operation: string) => upstream.calls(operation).length

function StoreName({ storeId }: { readonly storeId: string }) {
  const { value } = useSuspenseRead(StoresUseCases.getStoreDetails, [storeId])
  return <h1>{value.name}</h1>
}

function ItemName({ gtin13 }: { readonly gtin13: string }) {
  const { value } = useSuspenseRead(ItemsUseCases.lookupItem, [gtin13], { key: gtin13 })
  return <p>{value.description}</p>
}

/** An app's own read: fails with a typed error on its first run, answers after. */
class Flaky extends Data.TaggedError("Flaky")<{ readonly attempt: number }> {}
const flakyRead = () => {
  let attempts = 0
  return defineUseCase({
    name: "Test.flaky",
    mode: "read",
    staleTimeMs: 60_000,
    run: () =>
      Effect.suspend(() => (++attempts === 1 ? Effect.fail(new Flaky({ attempt: attempts })) : Effect.succeed(`answer ${attempts}`)))
  })
}

describe("useSuspenseRead", () => {
  it("suspends until the entry holds a value, with one request each; a value just fetched is not fetched again on mount", async () => {
    const { pickupStore, item } = fixtures()
    render(
      <Suspense fallback={<p>loading</p>}>
        <StoreName storeId={pickupStore.locationId} />
        <ItemName gtin13={item.gtin13} />
      </Suspense>,
      { wrapper: runtimeWrapper(runtime()) }
    )
    expect(screen.getByText("loading")).toBeTruthy()
    await screen.findByText(pickupStore.name)
    await screen.findByText(item.description)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(calls("Stores.getStoreDetails")).toBe(1)
    // Items are stale at once (0 s), yet the value the suspension waited for is not fetched again as it mounts.
    expect(calls("Items.getItems")).toBe(1)
  })

  it("a failure goes to the boundary with its typed error; reset fetches it again and shows the value", async () => {
    const read = flakyRead()
    const seen: Array<string> = []
    function Answer() {
      const { value } = useSuspenseRead(read, [])
      return <p>{value}</p>
    }
    render(
      <AtlasErrorBoundary<Flaky>
        fallback={({ error, reset }) => {
          seen.push(error._tag === "Flaky" ? `Flaky ${error.attempt}` : error._tag)
          return <button onClick={reset}>retry</button>
        }}
      >
        <Suspense fallback={<p>loading</p>}>
          <Answer />
        </Suspense>
      </AtlasErrorBoundary>,
      { wrapper: runtimeWrapper(runtime()) }
    )
    fireEvent.click(await screen.findByText("retry"))
    await screen.findByText("answer 2")
    expect(seen.every((s) => s === "Flaky 1")).toBe(true)
    expect(seen.length).toBeGreaterThan(0)
  })
})

describe("useRead with throwOnError", () => {
  it("an upstream's answer goes to the boundary as its typed error; reset fetches again", async () => {
    const caught: Array<string> = []
    function Store() {
      const { state } = useRead(StoresUseCases.getStoreDetails, ["99999999"], { throwOnError: true })
      return <p>{state.status}</p>
    }
    render(
      <AtlasErrorBoundary
        fallback={({ error, reset }) => {
          caught.push(failureState(error).status)
          return <button onClick={reset}>retry</button>
        }}
      >
        <Store />
      </AtlasErrorBoundary>,
      { wrapper: runtimeWrapper(runtime()) }
    )
    fireEvent.click(await screen.findByText("retry"))
    await waitFor(() => expect(calls("Stores.getStoreDetails")).toBe(2))
    await screen.findByText("retry")
    expect(new Set(caught)).toStrictEqual(new Set(["response-error"]))
  })

  it("without it, the failure is the read's state", async () => {
    function Store() {
      const { state } = useRead(StoresUseCases.getStoreDetails, ["99999999"])
      return <p>{state.status}</p>
    }
    render(
      <AtlasErrorBoundary fallback={() => <p>caught</p>}>
        <Store />
      </AtlasErrorBoundary>,
      { wrapper: runtimeWrapper(runtime()) }
    )
    await screen.findByText("response-error")
    expect(screen.queryByText("caught")).toBeNull()
  })
})
