// @vitest-environment happy-dom
// Paged reads over the reference upstream (in memory): three pages loaded one after the other (one
// search request each, each page its own products), every loaded page fetched again by `refetch`, the
// end of the list (no next page), a page the server prefetched shown from its snapshot with no
// request, and a new list (other arguments) starting again from its first page (with placeholder
// "previous", showing the list before it meanwhile).
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { type ReactNode, useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { AtlasProvider, type ReadPagesResult, SearchUseCases, type UseCase, useReadPages } from "atlas-client/react"
import { createAtlasStore, dehydrate } from "atlas-client/react/server"
import { makeReferenceUpstream, referenceLayer } from "atlas-client/testing"
import { referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  cleanup()
  await disposeAll()
})

const SIZE = 5

/** A page of search results. */
type Found = typeof SearchUseCases.searchProducts extends UseCase<infer _Args, infer A, infer _E, infer _R> ? A : never
const searches = () => upstream.log.filter((r) => r.operation === "ProductSearch.searchProducts")

/** A results list: the hook's last result is kept in `seen.last`, every page's status on each render in `seen.renders`. */
const resultsList = (firstPage?: number, placeholder?: "previous") => {
  const seen: { last?: ReadPagesResult<Found, unknown>; renders: Array<string> } = { renders: [] }
  function Results({ term }: { readonly term: string }) {
    const results = useReadPages(SearchUseCases.searchProducts, (page) => [{ term, page: { size: SIZE, offset: page * SIZE } }], {
      hasNext: (found, page) => (page + 1) * SIZE < found.page.total,
      ...(firstPage === undefined ? {} : { firstPage }),
      ...(placeholder === undefined ? {} : { placeholder })
    })
    seen.last = results
    seen.renders.push(results.pages.map((p) => (p.status === "success" && p.placeholder === true ? "placeholder" : p.status)).join(","))
    const products = results.pages.flatMap((p) => (p.status === "success" ? p.value.products : []))
    return (
      <>
        <p>{products.length} shown</p>
        <ul>
          {products.map((p) => (
            <li key={p.gtin13}>{p.description}</li>
          ))}
        </ul>
        {results.hasNext && <button onClick={results.loadNext}>{results.fetchingNext ? "Loading…" : "Load more"}</button>}
      </>
    )
  }
  return { Results, seen }
}

/** Renders the list of "a" with a button switching it to "milk", and loads its first two pages. */
const twoPagesOfA = async (Results: (props: { readonly term: string }) => ReactNode) => {
  function Switch() {
    const [term, setTerm] = useState("a")
    return (
      <>
        <button onClick={() => setTerm("milk")}>Milk</button>
        <Results term={term} />
      </>
    )
  }
  render(<Switch />, { wrapper: runtimeWrapper(runtime()) })
  await screen.findByText(`${SIZE} shown`)
  fireEvent.click(screen.getByRole("button", { name: "Load more" }))
  await screen.findByText(`${2 * SIZE} shown`)
}

describe("useReadPages", () => {
  it("loads three pages one after the other, one request each, each with its own products; refetch fetches the three again", async () => {
    const { Results, seen } = resultsList()
    render(<Results term="a" />, { wrapper: runtimeWrapper(runtime()) })
    await screen.findByText(`${SIZE} shown`)
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await screen.findByText(`${2 * SIZE} shown`)
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await screen.findByText(`${3 * SIZE} shown`)
    expect(searches()).toHaveLength(3)
    const gtins = screen.getAllByRole("listitem").map((li) => li.textContent)
    expect(new Set(gtins).size).toBe(3 * SIZE)
    expect(seen.last?.firstPage).toBe(0)
    expect(seen.last?.lastPage).toBe(2)
    // While a later page loads, the pages before it stay shown (never a request state for them).
    expect(seen.renders.filter((r) => r.startsWith("request")).length).toBeLessThanOrEqual(1)
    act(() => seen.last?.refetch())
    await waitFor(() => expect(searches()).toHaveLength(6))
    await waitFor(() => expect(seen.last?.pages.every((p) => p.status === "success" && p.fetching !== true)).toBe(true))
    expect(screen.getByText(`${3 * SIZE} shown`)).toBeTruthy()
  })

  it("ends where the list ends: no next page after the last", async () => {
    const { Results, seen } = resultsList()
    render(<Results term="bananas" />, { wrapper: runtimeWrapper(runtime()) })
    await waitFor(() => expect(seen.last?.pages[0]?.status).toBe("success"))
    const first = seen.last?.pages[0]
    const total = first?.status === "success" ? first.value.page.total : -1
    expect(total).toBeGreaterThan(0)
    for (let page = 1; page * SIZE < total; page++) {
      fireEvent.click(await screen.findByRole("button", { name: "Load more" }))
      await waitFor(() => expect(seen.last?.pages[page]?.status).toBe("success"))
    }
    expect(seen.last?.hasNext).toBe(false)
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull()
    expect(screen.getAllByRole("listitem")).toHaveLength(total)
  })

  it("shows the page the server prefetched from its snapshot, with no request, and loads the next from there", async () => {
    const server = createAtlasStore(referenceLayer({ upstream }))
    await server.prefetch(SearchUseCases.searchProducts, { term: "a", page: { size: SIZE, offset: 2 * SIZE } })
    const state = dehydrate(server)
    await server.dispose()
    const before = searches().length
    const { Results, seen } = resultsList(2)
    render(
      <AtlasProvider runtime={runtime()} dehydratedState={state}>
        <Results term="a" />
      </AtlasProvider>
    )
    expect(seen.renders[0]).toBe("success")
    expect(screen.getByText(`${SIZE} shown`)).toBeTruthy()
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)))
    expect(searches()).toHaveLength(before)
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await screen.findByText(`${2 * SIZE} shown`)
    expect(seen.last?.firstPage).toBe(2)
    expect(seen.last?.lastPage).toBe(3)
    expect(searches()).toHaveLength(before + 1)
  })

  it("a new list starts again from its first page", async () => {
    const { Results, seen } = resultsList()
    await twoPagesOfA(Results)
    fireEvent.click(screen.getByRole("button", { name: "Milk" }))
    await waitFor(() => expect(seen.last?.pages).toHaveLength(1))
    expect(seen.last?.lastPage).toBe(0)
  })

  it('with placeholder "previous", a new list shows the pages before it until its first page arrives, never a request', async () => {
    const { Results, seen } = resultsList(undefined, "previous")
    await twoPagesOfA(Results)
    const shownBefore = seen.renders.length
    fireEvent.click(screen.getByRole("button", { name: "Milk" }))
    await waitFor(() => expect(seen.last?.pages[0]?.status === "success" && seen.last.pages[0].placeholder !== true).toBe(true))
    const after = seen.renders.slice(shownBefore)
    expect(after).toContain("placeholder,placeholder")
    expect(after.some((r) => r.startsWith("request") || r.startsWith("idle") || r === "")).toBe(false)
    expect(seen.last?.pages).toHaveLength(1)
  })
})
