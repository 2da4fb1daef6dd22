import { assert, describe, it } from "@effect/vitest"
import { CurrencyParseError, parseCurrency } from "atlas-client/rules"
import * as Either from "effect/Either"
import fc from "fast-check"

const right = (text: string): number => {
  const result = parseCurrency(text)
  if (Either.isLeft(result)) return assert.fail(`expected a number for ${JSON.stringify(text)}`)
  return result.right
}

describe("parseCurrency", () => {
  it("strips symbols, separators and spaces", () => {
    assert.strictEqual(right("$3.99"), 3.99)
    assert.strictEqual(right("$1,234.50"), 1234.5)
    assert.strictEqual(right(" USD 12 "), 12)
    assert.strictEqual(right("0.50"), 0.5)
    assert.strictEqual(right("-$0.50"), -0.5)
    assert.strictEqual(right("$-2.25"), -2.25)
  })

  it("makes parenthesised amounts negative", () => {
    assert.strictEqual(right("($1,234.50)"), -1234.5)
    assert.strictEqual(right("(3.99)"), -3.99)
    assert.strictEqual(right("$(3.99)"), -3.99)
    assert.strictEqual(right("(-3.99)"), -3.99)
    assert.strictEqual(right("(0.00)"), 0)
    assert.isFalse(Object.is(right("(0.00)"), -0))
  })

  it("fails with a CurrencyParseError when nothing numeric is left", () => {
    for (const text of ["", "free", "$", "-", ".", "()", "1.2.3", "1-2", "--5", "$1.00.00"]) {
      const result = parseCurrency(text)
      assert.isTrue(Either.isLeft(result), text)
      if (Either.isLeft(result)) {
        assert.instanceOf(result.left, CurrencyParseError)
        assert.strictEqual(result.left._tag, "CurrencyParseError")
        assert.strictEqual(result.left.input, text)
      }
    }
  })

  it("returns a finite number or its typed error for any string, never throwing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(..."$()-.,0123456789 ab") })), (text) => {
        const result = parseCurrency(text)
        if (Either.isRight(result)) assert.isTrue(Number.isFinite(result.right))
        else assert.strictEqual(result.left._tag, "CurrencyParseError")
      })
    )
  })

  it("reads back formatted amounts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (cents, negative) => {
        const text = `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`
        const expected = cents / 100
        assert.strictEqual(right(negative ? `(${text})` : text), negative && expected !== 0 ? -expected : expected)
      })
    )
  })
})
