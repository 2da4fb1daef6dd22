/**
 * The persisted read cache in the storefront (issue 43, item 2): the cart and the shop seen online
 * are shown again after a reload while the atlas API is unreachable (every `/atlas/` connection is
 * dropped, the server render's calls and the browser's alike), with "Offline, as of"; back online
 * the notice goes; a sign-out clears what was persisted.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { join } from "node:path"
import { addFromTile, artifacts, hydrated, searchFor, useE2E } from "./harness.js"

let unreachable = false
const e2e = useE2E(
  {},
  { intercept: async (_request, url) => (unreachable && url.pathname.startsWith("/atlas/") ? Response.error() : undefined) }
)

/** The ids of the reads persisted in the page's IndexedDB (none before the cache made its database). */
const persistedIds = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === "atlas-reads")) return []
    return new Promise<ReadonlyArray<string>>((resolve) => {
      const open = indexedDB.open("atlas-reads")
      open.onerror = () => resolve([])
      open.onsuccess = () => {
        const db = open.result
        const all = db.transaction("entries").objectStore("entries").getAll()
        all.onsuccess = () => {
          db.close()
          resolve((all.result as ReadonlyArray<{ readonly id: string }>).map((row) => row.id))
        }
      }
    })
  })

/** Waits until the cache has saved a read of each of these use cases. */
const persisted = (page: Page, names: ReadonlyArray<string>) =>
  expect
    .poll(
      async () => {
        const ids = await persistedIds(page)
        return names.every((name) => ids.some((id) => id.startsWith(`${name}#`)))
      },
      { timeout: 10_000 }
    )
    .toBe(true)

/** Bananas searched and added online, then the cart opened (a client navigation), each saved by the cache. */
const cartOfBananas = async (page: Page) => {
  unreachable = false
  await searchFor(page, "bananas")
  await addFromTile(page, "Bananas", 2)
  await persisted(page, ["ProductSearch.searchProducts", "Carts.getCart"])
  await page.getByRole("link", { name: /^Cart/ }).click()
  await page.getByRole("heading", { level: 1, name: "Cart (2 items)" }).waitFor()
}

describe("reads kept for offline", () => {
  it("pages loaded while the atlas API is unreachable show the last-seen cart, shop and lists, offline as of then; back online the notice goes", async () => {
    const { page } = e2e
    await cartOfBananas(page)
    await page.getByRole("link", { name: "Lists", exact: true }).click()
    await page.getByLabel("New list").fill("Weekend barbecue")
    await page.getByRole("button", { name: "Create list" }).click()
    await page.getByText("Weekend barbecue").first().waitFor()
    await persisted(page, ["ShoppingLists.getShoppingLists"])
    expect(await page.getByRole("status").filter({ hasText: "Offline" }).count()).toBe(0)

    unreachable = true
    const notice = page.getByRole("status").filter({ hasText: "Offline, as of" })
    await page.goto("/cart")
    await hydrated(page)
    await page.getByRole("heading", { level: 1, name: "Cart (2 items)" }).waitFor({ timeout: 15_000 })
    await notice.waitFor({ timeout: 15_000 })
    expect(await notice.textContent()).toMatch(/^Offline, as of \d{1,2}:\d{2}/)
    await page.screenshot({ path: join(artifacts, "offline-cart.png") })

    await page.goto("/shop?q=bananas")
    await hydrated(page)
    await page.locator(".grid .tile[data-gtin13]").filter({ hasText: "Bananas" }).first().waitFor({ timeout: 15_000 })
    await notice.waitFor({ timeout: 15_000 })

    await page.goto("/lists")
    await hydrated(page)
    await page.getByText("Weekend barbecue").first().waitFor({ timeout: 15_000 })
    await notice.waitFor({ timeout: 15_000 })

    unreachable = false
    await page.evaluate(() => window.dispatchEvent(new Event("online")))
    await notice.waitFor({ state: "detached", timeout: 15_000 })
    await page.getByText("Weekend barbecue").first().waitFor()
    expect(e2e.pageErrors).toStrictEqual([])
  })

  it("signing out deletes every persisted read", async () => {
    const { page } = e2e
    await page.goto("/sign-in")
    await hydrated(page)
    await page
      .getByRole("button", { name: /Sign in as/ })
      .first()
      .click()
    await page.waitForURL(/\/account$/)
    await cartOfBananas(page)
    await page.goto("/account")
    await hydrated(page)
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    await hydrated(page)
    await expect.poll(async () => (await persistedIds(page)).some((id) => id.startsWith("Carts.getCart#")), { timeout: 10_000 }).toBe(false)
  })
  it("a sign-out by the sign-in route's server action clears what was persisted on the next page", async () => {
    const { page } = e2e
    await cartOfBananas(page)
    // The form's document post, as a page not hydrated yet sends it: the action answers with a redirect and cookies.
    const status = await page.evaluate(async () => {
      const form = new FormData()
      form.set("do", "sign-out")
      return (await fetch("/sign-in", { method: "POST", body: form })).status
    })
    expect(status).toBe(200)
    // The answer's Clear-Site-Data ("storage") may already have cleared it; the next page clears what is left.
    await page.goto("/")
    await hydrated(page)
    // Nothing of the signed-out shopper's is left (the guest's cache saves what the new page fetches after the clear).
    await expect
      .poll(async () => (await persistedIds(page)).filter((id) => /^(Carts\.getCart|ProductSearch\.searchProducts)#/.test(id)), {
        timeout: 10_000
      })
      .toEqual([])
    await expect.poll(() => page.evaluate(() => document.cookie), { timeout: 10_000 }).not.toContain("atlas-market-signed-out")
  })
})
