/**
 * The error catalogue's codes as a shopper meets them (issue 23, item 13): a refusal is shown
 * where it happens as a shopper's sentence (demo/src/codes.ts), never its code or the upstream's
 * developer text. Return refusals: `checkout.test.ts`.
 */
import { describe, expect, it } from "vitest"
import { searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E()

describe("catalogue codes in shoppers' words", () => {
  it("a delivery with more alcohol than one order holds (ALCOHOL_QTY_EXCEEDED)", async () => {
    const { page } = e2e
    await page.goto("/stores")
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    const card = page.locator(".store-card").first()
    await card.getByRole("button", { name: "Make this my store" }).click()
    await card.getByText("✓ Your store").waitFor()
    await searchFor(page, "lager")
    const lager = tile(page, "Lager")
    await lager.getByRole("spinbutton").fill("7")
    await lager.getByRole("button", { name: "Add to cart" }).click()
    await lager.getByText(/✓ Added/).waitFor()
    await page.goto("/checkout")
    await page.getByRole("radio", { name: /^Delivery from/ }).check()
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    const refusal = page.getByText("There’s more alcohol in your cart than one order can hold. Lower the quantity or choose pickup.")
    await refusal.waitFor()
    const main = (await page.getByRole("main").textContent()) ?? ""
    expect(main).not.toMatch(/ALCOHOL_QTY_EXCEEDED|A delivery holds at most/)
  })
})
