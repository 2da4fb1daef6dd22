import { assert, describe, it } from "@effect/vitest"
import { expectNumber, expectObject, expectString, TypeCheckError, typeCheckMessage } from "atlas-client/rules"
import * as Either from "effect/Either"
import fc from "fast-check"
import { assertRight } from "../support/assertions.js"

const message = <A>(result: Either.Either<A, TypeCheckError>): string => {
  if (Either.isRight(result)) return assert.fail("expected a TypeCheckError")
  assert.instanceOf(result.left, TypeCheckError)
  return result.left.message
}

describe("type checks", () => {
  it("uses the spec's messages", () => {
    assert.strictEqual(typeCheckMessage("request", "Object"), "expecting request to be an Object")
    assert.strictEqual(message(expectObject("request", null)), "expecting request to be an Object")
    assert.strictEqual(message(expectObject("request", [1])), "expecting request to be an Object")
    assert.strictEqual(message(expectObject("request", "x")), "expecting request to be an Object")
    assert.strictEqual(message(expectNumber("quantity", "2")), "expecting quantity to be a Number")
    assert.strictEqual(message(expectNumber("quantity", Number.NaN)), "expecting quantity to be a Number")
    assert.strictEqual(message(expectString("postalCode", 45202)), "expecting postalCode to be a String")
  })

  it("passes values of the right kind through", () => {
    const body = { id: 1 }
    assertRight(expectObject("request", body), body)
    assertRight(expectNumber("quantity", 2), 2)
    assertRight(expectString("postalCode", "45202"), "45202")
  })

  it("errors carry the field and the expected kind", () => {
    const result = expectString("postalCode", undefined)
    assert.isTrue(Either.isLeft(result))
    if (Either.isLeft(result)) {
      assert.strictEqual(result.left._tag, "TypeCheckError")
      assert.strictEqual(result.left.field, "postalCode")
      assert.strictEqual(result.left.expected, "String")
    }
  })

  it("accepts exactly the values of its kind", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        assert.strictEqual(Either.isRight(expectString("v", value)), typeof value === "string")
        assert.strictEqual(Either.isRight(expectNumber("v", value)), typeof value === "number" && !Number.isNaN(value))
        assert.strictEqual(Either.isRight(expectObject("v", value)), typeof value === "object" && value !== null && !Array.isArray(value))
      })
    )
  })
})
