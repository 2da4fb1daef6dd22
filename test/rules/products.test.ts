import { describe, expect, it } from "@effect/vitest"
import * as FastCheck from "effect/FastCheck"
import { productModalityOf, type ValidationItem, validateProducts } from "atlas-client/rules"

const UPC = "0000100000382"
const OTHER = "0000100001570"

const item = (over: Partial<ValidationItem> = {}): ValidationItem => ({
  upc: UPC,
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 10,
  homeDeliveryItem: true,
  clickListItem: true,
  soldInStore: true,
  productRestrictions: [],
  ship: { shippableItem: true },
  inventory: { effective: { available: 50 } },
  inventorySummaries: [{ availableToSell: 50, modalityType: "SHIP" }],
  ...over
})

const one = (modality: string, quantity: number, over: Partial<ValidationItem> = {}, itemId?: string) =>
  validateProducts({ modality, lines: [{ upc: UPC, quantity, ...(itemId === undefined ? {} : { itemId }) }], items: [item(over)] })

describe("validateProducts (spec §5, §8)", () => {
  it("accepts a valid line for every modality", () => {
    for (const m of ["PICKUP", "DELIVERY", "SHIP", "IN_STORE"]) expect(one(m, 2)).toEqual([])
  })

  it("accepts every spelling of the modalities", () => {
    const spellings: Record<string, string> = {
      PICKUP: "PICKUP",
      Pickup: "PICKUP",
      pickup: "PICKUP",
      DELIVERY: "DELIVERY",
      Delivery: "DELIVERY",
      delivery: "DELIVERY",
      SHIP: "SHIP",
      Ship: "SHIP",
      ship: "SHIP",
      IN_STORE: "IN_STORE",
      InStore: "IN_STORE",
      "in-store": "IN_STORE"
    }
    for (const [spelling, type] of Object.entries(spellings)) expect(productModalityOf(spelling)).toBe(type)
    expect(productModalityOf("drone")).toBeUndefined()
  })

  it("an unknown upc is UNAVAILABLE with the modality's action wording; itemId is the upc without a line id", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["SHIP", "This item isn't available to ship right now."],
      ["DELIVERY", "This item isn't available to deliver right now."],
      ["PICKUP", "This item isn't available to pick up right now."],
      ["IN_STORE", "This item isn't available to purchase right now."]
    ]
    for (const [modality, message] of cases) {
      expect(validateProducts({ modality, lines: [{ upc: OTHER, quantity: 1 }], items: [item()] })).toEqual([
        { code: "UNAVAILABLE", message, itemId: OTHER }
      ])
    }
  })

  it("the modality's flag: delivery needs homeDeliveryItem, pickup clickListItem, in-store soldInStore, ship shippableItem", () => {
    expect(one("delivery", 1, { homeDeliveryItem: false })).toEqual([
      { code: "UNAVAILABLE", message: "This item isn't available to deliver right now.", itemId: UPC }
    ])
    expect(one("Pickup", 1, { clickListItem: false }, "line-1")).toEqual([
      { code: "UNAVAILABLE", message: "This item isn't available to pick up right now.", itemId: "line-1" }
    ])
    expect(one("InStore", 1, { soldInStore: false })).toEqual([
      { code: "UNAVAILABLE", message: "This item isn't available to purchase right now.", itemId: UPC }
    ])
    expect(one("ship", 1, { ship: { shippableItem: false } })).toEqual([
      { code: "UNAVAILABLE", message: "This item isn't available to ship right now.", itemId: UPC }
    ])
    expect(one("ship", 1, { ship: undefined })[0]?.code).toBe("UNAVAILABLE")
    // flags of other modalities do not matter
    expect(one("PICKUP", 1, { homeDeliveryItem: false, soldInStore: false, ship: { shippableItem: false } })).toEqual([])
  })

  it("an unknown modality spelling makes every line unavailable to purchase", () => {
    expect(one("drone", 1)).toEqual([{ code: "UNAVAILABLE", message: "This item isn't available to purchase right now.", itemId: UPC }])
  })

  it("ship reason code 5 is OOS even with stock", () => {
    expect(one("SHIP", 1, { ship: { shippableItem: true, reason: { code: 5 } } })).toEqual([
      { code: "OOS", message: "This item is out of stock", itemId: UPC }
    ])
    expect(one("SHIP", 1, { ship: { shippableItem: true, reason: { code: 3 } } })).toEqual([])
  })

  it("ship stock: the sum of all inventory summaries must cover the quantity", () => {
    const summaries = [
      { availableToSell: 2, modalityType: "SHIP" },
      { availableToSell: 1, modalityType: "SHIP" }
    ]
    expect(one("SHIP", 3, { inventorySummaries: summaries })).toEqual([])
    expect(one("SHIP", 4, { inventorySummaries: summaries })).toEqual([{ code: "OOS", message: "This item is out of stock", itemId: UPC }])
  })

  it("ship stock falls back to inventory.effective.available without summaries", () => {
    expect(one("SHIP", 3, { inventorySummaries: undefined, inventory: { effective: { available: 3 } } })).toEqual([])
    expect(one("SHIP", 4, { inventorySummaries: [], inventory: { effective: { available: 3 } } })[0]?.code).toBe("OOS")
    expect(one("SHIP", 1, { inventorySummaries: undefined, inventory: undefined })[0]?.code).toBe("OOS")
  })

  it("stock is checked for ship only", () => {
    expect(one("PICKUP", 5, { inventorySummaries: [], inventory: { effective: { available: 0 } } })).toEqual([])
  })

  it("MIN: below minimumOrderQuantity, with the action wording and minQuantity", () => {
    expect(one("DELIVERY", 1, { minimumOrderQuantity: 2 })).toEqual([
      { code: "MIN", message: "The minimum quantity to deliver this item is 2", itemId: UPC, minQuantity: 2 }
    ])
    expect(one("PICKUP", 1, { minimumOrderQuantity: 3 })[0]?.message).toBe("The minimum quantity to pick up this item is 3")
    expect(one("DELIVERY", 2, { minimumOrderQuantity: 2 })).toEqual([])
  })

  it("MAX: above maximumOrderQuantity, with the action wording and maxQuantity", () => {
    expect(one("SHIP", 5, { maximumOrderQuantity: 4 })).toEqual([
      { code: "MAX", message: "The maximum quantity to ship this item is 4", itemId: UPC, maxQuantity: 4 }
    ])
    expect(one("IN_STORE", 5, { maximumOrderQuantity: 4 })[0]?.message).toBe("The maximum quantity to purchase this item is 4")
    expect(one("SHIP", 4, { maximumOrderQuantity: 4 })).toEqual([])
  })

  it("cross-product: lines of a group are summed over the cart; every line of an exceeded group is rejected", () => {
    const cold = { groupId: "COLD_MEDICINE", maxQuantity: 4, displayName: "Cold and sinus medicine" }
    const items = [item({ productRestrictions: [cold] }), item({ upc: OTHER, productRestrictions: [cold] })]
    const within = validateProducts({
      modality: "DELIVERY",
      lines: [
        { upc: UPC, quantity: 2 },
        { upc: OTHER, quantity: 2 }
      ],
      items
    })
    expect(within).toEqual([])
    const over = validateProducts({
      modality: "DELIVERY",
      lines: [
        { upc: UPC, quantity: 3, itemId: "a" },
        { upc: OTHER, quantity: 2, itemId: "b" }
      ],
      items
    })
    const rejection = {
      code: "MAX",
      message: "The maximum quantity allowed for this type of item is 4",
      maxQuantity: 4,
      crossProduct: true,
      displayName: "Cold and sinus medicine",
      groupId: "COLD_MEDICINE"
    }
    expect(over).toEqual([
      { ...rejection, itemId: "a" },
      { ...rejection, itemId: "b" }
    ])
  })

  it("cross-product: the smallest exceeded maximum wins; groups not exceeded do not count", () => {
    const big = { groupId: "ALCOHOL", maxQuantity: 6, displayName: "Alcohol" }
    const small = { groupId: "SPIRITS", maxQuantity: 3, displayName: "Spirits" }
    const huge = { groupId: "ANY", maxQuantity: 2, displayName: "Anything" }
    const items = [item({ productRestrictions: [big, small] }), item({ upc: OTHER, productRestrictions: [big, huge] })]
    const lines = [
      { upc: UPC, quantity: 4 },
      { upc: OTHER, quantity: 3 }
    ]
    const [first, second] = validateProducts({ modality: "PICKUP", lines, items })
    expect(first).toMatchObject({ itemId: UPC, maxQuantity: 3, groupId: "SPIRITS", crossProduct: true })
    expect(second).toMatchObject({ itemId: OTHER, maxQuantity: 2, groupId: "ANY", crossProduct: true })
  })

  it("precedence: one rejection a line, the first that applies", () => {
    // unavailable beats out of stock, minimum and maximum (reason code 5 aside: test/spec/shipStock.test.ts)
    expect(one("SHIP", 20, { ship: { shippableItem: false, reason: { code: 3 } }, maximumOrderQuantity: 4 })[0]?.code).toBe("UNAVAILABLE")
    // out of stock beats minimum
    expect(one("SHIP", 1, { ship: { shippableItem: true, reason: { code: 5 } }, minimumOrderQuantity: 2 })[0]?.code).toBe("OOS")
    // minimum beats cross-product (min 3 and a group of 0 would both apply)
    expect(
      one("PICKUP", 2, { minimumOrderQuantity: 3, productRestrictions: [{ groupId: "G", maxQuantity: 1, displayName: "G" }] })[0]?.code
    ).toBe("MIN")
    // maximum beats cross-product, and is not a cross-product rejection
    const max = one("PICKUP", 6, { maximumOrderQuantity: 5, productRestrictions: [{ groupId: "G", maxQuantity: 1, displayName: "G" }] })
    expect(max).toEqual([{ code: "MAX", message: "The maximum quantity to pick up this item is 5", itemId: UPC, maxQuantity: 5 }])
  })

  it("one rejection per rejected line, in line order; valid lines get none", () => {
    const rejected = validateProducts({
      modality: "PICKUP",
      lines: [
        { upc: UPC, quantity: 1 },
        { upc: "9999999999999", quantity: 1 },
        { upc: UPC, quantity: 11 }
      ],
      items: [item()]
    })
    expect(rejected.map((r) => r.code)).toEqual(["UNAVAILABLE", "MAX"])
  })

  it("is total: any lines and items give at most one rejection per line, never throwing", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.constantFrom("PICKUP", "ship", "InStore", "delivery", "nope"),
        FastCheck.array(
          FastCheck.record({ upc: FastCheck.constantFrom(UPC, OTHER, "x"), quantity: FastCheck.integer({ min: -2, max: 30 }) }),
          { maxLength: 8 }
        ),
        FastCheck.integer({ min: 0, max: 12 }),
        (modality, lines, max) => {
          const out = validateProducts({
            modality,
            lines,
            items: [item({ maximumOrderQuantity: max, productRestrictions: [{ groupId: "G", maxQuantity: max, displayName: "G" }] })]
          })
          return out.length <= lines.length && out.every((r) => r.message.length > 0)
        }
      )
    )
  })
})
