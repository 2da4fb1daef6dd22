/**
 * The streamed server render in a real browser (demo/src/entry.server.tsx): a product page's
 * recommendations and reviews, and the coupons and weekly-ad pages' sponsored placements, are
 * rendered on the server in their Suspense boundaries; the browser hydrates them from the snapshot
 * written after the stream, sending no request for them and logging no hydration error; a crawler
 * (the edge's bot header) gets every part in place, readable without JavaScript; a part whose read
 * fails on the server leaves the page whole, and the browser shows that part's error and retry.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { BOT_HEADER } from "../../src/rules/bot.js"
import { fixtures } from "../../src/testing/index.js"
import { hydrated, isHarnessMessage, requestsTo, useE2E } from "./harness.js"

// Whether the upstream fails the product page's "similar" recommendations (the server's call and the browser's).
let failing = false
const e2e = useE2E(
  {},
  {
    intercept: (_request, url) => {
      if (!failing || !url.pathname.endsWith("/product-recommendations/similar")) return Promise.resolve(undefined)
      const failure = { code: "INTERNAL_ERROR", reason: "recommendations are down", datetime: new Date().toISOString(), statusCode: 400 }
      return Promise.resolve(
        new Response(JSON.stringify({ errors: [failure] }), { status: 400, headers: { "content-type": "application/json" } })
      )
    }
  }
)

const product = fixtures().item
const productPath = `/products/${product.gtin13}`
const BELOW_THE_FOLD = ["/product-recommendations/", "/reviews/", "/ad-placements"]
const BOT =
  "botType=AKAMAI_CATEGORIZED;botNetId=1234;detectionCategories=Web Search Engine Bots;botScore=87;botScoreResponseSegment=aggressive"

/** The browser's atlas API requests for the streamed parts, and the console's errors and warnings, from now on. */
const watch = (page: Page) => {
  const requests: Array<string> = []
  const console: Array<string> = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith("/atlas/v1/") && BELOW_THE_FOLD.some((p) => url.pathname.includes(p))) requests.push(url.pathname)
  })
  page.on("console", (message) => {
    if (isHarnessMessage(message.text())) return
    if (message.type() === "error" || message.type() === "warning") console.push(message.text())
  })
  return { requests, console }
}

const rail = (page: Page, name: string) => page.getByRole("region", { name })

describe("the streamed server render in a browser", () => {
  it("a crawler without JavaScript reads a product page's recommendations and reviews, rendered in place", async () => {
    failing = false
    const page = await e2e.newPage({ javaScriptEnabled: false, extraHTTPHeaders: { [BOT_HEADER]: BOT } })
    await page.goto(productPath)
    await page.getByRole("heading", { level: 1, name: product.description }).waitFor()
    for (const name of ["Similar products", "Goes well with", "Better for you"]) {
      const tiles = rail(page, name).locator("[data-tile]")
      expect(await tiles.count(), name).toBeGreaterThan(0)
      expect(await tiles.first().isVisible()).toBe(true)
    }
    await expect.poll(() => page.locator(".review").first().isVisible()).toBe(true)
    expect(
      await page
        .getByText(/out of 5$/)
        .first()
        .isVisible()
    ).toBe(true)
    expect(await page.getByText("Loading reviews…").count()).toBe(0)
  })

  it("a shopper's product page streams its parts and hydrates with no request for them, and no hydration error", async () => {
    failing = false
    const { page } = e2e
    const seen = watch(page)
    const response = await page.goto(productPath)
    expect(response?.status()).toBe(200)
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    for (const name of ["Similar products", "Goes well with", "Better for you"])
      expect(await rail(page, name).locator("[data-tile]").count(), name).toBeGreaterThan(0)
    expect(await page.locator(".review").count()).toBeGreaterThan(0)
    expect(seen.requests).toStrictEqual([])
    expect(seen.console).toStrictEqual([])
    // The server asked for each once.
    expect(requestsTo(e2e.storefront.upstream, "/product-recommendations/similar")).toHaveLength(1)
    expect(requestsTo(e2e.storefront.upstream, `/reviews/v1/item/${product.gtin13}/reviews`)).toHaveLength(1)
    // Hydrated: the review form opens.
    await page.getByRole("button", { name: "Write a review" }).click()
    await page.getByRole("button", { name: "Submit review" }).waitFor()
  })

  for (const path of ["/coupons", "/weekly-ad"])
    it(`${path}: its sponsored placement is in the server's page, and hydrates with no request for it`, async () => {
      failing = false
      const { page } = e2e
      const seen = watch(page)
      const served = await page.goto(path)
      expect(await served?.text()).toContain("data-espot-id=")
      await hydrated(page)
      await page.waitForLoadState("networkidle")
      expect(await page.getByRole("complementary", { name: "Sponsored" }).count()).toBe(1)
      expect(seen.requests).toStrictEqual([])
      expect(seen.console).toStrictEqual([])
      expect(requestsTo(e2e.storefront.upstream, "/monetization/v1/ad-placements")).toHaveLength(1)
    })

  it("a part that fails on the server: the page is 200 and whole, the part shows its error and retry", async () => {
    failing = true
    const { page } = e2e
    const response = await page.goto(productPath)
    expect(response?.status()).toBe(200)
    await hydrated(page)
    const similar = rail(page, "Similar products")
    await similar.getByRole("alert").waitFor()
    expect(await rail(page, "Goes well with").locator("[data-tile]").count()).toBeGreaterThan(0)
    expect(await page.getByRole("heading", { level: 1, name: product.description }).isVisible()).toBe(true)
    // The upstream is back: the part's retry shows it.
    failing = false
    await similar.getByRole("button", { name: "Try again" }).click()
    await similar.locator("[data-tile]").first().waitFor()
  })
})
