/**
 * The storefront without JavaScript (a browser with scripts off: what a page is before it is
 * hydrated, and when its scripts never come): add to cart is a form the server handles. It posts to
 * the page it is on, whose action adds as the shopper, with the page's intent key for that form as
 * the write's idempotency key, and answers with the page (no redirect), its header counting the
 * line; the same form posted twice is one add; the cart page's lines change their quantity and are
 * removed the same way (and come back with a redirect); a refused add shows the spec's message.
 */
import { describe, expect, it } from "vitest"
import { tile, useE2E } from "./harness.js"

const e2e = useE2E({ javaScriptEnabled: false })

const cartWrites = () => e2e.storefront.upstream.log.filter((r) => r.method === "POST" && r.path === "/carts")

describe("without JavaScript", () => {
  it("adds to cart: the server adds it and answers with the same page, with the count", async () => {
    const { page } = e2e
    await page.goto("/shop?q=bananas")
    expect(await page.getByTestId("cart-count").textContent()).toBe("0")
    const bananas = tile(page, "Bananas")
    await bananas.getByRole("spinbutton").fill("2")
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      bananas.getByRole("button", { name: "Add to cart" }).click()
    ])
    // One round trip: the post is answered with the page, not sent back to it.
    expect(new URL(answer.url()).pathname + new URL(answer.url()).search).toBe("/shop?q=bananas")
    expect(answer.status()).toBe(200)
    await page.waitForURL(/\/shop\?q=bananas$/)
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
    expect(await tile(page, "Bananas").getByText("2 in cart").count()).toBe(1)
    expect(cartWrites().map((w) => w.status)).toStrictEqual([200])
    // The upstream got the form's intent key as the add's idempotency key.
    expect(cartWrites()[0]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}-add-\d{13}$/)
  })

  it("the same form posted twice (a resubmission) is one add, with the same key", async () => {
    const { page } = e2e
    await page.goto("/shop?q=bananas")
    const form = tile(page, "Bananas").locator("form")
    const fields = await form.evaluate((f: HTMLFormElement) => Object.fromEntries(new FormData(f) as unknown as Iterable<[string, string]>))
    expect(fields).toMatchObject({ do: "add-to-cart", quantity: "1", returnTo: "/shop?q=bananas" })
    expect(await form.getAttribute("action")).toBe("/shop?q=bananas")
    for (let i = 0; i < 2; i++) {
      const answer = await page.request.post("/shop?q=bananas", { form: fields, maxRedirects: 0 })
      expect(answer.status()).toBe(200)
      expect(await answer.text()).toContain(`data-testid="cart-count">1<`)
    }
    const keys = cartWrites().map((w) => w.headers["idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    await page.goto("/cart")
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
    await page.getByText("Atlas Bananas").first().waitFor()
    expect(await page.locator(".line input[type=number], .line [role=spinbutton]").first().inputValue()).toBe("1")
  })

  it("changes a line's quantity and removes it on the cart page", async () => {
    const { page } = e2e
    await page.goto("/shop?q=bananas")
    await tile(page, "Bananas").getByRole("button", { name: "Add to cart" }).click()
    await page.waitForURL(/\/shop\?q=bananas$/)
    await page.goto("/cart")
    const line = page.locator(".line").filter({ hasText: "Atlas Bananas" })
    await line.getByRole("spinbutton").fill("3")
    await line.getByRole("spinbutton").press("Enter")
    await page.waitForURL(/\/cart$/)
    await expect.poll(() => page.locator(".line").filter({ hasText: "Atlas Bananas" }).getByRole("spinbutton").inputValue()).toBe("3")
    await page.locator(".line").filter({ hasText: "Atlas Bananas" }).getByRole("button", { name: "Remove" }).click()
    await page.waitForURL(/\/cart$/)
    expect(await page.locator(".line").count()).toBe(0)
    expect(await page.getByTestId("cart-count").textContent()).toBe("0")
    const keys = cartWrites().map((w) => w.headers["idempotency-key"] ?? "")
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(3)
  })

  it("chooses a store on the locator: the server saves it and the page comes back with it as the shopper's store", async () => {
    const { page, storefront } = e2e
    await page.goto("/stores?zip=45202&modality=PICKUP")
    const first = page.locator("[data-store]").first()
    // The store's short name, as the header names it.
    const name = await first.locator('input[name="name"]').inputValue()
    expect(name).not.toBe("")
    await first.getByRole("button", { name: "Make this my store" }).click()
    await page.waitForURL(/\/stores\?zip=45202&modality=PICKUP$/)
    await page.locator("[data-store]").first().getByText("✓ Your store").waitFor()
    const writes = storefront.upstream.log.filter((r) => r.path.startsWith("/modality/preferences") && r.method !== "GET")
    expect(writes).toHaveLength(1)
    expect(writes[0]?.headers["idempotency-key"]).toMatch(/-choose-/)
    // The next page knows it too (the shopping context's cookie).
    await page.goto("/shop")
    expect(await page.locator(".header").textContent()).toContain(name)
  })

  it("a refused add shows the spec's message on the page it was sent from, and nothing is added", async () => {
    const { page } = e2e
    await page.goto("/shop?q=sinus")
    const medicine = tile(page, "Cold & Sinus Tablets")
    await medicine.getByRole("spinbutton").fill("4")
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      medicine.getByRole("button", { name: "Add to cart" }).click()
    ])
    expect(answer.status()).toBe(400)
    await page.waitForURL(/\/shop\?q=sinus$/)
    expect(await page.getByRole("alert").first().textContent()).toMatch(
      /^The maximum quantity to (purchase|pick up|deliver|ship) this item is 3$/
    )
    expect(await page.getByTestId("cart-count").textContent()).toBe("0")
  })

  it("signs in: the server signs the session in and the next page greets the shopper, with no guest text", async () => {
    const { page } = e2e
    await page.goto("/sign-in")
    await page.getByRole("button", { name: "Sign in as Ava Johnson" }).click()
    await page.waitForURL(/\/account$/)
    const banner = page.getByRole("banner")
    expect(await banner.getByRole("link", { name: "Sign in" }).count()).toBe(0)
    expect(await banner.textContent()).toContain("Ava")
    // Signed in for the upstream too: the server's identity read says so (the header's name is not the browser's hint alone).
    await page.context().clearCookies({ name: "atlas-market-shopper" })
    await page.goto("/shop")
    expect(await page.getByRole("banner").textContent()).toContain("Ava")
    // Signing out is a form the server handles too: the shopper is a guest again, for the upstream as well.
    await page.goto("/account")
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL((url) => url.pathname === "/")
    expect(await page.getByRole("banner").getByRole("link", { name: "Sign in" }).count()).toBe(1)
    expect(await page.getByRole("banner").textContent()).not.toContain("Ava")
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("atlas-market-shopper")
  })

  it("the header's picker opens without JavaScript: an address to deliver to is saved and named in the header", async () => {
    const { page, storefront } = e2e
    await page.goto("/shop?q=bananas")
    await page.locator(".picker__trigger").click()
    const panel = page.getByRole("dialog", { name: "How do you want to shop?" })
    await panel.waitFor()
    await panel.getByRole("radio", { name: /^Delivery/ }).check()
    await panel.locator(".picker__part:visible").getByLabel("Street address").fill("101 E 4th St")
    await panel.locator(".picker__part:visible").getByLabel("Delivery ZIP code").fill("45202")
    await panel.getByRole("button", { name: "Deliver here" }).click()
    await page.waitForURL(/\/shop\?q=bananas$/)
    const trigger = page.locator(".picker__trigger")
    expect(await trigger.getAttribute("data-modality")).toBe("DELIVERY")
    expect(await trigger.textContent()).toContain("101 E 4th St, 45202")
    const writes = storefront.upstream.log.filter((r) => r.path.startsWith("/modality/preferences") && r.method !== "GET")
    expect(writes.map((w) => w.status)).toStrictEqual([200])
    expect(writes[0]?.headers["idempotency-key"]).toMatch(/-address-DELIVERY$/)
  })

  it("the picker's store search goes to the locator, which names the stores to choose from", async () => {
    const { page } = e2e
    await page.goto("/shop")
    await page.locator(".picker__trigger").click()
    const part = page.getByRole("dialog", { name: "How do you want to shop?" }).locator(".picker__part:visible")
    await part.getByLabel("Stores near ZIP code").fill("45202")
    await part.getByRole("button", { name: "Find stores" }).click()
    await page.waitForURL(/\/stores\?modality=PICKUP&zip=45202$/)
    expect(await page.locator("[data-store]").count()).toBeGreaterThan(0)
  })

  it("an address the rules refuse shows the spec's message, and nothing is saved", async () => {
    const { page, storefront } = e2e
    await page.goto("/shop")
    await page.locator(".picker__trigger").click()
    const panel = page.getByRole("dialog", { name: "How do you want to shop?" })
    await panel.getByRole("radio", { name: /^Ship/ }).check()
    await panel.getByRole("button", { name: "Ship here" }).click()
    await page.getByRole("alert").first().waitFor()
    expect(await page.getByRole("alert").first().textContent()).toContain("postalCode")
    expect(storefront.upstream.log.filter((r) => r.path.startsWith("/modality/preferences") && r.method !== "GET")).toStrictEqual([])
  })

  it("checks a delivery address on the locator: the server answers the page with the verdict and the fields kept", async () => {
    const { page, storefront } = e2e
    await page.goto("/stores")
    // (The header's picker holds its address fields too, in its <noscript>: the check's own are its form's.)
    const check = page.locator("form.address-check")
    await check.getByLabel("Street address").fill("101 E 4th St")
    await check.getByLabel("City").fill("Cincinnati")
    await check.getByLabel("State").fill("OH")
    await check.getByLabel("ZIP", { exact: true }).fill("45202")
    await check.getByRole("button", { name: "Check address" }).click()
    await page.getByText(/Address verified/).waitFor()
    expect(await page.locator("form.address-check").getByLabel("Street address").inputValue()).toBe("101 E 4th St")
    expect(storefront.upstream.log.filter((r) => r.operation === "Locator.validateAddress")).toHaveLength(1)
  })

  it("loads more products as a link: the server renders the next page, with a link to the ones before", async () => {
    const { page } = e2e
    await page.goto("/shop")
    expect(await page.locator(".grid .tile[data-gtin13]").count()).toBe(48)
    await page.getByRole("link", { name: "Load more" }).click()
    await page.waitForURL(/\/shop\?page=2$/)
    expect(await page.locator(".grid .tile[data-gtin13]").count()).toBe(48)
    expect(await page.getByText(/^49–96 of /).count()).toBe(1)
    expect(await page.getByRole("link", { name: "← Show the products before these" }).getAttribute("href")).toBe("/shop")
  })

  it("filters and sorts the shop with links and forms: a department, on sale only, a sort, each kept by the others", async () => {
    const { page } = e2e
    await page.goto("/shop?q=milk")
    const facet = page.locator(".shop__filters .facet").first()
    const name = (await facet.locator("span").first().textContent()) ?? ""
    await facet.click()
    await page.waitForURL(/\/shop\?q=milk&dept=[\w-]+$/)
    expect(await page.locator(".shop__filters .facet[aria-current=true]").textContent()).toContain(name)
    const dept = new URL(page.url()).searchParams.get("dept")
    await page.getByLabel("On sale only").check()
    await page.getByRole("button", { name: "Show" }).click()
    await page.waitForURL((url) => url.searchParams.get("sale") === "1" && url.searchParams.get("dept") === dept)
    await page.getByLabel("Sort by").selectOption("price_asc")
    await page.getByRole("button", { name: "Sort" }).click()
    await page.waitForURL((url) => url.searchParams.get("sort") === "price_asc" && url.searchParams.get("sale") === "1")
    expect(new URL(page.url()).searchParams.get("q")).toBe("milk")
    expect(await page.getByLabel("Sort by").inputValue()).toBe("price_asc")
    await page.getByRole("link", { name: "← All departments" }).click()
    await page.waitForURL((url) => !url.searchParams.has("dept") && url.searchParams.get("sort") === "price_asc")
  })
})
