/**
 * Delivery in a real browser (issue 23 items 2 and 3): the checkout asks a delivery's address, the
 * locator finds it wrong and suggests the right one, the shopper picks it, it is saved as their
 * delivery modality (on the upstream, through the modality preferences; nothing in the browser's
 * storage), the checkout and the order show it; an address the locator cannot find gets a
 * shopper's message; and the cart's lines are checked again when the shopper changes how they shop.
 */
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { artifacts, hydrated, requestsTo, searchFor, useE2E, makeMyStore, addFromTile } from "./harness.js"

const e2e = useE2E()

/** A store, bananas in the cart, and the checkout's first step with delivery chosen. */
const toDeliveryStep = async (page: Page) => {
  await makeMyStore(page)
  await searchFor(page, "bananas")
  await addFromTile(page, "Bananas", 2)
  await page.goto("/checkout")
  await hydrated(page)
  await page.getByRole("radio", { name: /^Delivery from/ }).check()
  await page.getByRole("heading", { name: "Where should we deliver?" }).waitFor()
}

const fillAddress = async (page: Page, address: { street: string; city: string; state: string; zip: string }) => {
  await page.getByLabel("Street address").fill(address.street)
  await page.getByLabel("City").fill(address.city)
  await page.getByLabel("State").fill(address.state)
  await page.getByLabel("ZIP code").fill(address.zip)
  await page.getByRole("button", { name: "Check address" }).click()
}

