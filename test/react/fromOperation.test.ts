// Use cases made from the operation they send: what the descriptor gives (name, mode, context flag,
// oneShot, a read's success schema), what the service gives (`run`), and the tables made of them,
// where only the use cases that send nothing are written by hand.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import * as Atlas from "atlas-client"
import { Carts, CartsContract, LoyaltyContract, operations, PaymentContract } from "atlas-client"
import * as AtlasReact from "atlas-client/react"
import { type AnyUseCase, CartsUseCases, fromOperation, LoyaltyUseCases, PaymentUseCases, StoresUseCases } from "atlas-client/react"

const isUseCase = (value: unknown): value is AnyUseCase =>
  typeof value === "object" && value !== null && "name" in value && "mode" in value && "run" in value

const entries = Object.entries(AtlasReact)
  .filter(([name]) => name.endsWith("UseCases"))
  .flatMap(([table, value]) =>
    Object.entries(value as Record<string, unknown>).flatMap(([key, useCase]) =>
      isUseCase(useCase) ? [{ at: `${table}.${key}`, useCase }] : []
    )
  )
const descriptors = new Map(operations.map((op) => [op.name, op]))

describe("fromOperation", () => {
  it("takes the name, the mode of the retry class, the context flag and oneShot from the descriptor", () => {
    const getItems = fromOperation(Atlas.Items, Atlas.ItemsContract.getItems, { success: false })
    expect([getItems.name, getItems.mode, getItems.contextDependent, getItems.sends]).toStrictEqual([
      "Items.getItems",
      "read",
      true,
      "Items.getItems"
    ])
    const purchase = PaymentUseCases.purchase
    expect([purchase.name, purchase.mode, purchase.oneShot]).toStrictEqual(["Payment.purchase", "mutation", true])
    expect(fromOperation(Atlas.FriendsAndFamily, Atlas.FriendsAndFamilyContract.optIn).mode).toBe("never")
    expect(CartsUseCases.addToCart.oneShot).toBeUndefined()
  })

  it("gives a read the part of the answer its service returns as its success schema, unless told otherwise", () => {
    expect(LoyaltyUseCases.getSummary.success).toBe(LoyaltyContract.getLoyaltySummary.success.fields.data.fields.summary)
    expect(CartsUseCases.getCartSavings.success).toBe(CartsContract.getCartSavings.success.fields.data)
    expect(StoresUseCases.searchStores.success).toBeUndefined()
    expect(StoresUseCases.searchStores.mode).toBe("read")
    expect(CartsUseCases.addToCart.success).toBeUndefined()
  })

  it("runs the method named by the operation, or the one given (then named Domain.method), with the arguments", async () => {
    const calls: Array<string> = []
    const stub = {
      getCarts: (...args: ReadonlyArray<unknown>) => Effect.sync(() => (calls.push(`getCarts ${JSON.stringify(args)}`), [])),
      addToCart: (...args: ReadonlyArray<unknown>) => Effect.sync(() => (calls.push(`addToCart ${JSON.stringify(args)}`), "cart"))
    }
    // A Carts service with the two methods run (a stub at the test's boundary).
    const layer = Layer.succeed(Carts, stub as unknown as Carts)
    await Effect.runPromise(Effect.provide(CartsUseCases.getCarts.run("p1", "ACTIVE"), layer))
    await Effect.runPromise(Effect.provide(CartsUseCases.addToCart.run("0001", 2), layer))
    expect(calls).toStrictEqual(['getCarts ["p1","ACTIVE"]', 'addToCart ["0001",2]'])
    expect([CartsUseCases.addToCart.name, CartsUseCases.addToCart.sends]).toStrictEqual(["Carts.addToCart", "Carts.writeCart"])
  })

  it("takes invalidations as typed references: use cases, descriptors and domain contracts", () => {
    const names = (PaymentUseCases.purchase.invalidates ?? []).flatMap(AtlasReact.targetNames)
    expect(names).toEqual(
      expect.arrayContaining(["Carts.getCarts", "Checkout.getCheckout", PaymentContract.getPayments.name, "Loyalty.getSummary"])
    )
  })
})

describe("the use-case tables", () => {
  it("make every entry from an operation but those that send none", () => {
    expect(entries.length).toBeGreaterThanOrEqual(140)
    expect(new Set(entries.map((e) => e.useCase.name)).size).toBe(entries.length)
    const handWritten = entries.filter((e) => e.useCase.sends === undefined).map((e) => e.useCase.name)
    expect(handWritten.sort()).toStrictEqual([
      "AdPlacements.impressionComplete",
      "AdPlacements.impressionV1",
      "ShoppingContext.clear",
      "ShoppingContext.setActive",
      "ShoppingContext.setModality"
    ])
    const unknown = entries.filter((e) => e.useCase.sends !== undefined && !descriptors.has(e.useCase.sends))
    expect(unknown.map((e) => e.at)).toStrictEqual([])
  })
})

describe("defineUseCase given the operation it sends", () => {
  it("takes the name, the mode of the retry class and the context flag from the descriptor", () => {
    const getItems = AtlasReact.defineUseCase({ operation: Atlas.ItemsContract.getItems, run: () => Effect.void })
    expect([getItems.name, getItems.mode, getItems.contextDependent, getItems.sends]).toStrictEqual([
      "Items.getItems",
      "read",
      true,
      "Items.getItems"
    ])
    const write = AtlasReact.defineUseCase({ operation: Atlas.CartsContract.writeCart, name: "Carts.addToCart", run: () => Effect.void })
    expect([write.name, write.mode, write.contextDependent]).toStrictEqual(["Carts.addToCart", "mutation", false])
    const optIn = AtlasReact.defineUseCase({ operation: Atlas.FriendsAndFamilyContract.optIn, run: () => Effect.void })
    expect([optIn.mode, "operation" in optIn]).toStrictEqual(["never", false])
  })
})
