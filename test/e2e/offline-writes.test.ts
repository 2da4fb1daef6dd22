/**
 * The write outbox in the storefront (issue 43): with the connection gone, "Add to cart" says the
 * add is saved on the device and the header counts it; back online, each kept add reaches the
 * upstream once. Two adds made while the API is unreachable are still counted after a reload, and
 * reach the upstream once each when it is back. An add whose answers are all lost is kept, and after a reload it is sent again with
 * its key: one line. A kept add the upstream refuses when it is sent shows the spec's message. Signing
 * out deletes what was kept. Checkout is never kept: unreachable, it says to check the connection.
 */
import { describe, expect, it } from "vitest"
import { fixtures } from "../../src/testing/index.js"
import { eventually, hydrated, makeMyStore, requestsTo, searchFor, tile, useE2E } from "./harness.js"

let unreachable = false
const e2e = useE2E(
  {},
  // The atlas API unreachable (its connections dropped), the storefront's pages still served.
  { intercept: async (_request, url) => (unreachable && url.pathname.startsWith("/atlas/") ? Response.error() : undefined) }
)
const SAVED = "Saved on this device: it will be sent when you're back online."

/** The lines of every active cart the upstream holds. */
const cartLines = () =>
  [...e2e.storefront.upstream.state.carts.carts.values()]
    .flat()
    .filter((cart) => cart.type === "ACTIVE")
    .flatMap((cart) => cart.lines.map((line) => ({ upc: line.upc, quantity: line.quantity })))

const cartPosts = () => requestsTo(e2e.storefront.upstream, "/carts").filter((r) => r.method === "POST")
const count = () => e2e.page.getByTestId("cart-count").textContent()

describe("cart writes with a bad signal", () => {
  it("two adds offline are saved on the device and counted, then sent once each when back online", async () => {
    const { page, context } = e2e
    await searchFor(page, "bananas")
    const first = tile(page, "Bananas")
    const second = page
      .locator(".grid .tile[data-gtin13]")
      .filter({ hasNot: page.locator(".stock--out") })
      .nth(1)
    const upcs = [await first.getAttribute("data-gtin13"), await second.getAttribute("data-gtin13")]
    await context.setOffline(true)
    for (const t of [first, second]) {
      await t.getByRole("button", { name: "Add to cart" }).click()
      await t.getByRole("status").filter({ hasText: SAVED }).waitFor()
    }
    expect(await count()).toBe("2")
    expect(cartPosts()).toHaveLength(0)

    await context.setOffline(false)
    await eventually(() => cartLines().length === 2, 10_000)
    expect(cartLines().sort((a, b) => a.upc.localeCompare(b.upc))).toEqual(
      upcs.map((upc) => ({ upc: upc ?? "", quantity: 1 })).sort((a, b) => a.upc.localeCompare(b.upc))
    )
    expect(new Set(cartPosts().map((r) => r.headers["idempotency-key"])).size).toBe(2)
    await page.getByRole("status").filter({ hasText: SAVED }).first().waitFor({ state: "detached" })
    expect(await count()).toBe("2")
  })

  it("two adds while the API is unreachable, then a reload: still counted; back, each reaches the upstream once", async () => {
    const { page } = e2e
    unreachable = false
    await searchFor(page, "bananas")
    const tiles = page.locator(".grid .tile[data-gtin13]").filter({ hasNot: page.locator(".stock--out") })
    const upcs = [await tiles.nth(0).getAttribute("data-gtin13"), await tiles.nth(1).getAttribute("data-gtin13")]
    unreachable = true
    try {
      for (const n of [0, 1]) {
        await tiles.nth(n).getByRole("button", { name: "Add to cart" }).click()
        await tiles.nth(n).getByRole("status").filter({ hasText: SAVED }).waitFor()
      }
      await page.reload()
      await hydrated(page)
      await page.getByTestId("cart-count").filter({ hasText: "2" }).waitFor()
      expect(cartLines()).toEqual([])
    } finally {
      unreachable = false
    }
    // Back: the page tries again (every 15 s, or when the browser says it is back online).
    await eventually(() => cartLines().length === 2, 25_000)
    expect(cartLines().sort((a, b) => a.upc.localeCompare(b.upc))).toEqual(
      upcs.map((upc) => ({ upc: upc ?? "", quantity: 1 })).sort((a, b) => a.upc.localeCompare(b.upc))
    )
    await page.getByTestId("cart-count").filter({ hasText: "2" }).waitFor()
  }, 60_000)

  it("an add whose answers are all lost is kept; a reload sends it again with its key: one line", async () => {
    const { page, storefront } = e2e
    await searchFor(page, "bananas")
    const t = tile(page, "Bananas")
    const upc = (await t.getAttribute("data-gtin13")) ?? ""
    storefront.upstream.chaos.set({ dropAfterCommit: 1 })
    await t.getByRole("button", { name: "Add to cart" }).click()
    await t.getByRole("status").filter({ hasText: SAVED }).waitFor({ timeout: 20_000 })
    const keys = new Set(cartPosts().map((r) => r.headers["idempotency-key"]))
    expect(keys.size).toBe(1)
    expect(cartLines()).toEqual([{ upc, quantity: 1 }])

    storefront.upstream.chaos.reset()
    await page.reload()
    await eventually(() => cartPosts().length > keys.size, 10_000)
    await page.getByTestId("cart-count").filter({ hasText: "1" }).waitFor()
    expect(new Set(cartPosts().map((r) => r.headers["idempotency-key"]))).toEqual(keys)
    expect(cartLines()).toEqual([{ upc, quantity: 1 }])
  })

  it("a kept add the upstream refuses when it is sent shows the spec's message on the item", async () => {
    const { page, context } = e2e
    const { coldMedicine } = fixtures()
    await page.goto(`/products/${coldMedicine.gtin13}`)
    await hydrated(page)
    await context.setOffline(true)
    const add = page.locator(".add--page")
    await add.getByRole("spinbutton").fill("9")
    await add.getByRole("button", { name: "Add to cart" }).click()
    await add.getByRole("status").filter({ hasText: SAVED }).waitFor()
    await context.setOffline(false)
    const alert = add.getByRole("alert")
    await alert.waitFor({ timeout: 10_000 })
    expect(await alert.textContent()).toMatch(/^The maximum quantity (to purchase this item|allowed for this type of item) is \d+/)
    expect(cartLines()).toEqual([])
  })

  it("checkout is never kept: with the API unreachable it says to check the connection; nothing is kept or sent later", async () => {
    const { page, storefront } = e2e
    await makeMyStore(page)
    await searchFor(page, "bananas")
    await tile(page, "Bananas").getByRole("button", { name: "Add to cart" }).click()
    await page.getByTestId("cart-count").filter({ hasText: "1" }).waitFor()
    await page.goto("/checkout")
    await hydrated(page)
    unreachable = true
    try {
      await page.getByRole("button", { name: "Continue to checkout" }).click()
      await page
        .getByText(/Check your connection and try again/)
        .first()
        .waitFor({ timeout: 20_000 })
      expect(await page.getByText(SAVED).count()).toBe(0)
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("atlas-outbox")))).toEqual([])
    } finally {
      unreachable = false
    }
    // Back online, nothing is sent by itself: no checkout is made until the shopper asks again.
    await page.evaluate(() => window.dispatchEvent(new Event("online")))
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(requestsTo(storefront.upstream, "/checkout/v1/checkouts").filter((r) => r.method === "POST")).toEqual([])
  })
})
