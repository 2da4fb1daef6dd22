// @vitest-environment happy-dom
// `<PersistReads>` under the provider and `useOfflineStatus`: a page seen online is shown again after
// a "reload" (a new provider over the same IndexedDB) while the upstream refuses every connection,
// with "Offline, as of"; another shopper sees none of it; back online the notice goes.
import { act, cleanup, render, screen, waitFor } from "@testing-library/react"
import * as Layer from "effect/Layer"
import { IDBFactory } from "fake-indexeddb"
import { afterEach, describe, expect, it } from "vitest"
import { AtlasProvider, StoresUseCases, useRead } from "atlas-client/react"
import { indexedDbTable, type KeyValueTable, type PersistedRead, PersistReads, useOfflineStatus } from "atlas-client/offline"
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
})

const { pickupStore } = fixtures()

function StorePage() {
  const { state } = useRead(StoresUseCases.getStoreDetails, [pickupStore.locationId])
  return <h1>{state.status === "success" ? state.value.name : state.status}</h1>
}

function OfflineNotice() {
  const { offline, asOf } = useOfflineStatus()
  return offline && asOf !== undefined ? <p role="status">Offline, as of {new Date(asOf).toISOString()}</p> : null
}

/** A page load: a new provider (and runtime) over the same IndexedDB. */
const load = (owner: string, table: KeyValueTable<PersistedRead>) =>
  render(
    <AtlasProvider layer={AllServices.pipe(Layer.provideMerge(shopperClient({ upstream: network })))}>
      <PersistReads owner={owner} table={table} saveDelayMs={5} />
      <OfflineNotice />
      <StorePage />
    </AtlasProvider>
  )

describe("<PersistReads> and useOfflineStatus", () => {
  it("shows the last-seen read after a reload offline, says since when, and clears the notice once it is fetched", async () => {
    const table = indexedDbTable<PersistedRead>("atlas-reads", new IDBFactory())
    const first = load("profile:1", table)
    await screen.findByRole("heading", { name: pickupStore.name })
    await waitFor(async () => expect((await table.entries()).length).toBe(1))
    const [[, saved]] = (await table.entries()) as [[string, PersistedRead]]
    expect(screen.queryByRole("status")).toBeNull()
    first.unmount()

    reachable = false
    load("profile:1", table)
    await screen.findByRole("heading", { name: pickupStore.name }, { timeout: 5_000 })
    expect((await screen.findByRole("status", {}, { timeout: 5_000 })).textContent).toBe(
      `Offline, as of ${new Date(saved.fetchedAt).toISOString()}`
    )

    reachable = true
    act(() => void window.dispatchEvent(new Event("online")))
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull(), { timeout: 5_000 })
    expect(screen.getByRole("heading").textContent).toBe(pickupStore.name)
  })

  it("restores nothing for another shopper", async () => {
    const table = indexedDbTable<PersistedRead>("atlas-reads", new IDBFactory())
    const first = load("profile:1", table)
    await screen.findByRole("heading", { name: pickupStore.name })
    await waitFor(async () => expect((await table.entries()).length).toBe(1))
    first.unmount()

    reachable = false
    load("profile:2", table)
    await screen.findByRole("heading", { name: "client-error" }, { timeout: 5_000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole("heading").textContent).toBe("client-error")
    expect(screen.queryByRole("status")).toBeNull()
  })
})
