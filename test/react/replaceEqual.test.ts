// Structural sharing of revalidated values, by value and by identity: what is deep-equal to the
// held value is the held value's own, what changed is the new one.
import * as Data from "effect/Data"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { replaceEqual } from "../../src/react/replaceEqual.js"

const cart = () => ({
  profileId: "p1",
  items: [
    { upc: "0001", quantity: 1, tags: ["fruit"] },
    { upc: "0002", quantity: 2, tags: ["dairy"] }
  ],
  total: 3,
  coupon: Option.some({ code: "SAVE" }),
  note: Option.none<string>()
})

class Price extends Schema.Class<Price>("Price")({ regular: Schema.Number, promo: Schema.Number }) {}

describe("replaceEqual", () => {
  it("a deep-equal value is the held one", () => {
    const held = cart()
    const next = cart()
    expect(next).not.toBe(held)
    expect(replaceEqual(held, next)).toBe(held)
  })

  it("when one field changes, the result equals the new value and every unchanged sub-tree keeps its identity", () => {
    const held = cart()
    const next = { ...cart(), items: [cart().items[0]!, { ...cart().items[1]!, quantity: 5 }] }
    const shared = replaceEqual(held, next)
    expect(shared).toEqual(next)
    expect(shared).not.toBe(held)
    expect(shared.items).not.toBe(held.items)
    expect(shared.items[0]).toBe(held.items[0])
    expect(shared.items[1]).not.toBe(held.items[1])
    expect(shared.items[1]!.quantity).toBe(5)
    expect(shared.items[1]!.tags).toBe(held.items[1]!.tags)
    expect(shared.coupon).toBe(held.coupon)
    expect(shared.note).toBe(held.note)
  })

  it("arrays growing or shrinking keep the items that did not change", () => {
    const held = cart().items
    const longer = replaceEqual(held, [...cart().items, { upc: "0003", quantity: 1, tags: [] }])
    expect(longer).toHaveLength(3)
    expect(longer[0]).toBe(held[0])
    expect(longer[1]).toBe(held[1])
    const shorter = replaceEqual(held, [cart().items[0]!])
    expect(shorter).toHaveLength(1)
    expect(shorter).not.toBe(held)
    expect(shorter[0]).toBe(held[0])
  })

  it("a key added or removed makes a new object", () => {
    const held: Record<string, number> = { a: 1, b: 2 }
    const added = replaceEqual(held, { a: 1, b: 2, c: 3 })
    expect(added).not.toBe(held)
    expect(added).toEqual({ a: 1, b: 2, c: 3 })
    const removed = replaceEqual(held, { a: 1 })
    expect(removed).toEqual({ a: 1 })
    const swapped = replaceEqual(held, { a: 1, c: 2 })
    expect(swapped).toEqual({ a: 1, c: 2 })
    expect(swapped).not.toBe(held)
  })

  it("Options: equal ones are the held one, a changed value is a new Some sharing what did not change", () => {
    const held = Option.some({ code: "SAVE", rules: [{ min: 10 }] })
    expect(replaceEqual(held, Option.some({ code: "SAVE", rules: [{ min: 10 }] }))).toBe(held)
    const changed = replaceEqual(held, Option.some({ code: "SAVE5", rules: [{ min: 10 }] }))
    expect(Option.isSome(changed) && changed.value.code).toBe("SAVE5")
    if (Option.isSome(changed) && Option.isSome(held)) expect(changed.value.rules).toBe(held.value.rules)
    const none = Option.none()
    expect(replaceEqual(none, Option.none())).toBe(none)
    const gone = replaceEqual(held, Option.none())
    expect(Option.isNone(gone)).toBe(true)
    const came = replaceEqual(Option.none(), Option.some(1))
    expect(Option.isSome(came) && came.value).toBe(1)
  })

  it("class instances (Schema.Class, Data, Date) are kept when Equal.equals says equal, replaced otherwise", () => {
    const price = new Price({ regular: 3, promo: 2 })
    expect(replaceEqual(price, new Price({ regular: 3, promo: 2 }))).toBe(price)
    const cheaper = new Price({ regular: 3, promo: 1 })
    expect(replaceEqual(price, cheaper)).toBe(cheaper)
    const point = Data.struct({ lat: 1, lng: 2 })
    expect(replaceEqual(point, Data.struct({ lat: 1, lng: 2 }))).toBe(point)
    const day = new Date("2026-11-29T00:00:00Z")
    expect(replaceEqual(day, new Date("2026-11-29T00:00:00Z"))).toBe(day)
    const next = new Date("2026-11-30T00:00:00Z")
    expect(replaceEqual(day, next)).toBe(next)
    const inside = replaceEqual({ price, day }, { price: new Price({ regular: 3, promo: 2 }), day: next })
    expect(inside.price).toBe(price)
    expect(inside.day).toBe(next)
  })

  it("Schema.Class instances holding plain objects are kept when their fields are deep-equal", () => {
    class Store extends Schema.Class<Store>("Store")({
      name: Schema.String,
      address: Schema.Struct({ lines: Schema.Array(Schema.String) })
    }) {}
    const held = new Store({ name: "Vine", address: { lines: ["1 Vine St"] } })
    expect(replaceEqual(held, new Store({ name: "Vine", address: { lines: ["1 Vine St"] } }))).toBe(held)
    const moved = new Store({ name: "Vine", address: { lines: ["2 Vine St"] } })
    expect(replaceEqual(held, moved)).toBe(moved)
    const other = new Price({ regular: 1, promo: 1 })
    expect(replaceEqual(new Price({ regular: 1, promo: 1 }), other)).not.toBe(other)
  })

  it("primitives and values of another shape are the new value", () => {
    expect(replaceEqual(1, 2)).toBe(2)
    expect(replaceEqual("a", "a")).toBe("a")
    const list = [1]
    expect(replaceEqual({ 0: 1 }, list)).toBe(list)
    const object = { a: 1 }
    expect(replaceEqual(undefined, object)).toBe(object)
    expect(replaceEqual(object, null)).toBe(null)
  })
})
