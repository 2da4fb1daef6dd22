/**
 * The error catalogue's codes as a shopper meets them (issue 23, item 13): a refusal is shown
 * where it happens as a shopper's sentence (demo/src/codes.ts), never its code or the upstream's
 * developer text. Return refusals: `checkout.test.ts`.
 */
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { first } from "../support/catalogue.js"
import { chooseDelivery } from "./deliveryStep.js"
import { requestsTo, searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E()

const makeMyStore = async (page: Page) => {
  await page.goto("/stores")
  await page.getByLabel("ZIP code").fill("45202")
  await page.getByRole("button", { name: "Find stores" }).click()
  const card = page.locator(".store-card").first()
  await card.getByRole("button", { name: "Make this my store" }).click()
  await card.getByText("✓ Your store").waitFor()
}

const addQuantity = async (page: Page, name: string, quantity: number) => {
  const t = tile(page, name)
  await t.getByRole("spinbutton").fill(String(quantity))
  await t.getByRole("button", { name: "Add to cart" }).click()
  await t.getByText(/✓ Added/).waitFor()
}

describe("catalogue codes in shoppers' words", () => {
  it("a delivery with more alcohol than one order holds (ALCOHOL_QTY_EXCEEDED)", async () => {
    const { page } = e2e
    await makeMyStore(page)
    await searchFor(page, "lager")
    await addQuantity(page, "Lager", 7)
    await page.goto("/checkout")
    await chooseDelivery(page)
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    const refusal = page.getByText("There’s more alcohol in your cart than one order can hold. Lower the quantity or choose pickup.")
    await refusal.waitFor()
    const main = (await page.getByRole("main").textContent()) ?? ""
    expect(main).not.toMatch(/ALCOHOL_QTY_EXCEEDED|A delivery holds at most/)
  })

  it("cart lines are checked again for the checkout's modality: a line not delivered stops payment (spec §5)", async () => {
    const { page, storefront } = e2e
    // An item picked up but not delivered (homeDeliveryItem false): added for pickup, then checked out for delivery.
    const item = first((e) => !e.homeDeliveryItem && e.clickListItem && e.productRestrictions.length === 0 && e.minimumOrderQuantity === 1)
    await makeMyStore(page)
    await page.goto(`/products/${item.gtin13}`)
    await page.getByRole("heading", { level: 1 }).waitFor()
    await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    await page.goto("/checkout")
    await chooseDelivery(page)
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.waitForURL(/\/checkout\?id=/)
    const rejections = page.getByTestId("checkout-rejections")
    await rejections.waitFor()
    expect(await rejections.locator("li").count()).toBe(1)
    expect(await rejections.locator("li").textContent()).not.toMatch(/\bUNAVAILABLE\b/)
    const validated = requestsTo(storefront.upstream, "/products/validation/modality")
    expect(validated.map((r) => r.status)).toContain(200)
    expect(await page.getByRole("button", { name: /^Place order/ }).isDisabled()).toBe(true)
    await page.getByText("Change your cart first.").waitFor()
  })
})
