/**
 * Server rendering in a real browser: a shared locator link shows its stores with JavaScript
 * disabled (the server's HTML), and with JavaScript the page hydrates from the server's snapshot
 * without asking the upstream for the same stores again.
 */
import { describe, expect, it } from "vitest"
import { requestsTo, useE2E } from "./harness.js"

const e2e = useE2E()
const link = "/stores?zip=45202&modality=PICKUP"

describe("server-rendered storefront", () => {
  it("a shared locator link shows its stores without JavaScript", async () => {
    const page = await e2e.newPage({ javaScriptEnabled: false })
    await page.goto(link)
    const heading = await page.getByRole("heading", { level: 2, name: /stores? near 45202/ }).textContent()
    expect(heading).toMatch(/^\d+ stores? near 45202$/)
    expect(await page.locator(".store-card").count()).toBe(Number(/^(\d+)/.exec(heading ?? "")?.[1]))
    // Only the server asked for them.
    expect(requestsTo(e2e.storefront.upstream, "/stores/v1/search").length).toBe(1)
  })

  it("with JavaScript, the page hydrates from the snapshot: no second search for the same stores", async () => {
    const { page } = e2e
    const searches: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/atlas/v1/stores/v1/search")) searches.push(request.url())
    })
    await page.goto(link)
    await page.locator(".store-card").first().waitFor()
    // Hydrated: a click is handled by React (the modality switch reruns the search in the browser).
    await page.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")))
    await page.waitForLoadState("networkidle")
    expect(searches).toStrictEqual([])
    expect(requestsTo(e2e.storefront.upstream, "/stores/v1/search").length).toBe(1)
    await page.getByRole("radio", { name: /^In-store/ }).check()
    await expect.poll(() => searches.length).toBe(1)
    expect(searches[0]).toContain("45202")
  })
})
