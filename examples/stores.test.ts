import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Stores } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { pickupStoresNear } from "./compose.js"

// Your own test: the same program, with the reference upstream in place of the real servers.
const upstream = makeReferenceUpstream()
const testLayer = Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream })))

describe("pickupStoresNear", () => {
  it("lists pickup stores near 45202", async () => {
    const lines = await Effect.runPromise(Effect.provide(pickupStoresNear("45202"), testLayer))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines[0]).toMatch(/\(\d+(\.\d)? mi\)$/)
  })

  it("says what is wrong with a bad zip, and sends nothing", async () => {
    const lines = await Effect.runPromise(Effect.provide(pickupStoresNear("4520"), testLayer))
    expect(lines).toEqual(["Enter a valid 5-digit ZIP code"])
  })

  it("survives an unreliable upstream (seeded chaos)", async () => {
    upstream.chaos.set({ unavailable: 0.3, seed: 7 })
    const lines = await Effect.runPromise(Effect.provide(pickupStoresNear("45202"), testLayer))
    expect(lines.length).toBeGreaterThan(0)
    upstream.chaos.reset()
  })
})
