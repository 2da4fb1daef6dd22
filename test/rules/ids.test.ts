import { assert, describe, expect, it } from "@effect/vitest"
import {
  isDaId,
  isFlexibleCommerceId,
  isOcadoReceipt,
  isStoreId,
  normalizeProfileId,
  PROXY_STORE_ABSENT,
  proxyStore,
  splitLocationId
} from "atlas-client/rules"
import * as Option from "effect/Option"
import fc from "fast-check"
import { assertSome } from "../support/assertions.js"

describe("normalizeProfileId", () => {
  it("strips braces and dashes and upper-cases", () => {
    assert.strictEqual(normalizeProfileId("{3f2a9b1c-77d0-4e5f-8a9b-0c1d2e3f4a5b}"), "3F2A9B1C77D04E5F8A9B0C1D2E3F4A5B")
    assert.strictEqual(normalizeProfileId("ABC"), "ABC")
  })

  it("is idempotent and leaves no brace, dash or lower-case letter", () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const once = normalizeProfileId(id)
        assert.strictEqual(normalizeProfileId(once), once)
        assert.notMatch(once, /[{}-]/)
        assert.strictEqual(once, once.toUpperCase())
      })
    )
  })
})

describe("splitLocationId", () => {
  it("splits the division number (3 characters) from the store number", () => {
    expect(splitLocationId("01400943")).toStrictEqual({ divisionId: "014", storeNumber: "00943" })
    expect(splitLocationId("01")).toStrictEqual({ divisionId: "01", storeNumber: "" })
  })

  it("parts rebuild the id", () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const { divisionId, storeNumber } = splitLocationId(id)
        assert.strictEqual(divisionId + storeNumber, id)
        assert.isAtMost(divisionId.length, 3)
      })
    )
  })
})

describe("store id patterns", () => {
  it("a store id is exactly 8 digits", () => {
    assert.isTrue(isStoreId("01400943"))
    assert.isFalse(isStoreId("0140094"))
    assert.isFalse(isStoreId("014009430"))
    assert.isFalse(isStoreId("014FC001"))
  })

  it("a flexible-commerce id is 3 characters, FC, 3 characters", () => {
    assert.isTrue(isFlexibleCommerceId("014FC001"))
    assert.isTrue(isFlexibleCommerceId("ABCFCXYZ"))
    assert.isFalse(isFlexibleCommerceId("014DA001"))
    assert.isFalse(isFlexibleCommerceId("14FC001"))
    assert.isFalse(isFlexibleCommerceId("014FC0012"))
    assert.isFalse(isFlexibleCommerceId("014fc001"))
  })

  it("a DA id is 3 characters, DA, 3 characters", () => {
    assert.isTrue(isDaId("620DA002"))
    assert.isFalse(isDaId("620FC002"))
    assert.isFalse(isDaId("620DA02"))
    assert.isFalse(isDaId("01400943"))
  })
})

describe("isOcadoReceipt", () => {
  it("is true for 540 and 542 only", () => {
    assert.isTrue(isOcadoReceipt("540"))
    assert.isTrue(isOcadoReceipt("542"))
    assert.isFalse(isOcadoReceipt("541"))
    assert.isFalse(isOcadoReceipt("543"))
    assert.isFalse(isOcadoReceipt("5400"))
    assert.isFalse(isOcadoReceipt(""))
  })
})

describe("proxyStore", () => {
  it("treats 00000000 as absent", () => {
    assert.strictEqual(PROXY_STORE_ABSENT, "00000000")
    assert.isTrue(Option.isNone(proxyStore("00000000")))
    assert.isTrue(Option.isNone(proxyStore("")))
    assert.isTrue(Option.isNone(proxyStore(null)))
    assert.isTrue(Option.isNone(proxyStore(undefined)))
    assertSome(proxyStore("01400943"), "01400943")
  })
})
