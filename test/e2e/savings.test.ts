/**
 * Savings, rewards and ads (issue 8): clip a coupon and still see it clipped after a reload; a
 * refused clip rolls the optimistic state back with a message; a clip whose answers are all lost is
 * kept on the device (the outbox, issue 43) and sent again with the same `Idempotency-Key`, so the
 * coupon is clipped once; the rewards page's loyalty summary, fuel-points
 * calculator and membership; an ad placement's impression events (start when seen, end with the
 * time seen when left) through `Analytics`, shown in the developer panel; the weekly ad of the
 * chosen store; the pages at phone width.
 */
import { join } from "node:path"
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { artifacts, eventually, hydrated, makeMyStore, requestsTo, useE2E } from "./harness.js"

const e2e = useE2E()
const SAVED = "Saved on this device: it will be sent when you're back online."

/**
 * Opens a page in a fresh browser straight away: the reference upstream keeps clips, loyalty and cash
 * back per session, and the client sends its first calls one at a time until the session cookie
 * exists, so the page's concurrent first reads share one session.
 */
const visit = async (page: Page, path: string) => {
  await page.goto(path)
}

/** The first coupon of the list that can be clipped, and its description. */
const firstClippable = async (page: Page): Promise<{ readonly card: Locator; readonly id: string; readonly name: string }> => {
  await visit(page, "/coupons")
  const list = page.getByRole("list", { name: "Coupons" })
  const card = list
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Clip", exact: true }) })
    .first()
  await card.waitFor()
  // The clips here are the hydrated page's (optimistic; before hydration a clip is a form the server handles).
  await hydrated(page)
  const id = (await card.getAttribute("data-coupon-id")) ?? ""
  const name = (await card.getAttribute("aria-label")) ?? ""
  return { card: list.getByRole("listitem", { name, exact: true }), id, name }
}

const clipsOf = (e: typeof e2e, couponId: string) => e.storefront.upstream.state.savings.clipLog.filter((c) => c.couponId === couponId)
const clipRequests = (e: typeof e2e) => requestsTo(e.storefront.upstream, "/savings-coupons/v1/coupons/clip")

interface Impression {
  readonly type?: string
  readonly schemaVersion: string
  readonly scenario: string
  readonly dataClassification?: string
  readonly data: Record<string, unknown>
}
const impressions = (page: Page): Promise<ReadonlyArray<Impression>> =>
  page.evaluate(() =>
    (window.__atlasAnalytics?.entries ?? []).flatMap((e) =>
      e.kind === "impression" ? [JSON.parse(JSON.stringify(e.event)) as Impression] : []
    )
  )

