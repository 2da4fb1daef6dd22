/**
 * The edge's geolocation in a real browser, served with the development stand-in for the edge
 * (`npm start --edge-geo …`; here the harness's `edge` option, the same code path). Spec §7:
 * "Geolocation comes from an edge header of comma-separated key=value pairs"; spec §5: "Edge location
 * zip uses the first 5 characters of the first zip."
 */
import { describe, expect, it } from "vitest"
import { hydrated, isHarnessMessage, requestsTo, useE2E } from "./harness.js"

const GEO = "country_code=US,region_code=OH,city=CINCINNATI,lat=39.1007,long=-84.5130,zip=45202-45203+45206"
const e2e = useE2E({}, { edge: { geo: GEO } })

describe("the edge's geolocation (npm start --edge-geo)", () => {
  it("a first-time shopper's locator opens on the stores near the edge's zip, hydrated without a second search", async () => {
    const { page } = e2e
    const consoleErrors: Array<string> = []
    page.on("console", (message) => {
      if (message.type() === "error" && !isHarnessMessage(message.text())) consoleErrors.push(message.text())
    })
    const searches: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/atlas/v1/stores/v1/search")) searches.push(request.url())
    })
    await page.goto("/")
    await hydrated(page)
    const heading = await page.getByRole("heading", { level: 2, name: /stores? near 45202/ }).textContent()
    expect(heading).toMatch(/^\d+ stores? near 45202$/)
    expect(await page.locator(".store-card").count()).toBe(Number(/^(\d+)/.exec(heading ?? "")?.[1]))
    await expect.poll(() => page.getByRole("textbox", { name: "ZIP code" }).inputValue()).toBe("45202")
    // The page's address follows the search it shows.
    await expect.poll(() => new URL(page.url()).search).toBe("?zip=45202&modality=PICKUP")
    await page.waitForLoadState("networkidle")
    // The server searched once, with the edge's header as the geo-location header; the browser did not search again.
    const serverSearches = requestsTo(e2e.storefront.upstream, "/stores/v1/search")
    expect(serverSearches.map((r) => r.headers["x-geo-location"])).toStrictEqual([GEO])
    expect(searches).toStrictEqual([])
    // The first render in the browser matched the server's HTML.
    expect(consoleErrors).toStrictEqual([])
  })
})
