/**
 * Optimistic writes in the storefront (issue 21, item 3): a cart line's quantity and a coupon's
 * clip show at once, before the upstream answers (the reference upstream is slowed by its chaos
 * switches: the handler runs after the delay, so its state is still the old one), and a quantity
 * the upstream refuses (a rule of the catalogue, or the service unavailable) is put back with the
 * reason.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { eventually, requestsTo, searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E()

/** Adds `quantity` of the first tile named `name` of a search for `term`, then opens the cart. */
const cartWith = async (page: Page, term: string, name: string, quantity: number) => {
  await searchFor(page, term)
  const t = tile(page, name)
  await t.getByRole("spinbutton").fill(String(quantity))
  await t.getByRole("button", { name: "Add to cart" }).click()
  await t.getByText(/✓ Added/).waitFor()
  await page.getByRole("link", { name: /^Cart 1 item$/ }).click()
  await page.getByRole("heading", { level: 1, name: `Cart (${quantity} ${quantity === 1 ? "item" : "items"})` }).waitFor()
  const line = page.locator(".line").first()
  return { line, lineId: (await line.getAttribute("data-line-id")) ?? "" }
}

/** The quantity of a cart line as the upstream stores it. */
const storedQuantity = (lineId: string): number | undefined =>
  [...e2e.storefront.upstream.state.carts.carts.values()].flat().flatMap((cart) => cart.lines.find((l) => l.id === lineId) ?? [])[0]
    ?.quantity

const heading = (page: Page, items: number) =>
  page.getByRole("heading", { level: 1, name: `Cart (${items} ${items === 1 ? "item" : "items"})` })

describe("optimistic cart quantity", () => {
  it("shows the new quantity and totals at once, before the upstream answers, then keeps what it saved", async () => {
    const { page, storefront } = e2e
    const { line, lineId } = await cartWith(page, "bananas", "Bananas", 1)
    const total = await page.getByTestId("cart-total").textContent()
    storefront.upstream.chaos.set({ slow: 1, latencyMs: 2_000 })
    await line.getByRole("button", { name: /^Increase quantity/ }).click()
    // At once: the heading's count, the line and the totals, while the write is on its way.
    await heading(page, 2).waitFor({ timeout: 1_500 })
    expect(await line.getByRole("status").textContent()).toBe("Saving…")
    expect(storedQuantity(lineId)).toBe(1)
    const shown = await page.getByTestId("cart-total").textContent()
    expect(shown).not.toBe(total)
    // Answered: the cart the write answers replaces the one shown, with the same totals.
    await expect.poll(() => line.getByRole("status").textContent(), { timeout: 15_000 }).toBe("")
    expect(storedQuantity(lineId)).toBe(2)
    await heading(page, 2).waitFor()
    expect(await page.getByTestId("cart-total").textContent()).toBe(shown)
    expect(await line.getByRole("spinbutton").inputValue()).toBe("2")
    expect(await line.getByRole("alert").count()).toBe(0)
  })

  it("puts back a quantity the upstream refuses, and says why", async () => {
    const { page, storefront } = e2e
    // Cold medicine: at most 3 of an item.
    const { line, lineId } = await cartWith(page, "sinus", "Cold & Sinus Tablets", 3)
    const total = await page.getByTestId("cart-total").textContent()
    storefront.upstream.chaos.set({ slow: 1, latencyMs: 1_500 })
    await line.getByRole("button", { name: /^Increase quantity/ }).click()
    await heading(page, 4).waitFor({ timeout: 1_500 })
    expect(storedQuantity(lineId)).toBe(3)
    const alert = line.getByRole("alert")
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toMatch(
      /^We couldn’t save the new quantity, so it is back to 3\. The maximum quantity to (purchase|pick up|deliver|ship) this item is 3$/
    )
    await heading(page, 3).waitFor()
    expect(await line.getByRole("spinbutton").inputValue()).toBe("3")
    expect(await page.getByTestId("cart-total").textContent()).toBe(total)
    expect(storedQuantity(lineId)).toBe(3)
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
  })

  it("puts back a quantity when the upstream is unavailable, with the reason", async () => {
    const { page, storefront } = e2e
    const { line, lineId } = await cartWith(page, "bananas", "Bananas", 1)
    const total = await page.getByTestId("cart-total").textContent()
    storefront.upstream.chaos.set({ unavailable: 1 })
    await line.getByRole("button", { name: /^Increase quantity/ }).click()
    const alert = line.getByRole("alert")
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toMatch(
      /^We couldn’t save the new quantity, so it is back to 1\. Our store service is having trouble\..*status 503/
    )
    await heading(page, 1).waitFor()
    expect(await line.getByRole("spinbutton").inputValue()).toBe("1")
    expect(await page.getByTestId("cart-total").textContent()).toBe(total)
    expect(storedQuantity(lineId)).toBe(1)
    // Each try was the one write (one key), refused before it was applied.
    const writes = requestsTo(storefront.upstream, "/carts").filter((r) => r.method === "POST" && r.status === 503)
    expect(writes.length).toBeGreaterThan(0)
    expect(new Set(writes.map((r) => r.headers["idempotency-key"])).size).toBe(1)

    // Back up: changing the quantity again saves it.
    storefront.upstream.chaos.reset()
    await line.getByRole("button", { name: /^Increase quantity/ }).click()
    await heading(page, 2).waitFor()
    await eventually(() => storedQuantity(lineId) === 2)
    expect(await line.getByRole("alert").count()).toBe(0)
  })
})

describe("optimistic coupon clip", () => {
  it("shows the coupon clipped at once, before the upstream answers", async () => {
    const { page, storefront } = e2e
    await page.goto("/coupons")
    const list = page.getByRole("list", { name: "Coupons" })
    const first = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Clip", exact: true }) })
      .first()
    await first.waitFor()
    const id = (await first.getAttribute("data-coupon-id")) ?? ""
    const card = list.locator(`[data-coupon-id="${id}"]`)
    const clips = () => storefront.upstream.state.savings.clipLog.filter((c) => c.couponId === id)
    storefront.upstream.chaos.set({ slow: 1, latencyMs: 2_000 })
    await card.getByRole("button", { name: "Clip", exact: true }).click()
    await card.getByText("Clipped", { exact: true }).waitFor({ timeout: 1_500 })
    expect(await card.getAttribute("data-status")).toBe("active")
    expect(clips()).toHaveLength(0)
    // Answered: still clipped, once, without a message.
    await eventually(() => clips().length === 1, 15_000)
    await card.getByRole("button", { name: "Unclip" }).and(page.locator(":enabled")).waitFor()
    expect(await card.getAttribute("data-status")).toBe("active")
    expect(await card.getByRole("alert").count()).toBe(0)
  })
})
