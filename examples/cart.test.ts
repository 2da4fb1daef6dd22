import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import { Carts } from "atlas-client"
import { fixtures, makeReferenceUpstream, referenceLayer } from "atlas-client/testing"

// Every service against the in-memory reference upstream, with seeded fixtures.
describe("a cart in the reference upstream", () => {
  it("adds lines once, and refuses more cold medicine than the group allows", async () => {
    const upstream = makeReferenceUpstream()
    const { item, coldMedicine } = fixtures()
    const program = Effect.gen(function* () {
      const carts = yield* Carts
      const cart = yield* carts.addToCart(item.gtin13, 2, { modality: "PICKUP" })
      const refused = yield* carts.addToCart(coldMedicine.gtin13, 5, { modality: "PICKUP" }).pipe(Effect.flip)
      return { cart, refused }
    })
    const { cart, refused } = await Effect.runPromise(Effect.provide(program, referenceLayer({ upstream })))
    expect(cart.lineItems.find((l) => l.upc === item.gtin13)?.quantity).toBe(2)
    expect(refused.message).toMatch(/^The maximum quantity (to pick up this item is|allowed for this type of item is) \d+$/)
  })
})
