/**
 * The checkout without JavaScript (what the page is before it is hydrated, and when its scripts never
 * come): the server renders the real step of each state (the start with the cart, a checkout with its
 * time slots), and its forms are handled by the checkout's action as the shopper, each with its
 * intent key as the write's idempotency key. Pickup is started, a slot reserved, a refused promo code
 * shows the upstream's reason with the code kept, a valid one is applied and removed; delivery asks for
 * the address first (checked by the locator, saved), then a slot and a tip; paying says it needs
 * JavaScript; the same start form posted twice is one checkout; an unknown checkout is a 404.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { requestsTo, tile, useE2E } from "./harness.js"

const e2e = useE2E({ javaScriptEnabled: false })

const checkoutCreates = () => requestsTo(e2e.storefront.upstream, "/checkout/v1/checkouts").filter((r) => r.method === "POST")

/** A store chosen on the locator and a line in the cart, both by the server's forms. */
const storeAndCart = async (page: Page) => {
  await page.goto("/stores?zip=45202&modality=PICKUP")
  await page.locator("[data-store]").first().getByRole("button", { name: "Make this my store" }).click()
  await page.locator("[data-store]").first().getByText("✓ Your store").waitFor()
  await page.goto("/shop?q=bananas")
  await tile(page, "Bananas").getByRole("button", { name: "Add to cart" }).click()
  await page.waitForURL(/\/shop\?q=bananas$/)
  expect(await page.getByTestId("cart-count").textContent()).toBe("1")
}

/** Reserves the first free slot with the form's button. */
const reserveFreeSlot = async (page: Page) => {
  const slots = page.getByRole("group", { name: "Time slots" })
  expect(await slots.getByRole("radio").count()).toBe(12)
  await slots
    .getByRole("radio", { name: /, free$/ })
    .first()
    .check()
  await page.getByRole("button", { name: "Reserve this slot" }).click()
  await page.getByText(/^Reserved: \w{3}, \w{3} \d{1,2}, \d{1,2}:00\s[AP]M\s–\s\d{1,2}:00\s[AP]M$/).waitFor()
}

