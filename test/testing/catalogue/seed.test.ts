import { describe, expect, it } from "@effect/vitest"
import { hasValidCheckDigit } from "atlas-client/rules"
import { storeAvailable, stockLevelOf } from "../../../src/upstream/catalogue/records.js"
import { catalogue } from "../../../src/upstream/catalogue/seed.js"
import { seedStores } from "../../../src/upstream/stores/seed.js"

describe("the reference upstream's catalogue", () => {
  const cat = catalogue()

  it("has at least 2,000 items across departments, each with a unique valid GTIN-13 and a price", () => {
    expect(cat.entries.length).toBeGreaterThanOrEqual(2000)
    expect(new Set(cat.entries.map((e) => e.gtin13)).size).toBe(cat.entries.length)
    expect(cat.entries.every((e) => e.gtin13.length === 13 && hasValidCheckDigit(e.gtin13))).toBe(true)
    expect(cat.entries.every((e) => e.regular > 0 && (e.promo === undefined || e.promo < e.regular))).toBe(true)
    expect(new Set(cat.entries.map((e) => e.department.id)).size).toBeGreaterThanOrEqual(20)
  })

  it("is deterministic (built once; the same on every run)", () => {
    expect(cat.entries[0]?.gtin13).toBe("0000100000382")
    expect(catalogue()).toBe(cat)
  })

  it("has restriction groups, shippable and non-shippable items, ship reason 5, minimums, marketplace items and reviews", () => {
    const groups = new Set(cat.entries.flatMap((e) => e.productRestrictions.map((r) => r.groupId)))
    expect([...groups].sort()).toEqual(["ALCOHOL", "COLD_MEDICINE"])
    expect(cat.entries.some((e) => e.shippable)).toBe(true)
    expect(cat.entries.some((e) => !e.shippable)).toBe(true)
    expect(cat.entries.some((e) => e.shipReason?.code === 5)).toBe(true)
    expect(cat.entries.some((e) => e.minimumOrderQuantity === 2)).toBe(true)
    expect(cat.entries.some((e) => e.sellerId !== undefined && !e.soldInStore)).toBe(true)
    expect(cat.entries.filter((e) => e.ratings.length > 0).length).toBeGreaterThan(1000)
    expect(cat.sellers.length).toBeGreaterThanOrEqual(10)
  })

  it("has per-store inventory with some items out of stock and some low", () => {
    const store = seedStores()[0]?.locationId ?? ""
    const levels = cat.entries.map((e) => stockLevelOf(storeAvailable(e.gtin13, store)))
    expect(levels.filter((l) => l === "TEMPORARILY_OUT_OF_STOCK").length).toBeGreaterThan(50)
    expect(levels.filter((l) => l === "LOW").length).toBeGreaterThan(100)
    expect(levels.filter((l) => l === "HIGH").length).toBeGreaterThan(1000)
    const other = seedStores()[1]?.locationId ?? ""
    expect(cat.entries.some((e) => storeAvailable(e.gtin13, store) !== storeAvailable(e.gtin13, other))).toBe(true)
  })
})
