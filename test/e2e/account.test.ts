/**
 * Signing in and the account page (issue 9): sign in as a seeded shopper through the upstream's
 * development sign-in, see the profile, opt in and out of friends and family, download the wallet
 * pass; a guest is asked to sign in; desktop and 375px screenshots.
 */
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { artifacts, requestsTo, useE2E } from "./harness.js"

const e2e = useE2E()

const signInAs = async (page: Page, name: string) => {
  await page.goto("/stores")
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click()
  await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor()
  await page.getByRole("button", { name: `Sign in as ${name}` }).click()
  await page.waitForURL(/\/account$/)
  await page.getByRole("heading", { level: 1, name: "Account" }).waitFor()
}

describe("account", () => {
  it("a guest sees the sign-in prompt, not an account", async () => {
    const { page } = e2e
    await page.goto("/account")
    await page.getByText("You’re shopping as a guest").waitFor()
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click()
    await page.getByRole("button", { name: "Sign in as Ava Johnson" }).waitFor()
    expect(await page.getByRole("button", { name: /^Sign in as / }).count()).toBe(3)
  })

  it("signs in as a seeded shopper and shows the profile and preferences", async () => {
    const { page, storefront } = e2e
    await signInAs(page, "Ava Johnson")
    await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe("Ava Johnson")
    await page.getByRole("main").getByText("ava.johnson@example.com").first().waitFor()
    await page.getByRole("heading", { name: "Preferences" }).waitFor()
    await page.locator(".prefs, section:has(#preferences-title) .muted").first().waitFor()
    // The header knows the shopper is signed in.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Account/ })
      .waitFor()
    expect(requestsTo(storefront.upstream, "/customer").length).toBeGreaterThan(0)
    await page.screenshot({ path: join(artifacts, "account-desktop.png"), fullPage: true })
  })

  it("the server's HTML shows a signed-in shopper by name, never guest text; signed out, a guest", async () => {
    const { page } = e2e
    await signInAs(page, "Ava Johnson")
    // The page's own first HTML, with the browser's cookies (the session), before any script runs.
    for (const path of ["/checkout", "/shop", "/stores"]) {
      const html = await (await page.request.get(path)).text()
      expect(html, path).toMatch(/Account of <\/span><span class="phone-hidden">Ava<\/span>/)
      expect(html, path).not.toMatch(/>Sign in<|Guests can check out too/)
    }
    // A hint the upstream does not back (signed out elsewhere) is corrected by the server's first HTML.
    const origin = new URL(page.url()).origin
    await page.request.post(`${origin}/__dev/sign-out`)
    const html = await (await page.request.get("/checkout")).text()
    expect(html).toMatch(/>Sign in</)
    expect(html).not.toContain(">Ava</span>")
    expect((await page.context().cookies()).some((c) => c.name === "atlas-market-shopper")).toBe(false)
  })

  it("opts in and out of friends and family", async () => {
    const { page, storefront } = e2e
    await signInAs(page, "Ben Okafor")
    const section = page.locator("section:has(#ff-title)")
    const status = section.getByTestId("ff-status")
    await status.waitFor()
    if ((await status.textContent()) === "Member") {
      await section.getByRole("button", { name: "Leave friends and family" }).click()
      await expect.poll(() => status.textContent()).toBe("Not a member")
    }
    await section.getByRole("button", { name: "Join friends and family" }).click()
    await expect.poll(() => status.textContent()).toBe("Member")
    await section.getByRole("button", { name: "Leave friends and family" }).click()
    await expect.poll(() => status.textContent()).toBe("Not a member")
    // Three GETs: fetch, opt-in and opt-out.
    expect(requestsTo(storefront.upstream, "/friends-and-family/opt-in").map((r) => r.method)).toEqual(["GET"])
    expect(
      requestsTo(storefront.upstream, "/friends-and-family/opt-out")
        .map((r) => r.method)
        .at(-1)
    ).toBe("GET")
  })

  it("downloads the wallet pass; a closed account has none", async () => {
    const { page } = e2e
    await signInAs(page, "Chloe Nguyen")
    await page.locator("section:has(#pass-title)").getByText("No wallet pass for this account").waitFor()
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    await signInAs(page, "Ava Johnson")
    const section = page.locator("section:has(#pass-title)")
    const button = section.getByRole("link", { name: "Download wallet pass" })
    await button.waitFor()
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()])
    expect(download.suggestedFilename()).toMatch(/^pass-[A-Za-z0-9_-]+\.json$/)
    const path = await download.path()
    const pass: unknown = JSON.parse(await readFile(path, "utf8"))
    expect(pass).toMatchObject({
      formatVersion: 1,
      organizationName: expect.any(String),
      storeCard: { secondaryFields: expect.any(Array) }
    })
  })

  it("looks right at phone width and signs out", async () => {
    const phone = await e2e.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
    await phone.goto("/sign-in")
    await phone.getByRole("button", { name: "Sign in as Ava Johnson" }).waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await phone.screenshot({ path: join(artifacts, "signin-phone.png"), fullPage: true })
    await phone.getByRole("button", { name: "Sign in as Ava Johnson" }).click()
    await phone.waitForURL(/\/account$/)
    await expect.poll(() => phone.getByTestId("profile-name").textContent()).toBe("Ava Johnson")
    await phone.locator("section:has(#pass-title) .pass__card").waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await phone.screenshot({ path: join(artifacts, "account-phone.png"), fullPage: true })
    await phone.getByRole("button", { name: "Sign out" }).click()
    await phone.waitForURL((url) => url.pathname === "/")
    await phone.getByRole("banner").getByRole("link", { name: "Sign in" }).waitFor()
  })
})
