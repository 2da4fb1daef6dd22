/**
 * A shopper's journey with a bad signal (issue 43), in chromium with the offline shell's worker:
 * "offline" is the storefront's whole server stopped (its ports closed: the worker's fetches fail
 * too), "back" is it listening again on the same ports with the same upstream (`stop()` and
 * `restart()` of harness.ts), and the upstream's log shows that nothing arrived in between. Two adds
 * made offline survive a reload and reach the upstream once each; a tap before the page is hydrated
 * is posted as a plain form, and the worker's page says it was not sent and what to do (it is not
 * kept); an add whose answer was dropped, then a reload offline, is applied once.
 */
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { RequestRecord } from "../../src/upstream/ReferenceUpstream.js"
import { eventually, hydrated, type Storefront } from "./harness.js"
import { controlled, keptPaths, useWorkerPages } from "./workerPages.js"

const SAVED = "Saved on this device: it will be sent when you're back online."

const { open, pageErrors } = useWorkerPages()

/**
 * Shops online until the worker controls the page and keeps `/shop` and `/cart` (each opened and
 * hydrated), ending on a hydrated `/shop`.
 */
const shopOnline = async (page: Page): Promise<void> => {
  await page.goto("/shop")
  await hydrated(page)
  await controlled(page)
  for (const path of ["/cart", "/shop"]) {
    await page.goto(path)
    await hydrated(page)
  }
  await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(["/shop", "/cart"]))
}

/** The tiles in stock on the page's grid. */
const inStock = (page: Page): Locator => page.locator(".grid .tile[data-gtin13]").filter({ hasNot: page.locator(".stock--out") })

/** The lines of every active cart the upstream holds, by UPC. */
const cartLines = (server: Storefront) =>
  [...server.upstream.state.carts.carts.values()]
    .flat()
    .filter((cart) => cart.type === "ACTIVE")
    .flatMap((cart) => cart.lines.map((line) => ({ upc: line.upc, quantity: line.quantity })))
    .sort((a, b) => a.upc.localeCompare(b.upc))

/** The upstream's calls of the cart write an add sends (keyed by Idempotency-Key). */
const adds = (server: Storefront): ReadonlyArray<RequestRecord> => server.upstream.calls("Carts.writeCart")

