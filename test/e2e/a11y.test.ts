/**
 * Accessibility (issue 23, item 11): axe-core, injected through playwright-core, on every main
 * screen of the storefront (shop, product, cart, checkout and its delivery address step, stores, store details, coupons, rewards,
 * account, orders, an order, developer) finds no serious and no moderate violation.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "./axe.js"
import { hydrated, searchFor, tile, useE2E, makeMyStore } from "./harness.js"

const e2e = useE2E()

const expectClean = async (page: Page, screen: string) => {
  // Loading states settle first (a screen is audited as the shopper sees it).
  const violations = await axeViolations(page)
  expect.soft({ screen, violations }).toStrictEqual({ screen, violations: [] })
}

const signIn = async (page: Page, name: string) => {
  await page.goto("/sign-in")
  await page.getByRole("button", { name: `Sign in as ${name}` }).click()
  await page.waitForURL(/\/account$/)
}

describe("accessibility (axe-core)", () => {
  it("a guest's screens: stores, store details, shop, product, cart, checkout, coupons, developer", async () => {
    const { page } = e2e
    await makeMyStore(page)
    await expectClean(page, "stores")
    await page.locator(".store-card").first().getByRole("link").first().click()
    // The store's own heading (the locator's h1 is there until the page has changed).
    await page.locator("h1#store-title").waitFor()
    await expectClean(page, "store details")

    await page.goto("/shop")
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
    await expectClean(page, "shop")
    await searchFor(page, "bananas")
    const bananas = tile(page, "Bananas")
    await bananas.getByRole("button", { name: "Add to cart" }).click()
    await bananas.getByText(/✓ Added/).waitFor()
    await bananas.locator(".tile__name").click()
    await page.waitForURL(/\/products\//)
    await page.getByRole("heading", { level: 1 }).waitFor()
    await expectClean(page, "product")

    await page.goto("/cart")
    await page.getByRole("heading", { level: 1, name: /Cart/ }).waitFor()
    await page.locator(".line[data-line-id]").first().waitFor()
    await expectClean(page, "cart")
    await page.goto("/checkout")
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor()
    // The delivery address step, with a field's error and the locator's suggestions.
    await hydrated(page)
    await page.getByRole("radio", { name: /^Delivery from/ }).check()
    await page.getByRole("button", { name: "Check address" }).click()
    await page.getByText("Enter the street address to deliver to.").waitFor()
    await page.getByLabel("Street address").fill("1014 Vine St")
    await page.getByLabel("State").fill("KY")
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Check address" }).click()
    await page.getByRole("group", { name: "Did you mean one of these?" }).waitFor()
    await expectClean(page, "checkout delivery address")
    await page.getByRole("radio", { name: /^Pickup at/ }).check()
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.waitForURL(/\/checkout\?id=/)
    await page.getByRole("group", { name: "Time slots" }).getByRole("radio").first().waitFor()
    await expectClean(page, "checkout")

    await page.goto("/coupons")
    await page.getByRole("heading", { level: 1 }).waitFor()
    await expectClean(page, "coupons")
    await page.goto("/developer")
    await page.getByRole("heading", { level: 1 }).waitFor()
    await expectClean(page, "developer")
  })

  it("a signed-in shopper's screens: account, rewards, orders", async () => {
    const { page } = e2e
    await signIn(page, "Ava Johnson")
    await page.getByTestId("profile-name").waitFor()
    await expectClean(page, "account")
    await page.goto("/rewards")
    await page.getByRole("heading", { level: 1 }).waitFor()
    await expectClean(page, "rewards")
    await page.goto("/orders")
    await page.getByRole("heading", { level: 1 }).waitFor()
    await expectClean(page, "orders")
  })
})
