/**
 * A server-rendered page is painted before its scripts load: what a shopper does before it is
 * hydrated is done then, by the page's plain HTML forms (a search is a `GET` form; an add to cart
 * posts to the cart's action, which adds and comes back), and the hydrated page shows it (the
 * storefront's scripts are held back here until the test lets them load); a page whose scripts
 * never load still works as plain HTML.
 */
import type { Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { addFromTile, hydrated, makeMyStore, requestsTo, searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E({ viewport: { width: 390, height: 844 } })

/**
 * The storefront's shell chunk (`atlasShellChunk()`), which the root route and the client entry
 * import: while it is held back the page is not hydrated; if it never loads, no script runs.
 */
const SHELL = /\/assets\/shell-[^/]*\.js$/

/** Holds the storefront's shell chunk back until `release` is called. */
const holdScripts = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(SHELL, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true")

describe("before the page is hydrated", () => {
  it("a search typed and sent before the scripts load is run at once, and the hydrated page keeps it", async () => {
    const { page } = e2e
    const release = await holdScripts(page)
    await page.goto("/shop", { waitUntil: "domcontentloaded" })
    await page.getByRole("searchbox", { name: "Search products" }).fill("limes")
    await page.getByRole("button", { name: "Search", exact: true }).click()
    // Sent as the form it is: the server renders the results.
    await page.waitForURL(/\/shop\?q=limes$/, { waitUntil: "domcontentloaded" })
    await page.getByRole("heading", { level: 1, name: "Results for “limes”" }).waitFor()
    expect(await isHydrated(page)).toBe(false)
    release()
    await hydrated(page)
    expect(new URL(page.url()).searchParams.get("q")).toBe("limes")
    expect(await page.getByRole("searchbox", { name: "Search products" }).inputValue()).toBe("limes")
  })

  it("an add to cart tapped before the scripts load is added at once, and once only", async () => {
    const { page, storefront } = e2e
    const release = await holdScripts(page)
    await page.goto("/shop?q=bananas", { waitUntil: "domcontentloaded" })
    await tile(page, "Bananas").getByRole("button", { name: "Add to cart" }).click()
    // The page's action added it and answered with the page: the server's page counts it.
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    expect(new URL(page.url()).search).toBe("?q=bananas")
    expect(await isHydrated(page)).toBe(false)
    release()
    await hydrated(page)
    expect(await tile(page, "Bananas").getByText("1 in cart").count()).toBe(1)
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
    // Hydrated, the page is no longer the post's answer: a reload asks for it (GET), nothing is posted again.
    const navigations: Array<string> = []
    page.on("request", (r) => {
      if (r.isNavigationRequest()) navigations.push(r.method())
    })
    await page.reload()
    await hydrated(page)
    expect(navigations).toStrictEqual(["GET"])
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
    expect(storefront.upstream.log.filter((r) => r.method === "POST" && r.path === "/carts")).toHaveLength(1)
    expect(e2e.pageErrors).toStrictEqual([])
  })

  it("delivery chosen at the checkout before the scripts load is the checkout's choice once they have", async () => {
    const { page } = e2e
    await makeMyStore(page)
    await searchFor(page, "bananas")
    await addFromTile(page, "Bananas", 1)
    const release = await holdScripts(page)
    await page.goto("/checkout", { waitUntil: "domcontentloaded" })
    await page.getByRole("radio", { name: /^Delivery from/ }).check()
    expect(await isHydrated(page)).toBe(false)
    release()
    await hydrated(page)
    await page.getByRole("heading", { name: "Where should we deliver?" }).waitFor()
    expect(await page.getByRole("radio", { name: /^Delivery from/ }).isChecked()).toBe(true)
    expect(e2e.pageErrors).toStrictEqual([])
  })

  it("a time slot and In-store chosen before the scripts load are reserved and searched once they have", async () => {
    const { page, storefront } = e2e
    await makeMyStore(page)
    await searchFor(page, "bananas")
    await addFromTile(page, "Bananas", 1)
    await page.goto("/checkout")
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.waitForURL(/\/checkout\?id=/)
    let release = await holdScripts(page)
    await page.reload({ waitUntil: "domcontentloaded" })
    const slot = page
      .getByRole("group", { name: "Time slots" })
      .getByRole("radio", { name: /, free$/ })
      .nth(1)
    const label = (await slot.getAttribute("aria-label")) ?? ""
    await slot.check()
    expect(await isHydrated(page)).toBe(false)
    release()
    await hydrated(page)
    await page.getByText(/^Reserved: /).waitFor()
    expect(await page.getByRole("radio", { name: label }).isChecked()).toBe(true)
    const checkoutId = new URL(page.url()).searchParams.get("id") ?? ""
    expect(requestsTo(storefront.upstream, `/checkout/v1/checkouts/${checkoutId}`).filter((r) => r.method === "PUT")).toHaveLength(1)

    await page.unrouteAll()
    release = await holdScripts(page)
    await page.goto("/stores?zip=45202&modality=PICKUP", { waitUntil: "domcontentloaded" })
    await page.getByRole("radio", { name: /^In-store/ }).check()
    release()
    await hydrated(page)
    await page.getByText(/for in-store shopping/).waitFor()
    expect(new URL(page.url()).searchParams.get("modality")).toBe("IN_STORE")
  })

  it("a store chosen in another tab while the page loads: the page hydrates as the server rendered it, then shows that store", async () => {
    const { page } = e2e
    const release = await holdScripts(page)
    await page.goto("/shop", { waitUntil: "domcontentloaded" })
    const place = page.getByRole("banner").locator(".my-store__name")
    expect(await place.textContent()).toBe("Choose pickup or delivery")
    // Another tab of the same browser chooses a store: the cookie changes under the loading page.
    const other = await page.context().newPage()
    await makeMyStore(other)
    const chosen = await other.getByRole("banner").locator(".my-store__name").textContent()
    release()
    await hydrated(page)
    await expect.poll(() => place.textContent()).toBe(chosen)
    expect(e2e.pageErrors).toStrictEqual([])
  })

  it("what is typed before the scripts load and sent after is what is sent: a tile's quantity, a new list's name", async () => {
    const { page, storefront } = e2e
    let release = await holdScripts(page)
    await page.goto("/shop?q=bananas", { waitUntil: "domcontentloaded" })
    await tile(page, "Bananas").getByRole("spinbutton").fill("3")
    release()
    await hydrated(page)
    await tile(page, "Bananas").getByRole("button", { name: "Add to cart" }).click()
    await tile(page, "Bananas").getByText("3 in cart").waitFor()
    const added = storefront.upstream.log.filter((r) => r.method === "POST" && r.path === "/carts")
    expect(added).toHaveLength(1)

    await page.unrouteAll()
    release = await holdScripts(page)
    await page.goto("/lists", { waitUntil: "domcontentloaded" })
    await page.getByLabel("New list").fill("Picnic")
    release()
    await hydrated(page)
    await page.getByRole("button", { name: "Create list" }).click()
    await page.getByRole("heading", { level: 2, name: "Picnic" }).waitFor()
    expect(await page.getByLabel("New list").inputValue()).toBe("")
  })

  it("a page whose scripts do not load still searches, as plain HTML", async () => {
    const { page } = e2e
    await page.route(SHELL, (route) => route.abort())
    await page.goto("/shop", { waitUntil: "domcontentloaded" })
    await page.getByRole("searchbox", { name: "Search products" }).fill("limes")
    await page.getByRole("button", { name: "Search", exact: true }).click()
    await page.getByRole("heading", { level: 1, name: "Results for “limes”" }).waitFor()
    expect(await isHydrated(page)).toBe(false)
  })
})
