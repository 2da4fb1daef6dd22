/**
 * The lists' and coupons' outbox in the storefront (issue 43, item 3): a coupon clipped offline
 * shows clipped with "Saved on this device: …" and reaches the upstream once, with one key, when
 * the browser is back online; an item added to a list while the API is unreachable is still shown,
 * waiting, after a reload, and the list holds it once when the API is back.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { eventually, hydrated, requestsTo, useE2E } from "./harness.js"

let unreachable = false
const e2e = useE2E(
  {},
  // The atlas API unreachable (its connections dropped), the storefront's pages still served.
  { intercept: async (_request, url) => (unreachable && url.pathname.startsWith("/atlas/") ? Response.error() : undefined) }
)
const SAVED = "Saved on this device: it will be sent when you're back online."

const clipRequests = () => requestsTo(e2e.storefront.upstream, "/savings-coupons/v1/coupons/clip")
const listWrites = (method: string) =>
  requestsTo(e2e.storefront.upstream, "/shopping-list/v1/shopping-lists").filter((r) => r.method === method)
/** The entries named `text` of the upstream's lists named `name`. */
const entriesIn = (name: string, text: string) =>
  [...e2e.storefront.upstream.state.carts.lists.values()]
    .flat()
    .filter((list) => list.name === name)
    .flatMap((list) => list.items.filter((item) => item.text === text))

/** The coupons page, hydrated, and its first coupon still to clip: its id and its card (found by id, whatever its status). */
const firstClippable = async (page: Page) => {
  await page.goto("/coupons")
  const list = page.getByRole("list", { name: "Coupons" })
  const first = list
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Clip", exact: true }) })
    .first()
  await first.waitFor()
  await hydrated(page)
  const id = (await first.getAttribute("data-coupon-id")) ?? ""
  return { id, card: list.locator(`[data-coupon-id="${id}"]`) }
}

/** A new empty list made online on the lists page (hydrated): its card. */
const createList = async (page: Page, name: string) => {
  await page.goto("/lists")
  await hydrated(page)
  await page.getByLabel("New list").fill(name)
  await page.getByRole("button", { name: "Create list" }).click()
  const card = page.locator(".list-card").filter({ hasText: name })
  await card.getByText("Nothing on this list yet.").waitFor()
  return card
}

/** The shopper's lists as the persisted read cache (IndexedDB `atlas-reads`) holds them, as JSON ("" when not saved yet). */
const persistedLists = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === "atlas-reads")) return ""
    return new Promise<string>((resolve) => {
      const open = indexedDB.open("atlas-reads")
      open.onerror = () => resolve("")
      open.onsuccess = () => {
        const db = open.result
        const all = db.transaction("entries").objectStore("entries").getAll()
        all.onsuccess = () => {
          db.close()
          const rows = all.result as ReadonlyArray<{ readonly id: string }>
          resolve(JSON.stringify(rows.filter((row) => row.id.startsWith("ShoppingLists.getShoppingLists#"))))
        }
      }
    })
  })

