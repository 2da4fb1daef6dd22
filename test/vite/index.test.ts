import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { createServer, type ViteDevServer } from "vite"
import { Carts, ProductSearch, ShoppableAds } from "atlas-client"
import { atlasUpstream } from "atlas-client/vite"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"

// A real Vite dev server on a free port with the plugin: the app's page and every host of the
// reference upstream answer on that one origin, so a shopper's session cookie sticks.
const upstream = makeReferenceUpstream()
const root = mkdtempSync(join(tmpdir(), "atlas-vite-"))
let server: ViteDevServer
let origin = ""

beforeAll(async () => {
  writeFileSync(join(root, "index.html"), "<!doctype html><title>shop</title><p>the app's page</p>")
  server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    server: { host: "127.0.0.1", port: 0, strictPort: false, hmr: false, watch: null },
    plugins: [atlasUpstream({ upstream })]
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (address === null || address === undefined || typeof address === "string") throw new Error("the dev server has no port")
  origin = `http://127.0.0.1:${address.port}`
})
afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

/** One shopper (one cookie jar) with every host on the dev server's origin. */
const shopper = () =>
  Layer.mergeAll(Carts.Default, ProductSearch.Default, ShoppableAds.Default).pipe(
    Layer.provideMerge(shopperClient({ origins: { atlas: origin, payments: origin, shoppable: origin } }))
  )

describe("atlasUpstream (atlas-client/vite) in a Vite dev server", () => {
  it.live("serves search and a cart on the page's origin: the session sticks, two adds make quantity 2", () =>
    Effect.gen(function* () {
      const found = yield* ProductSearch.pipe(Effect.flatMap((s) => s.searchProducts({ term: "milk", page: { size: 4 } })))
      assert.isTrue(found.products.length > 0)
      const upc = found.products[0]!.gtin13
      const carts = yield* Carts
      const first = yield* carts.addToCart(upc, 1)
      const second = yield* carts.addToCart(upc, 1)
      assert.strictEqual(second.id, first.id, "one cart: the session cookie went with the second write")
      expect(second.lineItems.map((l) => [l.upc, l.quantity])).toStrictEqual([[upc, 2]])
      const writes = upstream.calls("Carts.writeCart")
      assert.strictEqual(writes.length, 2)
      assert.match(writes[1]?.headers["cookie"] ?? "", /=/, "the second write carried the session cookie")
    }).pipe(Effect.provide(shopper()))
  )

  it.live("serves the shoppable-ads host at its own paths on the same origin", () =>
    Effect.gen(function* () {
      const before = upstream.log.length
      yield* ShoppableAds.pipe(Effect.flatMap((s) => s.getCirculars()))
      expect(upstream.log.slice(before).map((r) => `${r.host} ${r.path} ${r.status}`)).toStrictEqual([
        "shoppable /digitalads/v1/circulars 200"
      ])
    }).pipe(Effect.provide(shopper()))
  )

  it("leaves the app's own paths to Vite", async () => {
    const page = await fetch(`${origin}/`)
    assert.strictEqual(page.status, 200)
    assert.include(await page.text(), "the app's page")
    const before = upstream.log.length
    const route = await fetch(`${origin}/products/123`, { headers: { accept: "text/html" } })
    assert.include(await route.text(), "the app's page", "Vite's SPA fallback, not the upstream")
    assert.strictEqual(upstream.log.length, before)
  })

  it("answers an unknown atlas path with the spec's 404 envelope, not the app's page", async () => {
    const response = await fetch(`${origin}/atlas/v1/no-such-thing`)
    assert.strictEqual(response.status, 404)
    const body = (await response.json()) as { errors: ReadonlyArray<{ code: string }> }
    assert.strictEqual(body.errors[0]?.code, "NOT_FOUND")
  })
})
