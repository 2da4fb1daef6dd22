/**
 * The header's modality picker (issue 5): pick a pickup store near a ZIP, reload, and the choice and
 * the modality headers are still there (the shopping context lives in a cookie the server reads too); the rules'
 * errors are shown to the shopper; the keyboard works; desktop and 375px screenshots.
 */
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { artifacts, eventually, hydrated, requestsTo, useE2E } from "./harness.js"

const e2e = useE2E()

const trigger = (page: Page) => page.locator(".picker__trigger")
const dialog = (page: Page) => page.getByRole("dialog", { name: "How do you want to shop?" })

const openPicker = async (page: Page) => {
  await hydrated(page)
  await trigger(page).click()
  await dialog(page).waitFor()
}

/** Picks the first pickup store near a ZIP in the header; its location id and name. */
const pickPickupStore = async (page: Page, zip = "45202") => {
  await openPicker(page)
  await dialog(page)
    .getByRole("radio", { name: /^Pickup/ })
    .check()
  await dialog(page).getByLabel("Stores near ZIP code").fill(zip)
  await dialog(page).getByRole("button", { name: "Find stores" }).click()
  const first = dialog(page).locator(".picker__store").first()
  await first.waitFor()
  const id = await first.getAttribute("data-location-id")
  const name = (await first.locator(".picker__store-name").textContent()) ?? ""
  await first.getByRole("button", { name: /^Choose / }).click()
  await dialog(page).waitFor({ state: "detached" })
  return { id: id ?? "", name }
}

