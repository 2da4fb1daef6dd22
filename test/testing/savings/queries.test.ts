import { assert, describe, expect, it } from "@effect/vitest"
import { clickListPrefixOf } from "atlas-client"
import { catalogue } from "../../../src/upstream/catalogue/seed.js"
import { isExpired, queryCoupons } from "../../../src/upstream/savings/coupons.js"
import { isClippableType, seedCoupons } from "../../../src/upstream/savings/seed.js"
import { classify, fuelSavings, planMatches } from "../../../src/upstream/rewards/queries.js"
import { PLANS } from "../../../src/upstream/rewards/state.js"

const now = new Date("2026-03-10T12:00:00Z")

describe("the reference upstream's coupons", () => {
  it("are seeded against the catalogue, the same on every call; clippable ones carry CL or CLWEEKLY, paper ones neither", () => {
    const coupons = seedCoupons()
    const byGtin = catalogue().byGtin
    assert.strictEqual(coupons.length, 45)
    assert.isTrue(coupons.every((c) => byGtin.has(c.gtin13)))
    expect(seedCoupons()).toStrictEqual(coupons)
    for (const c of coupons) {
      assert.strictEqual(clickListPrefixOf(c.id) !== undefined, isClippableType(c.type))
    }
    assert.isTrue(coupons.some((c) => clickListPrefixOf(c.id) === "CLWEEKLY") && coupons.some((c) => clickListPrefixOf(c.id) === "CL"))
    assert.isTrue(coupons.filter((c) => c.type === "FLASH_SALE").every((c) => (c.maxQuantity ?? 0) >= 1))
  })

  it("the list hides expired coupons and filters by status", () => {
    const coupons = seedCoupons()
    const expired = coupons.filter((c) => isExpired(c, now))
    assert.strictEqual(expired.length, 1)
    const listed = queryCoupons(coupons, () => "unclipped", {}, now)
    assert.strictEqual(listed.length, coupons.length - 1)
    expect(
      queryCoupons(coupons, (id) => (id === listed[0]!.id ? "active" : "unclipped"), { "filter.status": "active" }, now)
    ).toStrictEqual([listed[0]!])
  })
})

describe("the reference upstream's rewards rules", () => {
  it("fuel savings: 10 cents a gallon per 100 points, capped at $1 and the price, on up to 35 gallons", () => {
    assert.strictEqual(fuelSavings(250, 10, 3).centsPerGallon, 20)
    assert.strictEqual(fuelSavings(2500, 10, 3).centsPerGallon, 100)
    assert.strictEqual(fuelSavings(2500, 10, 0.5).centsPerGallon, 50)
    assert.strictEqual(fuelSavings(1000, 40, 3).savings, 35)
    assert.strictEqual(fuelSavings(0, 10, 3).discountType, "NONE")
  })

  it("OptUP classifications and plan filters", () => {
    expect([85, 55, 10, 0].map(classify)).toStrictEqual(["maintain", "moderate", "minimize", "noClassification"])
    assert.strictEqual(PLANS.filter((p) => planMatches(p, "ALL")).length, 4)
    expect(PLANS.filter((p) => planMatches(p, "SKIP_FREE_TRIAL")).map((p) => p.id)).toStrictEqual([
      "boost-annual",
      "boost-lite-monthly",
      "delivery-savings-pass"
    ])
  })
})
