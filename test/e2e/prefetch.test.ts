/**
 * A product link shown the shopper's intent (a hover, a focus) prefetches the product page's item
 * (`usePrefetch`'s `prefetch` through the tile's link), and a tap on it then shows the product page
 * at once: its loading state is never drawn and the page sends no item request of its own.
 */
import { describe, expect, it } from "vitest"
import { eventually, hydrated, requestsTo, tile, useE2E } from "./harness.js"

const e2e = useE2E()

/** Records whether the product page's loading state was ever in the page. */
const WATCH_LOADING = `window.__sawLoading = false;
new MutationObserver(() => { if (document.querySelector(".product--loading")) window.__sawLoading = true })
  .observe(document, { childList: true, subtree: true });`

describe("product links prefetch on intent", () => {
  it("hover, then tap: the product page shows with no loading state and no request of its own", async () => {
    const { page, storefront } = e2e
    await page.addInitScript({ content: WATCH_LOADING })
    await page.goto("/shop?q=bananas")
    await hydrated(page)
    const link = tile(page, "Bananas").locator(".tile__name a")
    const name = (await link.textContent()) ?? ""
    const before = requestsTo(storefront.upstream, "/item/v2/items").length
    await link.hover()
    await eventually(() => requestsTo(storefront.upstream, "/item/v2/items").length === before + 1)
    await eventually(() => requestsTo(storefront.upstream, "/item/v2/items").every((r) => r.status !== undefined))
    await page.waitForTimeout(100)
    await link.click()
    await page.getByRole("heading", { level: 1, name }).waitFor()
    expect(await page.evaluate("window.__sawLoading")).toBe(false)
    expect(requestsTo(storefront.upstream, "/item/v2/items")).toHaveLength(before + 1)
    expect(e2e.pageErrors).toStrictEqual([])
  })

  it("a link reached by the keyboard prefetches on focus", async () => {
    const { page, storefront } = e2e
    await page.goto("/shop?q=bananas")
    await hydrated(page)
    const before = requestsTo(storefront.upstream, "/item/v2/items").length
    await tile(page, "Bananas").locator(".tile__name a").focus()
    await eventually(() => requestsTo(storefront.upstream, "/item/v2/items").length === before + 1)
  })
})
