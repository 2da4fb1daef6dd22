// @vitest-environment happy-dom
// The devtools of `atlas-client/react/devtools` against the reference upstream in memory: a cart
// read and a cart write shown beside them appear as a cache entry (state, age, freshness,
// `fetching`) and an action, the write's invalidation names the entries it made stale, the
// requests are listed with their headers redacted (even a secret a log would hold in clear), the
// spans are listed; the sections are labelled, their headings in order, and axe finds nothing.
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react"
import axe from "axe-core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it } from "vitest"
import { AllServices, Carts, ClientConfig, RequestLog, RequestLogStore, SpanLog } from "atlas-client"
import { AtlasProvider, CartsUseCases, useAction, useRead } from "atlas-client/react"
import AtlasDevtools, { describeState, formatAge } from "atlas-client/react/devtools"
import { fixtures, makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { first, plain } from "../support/catalogue.js"

const upstream = makeReferenceUpstream()
const runtimes: Array<{ readonly dispose: () => Promise<void> }> = []
afterEach(async () => {
  cleanup()
  for (const made of runtimes.splice(0)) await made.dispose()
  upstream.reset()
})

/** Every service over the upstream in memory, with a request log (given, to write into it) and a span log. */
const runtimeWith = (requests: RequestLogStore) => {
  const logs = Layer.mergeAll(Layer.succeed(RequestLog, requests), SpanLog.layer(20), ClientConfig.layer({ tracing: true }))
  const made = ManagedRuntime.make(AllServices.pipe(Layer.provideMerge(shopperClient({ upstream })), Layer.provideMerge(logs)))
  runtimes.push(made)
  return made
}

const Cart = ({ profileId, gtin13 }: { readonly profileId: string; readonly gtin13: string }) => {
  const carts = useRead(CartsUseCases.getCarts, [profileId])
  const add = useAction(CartsUseCases.addToCart)
  return (
    <main>
      <h1>Cart</h1>
      <p data-testid="carts">{carts.state.status}</p>
      <button onClick={() => add.run(gtin13, 1)}>Add</button>
      <p data-testid="add">{add.state.status}</p>
    </main>
  )
}

const rowsOf = (table: string) =>
  within(screen.getByRole("table", { name: table }))
    .getAllByRole("row")
    .slice(1)

describe("AtlasDevtools", () => {
  it("shows entries, actions, invalidations, requests (redacted) and spans in labelled sections", async () => {
    const requests = new RequestLogStore(50)
    const rt = runtimeWith(requests)
    const { item } = fixtures()
    const other = first((e) => plain(e) && e.gtin13 !== item.gtin13)
    const cart = await rt.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(item.gtin13, 1)))
    const { container } = render(
      <AtlasProvider runtime={rt}>
        <Cart profileId={cart.profileId} gtin13={other.gtin13} />
        <AtlasDevtools headingLevel={2} tickMs={50} />
      </AtlasProvider>
    )
    await waitFor(() => expect(screen.getByTestId("carts").textContent).toBe("success"))

    // Headings at one level, in order, each naming its section.
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    expect(headings).toStrictEqual(["Cache entries", "Actions", "Invalidations", "Last requests", "Last spans"])
    for (const name of headings) expect(screen.getByRole("region", { name: name ?? "" })).toBeDefined()

    // The cart read: one entry, its arguments hashed, succeeded, fresh for 0 s → stale, not fetching.
    await waitFor(() => expect(rowsOf("Cache entries").map((r) => r.getAttribute("data-slot"))).toStrictEqual(["Carts.getCarts#default"]))
    const [entry] = rowsOf("Cache entries")
    expect(entry?.getAttribute("data-status")).toBe("success")
    expect(entry?.getAttribute("data-fetching")).toBe("false")
    expect(entry?.textContent).toContain(JSON.stringify([cart.profileId]))
    expect(entry?.textContent).toContain("1 item")
    await waitFor(() => expect(rowsOf("Cache entries")[0]?.getAttribute("data-freshness")).toBe("stale"))
    // The write's slot, shown before it runs.
    expect(rowsOf("Actions").map((r) => [r.getAttribute("data-slot"), r.getAttribute("data-status")])).toStrictEqual([
      ["Carts.addToCart#default", "idle"]
    ])
    expect(screen.getByText("No write has made a read stale yet.")).toBeDefined()

    // The write: an action slot, and the entries its `invalidates` made stale.
    await act(async () => screen.getByRole("button", { name: "Add" }).click())
    await waitFor(() => expect(screen.getByTestId("add").textContent).toBe("success"))
    await waitFor(() =>
      expect(rowsOf("Actions").map((r) => [r.getAttribute("data-slot"), r.getAttribute("data-status")])).toStrictEqual([
        ["Carts.addToCart#default", "success"]
      ])
    )
    const invalidation = rowsOf("Invalidations")[0]
    expect(invalidation?.getAttribute("data-invalidation")).toBe("Carts.addToCart")
    expect(invalidation?.textContent).toContain("Carts.")
    expect(invalidation?.textContent).toContain(`Carts.getCarts#default#${JSON.stringify([cart.profileId])}`)
    // The write set the profile's active cart from its answer: an entry held with nobody reading it.
    await waitFor(() => expect(rowsOf("Cache entries").map((r) => r.getAttribute("data-slot"))).toContain("Carts.getCart#default"))

    // Requests, newest first, with their headers: the XSRF token of the write is redacted.
    const write = container.querySelector('li.request[data-operation="Carts.writeCart"]')
    expect(write?.querySelector('tr[data-header="x-xsrf-token"] td')?.textContent).toBe("<redacted>")
    expect(within(write as HTMLElement).getByRole("table", { name: "Request headers of Carts.writeCart" })).toBeDefined()
    // A log entry holding a secret in clear (an app's own log, say) is redacted on the page too.
    await act(async () =>
      requests.push({
        operation: "Example.leak",
        method: "GET",
        url: "https://example.test/leak",
        status: 200,
        outcome: "",
        attempt: 1,
        durationMs: 1,
        headers: { authorization: "Bearer secret-token-123", cookie: "session=secret-cookie-456", accept: "application/json" },
        at: Date.now()
      })
    )
    const leak = container.querySelector('li.request[data-operation="Example.leak"]')
    expect(leak?.querySelector('tr[data-header="authorization"] td')?.textContent).toBe("<redacted>")
    expect(leak?.querySelector('tr[data-header="accept"] td')?.textContent).toBe("application/json")
    expect(container.innerHTML).not.toContain("secret-token-123")
    expect(container.innerHTML).not.toContain("secret-cookie-456")

    // Spans of the use cases (tracing on).
    await waitFor(() => expect(container.querySelector('li.span[data-span="Carts.addToCart"]')?.getAttribute("data-status")).toBe("ok"))

    // Accessible: axe finds no violation in the devtools (color contrast needs a layout happy-dom has not).
    const results = await axe.run(container.querySelector(".atlas-devtools") as HTMLElement, {
      rules: { "color-contrast": { enabled: false } }
    })
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toStrictEqual([])
    expect(results.passes.map((p) => p.id)).toEqual(expect.arrayContaining(["aria-valid-attr-value", "th-has-data-cells"]))
  })

  it("says where nothing is logged yet, and describes states and ages in a few words", async () => {
    const rt = runtimeWith(new RequestLogStore(5))
    render(
      <AtlasProvider runtime={rt}>
        <AtlasDevtools headingLevel={3} idPrefix="dev-" />
      </AtlasProvider>
    )
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(5)
    expect(document.getElementById("dev-entries-title")?.textContent).toBe("Cache entries")
    expect(screen.getByText("No read yet.")).toBeDefined()
    expect(screen.getByText(/No request yet/)).toBeDefined()
    expect(screen.queryAllByRole("table")).toStrictEqual([])
    expect(describeState({ status: "success", value: { stores: [1, 2, 3] } })).toBe("3 stores")
    expect(describeState({ status: "response-error", error: { _tag: "CartRejected", message: "Limit 4" } })).toBe("CartRejected: Limit 4")
    expect(describeState({ status: "cancelled" })).toBe("")
    expect([formatAge(400), formatAge(12_500), formatAge(180_000), formatAge(7_200_000)]).toStrictEqual(["now", "12 s", "3 min", "2 h"])
  })
})
