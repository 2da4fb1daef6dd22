// The use cases docs/react.md declares (examples/react/declare.ts), run in a store over a Carts stub.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import { Carts, type CartType } from "atlas-client"
import { SlotStore } from "atlas-client/react"
import { clearCart, savedCart } from "./declare.js"

describe("use cases made from their operations (docs/react.md)", () => {
  it("take name, mode and context flag from the descriptor, run the method given, and key by the defaults", async () => {
    expect([savedCart.name, savedCart.mode, savedCart.contextDependent, savedCart.success]).toStrictEqual([
      "MyApp.savedCart",
      "read",
      false,
      undefined
    ])
    expect([clearCart.name, clearCart.mode, clearCart.sends]).toStrictEqual(["MyApp.clearCart", "mutation", "Carts.deleteCart"])
    const calls: Array<string> = []
    // A Carts service with the one method the read runs (a stub at the test's boundary).
    const stub = { getCart: (id: string, type?: CartType) => Effect.sync(() => (calls.push(`${id} ${type}`), Option.none())) }
    const runtime = ManagedRuntime.make(Layer.succeed(Carts, stub as unknown as Carts))
    const store = new SlotStore(runtime as ManagedRuntime.ManagedRuntime<never, unknown>)
    const id = store.acquire(savedCart, ["p1"])
    expect(store.entryId(savedCart, ["p1", "SAVED_FOR_LATER"])).toBe(id)
    expect(await store.read(savedCart, ["p1"])).toEqual({ status: "success", value: Option.none() })
    expect(calls).toStrictEqual(["p1 SAVED_FOR_LATER"])
    store.dispose()
  })
})
