/**
 * The savings, lists, account, rewards and product pages without JavaScript (what a page is before it
 * is hydrated, and when its scripts never come): their forms are forms the server handles. Each
 * write happens once, the page comes back showing it; the same form posted twice is one write where
 * the operation takes an idempotency key (the form's intent key); a refused write shows the spec's
 * message on the page.
 */
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { requestsTo, useE2E } from "./harness.js"

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