describe("coupons", () => {
  it("clips a coupon; after a reload it is still clipped; unclip puts it back", async () => {
    const { page } = e2e
    const { card, id, name } = await firstClippable(page)
    expect(name).toMatch(/^Save \$/)
    await card.getByRole("button", { name: "Clip", exact: true }).click()
    await card.getByRole("button", { name: "Unclip" }).waitFor()
    expect(await card.getAttribute("data-status")).toBe("active")
    await eventually(() => clipsOf(e2e, id).length === 1)
    expect(clipRequests(e2e).at(-1)?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/)

    await page.reload()
    await card.waitFor()
    await card.getByText("Clipped", { exact: true }).waitFor()
    await card.getByRole("button", { name: "Unclip" }).click()
    await card.getByRole("button", { name: "Clip", exact: true }).waitFor()
    await eventually(
      () =>
        clipsOf(e2e, id)
          .map((c) => c.action)
          .join() === "CLIP,UNCLIP"
    )
  })

  it("filters and sorts by the spec's orders", async () => {
    const { page, storefront } = e2e
    await page.goto("/coupons")
    await page.getByRole("list", { name: "Coupons" }).waitFor()
    // The filters are the hydrated page's (the list is server-rendered before).
    await hydrated(page)
    const sort = page.getByLabel("Sort by")
    expect(await sort.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "relevance",
      "recent",
      "expiration",
      "value"
    ])
    // Another filter keeps the list shown, marked as updating, until its own list arrives (held here).
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route(/\/savings-coupons\/v1\/coupons\?.*sort=value/, async (route) => {
      await answered
      await route.continue()
    })
    await sort.selectOption("value")
    await page.getByText("Updating…").waitFor()
    expect(await page.getByRole("list", { name: "Coupons" }).getAttribute("aria-busy")).toBe("true")
    answer()
    await page.getByText(/^\d+ coupons?$/).waitFor()
    await page.unrouteAll()
    await page.getByLabel("Coupon type").selectOption("cash_back")
    const lists = () =>
      requestsTo(storefront.upstream, "/savings-coupons/v1/coupons").filter((r) => r.path === "/savings-coupons/v1/coupons")
    await eventually(() => lists().some((r) => r.query.includes("sort=value") && r.query.includes("filter.types")))
    const last = lists().at(-1)
    expect(new URLSearchParams(last?.query).get("filter.types")).toBe("cash_back")
    const cards = page.getByRole("list", { name: "Coupons" }).getByRole("listitem")
    await expect.poll(async () => new Set(await cards.locator(".coupon__type").allTextContents())).toEqual(new Set(["Cash back"]))
    const values = (await cards.locator(".coupon__value").allTextContents()).map((v) => Number(v.replace(/[^0-9.]/g, "")))
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })

  it("a clip whose answers are all lost is kept on the device, shown clipped; sent again with its key, it is clipped once", async () => {
    const { page, storefront } = e2e
    const { card, id } = await firstClippable(page)
    // The upstream commits the clip but every answer is lost: the client retries with its key, then keeps it.
    storefront.upstream.chaos.set({ dropAfterCommit: 1 })
    await card.getByRole("button", { name: "Clip", exact: true }).click()
    // Optimistic: clipped at once, while the call runs; kept, it stays so, saved, without an error.
    await card.getByText("Clipped", { exact: true }).waitFor()
    await card.getByRole("status").filter({ hasText: SAVED }).waitFor({ timeout: 20_000 })
    expect(await card.getAttribute("data-status")).toBe("active")
    expect(await card.getByRole("alert").count()).toBe(0)
    const keys = new Set(clipRequests(e2e).map((r) => r.headers["idempotency-key"]))
    expect(keys.size).toBe(1)
    expect(clipRequests(e2e).length).toBeGreaterThan(1)

    // Answers again: the page sends what it kept when it loads, with the same key.
    storefront.upstream.chaos.reset()
    const sent = clipRequests(e2e).length
    await page.reload()
    await eventually(() => clipRequests(e2e).length > sent, 10_000)
    await card.getByRole("button", { name: "Unclip" }).waitFor()
    await card.getByRole("status").filter({ hasText: SAVED }).waitFor({ state: "detached" })
    expect(await card.getByRole("alert").count()).toBe(0)
    // The same key again: the upstream replays the committed clip, never clips twice.
    expect(new Set(clipRequests(e2e).map((r) => r.headers["idempotency-key"]))).toEqual(keys)
    expect(clipsOf(e2e, id)).toHaveLength(1)
  })

  it("an unavailable upstream: the clip is rolled back with the reason, nothing was clipped", async () => {
    const { page, storefront } = e2e
    const { card, id } = await firstClippable(page)
    storefront.upstream.chaos.set({ unavailable: 1 })
    await card.getByRole("button", { name: "Clip", exact: true }).click()
    const alert = card.getByRole("alert")
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/shown as not clipped\..*status 503/)
    expect(await card.getAttribute("data-status")).toBe("unclipped")
    expect(clipsOf(e2e, id)).toHaveLength(0)
  })
})

describe("weekly ad", () => {
  it("shows the circulars of the chosen store and the chosen circular's scored items", async () => {
    const { page, storefront } = e2e
    await page.goto("/weekly-ad")
    await page.getByText("Choose a store to see its weekly ad").waitFor()
    await makeMyStore(page)
    await page.getByRole("banner").getByRole("link", { name: "Weekly ad" }).click()
    const tabs = page.getByRole("tablist", { name: "Circulars" }).getByRole("tab")
    await tabs.first().waitFor()
    expect(await tabs.count()).toBe(2)
    const first = (await tabs.first().textContent()) ?? ""
    await page
      .getByRole("list", { name: `Items of ${first}` })
      .getByRole("listitem")
      .first()
      .waitFor()
    const second = (await tabs.nth(1).textContent()) ?? ""
    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true")
    const items = page.getByRole("list", { name: `Items of ${second}` }).getByRole("listitem")
    await items.first().getByRole("link", { name: "View and add to cart" }).waitFor()
    const scored = requestsTo(storefront.upstream, "/weeklyads/").filter((r) => r.path.endsWith("/items/scored"))
    expect(scored.length).toBe(2)
    expect(scored[0]?.path).toMatch(/^\/weeklyads\/[^/]+\/[^/]+\/[^/]+\/circulars\/[^/]+\/items\/scored$/)
  })
})

