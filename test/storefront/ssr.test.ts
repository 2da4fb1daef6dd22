/**
 * `npm start`'s Node process renders every storefront page on the server (demo/src/entry.server.tsx,
 * built into demo/dist/server/index.js): a shared search or locator link carries its results in the HTML, and
 * the shopper's context (the pickup store chosen, kept in a cookie) and cart (found from the session
 * by the upstream) are in the server's HTML too; an add to cart posted as a form (before hydration,
 * without JavaScript) is answered with the page it was posted from, counting it.
 */
import type { ChildProcess } from "node:child_process"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { cookieNameOf } from "../../src/layers/CookieStore.js"
import { SHOPPING_CONTEXT_KEY } from "../../src/services/ShoppingContext.js"
import { fixtures } from "../../src/testing/index.js"
import { buildStorefrontIfStale, startNpmStartServer } from "../e2e/setup.js"

let server: ChildProcess | undefined
let origin = ""

beforeAll(async () => {
  await buildStorefrontIfStale("storefront")
  // The path `npm start` serves: its server on free ports.
  ;({ server, origin } = await startNpmStartServer())
}, 180_000)

afterAll(() => {
  server?.kill("SIGTERM")
})

const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${origin}${path}`, { headers: { accept: "text/html", ...(cookie === undefined ? {} : { cookie }) } })
  return { response, html: await response.text() }
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "")

describe("the storefront rendered on the server", () => {
  it("a shared search link has its product tiles in the HTML, with the snapshot the browser hydrates from", async () => {
    const { response, html } = await page("/shop?q=milk")
    expect(response.status).toBe(200)
    const tiles = html.match(/data-tile="true"/g) ?? []
    expect(tiles.length).toBeGreaterThan(0)
    expect(html).toMatch(/<h1 id="shop-title">Results for “milk”<\/h1>/)
    expect(html).toContain('<script type="application/json" id="atlas-state">')
    expect(html).toContain("ProductSearch.searchProducts#default#")
    // A new visitor's session, opened while rendering, is the browser's.
    expect(cookiesOf(response).map((c) => c.split("=")[0])).toStrictEqual(["atlas_session", "XSRF-TOKEN"])
  })

  it("a shared locator link has its store results in the HTML", async () => {
    const { response, html: rendered } = await page("/stores?zip=45202&modality=PICKUP")
    expect(response.status).toBe(200)
    const html = rendered.replaceAll("<!-- -->", "")
    const count = /(\d+) stores near 45202/.exec(html)
    expect(Number(count?.[1])).toBeGreaterThan(0)
    expect((html.match(/class="store-card__name"/g) ?? []).length).toBe(Number(count?.[1]))
    expect(html).toContain("Stores.searchByZip#default#")
  })

  it("an unknown path is the 404 page with status 404", async () => {
    const { response, html } = await page("/no-such-page")
    expect(response.status).toBe(404)
    expect(html).toContain("<title>Page not found · Atlas Market</title>")
  })

  it("with a pickup store chosen (its cookie), /shop shows that store and the cart's count in the server HTML", async () => {
    const store = fixtures().pickupStore
    // A shopper's session, and two lines in their cart (the upstream finds the cart from the session).
    const first = await page("/shop?q=milk")
    const session = cookiesOf(first.response).join("; ")
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(session)?.[1] ?? ""
    const search = (await (await fetch(`${origin}/atlas/v1/search/v1/products-search?filter.term=milk&page.size=2`)).json()) as {
      readonly data: { readonly products: ReadonlyArray<{ readonly gtin13: string }> }
    }
    const written = await fetch(`${origin}/atlas/v1/carts`, {
      method: "POST",
      headers: { cookie: session, "x-xsrf-token": xsrf, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ lineItems: search.data.products.map((p) => ({ upc: p.gtin13, quantity: 1 })) })
    })
    expect(written.status).toBe(200)
    const { data } = (await written.json()) as { readonly data: { readonly cart: { readonly profileId: string } } }
    const cookie = [
      session,
      `${cookieNameOf(SHOPPING_CONTEXT_KEY)}=${encodeURIComponent(JSON.stringify({ type: "PICKUP", locationId: store.locationId, facilityId: store.locationId }))}`,
      `atlas-market-labels=${encodeURIComponent(JSON.stringify({ [`PICKUP:${store.locationId}`]: store.name }))}`,
      `atlas-market-profile=${encodeURIComponent(data.cart.profileId)}`
    ].join("; ")

    const { response, html } = await page("/shop", cookie)
    expect(response.status).toBe(200)
    expect(html.includes(`<span class="my-store__name">${store.name}</span>`)).toBe(true)
    expect(/data-testid="cart-count">(\d+)<\/span>/.exec(html)?.[1]).toBe("2")
    // The shopper's session was sent on: nothing new is set.
    expect(response.headers.getSetCookie()).toStrictEqual([])
  })

  it("an add to cart posted to its page is answered with that page, counting it; posted again, it is the same add", async () => {
    const first = await page("/shop?q=bananas")
    const session = cookiesOf(first.response).join("; ")
    // The first tile's form, as the browser would post it.
    const form = /<form class="add__row" action="([^"]+)" method="post">([\s\S]*?)<\/form>/.exec(first.html)
    expect(form?.[1]).toBe("/shop?q=bananas")
    const fields = new URLSearchParams(
      [...(form?.[2] ?? "").matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1] ?? "", m[2] ?? ""])
    )
    expect(fields.get("do")).toBe("add-to-cart")
    fields.set("quantity", "2")
    const post = (body: URLSearchParams, cookie: string) =>
      fetch(`${origin}/shop?q=bananas`, {
        method: "POST",
        redirect: "manual",
        headers: { accept: "text/html", cookie, "content-type": "application/x-www-form-urlencoded" },
        body
      })
    const added = await post(fields, session)
    expect(added.status).toBe(200)
    const html = await added.text()
    expect(/data-testid="cart-count">(\d+)<\/span>/.exec(html)?.[1]).toBe("1")
    expect(html).toContain(">2<!-- --> in cart<")
    // The anonymous shopper's first add made their cart: its profile is kept for the next pages.
    const profile = cookiesOf(added).find((c) => c.startsWith("atlas-market-profile="))
    expect(profile).toMatch(/^atlas-market-profile=.+/)
    const cookie = `${session}; ${profile}`
    // Posted again (a reload of the answered page), with the same intent key: one add, the same quantity.
    const again = await post(fields, cookie)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain(">2<!-- --> in cart<")
    const cart = await page("/cart", cookie)
    expect(/data-testid="cart-count">(\d+)<\/span>/.exec(cart.html)?.[1]).toBe("1")
    // A refused add answers the same page with the spec's message, and adds nothing.
    fields.set("quantity", "abc")
    fields.set("upc", "0000000000000")
    fields.set("atlas-intent", `${fields.get("atlas-intent") ?? ""}-other`)
    const refused = await post(fields, cookie)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('role="alert" data-form-refusal')
    // A form the page does not know is refused, not run.
    const unknown = await post(new URLSearchParams({ do: "clip" }), cookie)
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain("This form isn’t one the shop knows.")
  })
})
