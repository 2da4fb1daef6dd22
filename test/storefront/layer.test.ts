/**
 * The storefront's layer (demo/src/layer.ts): the shop's services are built with the runtime, the
 * other pages' are stand-ins that load their service with its first call. A stand-in forwards
 * method calls only, so every member of those services must be a method returning an effect; and a
 * call through a stand-in answers what the service itself answers.
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import {
  AdPlacements,
  Cashback,
  Checkout,
  Coupons,
  Customer,
  FriendsAndFamily,
  Fuel,
  Loyalty,
  Membership,
  Offers,
  Passbook,
  Payment,
  PostOrderMessaging,
  Products,
  Recommendations,
  Returns,
  Reviews,
  Sellers,
  ShoppingLists,
  Substitutions,
  Timeslots,
  Wallet,
  WeeklyAds
} from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { describe, expect, it } from "vitest"
import { storefrontServices } from "../../demo/src/layer.js"

const lazilyLoaded = [
  Customer,
  FriendsAndFamily,
  Passbook,
  Products,
  Reviews,
  Recommendations,
  Sellers,
  ShoppingLists,
  Checkout,
  Payment,
  Wallet,
  Timeslots,
  Substitutions,
  PostOrderMessaging,
  Returns,
  Coupons,
  Offers,
  Cashback,
  WeeklyAds,
  AdPlacements,
  Loyalty,
  Fuel,
  Membership
] as const

describe("the storefront's layer", () => {
  it("every lazily loaded service has methods only (what a stand-in forwards)", async () => {
    const upstream = makeReferenceUpstream()
    // Each service's layer needs the client only; typed here as needing nothing, the client provided below.
    const layers = lazilyLoaded.map((service) => service.Default as unknown as Layer.Layer<never>)
    const runtime = ManagedRuntime.make(
      Layer.mergeAll(layers[0]!, ...layers.slice(1)).pipe(Layer.provideMerge(shopperClient({ upstream })))
    )
    try {
      for (const service of lazilyLoaded) {
        const built = (await runtime.runPromise(service as unknown as Effect.Effect<Record<string, unknown>>)) as Record<string, unknown>
        const members = Object.keys(built)
        expect(members.length).toBeGreaterThan(0)
        expect(members.filter((name) => typeof built[name] !== "function")).toStrictEqual([])
      }
    } finally {
      await runtime.dispose()
    }
  })

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
