/**
 * The store locator in a real browser: search by ZIP, the ZIP validation (nothing sent), store
 * details, "use my location", error and retry, and the layout at desktop and phone width.
 */
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { artifacts, hydrated, requestsTo, useE2E } from "./harness.js"

const e2e = useE2E()

const search = async (zip: string, modality: "Pickup" | "In-store" = "Pickup") => {
  const { page } = e2e
  if (!page.url().includes("/stores")) await page.goto("/stores")
  await hydrated(page)
  await page.getByRole("radio", { name: new RegExp(`^${modality}`) }).check()
  await page.getByLabel("ZIP code").fill(zip)
  await page.getByRole("button", { name: "Find stores" }).click()
}

describe("store locator", () => {
  it("finds stores by zip, nearest first, with distances, hours and departments", async () => {
    const { page, storefront } = e2e
    await page.goto("/")
    await expect.poll(() => page.title()).toBe("Find a store · Atlas Market")
    await search("45202")
    const cards = page.locator(".store-card")
    await cards.first().waitFor()
    const heading = await page.getByRole("heading", { level: 2, name: /stores? near 45202/ }).textContent()
    expect(heading).toMatch(/^\d+ stores? near 45202$/)
    const count = await cards.count()
    expect(count).toBeGreaterThan(3)
    const distances = await page.locator(".store-card .distance").allTextContents()
    expect(distances).toHaveLength(count)
    for (const d of distances) expect(d).toMatch(/^\d+(\.\d)? mi$/)
    const miles = distances.map((d) => Number.parseFloat(d))
    expect([...miles].sort((a, b) => a - b)).toEqual(miles)
    const first = cards.first()
    expect(await first.locator(".store-card__today strong").textContent()).toMatch(
      /^(\d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M|24 Hours|Closed)$/
    )
    expect(await first.locator(".chip").count()).toBeGreaterThan(0)
    await first.getByText("Hours this week").click()
    const week = await first.locator(".hours tr").allTextContents()
    expect(week).toHaveLength(7)
    expect(week.join(" ")).toMatch(/Sunday.*Monday.*Saturday/)
    // One search went out, for that zip, with the use case named.
    const sent = requestsTo(storefront.upstream, "/stores/v1/search")
    expect(sent).toHaveLength(1)
    expect(sent[0]?.query).toContain("filter.query=45202")
    expect(sent[0]?.headers["x-call-origin"]).toBe("Stores.searchStores")
    expect(page.url()).toContain("/stores?zip=45202&modality=PICKUP")
  })

  it("a shared link to a search shows its stores when opened", async () => {
    const { page, storefront } = e2e
    await page.goto("/stores?zip=45202&modality=IN_STORE")
    await page.locator(".store-card").first().waitFor()
    expect(await page.getByRole("heading", { level: 2, name: /stores? near 45202/ }).textContent()).toMatch(/^\d+ stores? near 45202$/)
    expect(await page.getByRole("radio", { name: /^In-store/ }).isChecked()).toBe(true)
    expect(await page.getByLabel("ZIP code").inputValue()).toBe("45202")
    const sent = requestsTo(storefront.upstream, "/stores/v1/search")
    expect(sent).toHaveLength(1)
    expect(sent[0]?.query).toContain("filter.query=45202")
  })

  it("shows the zip message for a bad zip and sends nothing", async () => {
    const { page, storefront } = e2e
    await page.goto("/stores")
    await search("4520")
    const alert = page.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toContain("Enter a valid 5-digit ZIP code")
    expect(await page.getByLabel("ZIP code").getAttribute("aria-invalid")).toBe("true")
    await page.waitForTimeout(300)
    expect(requestsTo(storefront.upstream, "/stores")).toEqual([])
    expect(storefront.upstream.log.filter((r) => r.operation !== undefined)).toEqual([])
    // A good zip then clears the message.
    await search("45202")
    await page.locator(".store-card").first().waitFor()
    expect(await page.getByText("Enter a valid 5-digit ZIP code").count()).toBe(0)
  })

  it("opens a store's details and comes back", async () => {
    const { page } = e2e
    await search("45202")
    const card = page.locator(".store-card").first()
    const name = await card.locator("h3").textContent()
    await card.getByRole("link", { name: "Store details" }).click()
    await page.getByRole("heading", { level: 1, name: name ?? "" }).waitFor()
    expect(page.url()).toMatch(/\/stores\/\d{8}$/)
    expect(await page.locator(".store .hours").first().locator("tr").count()).toBe(7)
    expect(await page.locator(".departments li").count()).toBeGreaterThan(0)
    await page.goBack()
    await page.locator(".store-card").first().waitFor()
    expect(page.url()).toContain("zip=45202")
    // "All stores" (a bare /stores) comes back to the last search.
    await page.locator(".store-card").first().getByRole("link", { name: "Store details" }).click()
    await page.getByRole("link", { name: "← All stores" }).click()
    await page.getByRole("heading", { level: 2, name: /stores? near 45202/ }).waitFor()
    expect(page.url()).toContain("zip=45202")
    // A deep link loads the app (rendered by the server).
    await page.goto("/stores/01400316")
    await page.getByRole("heading", { level: 1, name: "Atlas Market Downtown" }).waitFor()
  })

  it("switching to in-store searches again for that modality", async () => {
    const { page, storefront } = e2e
    await search("45202")
    await page.locator(".store-card").first().waitFor()
    const pickup = await page.locator(".store-card").count()
    await page.getByRole("radio", { name: /^In-store/ }).check()
    await page.getByText(/for in-store shopping/).waitFor()
    expect(requestsTo(storefront.upstream, "/stores/v1/search")).toHaveLength(2)
    expect(await page.locator(".store-card").count()).toBeLessThanOrEqual(pickup)
    expect(page.url()).toContain("modality=IN_STORE")
  })

  it("uses the browser's location", async () => {
    const page = await e2e.newPage({ permissions: ["geolocation"], geolocation: { latitude: 39.1031, longitude: -84.512 } })
    // Tapped as soon as it shows, hydrated or not: before hydration it is a GET of `?near=1` the page answers.
    await page.goto("/stores", { waitUntil: "commit" })
    await page.getByRole("button", { name: "Use my location" }).click()
    await page.getByRole("heading", { level: 2, name: /stores? near you/ }).waitFor()
    expect(page.url()).toContain("near=1")
    expect(await page.locator(".store-card").count()).toBeGreaterThan(0)
    const sent = requestsTo(e2e.storefront.upstream, "/stores/v2/locator")
    expect(sent).toHaveLength(1)
    expect(decodeURIComponent(sent[0]?.query ?? "")).toContain("39.1031")
  })

  it("explains a denied location", async () => {
    const page = await e2e.newPage({ permissions: [] })
    await page.goto("/stores")
    // The browser's geolocation is asked once the page is hydrated.
    await hydrated(page)
    await page.getByRole("button", { name: "Use my location" }).click()
    const alert = page.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/location/i)
  })

  it("shows an upstream failure with a retry that recovers", async () => {
    const { page, storefront } = e2e
    storefront.upstream.chaos.set({ unavailable: 1 })
    await search("45202")
    const alert = page.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toContain("status 503")
    storefront.upstream.chaos.reset()
    await alert.getByRole("button", { name: "Try again" }).click()
    await page.locator(".store-card").first().waitFor()
  })

  it("works from the keyboard alone", async () => {
    const { page } = e2e
    await page.goto("/stores")
    await page.getByLabel("ZIP code").waitFor()
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content")
    let name: string | null | undefined
    for (let i = 0; i < 20 && name !== "zip"; i++) {
      await page.keyboard.press("Tab")
      name = await page.evaluate(() => document.activeElement?.getAttribute("name"))
    }
    expect(name).toBe("zip")
    await page.keyboard.type("45202")
    await page.keyboard.press("Enter")
    await page.locator(".store-card").first().waitFor()
    // Focus is visible: the focused control draws an outline.
    await page.getByLabel("ZIP code").focus()
    expect(await page.getByLabel("ZIP code").evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid")
  })

  it("makes a store the shopper's: later calls carry its modality headers", async () => {
    const { page, storefront } = e2e
    await search("45202")
    const card = page.locator(".store-card").first()
    const id = await card.getAttribute("data-location-id")
    await card.getByRole("button", { name: "Make this my store" }).click()
    await page
      .locator(".my-store")
      .getByText(/Downtown|Atlas Market/)
      .waitFor()
    await card.getByRole("link", { name: "Store details" }).click()
    await page.locator(".store").waitFor()
    const details = requestsTo(storefront.upstream, "/stores/v1/details/")
    expect(details[0]?.headers["x-modality"]).toBe(JSON.stringify({ type: "PICKUP", locationId: id }))
    expect(details[0]?.headers["x-modality-type"]).toBe("PICKUP")
  })

  it("looks like a shop at desktop and at phone width", async () => {
    const { page } = e2e
    await search("45202")
    await page.locator(".store-card").first().waitFor()
    await page.screenshot({ path: join(artifacts, "locator-desktop.png") })
    const phone = await e2e.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
    await phone.goto("/stores")
    await hydrated(phone)
    await phone.getByLabel("ZIP code").fill("45202")
    await phone.getByRole("button", { name: "Find stores" }).click()
    await phone.locator(".store-card").first().waitFor()
    await phone.screenshot({ path: join(artifacts, "locator-375.png"), fullPage: false })
    await phone.locator(".results__bar").evaluate((el) => el.scrollIntoView())
    await phone.screenshot({ path: join(artifacts, "locator-375-results.png") })
    // Nothing sticks out sideways at 375px.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
