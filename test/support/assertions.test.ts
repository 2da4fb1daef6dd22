/**
 * The assertions of `assertions.ts` fail on every mismatch `assert.deepStrictEqual` lets through
 * (the reason lint forbids it in tests), and pass on equal values.
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Data from "effect/Data"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { assertLeft, assertNone, assertRight, assertSome, assertTaggedError } from "./assertions.js"

class Refused extends Data.TaggedError("Refused")<{ readonly code: string; readonly quantity: number }> {}
class Other extends Data.TaggedError("Other")<{ readonly code: string; readonly quantity: number }> {}
class Invalid extends Schema.TaggedError<Invalid>()("Invalid", { field: Schema.String }) {}

describe("assertions that can fail", () => {
  it("assert.deepStrictEqual takes None for Some and tagged errors with other fields for equal (why lint forbids it)", () => {
    // If these start to throw, chai tells them apart now and the lint rule may go.
    // eslint-disable-next-line no-restricted-syntax -- the hazard itself
    expect(() => assert.deepStrictEqual<unknown>(Option.none(), Option.some(1))).not.toThrow()
    // eslint-disable-next-line no-restricted-syntax -- the hazard itself
    expect(() => assert.deepStrictEqual(new Refused({ code: "MAX", quantity: 3 }), new Refused({ code: "MAX", quantity: 1 }))).not.toThrow()
  })

  it("assertSome and assertNone", () => {
    expect(assertSome(Option.some({ n: 1 }), { n: 1 })).toStrictEqual({ n: 1 })
    expect(() => assertSome(Option.none(), 1)).toThrow("expected Some, got None")
    expect(() => assertSome(Option.some(2), 1)).toThrow()
    expect(() => assertSome(Option.some({ inner: Option.none<number>() }), { inner: Option.some(1) })).toThrow()
    expect(() => assertSome(Option.some([1, 2]), [1, 2, 3])).toThrow()
    assertNone(Option.none())
    expect(() => assertNone(Option.some(undefined))).toThrow("expected None, got Some")
  })

  it("assertRight and assertLeft", () => {
    expect(assertRight(Either.right(["a", "b"]), ["a", "b"])).toStrictEqual(["a", "b"])
    expect(() => assertRight(Either.left(1), 1)).toThrow("expected Right, got Left")
    expect(() => assertRight(Either.right(2), 1)).toThrow()
    expect(assertLeft(Either.left("no"), "no")).toBe("no")
    expect(() => assertLeft(Either.right("no"), "no")).toThrow("expected Left, got Right")
    expect(() => assertLeft(Either.left("no"), "yes")).toThrow()
    expect(() => assertLeft(Either.left(Option.none<number>()), Option.some(1))).toThrow()
  })

  it("assertTaggedError", () => {
    const refused = new Refused({ code: "MAX", quantity: 3 })
    expect(assertTaggedError(refused, new Refused({ code: "MAX", quantity: 3 }))).toBe(refused)
    assertTaggedError(new Invalid({ field: "zip" }), new Invalid({ field: "zip" }))
    expect(() => assertTaggedError(refused, new Refused({ code: "MIN", quantity: 3 }))).toThrow()
    expect(() => assertTaggedError(refused, new Refused({ code: "MAX", quantity: 4 }))).toThrow()
    expect(() => assertTaggedError(new Invalid({ field: "zip" }), new Invalid({ field: "street" }))).toThrow()
    expect(() => assertTaggedError(new Other({ code: "MAX", quantity: 3 }), refused)).toThrow("_tag")
    expect(() => assertTaggedError({ _tag: "Refused", code: "MAX", quantity: 3 }, refused)).toThrow("expected the tagged error Refused")
    expect(() => assertTaggedError(new Error("Refused"), refused)).toThrow()
  })
})
