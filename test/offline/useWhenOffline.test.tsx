// @vitest-environment happy-dom
// `useWhenOffline`: an app's offline parts load a while after the first render, at once when a read
// fails without an answer or the browser says it is offline, and a failed import is tried again on
// a later failed read.
import { act, cleanup, render, screen } from "@testing-library/react"
import * as Layer from "effect/Layer"
import { afterEach, describe, expect, it } from "vitest"
import { AtlasProvider, StoresUseCases, useRead } from "atlas-client/react"
import { useWhenOffline } from "atlas-client/offline"
import { fixtures, makeReferenceUpstream, shopperClient, type UpstreamHandler } from "atlas-client/testing"
import { AllServices } from "../../src/services/AllServices.js"

const reference = makeReferenceUpstream()
/** The upstream as the browser reaches it: `reachable` false drops every connection. */
let reachable = true
const network: UpstreamHandler = {
  handle: (host, request) => (reachable ? reference.handle(host, request) : Promise.resolve(Response.error()))
}
afterEach(() => {
  cleanup()
  reachable = true
  Reflect.deleteProperty(navigator, "onLine")
})

const { pickupStore } = fixtures()

/** The offline parts as an app's module would be: counts its imports, fails while `failing`. */
const parts = () => {
  const seen = { imports: 0, failing: false }
  const load = () => {
    seen.imports++
    return seen.failing ? Promise.reject(new Error("chunk not reachable")) : Promise.resolve({ Notice: () => <p>offline parts</p> })
  }
  return { seen, load }
}

function Page({
  load,
  delayMs,
  read
}: {
  readonly load: () => Promise<{ readonly Notice: () => React.JSX.Element }>
  readonly delayMs: number
  readonly read: boolean
}) {
  const loaded = useWhenOffline(load, { delayMs, retryMs: 20 })
  const { state, refetch } = useRead(StoresUseCases.getStoreDetails, read ? [pickupStore.locationId] : undefined)
  return (
    <>
      <h1>{state.status}</h1>
      <button onClick={refetch}>Try again</button>
      {loaded === undefined ? null : <loaded.Notice />}
    </>
  )
}

const layer = AllServices.pipe(Layer.provideMerge(shopperClient({ upstream: network })))

const mount = (load: () => Promise<{ readonly Notice: () => React.JSX.Element }>, delayMs: number, read = false) =>
  render(
    <AtlasProvider layer={layer}>
      <Page load={load} delayMs={delayMs} read={read} />
    </AtlasProvider>
  )

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe("useWhenOffline", () => {
  it("loads the parts once, after the delay, when nothing needs them sooner", async () => {
    const { seen, load } = parts()
    mount(load, 1_000, true)
    await screen.findByRole("heading", { name: "success" })
    expect(screen.queryByText("offline parts")).toBeNull()
    expect(seen.imports).toBe(0)
    await screen.findByText("offline parts", {}, { timeout: 2_000 })
    await sleep(100)
    expect(seen.imports).toBe(1)
  })

  it("loads them at once when a read fails without an answer", async () => {
    const { seen, load } = parts()
    reachable = false
    mount(load, 60_000, true)
    await screen.findByText("offline parts", {}, { timeout: 10_000 })
    expect(screen.getByRole("heading").textContent).toBe("client-error")
    expect(seen.imports).toBe(1)
  })

  it("loads them at once when the browser says it is offline", async () => {
    const { seen, load } = parts()
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false })
    mount(load, 60_000)
    await screen.findByText("offline parts", {}, { timeout: 2_000 })
    expect(seen.imports).toBe(1)
  })

  it("tries a failed import again on a later failed read", async () => {
    const { seen, load } = parts()
    seen.failing = true
    reachable = false
    mount(load, 60_000, true)
    await screen.findByRole("heading", { name: "client-error" }, { timeout: 10_000 })
    await sleep(50)
    expect(seen.imports).toBe(1)
    expect(screen.queryByText("offline parts")).toBeNull()
    seen.failing = false
    await act(() => screen.getByRole("button", { name: "Try again" }).click())
    await screen.findByText("offline parts", {}, { timeout: 10_000 })
    expect(seen.imports).toBe(2)
  })
})
