/**
 * Server rendering in a real browser: a shared locator link shows its stores with JavaScript
 * disabled (the server's HTML), and with JavaScript the page hydrates from the server's snapshot
 * without asking the upstream for the same stores again; a shopper's cart is in the server's HTML and
 * snapshot under the entry the browser reads, so the hydrating page does not fetch it again.
 */
import { describe, expect, it } from "vitest"
import { hydrated, requestsTo, searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E()
const link = "/stores?zip=45202&modality=PICKUP"

describe("server-rendered storefront", () => {
  it("a shared locator link shows its stores without JavaScript", async () => {
    const page = await e2e.newPage({ javaScriptEnabled: false })
    await page.goto(link)
    const heading = await page.getByRole("heading", { level: 2, name: /stores? near 45202/ }).textContent()
    expect(heading).toMatch(/^\d+ stores? near 45202$/)
    expect(await page.locator(".store-card").count()).toBe(Number(/^(\d+)/.exec(heading ?? "")?.[1]))
    // Only the server asked for them.
    expect(requestsTo(e2e.storefront.upstream, "/stores/v1/search").length).toBe(1)
  })

  it("with JavaScript, the page hydrates from the snapshot: no second search for the same stores", async () => {
    const { page } = e2e
    const searches: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/atlas/v1/stores/v1/search")) searches.push(request.url())
    })
    await page.goto(link)
    await page.locator(".store-card").first().waitFor()
    // Hydrated: a click is handled by React (the modality switch reruns the search in the browser).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    await page.waitForLoadState("networkidle")
    expect(searches).toStrictEqual([])
    expect(requestsTo(e2e.storefront.upstream, "/stores/v1/search").length).toBe(1)
    await page.getByRole("radio", { name: /^In-store/ }).check()
    await expect.poll(() => searches.length).toBe(1)
    expect(searches[0]).toContain("45202")
  })

  it("a shopper's cart: its count is in the server's HTML, and the hydrating page does not fetch it again", async () => {
    const { page } = e2e
    await searchFor(page, "bananas")
    const t = tile(page, "Bananas")
    await t.getByRole("button", { name: "Add to cart" }).click()
    await t.getByText(/✓ Added/).waitFor()
    const reads: Array<string> = []
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/atlas/v1/carts") reads.push(request.url())
    })
    const served = await page.goto("/cart")
    expect(/data-testid="cart-count">(\d+)<\/span>/.exec((await served?.text()) ?? "")?.[1]).toBe("1")
    await hydrated(page)
    await page.getByRole("heading", { level: 1, name: "Cart (1 item)" }).waitFor()
    await page.waitForLoadState("networkidle")
    expect(reads).toStrictEqual([])
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
    // The server read it (for the count and the snapshot), once.
    expect(requestsTo(e2e.storefront.upstream, "/carts").filter((r) => r.method === "GET")).toHaveLength(1)
  })
})