describe("checkout without JavaScript", () => {
  it("starts a pickup checkout, reserves a slot, refuses then applies a promo code, and says paying needs JavaScript", async () => {
    const { page, storefront } = e2e
    await storeAndCart(page)
    await page.goto("/checkout")
    await page.getByRole("heading", { name: "How would you like your order?" }).waitFor()
    expect(await page.getByRole("radio", { name: /^Pickup at/ }).isChecked()).toBe(true)
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.waitForURL(/\/checkout\?id=checkout-\d{6}$/)
    expect(checkoutCreates().map((r) => r.status)).toStrictEqual([200])
    expect(checkoutCreates()[0]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}-start$/)
    await page
      .locator(".checkout__mode")
      .getByText(/^Pickup at .+/)
      .waitFor()

    await reserveFreeSlot(page)
    const checkoutId = new URL(page.url()).searchParams.get("id") ?? ""
    const slotWrite = requestsTo(storefront.upstream, `/checkout/v1/checkouts/${checkoutId}`).filter((r) => r.method === "PUT")
    expect(slotWrite.map((r) => r.status)).toStrictEqual([200])
    expect(slotWrite[0]?.headers["idempotency-key"]).toMatch(/-slot$/)
    // Pickup has no tip.
    expect(await page.getByRole("heading", { name: "Tip your driver" }).count()).toBe(0)

    // A refused promo code: the upstream's reason, the code kept in the box.
    const promo = page.getByRole("textbox", { name: "Promo code" })
    await promo.fill("bogus")
    await page.getByRole("button", { name: "Apply" }).click()
    const refusal = page.locator("section:has(#promo-title)").getByRole("alert")
    await refusal.waitFor()
    expect(await refusal.textContent()).toBe("The promo code BOGUS is not valid")
    expect(await page.getByRole("textbox", { name: "Promo code" }).inputValue()).toBe("bogus")
    await page.getByRole("textbox", { name: "Promo code" }).fill("TENOFF")
    await page.getByRole("button", { name: "Apply" }).click()
    await page.getByRole("list", { name: "Promo codes" }).getByText("TENOFF").waitFor()
    expect(await page.locator("section:has(#promo-title)").getByRole("alert").count()).toBe(0)
    expect(await page.getByTestId("checkout-promotions").textContent()).toMatch(/^−\$\d+\.\d\d$/)
    await page.getByRole("button", { name: "Remove promo code TENOFF" }).click()
    await page.waitForURL(/\/checkout\?id=checkout-\d{6}$/)
    expect(await page.getByRole("list", { name: "Promo codes" }).count()).toBe(0)
    expect(await page.getByTestId("checkout-promotions").textContent()).toBe("$0.00")

    // Paying needs the browser's session with the payments host: the page says so, nothing spins.
    // (Playwright's text locators skip <noscript>: the notes are found by their class.)
    const notes = page.locator(".checkout__needs-script")
    expect(await notes.allTextContents()).toStrictEqual([
      "Paying needs JavaScript: turn it on to choose a card and place your order.",
      "Placing your order needs JavaScript: turn it on to pay."
    ])
    expect(await notes.first().isVisible()).toBe(true)
    expect(await page.getByText("Loading your wallet…").isVisible()).toBe(false)
    expect(await page.getByRole("button", { name: /^Place order/ }).isVisible()).toBe(false)
    expect(await page.getByRole("main").textContent()).not.toMatch(/checkout-\d|Store \d/)
  })

  it("delivery chosen asks for the address, which the server checks and saves; then a slot and a tip", async () => {
    const { page, storefront } = e2e
    await storeAndCart(page)
    await page.goto("/checkout")
    await page.getByRole("radio", { name: /^Delivery from/ }).check()
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.getByRole("heading", { name: "Where should we deliver?" }).waitFor()
    expect(await page.getByRole("radio", { name: /^Delivery from/ }).isChecked()).toBe(true)
    expect(await page.getByRole("button", { name: "Continue to checkout" }).isDisabled()).toBe(true)
    expect(checkoutCreates()).toHaveLength(0)

    // A ZIP code that is not one: the form's own words, what was typed kept.
    await page.getByRole("main").getByLabel("Street address").fill("101 E 4th St")
    await page.getByRole("main").getByLabel("ZIP code").fill("452")
    await page.getByRole("button", { name: "Check address" }).click()
    await page.getByText("Enter a 5-digit ZIP code, like 45202.").waitFor()
    expect(await page.getByRole("main").getByLabel("Street address").inputValue()).toBe("101 E 4th St")

    await page.getByRole("main").getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Check address" }).click()
    await page.getByRole("group", { name: "We found your address" }).waitFor()
    await page.getByRole("button", { name: "Deliver to this address" }).click()
    await page.getByTestId("delivery-address").waitFor()
    expect(await page.getByTestId("delivery-address").textContent()).toMatch(/^Delivering to 101 E 4th St/)
    // "Change address" opens the form (a link); "Keep …" goes back to the saved address.
    await page.getByRole("link", { name: "Change address" }).click()
    await page.getByRole("button", { name: "Check address" }).waitFor()
    await page.getByRole("link", { name: /^Keep 101 E 4th St/ }).click()
    await page.getByTestId("delivery-address").waitFor()
    const saves = storefront.upstream.log.filter((r) => r.path.startsWith("/modality/preferences") && r.method !== "GET")
    // The store was saved on the locator: only the address is written here, with the form's key.
    expect(saves.map((r) => r.headers["idempotency-key"] ?? "")).toStrictEqual([
      expect.stringMatching(/-choose-/),
      expect.stringMatching(/^[0-9a-f-]{36}-deliver-to$/)
    ])

    expect(await page.getByRole("radio", { name: /^Delivery from/ }).isChecked()).toBe(true)
    await page.getByRole("button", { name: "Continue to checkout" }).click()
    await page.waitForURL(/\/checkout\?id=checkout-\d{6}$/)
    await page
      .locator(".checkout__mode")
      .getByText(/^Delivery from .+ to 101 E 4th St/)
      .waitFor()
    await reserveFreeSlot(page)
    await page.getByRole("main").getByLabel("Tip ($)").fill("3.50")
    await page.getByRole("button", { name: "Save tip" }).click()
    await page.getByText("Tip: $3.50").waitFor()
    expect(await page.getByTestId("checkout-tip").textContent()).toBe("$3.50")
  })

  it("the same start form posted twice is one checkout, written with one key", async () => {
    const { page, storefront } = e2e
    await storeAndCart(page)
    await page.goto("/checkout")
    const form = page.locator("form#checkout-start")
    const fields = await form.evaluate((f: HTMLFormElement) => Object.fromEntries(new FormData(f) as unknown as Iterable<[string, string]>))
    expect(fields).toMatchObject({ do: "start", modality: "PICKUP", returnTo: "/checkout" })
    const locations: Array<string | undefined> = []
    for (let i = 0; i < 2; i++) {
      const answer = await page.request.post("/checkout", { form: fields, maxRedirects: 0 })
      expect(answer.status()).toBe(303)
      locations.push(answer.headers()["location"])
    }
    expect(locations[0]).toMatch(/^\/checkout\?id=checkout-\d{6}$/)
    expect(locations[1]).toBe(locations[0])
    const keys = checkoutCreates().map((r) => r.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(storefront.upstream.state.checkout.checkouts.size).toBe(1)
  })

  it("an unknown checkout answers 404 with the not-found page", async () => {
    const { page } = e2e
    const answer = await page.goto("/checkout?id=checkout-999999")
    expect(answer?.status()).toBe(404)
    await page.getByRole("heading", { level: 1, name: "We couldn’t find that checkout" }).waitFor()
  })
})
