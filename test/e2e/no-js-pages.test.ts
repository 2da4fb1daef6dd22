/**
 * The savings, lists, account, rewards and product pages without JavaScript (what a page is before it
 * is hydrated, and when its scripts never come): their forms are forms the server handles. Each
 * write happens once, the page comes back showing it; the same form posted twice is one write where
 * the operation takes an idempotency key (the form's intent key); a refused write shows the spec's
 * message on the page; the wallet pass downloads as a file the server answers.
 */
import { readFile } from "node:fs/promises"
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { requestsTo, tile, useE2E } from "./harness.js"

const e2e = useE2E({ javaScriptEnabled: false })

/** A form's fields as the browser would post them. */
const fieldsOf = (form: Locator): Promise<Record<string, string>> =>
  form.evaluate((f: HTMLFormElement) => Object.fromEntries(new FormData(f) as unknown as Iterable<[string, string]>))

/** Posts a form's fields twice (a resubmission): both answered by bringing the shopper back. */
const postTwice = async (page: Page, action: string, fields: Record<string, string>) => {
  for (let i = 0; i < 2; i++) {
    const answer = await page.request.post(action, { form: fields, maxRedirects: 0 })
    expect(answer.status()).toBe(303)
    expect(answer.headers()["location"]).toBe(fields["returnTo"])
  }
}

const couponCard = (page: Page, id: string) => page.getByRole("list", { name: "Coupons" }).locator(`[data-coupon-id="${id}"]`)

