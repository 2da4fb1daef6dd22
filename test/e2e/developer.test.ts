/**
 * The developer panel in a real browser: the devtools of `atlas-client/react/devtools`, loaded
 * lazily by the page (cache entries with state, age and `fetching`, actions, invalidations, the
 * last requests with their headers, secrets redacted), axe-clean; the chaos switches; and a read
 * cancelled by navigating away mid-request (seen as cancelled in the panel and as aborted by the
 * upstream).
 */
import { createRequire } from "node:module"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { artifacts, eventually, hydrated, requestsTo, useE2E } from "./harness.js"

const e2e = useE2E()

const searchZip = async (zip: string) => {
  const { page } = e2e
  await page.goto("/stores")
  // The panel lists the browser's calls: the hydrated page searches in the browser.
  await hydrated(page)
  await page.getByLabel("ZIP code").fill(zip)
  await page.getByRole("button", { name: "Find stores" }).click()
  await page.locator(".store-card").first().waitFor()
}

const openPanel = async () => {
  const { page } = e2e
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Developer" }).click()
  await page.getByRole("heading", { level: 1, name: "Developer panel" }).waitFor()
}

const slotRow = (id: string) => e2e.page.locator(`tr[data-slot="${id}"]`)

const axeScript = createRequire(import.meta.url).resolve("axe-core/axe.min.js")

