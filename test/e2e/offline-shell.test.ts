/**
 * The offline shell (`sw.js`, `atlasServiceWorker()`), in chromium: "offline" is the storefront's
 * server stopped (a service worker's own fetches escape `setOffline` and `page.route`), so each
 * test starts its own storefront and closes it. Pages opened online are shown offline as last
 * seen, with their scripts from the worker's cache (the page hydrates); a page never opened gets
 * the offline page; a form posted offline gets the "not sent" page.
 */
import { describe, expect, it } from "vitest"
import { hydrated } from "./harness.js"
import { controlled, keptPaths, useWorkerPages } from "./workerPages.js"

const { open, pageErrors } = useWorkerPages()

describe("the offline shell", () => {
  it("shows the last-seen pages offline with their scripts, and the offline page for a page never opened", async () => {
    const { page, server } = await open()
    await page.goto("/shop")
    await hydrated(page)
    expect(await controlled(page)).toBe(`${server.url}/sw.js`)
    // The page the shopper landed on (loaded before the worker ran) is kept when the worker activates.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBe(2)
    await page.goto("/cart")
    await hydrated(page)
    await page.goto("/shop")
    await hydrated(page)
    const tiles = await page.locator(".grid .tile[data-gtin13]").count()
    expect(tiles).toBeGreaterThan(0)

    await server.close()
    await page.reload()
    // The page as last seen, not the browser's error page; its scripts from the worker's cache hydrate it.
    await hydrated(page)
    expect(await page.locator(".grid .tile[data-gtin13]").count()).toBe(tiles)
    await page.goto("/cart")
    await hydrated(page)
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toMatch(/cart/i)

    // A client navigation offline (the hydrated page's cart link, its route's module from the cache) shows the cart, not an error.
    await page.goto("/shop")
    await hydrated(page)
    await page.locator("a.cart-link").click()
    await page.waitForURL(/\/cart$/)
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBe("Cart")
    expect(await page.getByRole("heading", { level: 1, name: "This page didn’t load" }).count()).toBe(0)

    await page.goto("/orders")
    await page.getByRole("heading", { level: 1, name: "You’re offline" }).waitFor()
    expect(await page.getByText("Atlas Market can’t be reached right now").count()).toBe(1)
    expect(await page.getByRole("link", { name: "/shop" }).count()).toBe(1)
    expect(await page.getByRole("link", { name: "/cart" }).count()).toBe(1)
    expect(pageErrors).toEqual([])
  })

  it("answers a form posted offline with a page saying the change was not sent", async () => {
    const { page, server } = await open()
    await page.goto("/shop")
    await hydrated(page)
    await controlled(page)
    await page.reload()
    await hydrated(page)
    await server.close()
    await page.reload()
    await hydrated(page)
    // Posted as the browser posts it before hydration (a native submission, not the app's fetch).
    const form = page.locator(".grid .tile[data-gtin13] form[method='post']").first()
    await form.evaluate((element) => {
      if (element instanceof HTMLFormElement) element.submit()
    })
    await page.getByRole("heading", { level: 1, name: "Your change was not sent" }).waitFor()
    expect(await page.getByText("Try again when you’re back online").count()).toBe(1)
    await page.getByRole("link", { name: "Back to the page" }).click()
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
    expect(pageErrors).toEqual([])
  })

  it("serves sw.js revalidated, as a script", async () => {
    const { page } = await open()
    const sw = await page.request.get("/sw.js")
    expect(sw.headers()["cache-control"]).toBe("no-cache")
    expect(sw.headers()["content-type"]).toMatch(/^text\/javascript/)
    expect(await sw.text()).toContain("atlas-client offline shell")
  })

  it("drops the kept pages on sign-out: the hydrated page's, and the server's answer to the sign-out form", async () => {
    const { page } = await open()
    await page.goto("/sign-in")
    await hydrated(page)
    await controlled(page)
    for (const how of ["hydrated", "form"] as const) {
      await page.getByRole("button", { name: "Sign in as Ava Johnson" }).click()
      await page.waitForURL(/\/account$/)
      await expect.poll(() => page.getByTestId("profile-name").textContent()).toBe("Ava Johnson")
      await hydrated(page)
      await expect.poll(() => keptPaths(page)).toContain("/account")
      if (how === "hydrated") await page.getByRole("button", { name: "Sign out" }).click()
      else
        await page.locator("form", { has: page.getByRole("button", { name: "Sign out" }) }).evaluate((element) => {
          if (element instanceof HTMLFormElement) element.submit()
        })
      await page.waitForURL((url) => url.pathname === "/")
      await hydrated(page)
      expect(await keptPaths(page), how).not.toContain("/account")
      await page.goto("/sign-in")
      await hydrated(page)
    }
    expect(pageErrors).toEqual([])
  })
})
