/**
 * The shop in a real browser: search and browse (a grid of 48 tiles whose item lookups go out as
 * one batched items call), add to cart with the upstream's rejections shown (a maximum, a
 * restriction group, a minimum), the product page with reviews and recommendations, the cart with
 * quantities and savings, shopping lists, an upstream failure with retry, the keyboard, and the
 * layout at desktop and phone width (screenshots under `test/e2e/artifacts/`).
 */
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { artifacts, eventually, hydrated, requestsTo, searchFor, tile, useE2E } from "./harness.js"

const e2e = useE2E()

const itemsCalls = () => requestsTo(e2e.storefront.upstream, "/item/v2/items").filter((r) => !r.path.includes("availableLocations"))
const cartWrites = () => e2e.storefront.upstream.log.filter((r) => r.method === "POST" && r.path === "/carts")
const gtinsIn = (query: string) => decodeURIComponent(query).match(/\b\d{13}\b/g) ?? []

const addFromTile = async (page: Page, name: string, quantity: number) => {
  const t = tile(page, name)
  await t.getByRole("spinbutton").fill(String(quantity))
  await t.getByRole("button", { name: "Add to cart" }).click()
  return t
}

const cartCount = (page: Page) => page.getByTestId("cart-count").textContent()

describe("shop", () => {
  it("shows a grid of 48 tiles whose item lookups go out as one items request", async () => {
    const { page, storefront } = e2e
    await page.goto("/shop")
    await expect.poll(() => page.title()).toBe("Shop groceries · Atlas Market")
    const tiles = page.locator(".grid .tile[data-gtin13]")
    await tiles.nth(47).waitFor()
    expect(await tiles.count()).toBe(48)
    const search = requestsTo(storefront.upstream, "/search")
    expect(search).toHaveLength(1)
    expect(search[0]?.query).toContain("page.size=48")
    // Every tile asked for its item; one items call carried all 48 gtin13s.
    await eventually(() => itemsCalls().length > 0 && itemsCalls().every((r) => r.status !== undefined))
    await page.waitForTimeout(300)
    const calls = itemsCalls()
    expect(calls).toHaveLength(1)
    const shown = await tiles.evaluateAll((els) => els.map((el) => el.getAttribute("data-gtin13")))
    expect(new Set(gtinsIn(calls[0]?.query ?? ""))).toEqual(new Set(shown))
    expect(calls[0]?.headers["x-call-origin"]).toBe("Items.getItems")
    // Each tile: name, size, price, stock badge, add to cart.
    const first = tiles.first()
    expect(await first.locator(".tile__name").textContent()).not.toBe("")
    expect(await first.locator(".tile__size").textContent()).not.toBe("")
    expect(await first.locator(".price__now").textContent()).toMatch(/^(Sale price )?\$\d+\.\d\d$/)
    expect(await first.locator(".stock").textContent()).toMatch(/^(In stock|Low stock|Out of stock)$/)
    expect(await page.locator(".grid .sale-badge").count()).toBeGreaterThan(0)
    expect(await page.locator(".grid .price__was").count()).toBeGreaterThan(0)
    // Load more: 48 more tiles below, one more search and one more batched items call, and the URL names page 2.
    await hydrated(page)
    await page.getByRole("link", { name: "Load more" }).click()
    await expect.poll(() => tiles.count()).toBe(96)
    await eventually(() => itemsCalls().length === 2)
    expect(gtinsIn(itemsCalls()[1]?.query ?? "")).toHaveLength(48)
    expect(requestsTo(storefront.upstream, "/search")).toHaveLength(2)
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2")
    // A reload shows that page (the server renders it), with a link to the products before.
    await page.reload()
    await expect.poll(() => tiles.count()).toBe(48)
    expect(await page.getByText(/^49–96 of /).count()).toBe(1)
    await page.getByRole("link", { name: "← Show the products before these" }).click()
    await page.getByText(/^1–48 of /).waitFor()
  })

  it("searches, adds to cart, exceeds a maximum and sees the message", async () => {
    const { page } = e2e
    await searchFor(page, "sinus")
    expect(await cartCount(page)).toBe("0")
    // Cold medicine: at most 3 of an item.
    const t = await addFromTile(page, "Cold & Sinus Tablets", 4)
    const alert = t.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/^The maximum quantity to (purchase|pick up|deliver|ship) this item is 3$/)
    expect(cartWrites().at(-1)?.status).toBe(400)
    expect(await cartCount(page)).toBe("0")
    // Within the limit it goes in; the header counts the line.
    await t.getByRole("spinbutton").fill("3")
    expect(await t.getByRole("alert").count()).toBe(0)
    await t.getByRole("button", { name: "Add to cart" }).click()
    await t.getByText(/✓ Added/).waitFor()
    await expect.poll(() => cartCount(page)).toBe("1")
    // The group (cold and sinus medicine) allows 4 in all: 3 + 2 is refused.
    const other = await addFromTile(page, "Sinus Decongestant", 2)
    await other.getByRole("alert").waitFor()
    expect(await other.getByRole("alert").textContent()).toBe("The maximum quantity allowed for this type of item is 4")
    expect(await cartCount(page)).toBe("1")
  })

  it("another sort keeps the tiles shown, marked as updating, until its results arrive", async () => {
    const { page } = e2e
    await page.goto("/shop?q=milk")
    await hydrated(page)
    const tiles = page.locator(".grid .tile[data-gtin13]")
    const before = await tiles.count()
    expect(before).toBeGreaterThan(0)
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route(/products-search.*price_asc/, async (route) => {
      await answered
      await route.continue()
    })
    await page.getByLabel("Sort by").selectOption("price_asc")
    await page.locator("#results-title").getByText("Updating…").waitFor()
    expect(await tiles.count()).toBe(before)
    expect(await page.locator(".shop__results").getAttribute("aria-busy")).toBe("true")
    answer()
    await page.getByRole("heading", { level: 2, name: /^\d[\d,]* products?$/ }).waitFor()
    expect(await page.locator(".grid--updating").count()).toBe(0)
    await page.unrouteAll()
    const sorted = requestsTo(e2e.storefront.upstream, "/search/v1/products-search").filter((r) => r.query.includes("price_asc"))
    expect(sorted).toHaveLength(1)
  })

  it("shows the minimum of limes", async () => {
    const { page } = e2e
    await searchFor(page, "limes")
    const t = tile(page, "Limes")
    expect(await t.locator(".limits").textContent()).toContain("Min 2")
    expect(await t.getByRole("spinbutton").inputValue()).toBe("2")
    await t.getByRole("spinbutton").fill("1")
    await t.getByRole("button", { name: "Add to cart" }).click()
    await t.getByRole("alert").waitFor()
    expect(await t.getByRole("alert").textContent()).toMatch(/^The minimum quantity to (purchase|pick up|deliver|ship) this item is 2$/)
  })

  it("opens a product with reviews, recommendations and add to cart", async () => {
    const { page, storefront } = e2e
    await searchFor(page, "orange juice")
    const t = page.locator(".grid .tile[data-gtin13]").first()
    const gtin13 = await t.getAttribute("data-gtin13")
    const name = (await t.locator(".tile__name").textContent()) ?? ""
    await t.locator(".tile__name a").click()
    await page.getByRole("heading", { level: 1, name }).waitFor()
    expect(page.url()).toContain(`/products/${gtin13}`)
    await expect.poll(() => page.title()).toBe(`${name} · Atlas Market`)
    const full = itemsCalls().find((r) => r.query.includes("items.full"))
    expect(gtinsIn(full?.query ?? "")).toEqual([gtin13])
    await page.getByRole("heading", { level: 2, name: "Reviews" }).waitFor()
    await page.getByRole("heading", { level: 2, name: "Similar products" }).waitFor()
    expect(await page.locator(".recs .tile").count()).toBeGreaterThan(0)
    expect(requestsTo(storefront.upstream, `/reviews/v1/item/${gtin13}/reviews`)).toHaveLength(1)
    // Write a review.
    await page.getByRole("button", { name: "Write a review" }).click()
    await page.getByRole("radio", { name: "4 ★" }).check()
    await page.getByLabel("Title").fill("Bright and fresh")
    await page.getByLabel("Review", { exact: true }).fill("Tastes like real oranges.")
    await page.getByLabel("Nickname").fill("E2E")
    await page.getByRole("button", { name: "Submit review" }).click()
    await page.getByText(/Thanks! Your review/).waitFor()
    // Add to cart from the product page.
    const add = page.locator(".product .add")
    await add.getByRole("button", { name: "Add to cart" }).click()
    await add.getByText(/✓ Added/).waitFor()
    await expect.poll(() => cartCount(page)).toBe("1")
    await page.screenshot({ path: join(artifacts, "shop-product-desktop.png"), fullPage: true })
  })

  it("shows the cart with quantities and savings, updates and removes lines", async () => {
    const { page, storefront } = e2e
    await page.goto("/shop?sale=1")
    // The tiles' "✓ Added" is the hydrated page's (before it, an add is a post the page comes back from).
    await hydrated(page)
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
    const onSale = page
      .locator(".grid .tile[data-gtin13]")
      .filter({ hasText: "In stock" })
      .filter({ has: page.locator(".price__was") })
    await onSale.nth(0).getByRole("button", { name: "Add to cart" }).click()
    await onSale
      .nth(0)
      .getByText(/✓ Added/)
      .waitFor()
    await onSale.nth(1).getByRole("button", { name: "Add to cart" }).click()
    await onSale
      .nth(1)
      .getByText(/✓ Added/)
      .waitFor()
    await expect.poll(() => cartCount(page)).toBe("2")
    await page.getByRole("link", { name: /^Cart 2 items$/ }).click()
    await page.getByRole("heading", { level: 1, name: /^Cart \(2 items\)$/ }).waitFor()
    const lines = page.locator(".line")
    expect(await lines.count()).toBe(2)
    expect(await page.locator(".totals__savings").textContent()).toMatch(/^−\$\d+\.\d\d$/)
    await page.getByText(/Coupons applied|Spend \$50/).waitFor()
    expect(requestsTo(storefront.upstream, "/carts/v1/cart-savings").length).toBeGreaterThan(0)
    const total = await page.getByTestId("cart-total").textContent()
    // Two of the first line.
    const first = lines.first()
    // The stepper saves at once: no separate "Update" (issue 23 item 9).
    const updates = () => requestsTo(storefront.upstream, "/carts").filter((r) => r.method === "POST" && r.path === "/carts")
    // Saved: the count shows at once (optimistic), the line's status clears when the upstream answered.
    const saved = async (count: number) => {
      await expect.poll(() => updates().filter((r) => r.status === 200).length).toBe(count)
      await expect.poll(() => first.getByRole("status").textContent()).toBe("")
    }
    const before = updates().length
    await first.getByRole("button", { name: /^Increase quantity/ }).click()
    await page.getByRole("heading", { level: 1, name: /^Cart \(3 items\)$/ }).waitFor()
    expect(await first.getByRole("button", { name: "Update" }).count()).toBe(0)
    await saved(before + 1)
    // Two quick presses: one update with the last quantity.
    await first.getByRole("button", { name: /^Increase quantity/ }).click()
    await first.getByRole("button", { name: /^Increase quantity/ }).click()
    await page.getByRole("heading", { level: 1, name: /^Cart \(5 items\)$/ }).waitFor()
    await saved(before + 2)
    expect(updates().length).toBe(before + 2)
    await first.getByRole("button", { name: /^Decrease quantity/ }).click()
    await page.getByRole("heading", { level: 1, name: /^Cart \(4 items\)$/ }).waitFor()
    expect(await page.getByTestId("cart-total").textContent()).not.toBe(total)
    await page.screenshot({ path: join(artifacts, "shop-cart-desktop.png"), fullPage: true })
    // Remove both lines: the empty cart.
    await first.getByRole("button", { name: "Remove" }).click()
    await expect.poll(() => lines.count()).toBe(1)
    await lines.first().getByRole("button", { name: "Remove" }).click()
    await page.getByText("Your cart is empty").waitFor()
    expect(await cartCount(page)).toBe("0")
    // A reload reads the cart again (the profile id learned from the first write, random and not the session's).
    await page.reload()
    await page.getByText("Your cart is empty").waitFor()
    const read = requestsTo(storefront.upstream, "/carts").filter((r) => r.method === "GET")
    expect(read.at(-1)?.query).toMatch(/filter\.profileId=guest-[0-9a-f]{32}(&|$)/)
  })

  it("keeps shopping lists", async () => {
    const { page } = e2e
    await page.goto("/lists")
    await page.getByText("No shopping lists yet").waitFor()
    await page.getByRole("button", { name: "Create list" }).click()
    await page.getByText("Give your list a name.").waitFor()
    await page.getByLabel("New list").fill("Weekend barbecue")
    await page.getByRole("button", { name: "Create list" }).click()
    const card = page.locator(".list-card").filter({ hasText: "Weekend barbecue" })
    await card.waitFor()
    await card.getByPlaceholder(/Add an item/).fill("Charcoal")
    await card.getByRole("button", { name: "Add", exact: true }).click()
    await card.getByRole("checkbox", { name: "Charcoal" }).waitFor()
    // The box is controlled by the upstream's answer: click, then wait for the saved state.
    await card.getByRole("checkbox", { name: "Charcoal" }).click()
    await card.getByText("1 of 1 done").waitFor()
    expect(await card.getByRole("checkbox", { name: "Charcoal" }).isChecked()).toBe(true)
    // A product saved from its page, then put in the cart from the list.
    await searchFor(page, "bananas")
    await page.locator(".grid .tile[data-gtin13] .tile__name a").first().click()
    await page.locator(".product").waitFor()
    await page.getByRole("button", { name: "Add to list" }).click()
    await page.getByText("✓ Saved").waitFor()
    await page.getByRole("link", { name: "View lists" }).click()
    const list = page.locator(".list-card").filter({ hasText: "Weekend barbecue" })
    await list.getByRole("link", { name: /Bananas/ }).waitFor()
    await list.getByRole("button", { name: "Add to cart" }).click()
    await list.getByText("✓ Added").waitFor()
    await expect.poll(() => cartCount(page)).toBe("1")
    await list.getByRole("button", { name: "Delete list" }).click()
    await page.getByText("No shopping lists yet").waitFor()
  })

  it("shows an upstream failure with a retry that recovers", async () => {
    const { page, storefront } = e2e
    storefront.upstream.chaos.set({ unavailable: 1 })
    await page.goto("/shop")
    const alert = page.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toContain("status 503")
    storefront.upstream.chaos.reset()
    await alert.getByRole("button", { name: "Try again" }).click()
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
  })

  it("works from the keyboard", async () => {
    const { page } = e2e
    await page.goto("/shop")
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
    // Keyboard use of the interactive page (typing before hydration: early.test.ts).
    await hydrated(page)
    await page.getByRole("searchbox", { name: "Search products" }).focus()
    await page.keyboard.type("limes")
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 1, name: "Results for “limes”" }).waitFor()
    const t = tile(page, "Limes")
    await t.getByRole("spinbutton").waitFor()
    await t.getByRole("spinbutton").focus()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Add to cart")
    expect(await page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineStyle)).toBe("solid")
    await page.keyboard.press("Enter")
    await t.getByText(/✓ Added/).waitFor()
    await expect.poll(() => cartCount(page)).toBe("1")
  })

  it("looks like a shop at desktop and at phone width", async () => {
    const { page } = e2e
    await page.goto("/shop")
    await page.locator(".grid .tile[data-gtin13]").nth(11).waitFor()
    await page.screenshot({ path: join(artifacts, "shop-grid-desktop.png") })
    const phone = await e2e.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
    await phone.goto("/shop")
    await phone.locator(".grid .tile[data-gtin13]").nth(3).waitFor()
    await phone.screenshot({ path: join(artifacts, "shop-grid-375.png") })
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const first = phone.locator(".grid .tile[data-gtin13]").first()
    await first.getByRole("button", { name: "Add to cart" }).click()
    await first.getByText(/✓ Added/).waitFor()
    await first.locator(".tile__name a").click()
    await phone.locator(".product").waitFor()
    await phone.getByRole("heading", { level: 2, name: "Reviews" }).waitFor()
    await phone.evaluate(() => window.scrollTo(0, 0))
    await phone.screenshot({ path: join(artifacts, "shop-product-375.png") })
    await phone
      .locator(".recs")
      .first()
      .evaluate((el) => el.scrollIntoView())
    await phone.screenshot({ path: join(artifacts, "shop-product-375-more.png") })
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await phone.goto("/cart")
    await phone.locator(".line").first().waitFor()
    await phone.screenshot({ path: join(artifacts, "shop-cart-375.png") })
    await phone.locator(".cart__summary").evaluate((el) => el.scrollIntoView())
    await phone.screenshot({ path: join(artifacts, "shop-cart-375-summary.png") })
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
