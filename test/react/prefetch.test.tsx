// @vitest-environment happy-dom
// Client prefetch: a product link warms the product page's read on hover (`usePrefetch`), and a tap
// on it renders the page from the cache, with no loading state and no request of its own (the
// reference upstream's log counts one lookup); a page tapped while the prefetch is in flight joins
// it; `prefetch(store, …)` outside components; a failed prefetch is fetched again by the page.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { ItemsUseCases, prefetch, usePrefetch, useRead, useSlotStore } from "atlas-client/react"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  cleanup()
  await disposeAll()
})

const lookups = () => upstream.log.filter((r) => r.path === "/item/v2/items")

/** An app's cache: items fresh for a minute. */
const options = { staleTimes: { Items: 60_000 } }

/** The product page: what it showed on each render is recorded in `shown`. */
const productPage = () => {
  const shown: Array<string> = []
  function Product({ gtin13 }: { readonly gtin13: string }) {
    const { state } = useRead(ItemsUseCases.lookupItem, [gtin13], { key: gtin13 })
    const text = state.status === "success" ? state.value.description : state.status === "request" ? "Loading…" : state.status
    shown.push(text)
    return <h1>{text}</h1>
  }
  /** A list with one product link: hovering it prefetches; clicking it shows the page. */
  function Shop({ gtin13 }: { readonly gtin13: string }) {
    const [open, setOpen] = useState(false)
    const warm = usePrefetch(ItemsUseCases.lookupItem, { key: gtin13 })
    if (open) return <Product gtin13={gtin13} />
    return (
      <a href={`/products/${gtin13}`} onMouseEnter={() => warm(gtin13)} onClick={(e) => (e.preventDefault(), setOpen(true))}>
        The product
      </a>
    )
  }
  return { Shop, shown }
}

describe("client prefetch", () => {
  it("a hover prefetches; the tap after it renders the page with its value, never a loading state, and sends nothing", async () => {
    const { item } = fixtures()
    const { Shop, shown } = productPage()
    render(<Shop gtin13={item.gtin13} />, { wrapper: runtimeWrapper(runtime(), options) })
    expect(lookups()).toHaveLength(0)
    fireEvent.mouseEnter(screen.getByText("The product"))
    await waitFor(() => expect(lookups()).toHaveLength(1))
    await waitFor(() => expect(lookups()[0]?.status).toBe(200))
    // The prefetch has settled in the store (a microtask after the answer).
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)))
    fireEvent.click(screen.getByText("The product"))
    await screen.findByRole("heading", { name: item.description })
    expect(new Set(shown)).toStrictEqual(new Set([item.description]))
    expect(lookups()).toHaveLength(1)
  })

  it("a tap while the prefetch is in flight joins it: one request", async () => {
    const { item } = fixtures()
    const { Shop, shown } = productPage()
    render(<Shop gtin13={item.gtin13} />, { wrapper: runtimeWrapper(runtime(), options) })
    fireEvent.mouseEnter(screen.getByText("The product"))
    fireEvent.click(screen.getByText("The product"))
    await screen.findByRole("heading", { name: item.description })
    expect(shown[0]).toBe("Loading…")
    expect(lookups()).toHaveLength(1)
  })

  it("hovering again while the entry is fresh sends nothing more", async () => {
    const { item } = fixtures()
    const { Shop } = productPage()
    render(<Shop gtin13={item.gtin13} />, { wrapper: runtimeWrapper(runtime(), options) })
    const link = screen.getByText("The product")
    fireEvent.mouseEnter(link)
    await waitFor(() => expect(lookups()[0]?.status).toBe(200))
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)))
    fireEvent.mouseEnter(link)
    fireEvent.mouseEnter(link)
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)))
    expect(lookups()).toHaveLength(1)
  })

  it("prefetch(store, …) resolves once the entry holds the value; a failed one is fetched again by the page", async () => {
    const { item } = fixtures()
    const unknown = "0000000000000"
    let store: ReturnType<typeof useSlotStore> | undefined
    function Grab() {
      store = useSlotStore()
      return null
    }
    const { Shop, shown } = productPage()
    render(
      <>
        <Grab />
        <Shop gtin13={unknown} />
      </>,
      { wrapper: runtimeWrapper(runtime(), options) }
    )
    if (store === undefined) throw new Error("no store")
    await prefetch(store, ItemsUseCases.lookupItem, [item.gtin13], { key: item.gtin13 })
    const entry = store.getAll().find((e) => e.name === ItemsUseCases.lookupItem.name)
    expect(entry?.state.status).toBe("success")
    // An unknown product: the prefetch settles with its failure (it does not throw), and the page asks again.
    await prefetch(store, ItemsUseCases.lookupItem, [unknown], { key: unknown })
    expect(lookups()).toHaveLength(2)
    fireEvent.click(screen.getByText("The product"))
    await waitFor(() => expect(lookups()).toHaveLength(3))
    await waitFor(() => expect(shown.at(-1)).toBe("client-error"))
  })
})