describe("coupons without JavaScript", () => {
  it("the server's page lists the coupons; clip and unclip are sent to the server and come back shown", async () => {
    const { page, storefront } = e2e
    await page.goto("/coupons")
    const card = page
      .getByRole("list", { name: "Coupons" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Clip", exact: true }) })
      .first()
    const id = (await card.getAttribute("data-coupon-id")) ?? ""
    expect(id).not.toBe("")
    await card.getByRole("button", { name: "Clip", exact: true }).click()
    await page.waitForURL(/\/coupons$/)
    expect(await couponCard(page, id).getAttribute("data-status")).toBe("active")
    await couponCard(page, id).getByRole("button", { name: "Unclip" }).click()
    await page.waitForURL(/\/coupons$/)
    expect(await couponCard(page, id).getAttribute("data-status")).toBe("unclipped")
    const log = storefront.upstream.state.savings.clipLog.filter((c) => c.couponId === id)
    expect(log).toHaveLength(2)
    const keys = requestsTo(storefront.upstream, "/savings-coupons/v1/coupons/clip").map((r) => r.headers["idempotency-key"] ?? "")
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/-clip-/)
    expect(keys[1]).toMatch(/-unclip-/)
  })

  it("searches, filters and sorts the coupons with a GET form the server answers", async () => {
    const { page } = e2e
    await page.goto("/coupons")
    await page.getByLabel("Coupon type").selectOption("cash_back")
    await page.getByLabel("Sort by").selectOption("value")
    await page.getByRole("button", { name: "Search" }).click()
    await page.waitForURL((url) => url.searchParams.get("type") === "cash_back" && url.searchParams.get("sort") === "value")
    const cards = page.getByRole("list", { name: "Coupons" }).getByRole("listitem")
    expect(new Set(await cards.locator(".coupon__type").allTextContents())).toEqual(new Set(["Cash back"]))
    const values = (await cards.locator(".coupon__value").allTextContents()).map((v) => Number(v.replace(/[^0-9.]/g, "")))
    expect(values).toEqual([...values].sort((a, b) => b - a))
    expect(await page.getByLabel("Coupon type").inputValue()).toBe("cash_back")
  })

  it("the same clip posted twice is one clip, with the same key", async () => {
    const { page, storefront } = e2e
    await page.goto("/coupons")
    const form = page.locator("form:has(button:text-is('Clip'))").first()
    const fields = await fieldsOf(form)
    expect(fields).toMatchObject({ do: "clip", returnTo: "/coupons" })
    await postTwice(page, "/coupons", fields)
    const keys = requestsTo(storefront.upstream, "/savings-coupons/v1/coupons/clip").map((r) => r.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(storefront.upstream.state.savings.clipLog.filter((c) => c.couponId === fields["couponId"])).toHaveLength(1)
    await page.goto("/coupons")
    expect(await couponCard(page, fields["couponId"] ?? "").getAttribute("data-status")).toBe("active")
  })

  it("claims a flash sale until the shopper's limit, then shows the spec's message", async () => {
    const { page, storefront } = e2e
    await page.goto("/coupons")
    const claimable = page
      .getByRole("list", { name: "Coupons" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Claim", exact: true }) })
      .first()
    const id = (await claimable.getAttribute("data-coupon-id")) ?? ""
    const leftOn = async () => Number(/(\d+) left/.exec((await couponCard(page, id).textContent()) ?? "")?.[1])
    const left = await leftOn()
    expect(left).toBeGreaterThan(0)
    // The same claim posted twice is one claim.
    await postTwice(page, "/coupons", await fieldsOf(couponCard(page, id).locator("form", { hasText: "Claim" })))
    await page.goto("/coupons")
    expect(await leftOn()).toBe(left - 1)
    for (let i = 2; i <= left; i++) {
      await couponCard(page, id).getByRole("button", { name: "Claim", exact: true }).click()
      await page.waitForURL(/\/coupons$/)
      expect(await leftOn()).toBe(left - i)
    }
    const claimed = [...storefront.upstream.state.savings.claims.values()].flatMap((c) => [...c.values()])
    expect(claimed.reduce((s, n) => s + n, 0)).toBe(left)
    await couponCard(page, id).getByRole("button", { name: "Claim", exact: true }).click()
    await page.waitForURL(/\/coupons$/)
    expect(await page.locator("[data-form-refusal]").textContent()).toBe("You’ve reached the limit of this flash sale.")
  })
})

const listCard = (page: Page, name: string) => page.locator(".list-card").filter({ has: page.getByRole("heading", { name, exact: true }) })

describe("lists without JavaScript", () => {
  it("creates a list, adds an item, ticks it off, removes it and deletes the list; an unnamed list is refused", async () => {
    const { page, storefront } = e2e
    await page.goto("/lists")
    await page.getByText("No shopping lists yet").waitFor()
    await page.getByRole("button", { name: "Create list" }).click()
    await page.waitForURL(/\/lists$/)
    expect(await page.locator("[data-form-refusal]").textContent()).toBe("Give your list a name.")
    await page.getByLabel("New list").fill("Weekend barbecue")
    await page.getByRole("button", { name: "Create list" }).click()
    await page.waitForURL(/\/lists$/)
    const card = listCard(page, "Weekend barbecue")
    await card.getByLabel("Add an item to Weekend barbecue").fill("charcoal")
    await card.getByRole("button", { name: "Add", exact: true }).click()
    await page.waitForURL(/\/lists$/)
    expect(await listCard(page, "Weekend barbecue").locator(".entry").textContent()).toContain("charcoal")
    await listCard(page, "Weekend barbecue").getByRole("button", { name: "Tick off charcoal" }).click()
    await page.waitForURL(/\/lists$/)
    expect(await listCard(page, "Weekend barbecue").getByRole("checkbox").isChecked()).toBe(true)
    await listCard(page, "Weekend barbecue").getByText("1 of 1 done").waitFor()
    await listCard(page, "Weekend barbecue").getByRole("button", { name: "Remove charcoal" }).click()
    await page.waitForURL(/\/lists$/)
    await listCard(page, "Weekend barbecue").getByText("Nothing on this list yet.").waitFor()
    await listCard(page, "Weekend barbecue").getByRole("button", { name: "Delete list" }).click()
    await page.waitForURL(/\/lists$/)
    await page.getByText("No shopping lists yet").waitFor()
    const writes = storefront.upstream.log.filter((r) => r.path.startsWith("/shopping-list/") && r.method !== "GET")
    expect(writes.map((w) => `${w.method} ${w.status}`)).toStrictEqual(["POST 201", "PUT 200", "PUT 200", "PUT 200", "DELETE 200"])
  })

  it('a product\'s "Add to list" saves it to a new list; its entry goes to the cart from the lists page', async () => {
    const { page } = e2e
    await page.goto("/shop?q=bananas")
    const href = (await tile(page, "Bananas").locator('a[href^="/products/"]').first().getAttribute("href")) ?? ""
    await page.goto(href)
    await page.getByRole("button", { name: "Add to list" }).click()
    await page.waitForURL((url) => url.pathname === href)
    await page.goto("/lists")
    const card = listCard(page, "My groceries")
    expect(await card.locator(".entry").textContent()).toContain("Bananas")
    expect(await page.getByTestId("cart-count").textContent()).toBe("0")
    await card.getByRole("button", { name: "Add to cart" }).click()
    await page.waitForURL(/\/lists$/)
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
    // The product page now offers the list it made, and adds to it.
    await page.goto(href)
    expect(await page.getByLabel("Save to a shopping list").locator("option:checked").textContent()).toBe("My groceries (1)")
    await page.getByRole("button", { name: "Add to list" }).click()
    await page.waitForURL((url) => url.pathname === href)
    await page.goto("/lists")
    expect(await listCard(page, "My groceries").locator(".entry").count()).toBe(2)
  })
})

describe("product page without JavaScript", () => {
  it("writes a review: the form opens, is sent to the server and the page comes back with thanks; an empty one is refused", async () => {
    const { page, storefront } = e2e
    await page.goto("/shop?q=bananas")
    const href = (await tile(page, "Bananas").locator('a[href^="/products/"]').first().getAttribute("href")) ?? ""
    await page.goto(href)
    await page.getByRole("button", { name: "Write a review" }).click()
    await page.getByRole("button", { name: "Submit review" }).click()
    await page.waitForURL((url) => url.pathname === href)
    expect(await page.locator("[data-form-refusal]").textContent()).toBe("Please give your review a title, some words and a nickname.")
    await page.getByRole("button", { name: "Write a review" }).click()
    await page.locator(".review-form").getByText("4 ★").click()
    await page.getByLabel("Title").fill("Sweet")
    await page.getByLabel("Review", { exact: true }).fill("Ripe and sweet.")
    await page.getByLabel("Nickname").fill("Sam")
    await page.getByRole("button", { name: "Submit review" }).click()
    await page.waitForURL((url) => url.pathname === href && url.search === "?review=sent")
    await page.getByText("Thanks! Your review is sent.").waitFor()
    const posts = storefront.upstream.log.filter((r) => r.method === "POST" && r.path.includes("/reviews"))
    expect(posts.map((p) => p.status)).toStrictEqual([201])
  })
})

describe("rewards without JavaScript", () => {
  it("calculates fuel savings on the server and shows the result; a member switches plan once for a form posted twice", async () => {
    const { page, storefront } = e2e
    await page.goto("/rewards")
    const calculator = page.getByRole("region", { name: "Fuel points calculator" })
    await calculator.getByLabel("Gallons").fill("10")
    await calculator.getByRole("button", { name: "Calculate savings" }).click()
    await page.waitForURL(/\/rewards$/)
    expect(await page.getByTestId("fuel-result").textContent()).toMatch(/^\d+¢ off per gallon: you save \$\d+\.\d\d$/)
    await calculator.getByLabel("Gallons").fill("")
    await calculator.getByRole("button", { name: "Calculate savings" }).click()
    await page.waitForURL(/\/rewards$/)
    expect(await page.locator("[data-form-refusal]").textContent()).toMatch(/^Please check what you entered/)

    // Signed in as a seeded member (the upstream's development sign-in, as the sign-in page does).
    const origin = new URL(page.url()).origin
    expect((await page.request.post(`${origin}/__dev/sign-in`, { data: { shopperId: "shopper-ava" } })).status()).toBe(200)
    await page.goto("/rewards")
    const membership = page.getByRole("region", { name: "Membership" })
    await membership.getByText("Your plan:").waitFor()
    const form = membership.locator("form", { hasText: /^Switch to / }).first()
    const target = ((await form.textContent()) ?? "").replace(/^Switch to /, "")
    const fields = await fieldsOf(form)
    expect(fields).toMatchObject({ do: "switch", returnTo: "/rewards" })
    await postTwice(page, "/rewards", fields)
    const patches = requestsTo(storefront.upstream, "/membership/v1/membership/").filter((r) => r.method === "PATCH")
    expect(patches).toHaveLength(2)
    expect(patches[0]?.headers["idempotency-key"]).toBe(patches[1]?.headers["idempotency-key"])
    await page.goto("/rewards")
    expect(await membership.locator(".rewards__enrollment strong").textContent()).toBe(target)
  })
})

describe("account without JavaScript", () => {
  it("a signed-in shopper joins and leaves friends and family: the server writes it and the page comes back showing it", async () => {
    const { page, storefront } = e2e
    await page.goto("/account")
    const origin = new URL(page.url()).origin
    expect((await page.request.post(`${origin}/__dev/sign-in`, { data: { shopperId: "shopper-ava" } })).status()).toBe(200)
    await page.goto("/account")
    expect(await page.getByTestId("ff-status").textContent()).toBe("Not a member")
    await page.getByRole("button", { name: "Join friends and family" }).click()
    await page.waitForURL(/\/account$/)
    expect(await page.getByTestId("ff-status").textContent()).toBe("Member")
    await page.getByRole("button", { name: "Leave friends and family" }).click()
    await page.waitForURL(/\/account$/)
    expect(await page.getByTestId("ff-status").textContent()).toBe("Not a member")
    expect(storefront.upstream.state.friendsAndFamily.changes.value).toBe(2)
    // The wallet pass is a file the server answers as the shopper.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download wallet pass" }).click()])
    expect(download.suggestedFilename()).toMatch(/^pass-[A-Za-z0-9_-]+\.json$/)
    expect(JSON.parse(await readFile(await download.path(), "utf8"))).toMatchObject({
      formatVersion: 1,
      storeCard: { secondaryFields: expect.any(Array) }
    })
  })
})