describe("list and coupon writes with a bad signal", () => {
  it("a coupon clipped offline shows clipped and saved; back online it is clipped once, with one key", async () => {
    const { page, context, storefront } = e2e
    const { id, card } = await firstClippable(page)
    const clips = () => storefront.upstream.state.savings.clipLog.filter((c) => c.couponId === id)

    await context.setOffline(true)
    await card.getByRole("button", { name: "Clip", exact: true }).click()
    await card.getByRole("status").filter({ hasText: SAVED }).waitFor()
    // Kept: shown as it will be, with nothing sent and no error.
    expect(await card.getAttribute("data-status")).toBe("active")
    await card.getByRole("button", { name: "Unclip" }).waitFor()
    expect(await card.getByRole("alert").count()).toBe(0)
    expect(clipRequests()).toHaveLength(0)

    await context.setOffline(false)
    await eventually(() => clips().length === 1, 15_000)
    await card.getByRole("status").filter({ hasText: SAVED }).waitFor({ state: "detached" })
    expect(await card.getAttribute("data-status")).toBe("active")
    expect(clips().map((c) => c.action)).toEqual(["CLIP"])
    expect(clipRequests()).toHaveLength(1)
    expect(clipRequests()[0]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/)
    expect(await card.getByRole("alert").count()).toBe(0)
    expect(e2e.pageErrors).toStrictEqual([])
  })

  it("an item added to a list while the API is unreachable still waits after a reload; back, the list holds it once", async () => {
    const { page } = e2e
    unreachable = false
    const card = await createList(page, "Weekend barbecue")
    // The lists as last seen are kept for a reload while the API is unreachable.
    await expect.poll(() => persistedLists(page), { timeout: 10_000 }).toContain("Weekend barbecue")

    unreachable = true
    try {
      await card.getByPlaceholder(/Add an item/).fill("Charcoal")
      await card.getByRole("button", { name: "Add", exact: true }).click()
      await card.getByRole("checkbox", { name: "Charcoal" }).waitFor()
      await card.getByRole("status").filter({ hasText: SAVED }).waitFor({ timeout: 20_000 })
      expect(await card.getByRole("alert").count()).toBe(0)

      await page.reload()
      await hydrated(page)
      await card.getByRole("status").filter({ hasText: SAVED }).waitFor()
      await card.getByRole("checkbox", { name: "Charcoal" }).waitFor()
      expect(entriesIn("Weekend barbecue", "Charcoal")).toEqual([])
      expect(listWrites("PUT")).toHaveLength(0)
    } finally {
      unreachable = false
    }
    await page.evaluate(() => window.dispatchEvent(new Event("online")))
    await eventually(() => entriesIn("Weekend barbecue", "Charcoal").length === 1, 15_000)
    await card.getByRole("status").filter({ hasText: SAVED }).waitFor({ state: "detached" })
    await card.getByRole("checkbox", { name: "Charcoal" }).waitFor()
    expect(listWrites("PUT")).toHaveLength(1)
    expect(entriesIn("Weekend barbecue", "Charcoal")).toHaveLength(1)
    expect(e2e.pageErrors).toStrictEqual([])
  }, 60_000)

  it("a clip kept offline and refused when it is sent shows why on the coupon; nothing is clipped", async () => {
    const { page, context, storefront } = e2e
    const { id, card } = await firstClippable(page)
    await context.setOffline(true)
    await card.getByRole("button", { name: "Clip", exact: true }).click()
    await card.getByRole("status").filter({ hasText: SAVED }).waitFor()

    storefront.upstream.chaos.set({ unavailable: 1 })
    await context.setOffline(false)
    const alert = card.getByRole("alert")
    await alert.waitFor({ timeout: 20_000 })
    expect(await alert.textContent()).toMatch(/^We couldn’t clip this coupon, so it is shown as not clipped\. .*\(status 503\)/)
    await card.getByRole("status").filter({ hasText: SAVED }).waitFor({ state: "detached" })
    expect(await card.getAttribute("data-status")).toBe("unclipped")
    expect(storefront.upstream.state.savings.clipLog.filter((c) => c.couponId === id)).toEqual([])
  }, 60_000)

  it("an entry kept for a list deleted meanwhile is refused when it is sent: the page says so by the list's name", async () => {
    const { page, storefront } = e2e
    unreachable = false
    const card = await createList(page, "Weekend barbecue")

    unreachable = true
    try {
      await card.getByPlaceholder(/Add an item/).fill("Charcoal")
      await card.getByRole("button", { name: "Add", exact: true }).click()
      await card.getByRole("status").filter({ hasText: SAVED }).waitFor({ timeout: 20_000 })
      // Deleted on another device meanwhile.
      for (const lists of storefront.upstream.state.carts.lists.values())
        lists.splice(0, lists.length, ...lists.filter((l) => l.name !== "Weekend barbecue"))
    } finally {
      unreachable = false
    }
    await page.evaluate(() => window.dispatchEvent(new Event("online")))
    const alert = page.getByRole("alert").filter({ hasText: "Weekend barbecue" })
    await alert.waitFor({ timeout: 15_000 })
    const said = (await alert.locator("p").textContent()) ?? ""
    expect(said).toMatch(/^We couldn’t save your change to “Weekend barbecue”\. We couldn’t find that\./)
    expect(said).not.toMatch(/\d{3,}|list-/)
    expect(listWrites("PUT")).toHaveLength(1)
    expect(entriesIn("Weekend barbecue", "Charcoal")).toEqual([])
    await alert.getByRole("button", { name: "Dismiss" }).click()
    await alert.waitFor({ state: "detached" })
  }, 60_000)
})