describe("rewards", () => {
  it("shows the loyalty summary and transactions, calculates fuel savings, lists membership plans and cash back", async () => {
    const { page, storefront } = e2e
    await visit(page, "/rewards")
    await page.getByRole("heading", { level: 1, name: "Your rewards" }).waitFor()
    const loyalty = page.getByRole("region", { name: "Loyalty card" })
    await loyalty.getByText("Fuel points", { exact: true }).waitFor()
    await loyalty.getByRole("table").getByRole("row").nth(1).waitFor()
    expect(await loyalty.getByRole("row").count()).toBe(7)
    // A fresh browser's concurrent first reads went out after the first answer opened the session: one session.
    expect(storefront.upstream.sessions.size).toBe(1)

    const fuel = page.getByRole("region", { name: "Fuel points calculator" })
    await fuel.getByLabel("Fuel points").fill("250")
    await fuel.getByLabel("Gallons").fill("10")
    await fuel.getByLabel("Price per gallon").fill("3.50")
    await fuel.getByRole("button", { name: "Calculate savings" }).click()
    // 10¢ a gallon per 100 points: 250 points → 20¢ off 10 gallons.
    await expect.poll(() => fuel.getByTestId("fuel-result").textContent()).toBe("20¢ off per gallon: you save $2.00")

    const membership = page.getByRole("region", { name: "Membership" })
    await membership.getByRole("list", { name: "Membership plans" }).getByRole("listitem").first().waitFor()
    await membership.getByText("You are not a member.").waitFor()
    await page.getByRole("region", { name: "Cash back" }).getByText("Available").waitFor()
  })

  it("a member sees their plan and switches it", async () => {
    const { page, storefront } = e2e
    await page.goto("/sign-in")
    await page.getByRole("button", { name: "Sign in as Ava Johnson" }).click()
    await page.waitForURL(/\/account$/)
    await page.getByRole("banner").getByRole("link", { name: "Rewards" }).click()
    const membership = page.getByRole("region", { name: "Membership" })
    await membership.getByText("Your plan:").waitFor()
    const other = membership.getByRole("button", { name: /^Switch to / }).first()
    const target = ((await other.textContent()) ?? "").replace(/^Switch to /, "")
    await other.click()
    await expect.poll(() => membership.locator(".rewards__enrollment strong").textContent()).toBe(target)
    expect(requestsTo(storefront.upstream, "/membership/v1/membership/").at(-1)?.method).toBe("PATCH")
  })
})

describe("ad placements", () => {
  it("send impression start when seen and end with the time seen when left, through Analytics, shown in the developer panel", async () => {
    const { page } = e2e
    await page.goto("/coupons")
    const ad = page.getByRole("complementary", { name: "Sponsored" })
    await ad.waitFor()
    await expect.poll(async () => (await impressions(page)).length).toBe(2)
    const [complete, v1] = await impressions(page)
    const data = {
      id: "ad-coupons-1",
      espot_id: "espot-coupons-top-1",
      espotName: "COUPONS TOP 1",
      target: "COUPONS",
      monetized: true,
      viewStatus: "start",
      componentName: "espot",
      monetization: { id: "ad-coupons-1", espotId: "espot-coupons-top-1", target: "COUPONS" }
    }
    expect(complete).toEqual({ type: "impression/COMPLETE", schemaVersion: "0.3.0", scenario: "make-a-good-impression", data })
    expect(v1).toEqual({
      schemaVersion: "1.1.2",
      scenario: "make-a-good-impression",
      dataClassification: "anonymized personal information",
      data
    })

    // Scrolled out of view: the view ends, with how long it was seen.
    await page.waitForTimeout(300)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(async () => (await impressions(page)).length).toBe(4)
    const ended = (await impressions(page)).slice(2)
    expect(ended.map((e) => [e.schemaVersion, e.data.viewStatus])).toEqual([
      ["0.3.0", "end"],
      ["1.1.2", "end"]
    ])
    expect(ended[0]?.data.viewDuration).toBeGreaterThanOrEqual(300)
    expect(ended[0]?.data.viewDuration).toBe(ended[1]?.data.viewDuration)

    // Back in view, then leaving the page: a second view, ended by the navigation.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(async () => (await impressions(page)).length).toBe(6)
    await page.getByRole("banner").getByRole("link", { name: "Developer" }).click()
    await expect
      .poll(async () => (await impressions(page)).map((e) => e.data.viewStatus).join())
      .toBe("start,start,end,end,start,start,end,end")
    const panel = page.getByRole("table", { name: "Analytics events" })
    await panel.waitFor()
    expect(await panel.locator('tr[data-kind="impression"][data-view-status="start"]').count()).toBe(4)
    expect(await panel.locator('tr[data-kind="impression"][data-view-status="end"]').count()).toBe(4)
    await panel.getByText("impression/COMPLETE").first().waitFor()
  })
})

describe("layout", () => {
  it("the coupons, weekly ad and rewards pages fit a 375px screen", async () => {
    const phone = await e2e.newPage({ viewport: { width: 375, height: 800 } })
    for (const [path, heading] of [
      ["/coupons", "Digital coupons"],
      ["/weekly-ad", "Weekly ad"],
      ["/rewards", "Your rewards"]
    ] as const) {
      await phone.goto(path)
      await phone.getByRole("heading", { level: 1, name: heading }).waitFor()
      await phone.waitForLoadState("networkidle")
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    }
    await phone.screenshot({ path: join(artifacts, "rewards-phone.png"), fullPage: true })
  })
})