/** How many of `records` each Idempotency-Key has. */
const perKey = (records: ReadonlyArray<RequestRecord>): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const r of records) {
    const key = r.headers["idempotency-key"] ?? "(none)"
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

const cartCount = (page: Page) => page.getByTestId("cart-count")

describe("a journey with a bad signal (the server stopped, then back on the same port)", () => {
  it("two adds offline are saved and counted, survive a reload from the worker, and reach the upstream once each when it is back", async () => {
    const { page, server } = await open()
    await shopOnline(page)
    const tiles = inStock(page)
    const upcs = [await tiles.nth(0).getAttribute("data-gtin13"), await tiles.nth(1).getAttribute("data-gtin13")]
    expect(new Set(upcs).size).toBe(2)
    expect(await cartCount(page).textContent()).toBe("0")

    await server.stop()
    const seen = server.upstream.log.length
    for (const n of [0, 1]) {
      await tiles.nth(n).getByRole("button", { name: "Add to cart" }).click()
      await tiles.nth(n).getByRole("status").filter({ hasText: SAVED }).waitFor({ timeout: 30_000 })
    }
    await cartCount(page).filter({ hasText: /^2$/ }).waitFor()

    // The worker's kept page, its scripts from the worker's cache: it hydrates and still counts the kept adds.
    await page.reload()
    await hydrated(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await cartCount(page).filter({ hasText: /^2$/ }).waitFor()
    expect(server.upstream.log.length, "nothing arrived while the server was stopped").toBe(seen)
    expect(cartLines(server)).toEqual([])

    await server.restart()
    // Back: the page sends its kept adds (every 15 s while some wait; the browser says nothing, its own network never went away).
    await eventually(() => cartLines(server).length === 2, 25_000)
    expect(cartLines(server)).toEqual(upcs.map((upc) => ({ upc: upc ?? "", quantity: 1 })).sort((a, b) => a.upc.localeCompare(b.upc)))
    const keys = perKey(adds(server))
    expect(Object.values(keys), "one POST per Idempotency-Key").toEqual([1, 1])
    expect(Object.values(perKey(adds(server).filter((r) => r.applied)))).toEqual([1, 1])
    await cartCount(page).filter({ hasText: /^2$/ }).waitFor()
    expect(pageErrors).toEqual([])
  }, 120_000)

  it("a tap on Add to cart before the kept page is hydrated gets the worker's page saying it was not sent and what to do", async () => {
    const { page, server } = await open()
    await shopOnline(page)
    await server.stop()
    const seen = server.upstream.log.length
    // The shopper taps the first tile's "Add to cart" as soon as the page's HTML is in (the worker's
    // kept copy; its scripts, from the worker's cache, have not hydrated it yet): the form is posted as
    // the browser posts it, to the worker, which cannot reach the server.
    await page.addInitScript(() => {
      document.addEventListener(
        "DOMContentLoaded",
        () => {
          const button = document.querySelector<HTMLButtonElement>(".grid .tile[data-gtin13] button[data-add-to-cart]:not([disabled])")
          // Once: the init script runs on every page of the context.
          if (button === null || sessionStorage.getItem("tapped") !== null) return
          sessionStorage.setItem("tapped", `${document.documentElement.dataset.hydrated ?? "not hydrated"}`)
          button.click()
        },
        { once: true }
      )
    })
    await page.goto("/shop", { waitUntil: "domcontentloaded" })
    await page.getByRole("heading", { level: 1, name: "Your change was not sent" }).waitFor({ timeout: 30_000 })
    expect(await page.evaluate(() => sessionStorage.getItem("tapped"))).toBe("not hydrated")
    // The add posts to the page it is on (its action answers with the page when the server is there).
    expect(new URL(page.url()).pathname).toBe("/shop")
    expect(await page.getByText("You’re offline: Atlas Market can’t be reached right now.").count()).toBe(1)
    expect(await page.getByText("Try again when you’re back online.").count()).toBe(1)
    const back = page.getByRole("link", { name: "Back to the page" })
    expect(new URL((await back.getAttribute("href")) ?? "", server.url).pathname).toBe("/shop")

    // Not kept either: back on the shop (the kept copy, hydrated), nothing is counted or waiting.
    await back.click()
    await page.waitForURL(/\/shop$/)
    await hydrated(page)
    expect(await cartCount(page).textContent()).toBe("0")
    expect(await page.getByRole("status").filter({ hasText: SAVED }).count()).toBe(0)
    expect(server.upstream.log.length, "nothing arrived while the server was stopped").toBe(seen)

    // Back online, the shopper's next tap adds it: one line, nothing from the lost tap.
    await server.restart()
    const first = inStock(page).first()
    const upc = (await first.getAttribute("data-gtin13")) ?? ""
    await first.getByRole("button", { name: "Add to cart" }).click()
    await first.getByText(/✓ Added/).waitFor({ timeout: 30_000 })
    expect(cartLines(server)).toEqual([{ upc, quantity: 1 }])
    expect(Object.values(perKey(adds(server).filter((r) => r.applied)))).toEqual([1])
    expect(pageErrors).toEqual([])
  }, 120_000)

  it("an add whose answer was dropped, then the server stopped and a reload from the worker, then back: applied once", async () => {
    const { page, server } = await open()
    await shopOnline(page)
    const first = inStock(page).first()
    const upc = (await first.getAttribute("data-gtin13")) ?? ""
    // The upstream applies the add, then the connection is destroyed before its answer (every try's).
    server.upstream.chaos.set({ dropAfterCommit: 1 })
    await first.getByRole("button", { name: "Add to cart" }).click()
    await first.getByRole("status").filter({ hasText: SAVED }).waitFor({ timeout: 30_000 })
    const keys = Object.keys(perKey(adds(server)))
    expect(keys).toHaveLength(1)
    expect(cartLines(server)).toEqual([{ upc, quantity: 1 }])

    await server.stop()
    server.upstream.chaos.reset()
    const seen = server.upstream.log.length
    await page.reload()
    await hydrated(page)
    await cartCount(page).filter({ hasText: /^1$/ }).waitFor()
    expect(server.upstream.log.length, "nothing arrived while the server was stopped").toBe(seen)

    await server.restart()
    // Sent again with its key: the upstream answers the first result, no second effect.
    await eventually(() => adds(server).some((r) => server.upstream.log.indexOf(r) >= seen && r.status === 200), 25_000)
    expect(Object.keys(perKey(adds(server)))).toEqual(keys)
    expect(perKey(adds(server).filter((r) => r.applied))).toEqual({ [keys[0] ?? ""]: 1 })
    expect(cartLines(server)).toEqual([{ upc, quantity: 1 }])
    await cartCount(page).filter({ hasText: /^1$/ }).waitFor()
    expect(pageErrors).toEqual([])
  }, 120_000)
})