describe("modality picker", () => {
  it("picks a pickup store; after a reload the choice and the modality header are still there", async () => {
    const { page, storefront } = e2e
    await page.goto("/stores")
    await expect.poll(() => trigger(page).textContent()).toMatch(/How do you shop\?/)
    const { id, name } = await pickPickupStore(page)
    expect(id).toMatch(/^\d{8}$/)
    await expect.poll(() => trigger(page).textContent()).toContain(`Pickup at${name}`)
    expect(await trigger(page).getAttribute("data-modality")).toBe("PICKUP")
    // The choice was a preference write (activated), checked by the rules before it was sent.
    const writes = requestsTo(storefront.upstream, "/modality/preferences").filter((r) => r.method !== "GET")
    expect(writes.length).toBe(1)

    const before = storefront.upstream.log.length
    await page.reload()
    await expect.poll(() => trigger(page).textContent()).toContain(`Pickup at${name}`)

    // The first store search after the reload carries the restored modality, and the store locator
    // agrees: that store is the shopper's (the browser's search: the hydrated page's).
    await hydrated(page)
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    await page.locator(`.store-card[data-location-id="${id}"]`).getByText("✓ Your store").waitFor()
    await eventually(() => storefront.upstream.log.slice(before).some((r) => r.path === "/stores/v1/search"))
    const next = storefront.upstream.log.slice(before).find((r) => r.path === "/stores/v1/search")
    expect(next?.headers["x-modality"]).toBe(JSON.stringify({ type: "PICKUP", locationId: id }))
    expect(next?.headers["x-modality-type"]).toBe("PICKUP")
    expect(next?.headers["x-facility-id"]).toBe(id)
  })

  it("makes a store from the locator the header's choice too", async () => {
    const { page } = e2e
    await page.goto("/stores")
    // The header's choice follows the browser's write (before hydration the choice is the server's form).
    await hydrated(page)
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    const card = page.locator(".store-card").nth(1)
    await card.waitFor()
    const id = await card.getAttribute("data-location-id")
    await card.getByRole("button", { name: "Make this my store" }).click()
    await card.getByText("✓ Your store").waitFor()
    await openPicker(page)
    await dialog(page).getByText("Current:").waitFor()
    expect(
      await dialog(page)
        .getByRole("radio", { name: /^Pickup/ })
        .isChecked()
    ).toBe(true)
    await page.keyboard.press("Escape")
    await page.reload()
    await expect.poll(() => trigger(page).getAttribute("data-modality")).toBe("PICKUP")
    const stored = await page.evaluate(() => /(?:^|; )atlas-client_shopping-context_v1=([^;]*)/.exec(document.cookie)?.[1] ?? "null")
    expect(JSON.parse(decodeURIComponent(stored))).toMatchObject({
      type: "PICKUP",
      locationId: id
    })
  })

  it("shows the rules' errors, then delivers to an address and switches back to pickup", async () => {
    const { page, storefront } = e2e
    await page.goto("/stores")
    const { id } = await pickPickupStore(page)
    await openPicker(page)

    // Ship was never chosen: the upstream has no primary ship modality for this shopper.
    await dialog(page).getByRole("radio", { name: /^Ship/ }).check()
    await dialog(page).getByRole("button", { name: "Use my saved ship choice" }).click()
    await dialog(page).getByRole("alert").getByText("No primary modality of type SHIP exists for this user").waitFor()

    // An empty delivery address: the rules refuse it and nothing is sent.
    await dialog(page)
      .getByRole("radio", { name: /^Delivery/ })
      .check()
    const sent = requestsTo(storefront.upstream, "/modality/preferences").length
    await dialog(page).getByRole("button", { name: "Deliver here" }).click()
    await dialog(page).getByRole("alert").getByText("address needs at least a postalCode").waitFor()
    expect(requestsTo(storefront.upstream, "/modality/preferences").length).toBe(sent)
    await page.screenshot({ path: join(artifacts, "modality-picker-error-desktop.png") })

    await dialog(page)
      .getByLabel(/Street address/)
      .fill("101 E 4th St")
    await dialog(page).getByLabel("Delivery ZIP code").fill("45202")
    await dialog(page).getByRole("button", { name: "Deliver here" }).click()
    await dialog(page).waitFor({ state: "detached" })
    await expect.poll(() => trigger(page).textContent()).toContain("Delivery to101 E 4th St, 45202")

    // Back to the saved pickup store, by type.
    await openPicker(page)
    await dialog(page)
      .getByRole("radio", { name: /^Pickup/ })
      .check()
    await dialog(page).getByRole("button", { name: "Use my saved pickup choice" }).click()
    await dialog(page).waitFor({ state: "detached" })
    await expect.poll(() => trigger(page).getAttribute("data-modality")).toBe("PICKUP")
    const before = storefront.upstream.log.length
    await page.reload()
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    await eventually(() => storefront.upstream.log.length > before)
    expect(storefront.upstream.log[before]?.headers["x-modality"]).toBe(JSON.stringify({ type: "PICKUP", locationId: id }))
  })

  it("works with the keyboard and at phone width", async () => {
    const { page } = e2e
    await page.goto("/stores")
    await hydrated(page)
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await dialog(page).waitFor()
    // Focus moved into the panel; Escape closes it and gives focus back to the trigger.
    expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true)
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    expect(await trigger(page).evaluate((el) => el === document.activeElement)).toBe(true)

    await pickPickupStore(page)
    await openPicker(page)
    await dialog(page).getByLabel("Stores near ZIP code").fill("45202")
    await dialog(page).getByRole("button", { name: "Find stores" }).click()
    await dialog(page).locator(".picker__store").first().waitFor()
    await page.screenshot({ path: join(artifacts, "modality-picker-desktop.png") })

    const phone = await e2e.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
    await phone.goto("/stores")
    await pickPickupStore(phone)
    await openPicker(phone)
    await dialog(phone)
      .getByRole("radio", { name: /^Delivery/ })
      .check()
    await dialog(phone).getByRole("button", { name: "Deliver here" }).click()
    await dialog(phone).getByRole("alert").waitFor()
    const box = await dialog(phone).boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await phone.screenshot({ path: join(artifacts, "modality-picker-phone.png") })
  })
})
