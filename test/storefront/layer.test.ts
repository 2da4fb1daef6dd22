/**
 * The storefront's layer (demo/src/layer.ts): the shop's services are built with the runtime, the
 * other pages' are `lazyServices` stand-ins (test/services/lazyServices.test.ts covers them): a call
 * through one loads its page's module and answers what the service itself answers.
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import { Coupons } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { describe, expect, it } from "vitest"
import { storefrontServices } from "../../demo/src/layer.js"

describe("the storefront's layer", () => {
  it("a call through a stand-in loads the service and answers what the service answers", async () => {
    const upstream = makeReferenceUpstream()
    const storefront = ManagedRuntime.make(storefrontServices(shopperClient({ upstream }), KeyValueStore.layerMemory))
    const direct = ManagedRuntime.make(Coupons.Default.pipe(Layer.provideMerge(shopperClient({ upstream }))))
    try {
      // A stand-in is no promise and prints as an object (Object's own members are not forwarded).
      const standIn = await storefront.runPromise(Coupons)
      expect("then" in standIn ? (standIn as { then?: unknown }).then : undefined).toBeUndefined()
      expect(String(standIn)).toBe("[object Object]")
      const read = Effect.flatMap(Coupons, (coupons) => coupons.getCoupons({ pageSize: 5 }))
      const through = await storefront.runPromise(read)
      expect(through.coupons.length).toBeGreaterThan(0)
      expect(through).toStrictEqual(await direct.runPromise(read))
      // The second call uses the service built by the first.
      expect(await storefront.runPromise(read)).toStrictEqual(through)
    } finally {
      await storefront.dispose()
      await direct.dispose()
    }
  })
})
