// @vitest-environment happy-dom
// The test client keeps one session across calls, as a browser does, in happy-dom too (whose
// `Request` and `Response` drop the `cookie` and `set-cookie` headers they are built with).
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import { Carts } from "atlas-client"
import { CookieJar, fixtures, makeReferenceUpstream, referenceLayer, shopperClient } from "atlas-client/testing"

describe("a test client's session in happy-dom", () => {
  it("referenceLayer: the cart one call writes is the cart the next call reads (one runtime, one jar)", async () => {
    const upstream = makeReferenceUpstream()
    const runtime = ManagedRuntime.make(referenceLayer({ upstream }))
    const { item } = fixtures()
    const cart = await runtime.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(item.gtin13, 2, { modality: "PICKUP" })))
    const again = await runtime.runPromise(Effect.flatMap(Carts, (c) => c.getCart(cart.profileId)))
    expect(Option.map(again, (c) => c.id)).toEqual(Option.some(cart.id))
    const session = await runtime.runPromise(Effect.flatMap(CookieJar, (jar) => jar.get("atlas_session")))
    expect(Option.isSome(session)).toBe(true)
    expect(upstream.log.map((r) => r.headers["cookie"] ?? "")).toEqual([
      "",
      expect.stringContaining(`atlas_session=${Option.getOrThrow(session)}`)
    ])
    await runtime.dispose()
  })

  it("shopperClient({ upstream }): writes after the first call carry the session's XSRF token", async () => {
    const upstream = makeReferenceUpstream()
    const { item } = fixtures()
    const program = Effect.gen(function* () {
      const carts = yield* Carts
      yield* carts.addToCart(item.gtin13, 1, { modality: "PICKUP" })
      return yield* carts.addToCart(item.gtin13, 1, { modality: "PICKUP" })
    })
    const cart = await Effect.runPromise(Effect.provide(program, Carts.Default.pipe(Layer.provideMerge(shopperClient({ upstream })))))
    expect(cart.lineItems.find((l) => l.upc === item.gtin13)?.quantity).toBe(2)
    expect(upstream.sessions.size).toBe(1)
    expect(upstream.log[1]?.headers["x-xsrf-token"]).toMatch(/^[0-9a-f]{32}$/)
  })
})
