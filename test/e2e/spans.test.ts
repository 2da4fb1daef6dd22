/**
 * The developer panel's "Last spans" (issue 12): with tracing on, the spans of the last calls are
 * listed with their status, duration and attributes (method, route, status code, attempts).
 */
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { artifacts, hydrated, useE2E } from "./harness.js"

const e2e = useE2E()

describe("developer panel spans", () => {
  it("lists the Stores.searchByZip span of a store search with its status", async () => {
    const { page } = e2e
    await page.goto("/stores")
    // The panel lists the browser's spans: the hydrated page searches in the browser.
    await hydrated(page)
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    await page.locator(".store-card").first().waitFor()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developer" }).click()
    await page.getByRole("heading", { level: 2, name: "Last spans" }).waitFor()

    const span = page.locator('li.span[data-span="Stores.searchByZip"]').first()
    await span.waitFor()
    expect(await span.getAttribute("data-status")).toBe("ok")
    expect(await span.locator(".state").textContent()).toBe("ok")
    expect(await span.locator(".span__duration").textContent()).toMatch(/^\d+(\.\d)? ms$/)
    // The request's span (annotated by the executor): method, route, status code, attempts.
    const call = page.locator('li.span[data-span="Stores.searchStores"]').first()
    await call.waitFor()
    const text = (await call.textContent()) ?? ""
    expect(text).toContain("methodGET")
    expect(text).toMatch(/route\/stores\/v1\/search/)
    expect(text).toContain("status code200")
    expect(text).toMatch(/attempts1/)
    await page.locator("section:has(#atlas-devtools-spans-title)").screenshot({ path: join(artifacts, "developer-spans.png") })
  })

  it("shows a failed call's span as an error", async () => {
    const { page, storefront } = e2e
    await page.goto("/stores")
    await hydrated(page)
    // The browser's search is answered 503.
    storefront.upstream.chaos.set({ unavailable: 1 })
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    await page.getByRole("alert").first().waitFor()
    storefront.upstream.chaos.reset()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developer" }).click()
    const span = page.locator('li.span[data-span="Stores.searchByZip"]').first()
    await span.waitFor()
    expect(await span.getAttribute("data-status")).toBe("error")
  })
})
