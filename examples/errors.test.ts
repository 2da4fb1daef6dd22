import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import { Carts, type CartsError } from "atlas-client"
import { fixtures, makeReferenceUpstream, referenceLayer } from "atlas-client/testing"

// A service's error channel is a union of tagged classes: each catalogue family its operations
// declare, and the request layer's own errors. Handle the ones the screen can say something about.
const addOrExplain = (gtin13: string, quantity: number) =>
  Effect.flatMap(Carts, (carts) => carts.addToCart(gtin13, quantity, { modality: "PICKUP" })).pipe(
    Effect.as("added"),
    Effect.catchTags({
      CartRejected: (e) => Effect.succeed(`refused (${e.code}): ${e.reason}`),
      ClientError: () => Effect.succeed("you seem to be offline")
    })
  )

// The other errors stay in the channel, typed.
type Left = Exclude<CartsError, { readonly _tag: "CartRejected" | "ClientError" }>

describe("typed errors", () => {
  it("a product rejection is CartRejected, with the code and the upstream's message", async () => {
    const { item, coldMedicine } = fixtures()
    const layer = referenceLayer({ upstream: makeReferenceUpstream() })
    const program = Effect.all([addOrExplain(item.gtin13, 1), addOrExplain(coldMedicine.gtin13, 5)])
    const [added, refused] = await Effect.runPromise(Effect.provide(program, layer))
    expect(added).toBe("added")
    expect(refused).toMatch(/^refused \(MAX\): The maximum quantity/)
    const left: ReadonlyArray<Left["_tag"]> = ["UpstreamError", "IdempotencyKeyReused", "RequestValidationError", "ResponseDecodeError"]
    expect(left).toHaveLength(4)
  })
})