describe("delivery", () => {
  it("enters an address, picks the locator's suggestion, places the order and sees the address on it", async () => {
    const { page, storefront } = e2e
    await toDeliveryStep(page)
    const proceed = page.getByRole("button", { name: "Continue to checkout" })
    expect(await proceed.isDisabled()).toBe(true)
    await page.getByText("Enter the address to deliver to first.").waitFor()

    // Nothing is sent while the form is incomplete: each field says what it needs.
    await page.getByRole("button", { name: "Check address" }).click()
    await page.getByText("Enter the street address to deliver to.").waitFor()
    await page.getByText("Enter a 5-digit ZIP code, like 45202.").waitFor()
    expect(await page.getByLabel("Street address").getAttribute("aria-invalid")).toBe("true")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("street")
    expect(requestsTo(storefront.upstream, "/locator/address-validation")).toHaveLength(0)

    // The wrong state for the ZIP code: the locator cannot confirm it and suggests similar addresses.
    await fillAddress(page, { street: "1014  vine st", city: "cincinatti", state: "KY", zip: "45202" })
    const suggestions = page.getByRole("group", { name: "Did you mean one of these?" })
    await suggestions.waitFor()
    await page.getByText("We couldn’t confirm this address as entered.").waitFor()
    const first = suggestions.getByRole("radio", { name: "1014 vine st, Cincinnati, OH 45202" })
    expect(await first.isChecked()).toBe(true)
    expect(await suggestions.getByRole("radio").count()).toBeGreaterThan(1)
    expect(requestsTo(storefront.upstream, "/locator/address-validation").map((r) => r.status)).toEqual([200])
    expect(requestsTo(storefront.upstream, "/locator/findSimilarAddresses").map((r) => r.status)).toEqual([200])
    await page.screenshot({ path: join(artifacts, "checkout-delivery-address-desktop.png"), fullPage: true })

    // The shopper picks it: saved as their delivery modality (not activated: they still shop pickup).
    await first.check()
    await page.getByRole("button", { name: "Deliver to this address" }).click()
    await page.getByTestId("delivery-address").getByText("1014 vine st, Cincinnati, OH 45202").waitFor()
    // "Change address" opens the form in the page (no navigation); "Keep …" closes it again.
    const at = page.url()
    await page.getByRole("link", { name: "Change address" }).click()
    await page.getByRole("button", { name: "Check address" }).waitFor()
    await page.getByRole("link", { name: /^Keep 1014 vine st/ }).click()
    await page.getByTestId("delivery-address").waitFor()
    expect(page.url()).toBe(at)
    const writes = requestsTo(storefront.upstream, "/modality/preferences").filter((r) => r.method === "PUT")
    expect(writes.at(-1)?.status).toBe(200)
    const prefs = [...storefront.upstream.state.modality.preferences.values()].at(-1)
    expect(prefs?.activeModality).toBe("PICKUP")
    const delivery = prefs?.modalities.find((m) => m.id === prefs.primaryModality.DELIVERY)
    expect(delivery?.destination).toStrictEqual({
      address: { addressLines: ["1014 vine st"], cityTown: "Cincinnati", stateProvince: "OH", postalCode: "45202", countryCode: "US" }
    })
    // Nothing of it in the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
    expect(stored).not.toContain("vine")
    expect(await page.locator(".picker__trigger").getAttribute("data-modality")).toBe("PICKUP")

    // The checkout delivers there.
    await proceed.click()
    await page.waitForURL(/\/checkout\?id=checkout-\d{6}$/)
    await page
      .locator(".checkout__mode")
      .getByText(/to 1014 vine st, Cincinnati, OH 45202/)
      .waitFor()
    await page.getByRole("group", { name: "Time slots" }).getByRole("radio").first().check()
    await page.getByText(/^Reserved: /).waitFor()
    await page.getByLabel("Card number").fill("4111 1111 1111 1111")
    await page.getByLabel("Expiry (MM/YY)").fill("12/39")
    await page.getByRole("button", { name: "Add card" }).click()
    await page.getByText("Paying with Credit card ending 1111").waitFor()
    const place = page.getByRole("button", { name: /^Place order/ })
    await expect.poll(() => place.isDisabled()).toBe(false)
    await place.click()
    await page.waitForURL(/\/orders\/order-\d{6}$/)
    await page.getByRole("heading", { level: 2, name: "Thank you! Your order is confirmed." }).waitFor()
    expect(await page.getByTestId("order-address").textContent()).toBe("1014 vine st, Cincinnati, OH 45202")
    const [order] = [...storefront.upstream.state.checkout.orders.values()]
    expect(storefront.upstream.state.checkout.checkouts.get(order?.order.checkoutId ?? "")?.handoffAddress?.postalCode).toBe("45202")
    await page.screenshot({ path: join(artifacts, "order-delivery-desktop.png"), fullPage: true })

    // The next delivery checkout offers the saved address first.
    await page.goto("/shop")
    await searchFor(page, "bananas")
    await addFromTile(page, "Bananas", 1)
    await page.goto("/checkout")
    await hydrated(page)
    await page.getByRole("radio", { name: /^Delivery from/ }).check()
    await page.getByTestId("delivery-address").getByText("1014 vine st, Cincinnati, OH 45202").waitFor()
    expect(await proceed.isDisabled()).toBe(false)
  })

  it("an address the locator cannot find gets a shopper's message, and the checkout waits", async () => {
    const { page, storefront } = e2e
    await toDeliveryStep(page)
    const writes = () => requestsTo(storefront.upstream, "/modality/preferences").filter((r) => r.method === "PUT").length
    const before = writes()
    await fillAddress(page, { street: "1 Nowhere Rd", city: "", state: "", zip: "00000" })
    const message = page.getByTestId("address-not-found")
    await message.waitFor()
    expect(await message.getAttribute("role")).toBe("alert")
    expect(await message.locator("p").textContent()).toBe("We couldn’t find this address. Check the street, the ZIP code and the state.")
    expect(await page.getByRole("button", { name: "Deliver to this address" }).count()).toBe(0)
    expect(await page.getByRole("button", { name: "Continue to checkout" }).isDisabled()).toBe(true)
    expect(await page.getByRole("main").textContent()).not.toMatch(/INVALID|Invalid Request|status \d{3}/)
    expect(writes()).toBe(before)
    // Changing the address clears the verdict.
    await page.getByLabel("ZIP code").fill("45202")
    await message.waitFor({ state: "detached" })
  })

  it("the cart's lines are checked again when the shopper changes how they shop", async () => {
    const { page, storefront } = e2e
    await makeMyStore(page)
    await searchFor(page, "bananas")
    await addFromTile(page, "Bananas", 2)
    await page.goto("/cart")
    await hydrated(page)
    const line = page.locator(".line").first()
    await line.waitFor()
    await expect.poll(() => requestsTo(storefront.upstream, "/products/validation/modality").length).toBeGreaterThan(0)
    expect(await line.getByTestId("line-rejection").count()).toBe(0)

    // Ship to a ZIP code from the header: bananas don't ship.
    await page.locator(".picker__trigger").click()
    const dialog = page.getByRole("dialog", { name: "How do you want to shop?" })
    await dialog.getByRole("radio", { name: /^Ship/ }).check()
    await dialog.getByLabel("Shipping ZIP code").fill("45202")
    await dialog.getByRole("button", { name: "Ship here" }).click()
    await dialog.waitFor({ state: "detached" })
    await line.getByTestId("line-rejection").waitFor()
    expect(await line.getByTestId("line-rejection").textContent()).toBe("This item isn't available to ship right now.")
    const notice = page.getByTestId("line-checks")
    expect(await notice.getAttribute("role")).toBe("status")
    expect(await notice.textContent()).toMatch(/^One item in your cart can’t be ordered for shipping to 45202/)
    const checks = requestsTo(storefront.upstream, "/products/validation/modality")
    expect(checks.at(-1)?.headers["x-modality"]).toContain('"type":"SHIP"')
    await page.screenshot({ path: join(artifacts, "cart-revalidated-desktop.png"), fullPage: true })

    // Back to pickup at the store: checked again, nothing to mark.
    await page.locator(".picker__trigger").click()
    await dialog.getByRole("radio", { name: /^Pickup/ }).check()
    await dialog.getByRole("button", { name: "Use my saved pickup choice" }).click()
    await line.getByTestId("line-rejection").waitFor({ state: "detached" })
    expect(await notice.textContent()).toBe("")
    expect(requestsTo(storefront.upstream, "/products/validation/modality").at(-1)?.headers["x-modality"]).toContain('"type":"PICKUP"')
  })
})
