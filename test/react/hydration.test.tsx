// @vitest-environment happy-dom
// From the server's HTML to the browser's hydration: the page rendered by `react-dom/server` with
// the store's snapshot inlined, then hydrated in happy-dom from that script. Hydrated reads show
// their values and send nothing (counted by the reference upstream's log) until stale; a seeded
// product named like markup stays text.
import { act } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { AtlasProvider, type DehydratedState, ItemsUseCases, StoresUseCases, useRead } from "atlas-client/react"
import { createAtlasStore, dehydrate, dehydratedScript } from "atlas-client/react/server"
import { RequestContext } from "atlas-client"
import { fixtures, makeReferenceUpstream, referenceLayer } from "atlas-client/testing"
import { catalogue, type CatalogueEntry } from "../../src/upstream/catalogue/seed.js"

const upstream = makeReferenceUpstream()
const disposables: Array<{ readonly dispose: () => Promise<void> }> = []
const roots: Array<Root> = []
afterEach(async () => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  for (const made of disposables.splice(0)) await made.dispose()
  upstream.reset()
  document.body.innerHTML = ""
})

/** How many times the page has been rendered. */
let renders = 0

function ProductPage({ storeId, gtin13 }: { readonly storeId: string; readonly gtin13: string }) {
  renders += 1
  const store = useRead(StoresUseCases.getStoreDetails, [storeId])
  const item = useRead(ItemsUseCases.lookupItem, [gtin13], { key: gtin13 })
  return (
    <main>
      <h1>{store.state.status === "success" ? store.state.value.name : store.state.status}</h1>
      <p id="product">{item.state.status === "success" ? item.state.value.description : item.state.status}</p>
    </main>
  )
}

/** The shopper's pickup store, as the server's and the browser's request context hold it. */
const pickupContext = Effect.flatMap(RequestContext, (context) =>
  context.set({ modality: { type: "PICKUP", locationId: fixtures().pickupStore.locationId } })
)

/** The server's side: a store per request, prefetched, rendered with its snapshot, the page's HTML. */
const serverPage = async (storeId: string, gtin13: string, options: { readonly modality?: boolean } = {}) => {
  const store = createAtlasStore(referenceLayer({ upstream }))
  disposables.push(store)
  if (options.modality === true) await store.runtime.runPromise(pickupContext)
  await Promise.all([
    store.prefetch(StoresUseCases.getStoreDetails, storeId),
    store.prefetchKeyed(gtin13, ItemsUseCases.lookupItem, gtin13)
  ])
  const state = dehydrate(store)
  const app = renderToString(
    <AtlasProvider layer={referenceLayer({ upstream })} dehydratedState={state}>
      <ProductPage storeId={storeId} gtin13={gtin13} />
    </AtlasProvider>
  )
  return `<div id="root">${app}</div>${dehydratedScript(state)}`
}

/** The browser's side: the page's HTML, hydrated from the snapshot its script holds. */
const hydratePage = (
  html: string,
  staleTimes: Readonly<Record<string, number>>,
  runtime = ManagedRuntime.make(referenceLayer({ upstream }))
) => {
  document.body.innerHTML = html
  const state = JSON.parse(document.getElementById("atlas-state")!.textContent!) as DehydratedState
  disposables.push(runtime)
  renders = 0
  const errors = vi.spyOn(console, "error")
  const { pickupStore, item } = fixtures()
  act(() => {
    roots.push(
      hydrateRoot(
        document.getElementById("root")!,
        <AtlasProvider runtime={runtime} dehydratedState={state} staleTimes={staleTimes}>
          <ProductPage storeId={pickupStore.locationId} gtin13={item.gtin13} />
        </AtlasProvider>
      )
    )
  })
  return errors
}

describe("hydration", () => {
  it("the server's HTML holds the values; hydrated from its snapshot the page sends no request while fresh", async () => {
    const { pickupStore, item } = fixtures()
    const html = await serverPage(pickupStore.locationId, item.gtin13)
    expect(html).toContain(`<h1>${pickupStore.name}</h1>`)
    expect(html).toContain(`${item.description}</p>`)
    const sent = upstream.log.length
    expect(sent).toBe(2)
    // Items are stale at once by default; the app gives them a stale time, as with TanStack Query's SSR.
    const errors = hydratePage(html, { Items: 60_000 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(document.querySelector("h1")!.textContent).toBe(pickupStore.name)
    expect(document.getElementById("product")!.textContent).toBe(item.description)
    expect(upstream.log.length).toBe(sent)
    // No hydration mismatch.
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("a page of context-dependent reads (the item) is rendered once: hydrating under the snapshot's modality, nothing renders it again", async () => {
    const { pickupStore, item } = fixtures()
    const html = await serverPage(pickupStore.locationId, item.gtin13, { modality: true })
    expect(html).toContain(`${item.description}</p>`)
    const runtime = ManagedRuntime.make(referenceLayer({ upstream }))
    await runtime.runPromise(pickupContext)
    const sent = upstream.log.length
    const errors = hydratePage(html, { Items: 60_000 }, runtime)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(document.getElementById("product")!.textContent).toBe(item.description)
    expect(renders).toBe(1)
    expect(upstream.log.length).toBe(sent)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("a hydrated read is fresh while hydrating even at a 0 s stale time (the item), and fetched again at the next trigger", async () => {
    const { pickupStore, item } = fixtures()
    const html = await serverPage(pickupStore.locationId, item.gtin13)
    const sent = upstream.log.length
    const errors = hydratePage(html, {})
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(upstream.log.slice(sent).map((r) => r.operation)).toStrictEqual([])
    // Stale from the server's fetch time: back online, the item is fetched again, not the store (fresh for 5 min).
    await act(() => void window.dispatchEvent(new Event("online")))
    await vi.waitFor(() => expect(upstream.log.slice(sent).map((r) => r.operation)).toStrictEqual(["Items.getItems"]), { timeout: 5_000 })
    expect(document.getElementById("product")!.textContent).toBe(item.description)
    errors.mockRestore()
  })

  it("a seeded product named </script><script>alert(1)</script> is text on the server's page and after hydration", async () => {
    const { pickupStore, item } = fixtures()
    const evil = "</script><script>alert(1)</script><!-- \u2028"
    const byGtin = catalogue().byGtin as Map<string, CatalogueEntry>
    const entry = byGtin.get(item.gtin13)!
    byGtin.set(item.gtin13, { ...entry, description: evil })
    try {
      const html = await serverPage(pickupStore.locationId, item.gtin13)
      const sent = upstream.log.length
      const errors = hydratePage(html, { Items: 60_000 })
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      // One script in the page: the snapshot's; the name is the paragraph's text.
      expect(Array.from(document.querySelectorAll("script"), (s) => s.id)).toStrictEqual(["atlas-state"])
      expect(document.getElementById("product")!.textContent).toBe(evil)
      expect(document.getElementById("product")!.children.length).toBe(0)
      expect(upstream.log.length).toBe(sent)
      expect(errors).not.toHaveBeenCalled()
      errors.mockRestore()
    } finally {
      byGtin.set(item.gtin13, entry)
    }
  })
})
