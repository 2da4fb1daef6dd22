/**
 * The cart as one shopper meets it in one and two tabs (issue 23, items 6 and 10): a cart visit
 * starts no request it then cancels; a stale tab that changes a line another tab removed refetches
 * the cart and says "This cart changed in another tab"; tabs stay in step (the provider's
 * `crossTab` sync, issue 42 item 4), and an open tab learns the cart a form post of another made.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { eventually, hydrated, requestsTo, searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E()

const add = async (page: Page, name: string) => {
  const t = tile(page, name)
  await t.getByRole("button", { name: "Add to cart" }).click()
  await t.getByText(/✓ Added/).waitFor()
}

/** Bananas and orange juice in the cart, and the cart page showing both. */
const cartOfTwo = async (page: Page) => {
  await searchFor(page, "bananas")
  await add(page, "Bananas")
  await searchFor(page, "orange juice")
  await add(page, "Orange Juice")
  await page.goto("/cart")
  await page.getByRole("heading", { level: 1, name: "Cart (2 items)" }).waitFor()
}

describe("the cart across visits and tabs", () => {
  it("a cart visit starts no recommendations request that it then cancels", async () => {
    const { page, storefront } = e2e
    await searchFor(page, "bananas")
    await add(page, "Bananas")
    const failed: Array<string> = []
    // React Router's route discovery for the links of the page being left (`/__manifest`) goes with it.
    page.on("requestfailed", (r) => {
      if (!new URL(r.url()).pathname.startsWith("/__manifest")) failed.push(r.url())
    })
    const started: Array<string> = []
    page.on("request", (r) => {
      if (r.url().includes("/product-recommendations")) started.push(r.url())
    })
    await page.goto("/cart")
    await page.locator(".line[data-line-id]").first().waitFor()
    await page.waitForLoadState("networkidle")
    await eventually(() => requestsTo(storefront.upstream, "/product-recommendations").length > 0)
    const recs = requestsTo(storefront.upstream, "/product-recommendations")
    expect(recs.filter((r) => r.aborted)).toEqual([])
    expect(failed).toEqual([])
    expect(started).toHaveLength(1)
    // Back to the shop and to the cart again (a client-side visit): still one request, none cancelled.
    await page.getByRole("link", { name: "Keep shopping" }).click()
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
    await page.getByRole("link", { name: /^Cart 1 item$/ }).click()
    await page.locator(".line[data-line-id]").first().waitFor()
    await page.waitForLoadState("networkidle")
    expect(failed).toEqual([])
  })

  it("two tabs of one browser stay in step: a line removed in one leaves the other", async () => {
    const { page, context } = e2e
    await cartOfTwo(page)
    const other = await context.newPage()
    await other.goto("/cart")
    await other.getByRole("heading", { level: 1, name: "Cart (2 items)" }).waitFor()
    // A write is told to the other tabs from the browser's store (a form posted before hydration is the server's).
    await hydrated(other)
    await other.locator(".line").first().getByRole("button", { name: "Remove" }).click()
    await other.getByRole("heading", { level: 1, name: "Cart (1 item)" }).waitFor()
    // The first tab follows without a reload.
    await page.getByRole("heading", { level: 1, name: "Cart (1 item)" }).waitFor()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
  })

  it("an anonymous shopper's first add in one tab shows in the other tab's header count, without a reload", async () => {
    const { page, context } = e2e
    await page.goto("/shop")
    await hydrated(page)
    await searchFor(page, "bananas")
    const other = await context.newPage()
    await other.goto("/")
    await hydrated(other)
    expect(await other.getByTestId("cart-count").textContent()).toBe("0")
    await add(page, "Bananas")
    // The other tab learns the cart's profile and reads the cart: its header shows the line.
    await expect.poll(() => other.getByTestId("cart-count").textContent(), { timeout: 10_000 }).toBe("1")
    await searchFor(page, "orange juice")
    await add(page, "Orange Juice")
    await expect.poll(() => other.getByTestId("cart-count").textContent(), { timeout: 10_000 }).toBe("2")
  })

  it("an anonymous shopper's first add posted by a form the server handles shows in an open tab's header count", async () => {
    const { page, context } = e2e
    await page.goto("/")
    await hydrated(page)
    expect(await page.getByTestId("cart-count").textContent()).toBe("0")
    // Another tab's form, posted before its page hydrated: the server adds and sets the cart's profile
    // cookie; no tab's script runs the write, so nothing is told on the tabs' channel.
    const other = await context.newPage()
    await other.goto("/shop?q=bananas")
    const form = tile(other, "Bananas").locator("form")
    const fields = await form.evaluate((f: HTMLFormElement) => Object.fromEntries(new FormData(f) as unknown as Iterable<[string, string]>))
    expect((await other.request.post("/shop?q=bananas", { form: fields, maxRedirects: 0 })).status()).toBe(200)
    // The open tab learns the profile as the cookie changes, and reads the cart.
    await expect.poll(() => page.getByTestId("cart-count").textContent(), { timeout: 10_000 }).toBe("1")
  })

  it("a stale tab changing a line another tab removed: the cart is read again and the shopper told", async () => {
    const { page, context } = e2e
    await cartOfTwo(page)
    // Another browser window with the same session (no channel between them, no focus change).
    const other = await e2e.newPage({ storageState: await context.storageState() })
    await other.goto("/cart")
    await other.getByRole("heading", { level: 1, name: "Cart (2 items)" }).waitFor()
    const gone = (await other.locator(".line").first().getAttribute("data-line-id")) ?? ""
    await other.locator(".line").first().getByRole("button", { name: "Remove" }).click()
    await other.getByRole("heading", { level: 1, name: "Cart (1 item)" }).waitFor()

    await page
      .locator(`.line[data-line-id="${gone}"]`)
      .getByRole("button", { name: /^Increase quantity/ })
      .click()
    await page.getByTestId("cart-notice").getByText("This cart changed in another tab. Here is what it holds now.").waitFor()
    await page.getByRole("heading", { level: 1, name: "Cart (1 item)" }).waitFor()
    expect(await page.locator(`.line[data-line-id="${gone}"]`).count()).toBe(0)
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    expect(await page.getByRole("main").textContent()).not.toMatch(/line-\d|couldn’t find/)
  })
})
