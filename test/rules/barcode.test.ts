import { assert, describe, it } from "@effect/vitest"
import { gtinCheckDigit, hasValidCheckDigit } from "atlas-client/rules"
import fc from "fast-check"

describe("gtinCheckDigit", () => {
  it("computes check digits of real codes (weights 3,1 from the right)", () => {
    // UPC-A 049000028904: 0*3+9*1+8*3+2*1+0+0+0+0+9*3+4*1+0*3 = 66 -> 4
    assert.strictEqual(gtinCheckDigit("04900002890"), 4)
    // EAN-13 4006381333931: weighted sum 89 -> 1
    assert.strictEqual(gtinCheckDigit("400638133393"), 1)
    // atlas 13-digit upc 0001111041700 (no check digit): 0+0+21+1+12+0+3+1+3+1 = 42 -> 8
    assert.strictEqual(gtinCheckDigit("0001111041700"), 8)
    // EAN-8 96385074: 7*3+0+5*3+8+3*3+6+9*3 = 86 -> 4
    assert.strictEqual(gtinCheckDigit("9638507"), 4)
  })

  it("gives 0 when the weighted sum is a multiple of 10, and for an empty body", () => {
    assert.strictEqual(gtinCheckDigit("0000000000000"), 0)
    assert.strictEqual(gtinCheckDigit(""), 0)
    assert.strictEqual(gtinCheckDigit("55"), 0) // 5*3 + 5*1 = 20
  })

  it("is a digit for any body", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = gtinCheckDigit(s)
        assert.isTrue(Number.isInteger(d) && d >= 0 && d <= 9)
      })
    )
  })
})

describe("hasValidCheckDigit", () => {
  it("accepts real UPC, EAN and GTIN-14 codes", () => {
    assert.isTrue(hasValidCheckDigit("049000028904"))
    assert.isTrue(hasValidCheckDigit("4006381333931"))
    assert.isTrue(hasValidCheckDigit("011110417008"))
    assert.isTrue(hasValidCheckDigit("00011110417008"))
    assert.isTrue(hasValidCheckDigit("96385074"))
  })

  it("rejects a wrong check digit, non-digits and too short codes", () => {
    assert.isFalse(hasValidCheckDigit("049000028905"))
    assert.isFalse(hasValidCheckDigit("4006381333932"))
    assert.isFalse(hasValidCheckDigit("0001111041700"))
    assert.isFalse(hasValidCheckDigit("04900002890a"))
    assert.isFalse(hasValidCheckDigit(" 049000028904"))
    assert.isFalse(hasValidCheckDigit("0"))
    assert.isFalse(hasValidCheckDigit(""))
  })

  it("round-trips body + gtinCheckDigit(body) and rejects every other last digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,17}$/), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const check = gtinCheckDigit(body)
        assert.isTrue(hasValidCheckDigit(`${body}${check}`))
        assert.isFalse(hasValidCheckDigit(`${body}${(check + shift) % 10}`))
      })
    )
  })
})
