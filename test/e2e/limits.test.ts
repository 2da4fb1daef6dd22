/**
 * What a shopper types is bounded (issue 23, items 4, 5 and 10): the contract's maximum lengths
 * (search term 100 characters, ZIP 5 digits) are enforced by the forms with a shopper's message; a
 * too-long search from a link fails before anything is sent, offers no "Try again", wraps instead
 * of widening the page, and leaves the departments listed; unknown stores and products are a "not
 * found" page with its heading.
 */
import { describe, expect, it } from "vitest"
import { requestsTo, useE2E, hydrated } from "./harness.js"

const e2e = useE2E()
const long = "a".repeat(5000)

describe("limits and not-found pages", () => {
  it("the search box takes at most 100 characters and says so", async () => {
    const { page } = e2e
    await page.goto("/shop")
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
    // The message is the hydrated page's (the box's own limit holds before).
    await hydrated(page)
    const box = page.getByRole("searchbox", { name: "Search products" })
    await box.fill(long)
    expect((await box.inputValue()).length).toBe(100)
    await page.getByText("Search for at most 100 characters.").waitFor()
  })

  it("a 5,000-character search in a link: a message without “Try again”, nothing sent, no wide page, departments listed", async () => {
    const { page, storefront } = e2e
    await page.goto(`/shop?q=${long}`)
    const notice = page.getByRole("alert").filter({ hasText: "Please check what you entered" })
    await notice.waitFor()
    expect(await notice.textContent()).toContain("A search term is at most 100 characters")
    expect(await notice.getByRole("button", { name: "Try again" }).count()).toBe(0)
    await page.getByRole("heading", { level: 1, name: /^Results for “a+…”$/ }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
    const facets = page.locator(".shop__filters .facet")
    await facets.first().waitFor()
    expect(await page.locator(".shop__filters").getByText("Loading…").count()).toBe(0)
    const sent = requestsTo(storefront.upstream, "/search/v1/products-search").filter((r) => r.query.includes("aaaaaaaaaa"))
    expect(sent).toEqual([])
  })

  it("a ZIP field takes 5 digits; a refused ZIP is not written into the address", async () => {
    const { page } = e2e
    await page.goto("/stores")
    const zip = page.getByLabel("ZIP code")
    await zip.fill("4".repeat(5000))
    expect(await zip.inputValue()).toBe("44444")
    await zip.fill("452")
    await page.getByRole("button", { name: "Find stores" }).click()
    await page.getByText("Enter a valid 5-digit ZIP code").waitFor()
    expect(new URL(page.url()).search).not.toContain("zip=452")
  })

  it("an unknown or malformed store, product, order or page is a 404 whose page says so", async () => {
    const { page } = e2e
    for (const id of ["99999999", "not-a-store"]) {
      expect((await page.goto(`/stores/${id}`))?.status()).toBe(404)
      await page.getByRole("heading", { level: 1, name: "We couldn’t find that store" }).waitFor()
      expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0)
      expect(await page.getByRole("main").textContent()).not.toContain("Expecting")
    }
    for (const gtin of ["0000000000000", "nope"]) {
      expect((await page.goto(`/products/${gtin}`))?.status()).toBe(404)
      await page.getByRole("heading", { level: 1, name: "We couldn’t find that product" }).waitFor()
      expect(await page.getByRole("main").textContent()).not.toContain("Expecting")
    }
    expect((await page.goto("/orders/order-424242"))?.status()).toBe(404)
    await page.getByRole("heading", { level: 1, name: "We couldn’t find that order" }).waitFor()
    expect((await page.goto("/no-such-aisle"))?.status()).toBe(404)
    await page.getByRole("heading", { level: 1, name: "We couldn’t find that page" }).waitFor()
    // A known store is still a page of its own.
    expect((await page.goto("/stores/01400316"))?.status()).toBe(200)
  })
})
