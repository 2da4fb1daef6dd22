/**
 * The error catalogue's codes as a shopper meets them (issue 23, item 13): a refusal is shown
 * where it happens as a shopper's sentence (demo/src/codes.ts), never its code or the upstream's
 * developer text. Return refusals: `checkout.test.ts`.
 */
import { describe, expect, it } from "vitest"
import { first } from "../support/catalogue.js"
import { chooseDelivery } from "./deliveryStep.js"
import { hydrated, requestsTo, searchFor, useE2E, makeMyStore, addFromTile } from "./harness.js"

const e2e = useE2E()

describe("catalogue codes in shoppers' words", () => {
  it("a delivery with more alcohol than one order holds (ALCOHOL_QTY_EXCEEDED)", async () => {
    const { page } = e2e
    await makeMyStore(page)
    await searchFor(page, "lager")
    await addFromTile(page, "Lager", 7)
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

  it("a cart with more units than one checkout holds (CART_QTY_LIMIT_EXCEEDED)", async () => {
    const { page, storefront } = e2e
    await makeMyStore(page)
    await page.goto("/shop")
    await hydrated(page)
    // Items with no limit note (at most 10 each, no restriction group) and in stock: 11 of them, 10 each.
    const plain = page.locator(".grid .tile[data-gtin13]").filter({ hasNot: page.locator(".stock--out, .limits") })
    await plain.first().waitFor()
    expect(await plain.count()).toBeGreaterThanOrEqual(11)
    for (let i = 0; i < 11; i++) {
      const t = plain.nth(i)
      await t.getByRole("spinbutton").fill("10")
      await t.getByRole("button", { name: "Add to cart" }).click()
      await t.getByText(/✓ Added/).waitFor()
    }
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("11")
    const units = [...storefront.upstream.state.carts.carts.values()].flat().flatMap((c) => c.lines.map((l) => l.quantity))
    expect(units.reduce((s, n) => s + n, 0)).toBe(110)
    await page.goto("/checkout")
    await hydrated(page)
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.getByText("Your cart holds more items than one order can. Remove some, then check out.").waitFor()
    const main = (await page.getByRole("main").textContent()) ?? ""
    expect(main).not.toMatch(/CART_QTY_LIMIT_EXCEEDED|A checkout holds at most|status 400/)
  })

  it("claiming a flash sale past the shopper's limit (FLASH_SALE_LIMIT_REACHED)", async () => {
    const { page, storefront } = e2e
    await page.goto("/coupons")
    await hydrated(page)
    await page.getByLabel("Coupon type").selectOption({ label: "Flash sale" })
    const list = page.getByRole("list", { name: "Coupons" })
    const claimable = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Claim", exact: true }) })
      .first()
    await claimable.waitFor()
    const card = list.locator(`[data-coupon-id="${(await claimable.getAttribute("data-coupon-id")) ?? ""}"]`)
    const left = Number(/(\d+) left/.exec((await card.textContent()) ?? "")?.[1])
    expect(left).toBeGreaterThan(0)
    const claim = card.getByRole("button", { name: "Claim", exact: true })
    for (let i = 1; i <= left; i++) {
      await claim.click()
      const said = i === left ? "Claimed. That was your last one of this sale." : `Claimed. You can claim ${left - i} more.`
      await card.getByRole("status").getByText(said, { exact: true }).waitFor()
    }
    await card.locator(".coupon__meta", { hasText: "· 0 left" }).waitFor()
    const claimed = [...storefront.upstream.state.savings.claims.values()].flatMap((c) => [...c.values()])
    expect(claimed.reduce((s, n) => s + n, 0)).toBe(left)

    await claim.click()
    await card.getByRole("alert").getByText("You’ve reached the limit of this flash sale.", { exact: true }).waitFor()
    expect(await card.getByRole("status").textContent()).toBe("")
    const main = (await page.getByRole("main").textContent()) ?? ""
    expect(main).not.toMatch(/FLASH_SALE_LIMIT_REACHED|maximum quantity|status 400/)
  })

  it("alcohol in a slot before alcohol is handed off (ALCOHOL_FALLOUT)", async () => {
    const { page } = e2e
    await makeMyStore(page)
    await searchFor(page, "lager")
    await addFromTile(page, "Lager", 1)
    await page.goto("/checkout")
    await hydrated(page)
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.waitForURL(/\/checkout\?id=/)
    // The reference upstream's 08:00 UTC slots come before alcohol's earliest hour (10:00 UTC).
    const early = page.locator('input[name="timeslot"][value$="-08"]:not([disabled])').first()
    await early.click()
    await page.getByText("The alcohol in your cart can’t be part of this order. Remove it or choose another time or store.").waitFor()
    expect(await early.isChecked()).toBe(false)
    await page.getByText("Choose a time to reserve it.").waitFor()
    const main = (await page.getByRole("main").textContent()) ?? ""
    expect(main).not.toMatch(/ALCOHOL_FALLOUT|ALCOHOL_NA_FOR_SELECTED_SLOT|cannot be handed off|status 400/)
  })
})
