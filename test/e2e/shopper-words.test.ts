/**
 * What the storefront shows shoppers (issue 23, item 8): no feature flags, no raw ids, no
 * division or coordinates; a signed-in shopper's saved store is named in the header, not "Choose
 * pickup or delivery". Raw ids of orders, checkouts and returns: `checkout.test.ts`.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { useE2E } from "./harness.js"

const e2e = useE2E()

const signIn = async (page: Page, name: string) => {
  await page.goto("/sign-in")
  await page.getByRole("button", { name: `Sign in as ${name}` }).click()
  await page.waitForURL(/\/account$/)
  await page.getByTestId("profile-name").waitFor()
}

const storeName = async (locationId: string): Promise<string> => {
  const other = await e2e.newPage()
  await other.goto(`/stores/${locationId}`)
  const name = (await other.getByRole("heading", { level: 1 }).textContent()) ?? ""
  await other.close()
  return name
}

describe("shopper-facing words", () => {
  it("a signed-in shopper with a saved store sees its name, never its id or “Choose pickup or delivery”", async () => {
    const { page } = e2e
    await signIn(page, "Ava Johnson")
    // Ava's saved preferences (the upstream's seed) have pickup at store 01400316 active.
    const name = await storeName("01400316")
    expect(name).not.toBe("")
    const place = page.getByRole("banner").locator(".my-store__name")
    await expect.poll(() => place.textContent()).toBe(name)
    await page.goto("/shop")
    await expect.poll(() => place.textContent()).toBe(name)
    expect(await page.getByRole("banner").textContent()).not.toMatch(/Choose pickup or delivery|Store \d/)
  })

  it("the account names the preferred store and shows no feature flags", async () => {
    const { page } = e2e
    await signIn(page, "Ben Okafor")
    const preferred = page.locator(".account__profile").getByRole("link", { name: /./ }).first()
    const href = (await preferred.getAttribute("href")) ?? ""
    expect(href).toMatch(/^\/stores\/\d{8}$/)
    const name = await storeName(href.replace("/stores/", ""))
    await expect.poll(() => preferred.textContent()).toBe(name)
    await page.getByTestId("ff-status").waitFor()
    const main = (await page.getByRole("main").textContent()) ?? ""
    expect(main).not.toMatch(/FFBetaProgram|SNAP_Program|Experiment|Store \d{8}/)
  })

  it("Account and Rewards agree on the membership (the enrollment decides; issue 23 item 7)", async () => {
    const { page } = e2e
    // Ava: an active Boost Annual enrollment; Ben: his trial expired, so no current membership.
    await signIn(page, "Ava Johnson")
    const membership = page.getByTestId("membership")
    await expect.poll(() => membership.textContent()).toMatch(/^Premium · .+$/)
    const plan = ((await membership.textContent()) ?? "").replace(/^Premium · /, "")
    await page.goto("/rewards")
    const enrollment = page.locator(".rewards__enrollment")
    await enrollment.waitFor()
    expect(await enrollment.textContent()).toBe(`Your plan: ${plan} (active)`)

    await signIn(page, "Ben Okafor")
    await expect.poll(() => membership.textContent()).toBe("Not a member")
    await page.goto("/rewards")
    await page
      .locator(".rewards__membership")
      .getByText(/^You are not a member\. These are the plans you can join\.$/)
      .waitFor()
    expect(await page.locator(".rewards__enrollment").count()).toBe(0)
  })

  it("store details show no division, store id or coordinates", async () => {
    const { page } = e2e
    await page.goto("/stores/01400316")
    const about = page.locator("section:has(#about-title)")
    await about.getByText("Open 24 hours").waitFor()
    const text = (await about.textContent()) ?? ""
    expect(text).not.toMatch(/Division|Store id|-?\d+\.\d{4}, -?\d+\.\d{4}/)
    expect(text).toMatch(/Store number/)
  })
})