describe("developer panel", () => {
  it("shows the devtools: cache entries with state, age and fetching, an action and the reads it made stale, axe-clean", async () => {
    const { page } = e2e
    // Every script the page fetches, from the first screen on.
    const scripts: Array<string> = []
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname)
    })
    const devtoolsScripts = () => scripts.filter((s) => /\/assets\/devtools-[\w-]+\.js$/.test(s))
    await page.goto("/shop")
    const item = page
      .locator(".grid .tile[data-gtin13]")
      .filter({ hasNot: page.locator(".stock--out") })
      .first()
    await item.waitFor()
    const gtin13 = await item.getAttribute("data-gtin13")
    await item.getByRole("button", { name: "Add to cart" }).click()
    await item.getByText(/Added/).waitFor()
    // The shop never fetched the devtools' script; the developer page fetches it.
    expect(scripts.length).toBeGreaterThan(3)
    expect(devtoolsScripts()).toStrictEqual([])
    await openPanel()
    await page.getByRole("heading", { level: 2, name: "Cache entries" }).waitFor()
    expect(devtoolsScripts()).toHaveLength(1)
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents()
    expect(headings.slice(0, 5)).toStrictEqual(["Cache entries", "Actions", "Invalidations", "Last requests", "Last spans"])

    // The shop's search: a cache entry that succeeded, its age, not fetching.
    const search = page
      .getByRole("table", { name: "Cache entries" })
      .locator('tr[data-slot="ProductSearch.searchProducts#default"]')
      .first()
    expect(await search.getAttribute("data-status")).toBe("success")
    expect(await search.getAttribute("data-fetching")).toBe("false")
    expect(await search.locator(".slots__age").textContent()).toMatch(/^(now|\d+ s)$/)
    // The tile's add to cart: an action slot keyed by its gtin13, and the cart reads it made stale.
    const add = page.getByRole("table", { name: "Actions" }).locator(`tr[data-slot="Carts.addToCart#${gtin13}"]`)
    expect(await add.getAttribute("data-status")).toBe("success")
    const invalidation = page.getByRole("table", { name: "Invalidations" }).locator('tr[data-invalidation="Carts.addToCart"]').first()
    expect(await invalidation.textContent()).toContain("Carts.")

    // Accessible: axe finds no violation in the devtools (contrast included, in the storefront's styles).
    await page.addScriptTag({ path: axeScript })
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: string
            ) => Promise<{ violations: ReadonlyArray<{ id: string; nodes: ReadonlyArray<{ target: ReadonlyArray<string> }> }> }>
          }
        }
      ).axe
      const results = await axe.run(".atlas-devtools")
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    })
    expect(violations).toStrictEqual([])
  })

  it("lists the slots and the calls with their headers, secrets redacted", async () => {
    const { page, context, storefront } = e2e
    await searchZip("45202")
    // A state-changing call (POST), so the XSRF header is sent.
    await page.getByLabel("Street address").fill("101 E 4th St")
    await page.getByLabel("City").fill("Cincinnati")
    await page.getByLabel("State").fill("OH")
    await page.getByLabel("ZIP", { exact: true }).fill("45202")
    await page.getByRole("button", { name: "Check address" }).click()
    await page.getByText(/Address verified/).waitFor()
    await openPanel()

    expect(await slotRow("Stores.searchByZip#default").getAttribute("data-status")).toBe("success")
    expect(await slotRow("Stores.searchByZip#default").textContent()).toMatch(/\d+ stores/)
    expect(await slotRow("Locator.validateAddress#default").getAttribute("data-status")).toBe("success")

    const post = page.locator('li.request[data-operation="Locator.validateAddress"]').first()
    await post.locator("summary").click()
    const header = (name: string) => post.locator(`tr[data-header="${name}"] td`).textContent()
    expect(await header("x-call-origin")).toBe("Locator.validateAddress")
    expect(await header("x-correlation-id")).toMatch(/^[0-9a-f-]{36}$/)
    expect(await header("x-channel")).toBe("WEB")
    expect(await header("x-xsrf-token")).toBe("<redacted>")

    const get = page.locator('li.request[data-operation="Stores.searchStores"]').first()
    await get.locator("summary").click()
    expect(await get.locator('tr[data-header="x-call-origin"] td').textContent()).toBe("Stores.searchStores")
    expect(await get.locator('tr[data-header="x-xsrf-token"]').count()).toBe(0)

    // The real token went to the upstream, and appears nowhere on the page.
    const xsrf = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value
    expect(xsrf).toMatch(/^[0-9a-f]{32}$/)
    expect(requestsTo(storefront.upstream, "/locator/address-validation")[0]?.headers["x-xsrf-token"]).toBe(xsrf)
    expect(await page.content()).not.toContain(xsrf ?? "no token")
    await page.screenshot({ path: join(artifacts, "developer-desktop.png"), fullPage: true })
  })

  it("sets the upstream's chaos switches", async () => {
    const { page, storefront } = e2e
    await page.goto("/developer")
    // The chaos switches are the hydrated page's (a developer tool: the browser's calls to the upstream).
    await hydrated(page)
    await expect.poll(() => page.getByTestId("chaos-state").textContent()).toBe("Calm")
    await page.getByRole("button", { name: "Slow (3 s)" }).click()
    await page.getByText(/Preset .Slow \(3 s\). applied/).waitFor()
    expect(storefront.upstream.chaos.current).toMatchObject({ slow: 1, latencyMs: 3000 })
    await page.getByLabel(/^Latency/).fill("1500")
    await page.getByRole("button", { name: "Apply" }).click()
    await page.getByText("Chaos switches saved.").waitFor()
    expect(storefront.upstream.chaos.current.latencyMs).toBe(1500)
    await page.getByRole("button", { name: "Reset upstream" }).click()
    await page.getByText(/Upstream reset/).waitFor()
    expect(storefront.upstream.chaos.current.slow).toBe(0)
  })

  it("shows a read cancelled when its page is left mid-request", async () => {
    const { page, storefront } = e2e
    await searchZip("45202")
    const chaos = await fetch(`${storefront.url}/__dev/chaos`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slow: 1, latencyMs: 3000 })
    })
    expect(chaos.status).toBe(200)
    await page.locator(".store-card").first().getByRole("link", { name: "Store details" }).click()
    await page.getByText("Loading store details…").waitFor()
    await eventually(() => requestsTo(storefront.upstream, "/stores/v1/details/").length === 1)
    await openPanel()

    await eventually(() => requestsTo(storefront.upstream, "/stores/v1/details/")[0]?.aborted === true)
    const details = requestsTo(storefront.upstream, "/stores/v1/details/")
    expect(details).toHaveLength(1)
    const row = slotRow("Stores.getStoreDetails#default")
    expect(await row.getAttribute("data-status")).toBe("cancelled")
    expect(await row.locator(".state").textContent()).toBe("cancelled")
    const entry = page.locator('li.request[data-operation="Stores.getStoreDetails"]').first()
    expect(await entry.locator(".request__status").textContent()).toMatch(/no response/)
  })

  it("cancels a search with its cancel button", async () => {
    const { page, storefront } = e2e
    storefront.upstream.chaos.set({ stallHeaders: 1 })
    await page.goto("/stores")
    // The browser's search has a cancel button (before hydration the search is a plain GET form).
    await hydrated(page)
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    await page.getByText("Searching stores…").waitFor()
    await page.getByRole("button", { name: "Cancel" }).click()
    await page.getByText("Store search cancelled").waitFor()
    await eventually(() => requestsTo(storefront.upstream, "/stores/v1/search")[0]?.aborted === true)
  })
})
