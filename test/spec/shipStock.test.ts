import { describe, expect, it } from "vitest"
import { type ValidationItem, validateProducts } from "atlas-client/rules"

const UPC = "0000100000382"

const shipItem = (ship: ValidationItem["ship"], over: Partial<ValidationItem> = {}): ValidationItem => ({
  upc: UPC,
  minimumOrderQuantity: 1,
  maximumOrderQuantity: 10,
  ship,
  inventorySummaries: [{ availableToSell: 50, modalityType: "SHIP" }],
  ...over
})

const ship = (item: ValidationItem, quantity = 1) => validateProducts({ modality: "SHIP", lines: [{ upc: UPC, quantity }], items: [item] })

const OOS = [{ code: "OOS", message: "This item is out of stock", itemId: UPC }]
const UNAVAILABLE = [{ code: "UNAVAILABLE", message: "This item isn't available to ship right now.", itemId: UPC }]

describe('spec §5: "Ship needs the item shippable, else unavailable. Ship reason code 5 means out of stock."', () => {
  it("reason code 5 is OOS when the item is not shippable (how a catalogue marks out-of-stock shipping)", () => {
    expect(ship(shipItem({ shippableItem: false, reason: { code: 5 } }))).toEqual(OOS)
  })

  it("reason code 5 is OOS when the item is shippable, even with stock", () => {
    expect(ship(shipItem({ shippableItem: true, reason: { code: 5 } }))).toEqual(OOS)
  })

  it("reason code 5 comes before the minimum and the maximum", () => {
    expect(ship(shipItem({ shippableItem: false, reason: { code: 5 } }, { maximumOrderQuantity: 4 }), 20)).toEqual(OOS)
    expect(ship(shipItem({ shippableItem: false, reason: { code: 5 } }, { minimumOrderQuantity: 2 }), 1)).toEqual(OOS)
  })

  it("every other not-shippable item is UNAVAILABLE, whatever its reason, even with stock", () => {
    for (const code of [0, 1, 2, 3, 4, 6, 50]) expect(ship(shipItem({ shippableItem: false, reason: { code } }))).toEqual(UNAVAILABLE)
    expect(ship(shipItem({ shippableItem: false }))).toEqual(UNAVAILABLE)
    expect(ship(shipItem(undefined))).toEqual(UNAVAILABLE)
  })

  it("a shippable item without enough to ship is OOS; with enough, accepted", () => {
    expect(ship(shipItem({ shippableItem: true }, { inventorySummaries: [{ availableToSell: 1, modalityType: "SHIP" }] }), 2)).toEqual(OOS)
    expect(ship(shipItem({ shippableItem: true }), 2)).toEqual([])
  })

  it("reason code 5 means nothing to the other modalities", () => {
    const item = shipItem({ shippableItem: false, reason: { code: 5 } }, { clickListItem: true })
    expect(validateProducts({ modality: "PICKUP", lines: [{ upc: UPC, quantity: 1 }], items: [item] })).toEqual([])
  })
})
