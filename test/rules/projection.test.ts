import { assert, describe, expect, it } from "@effect/vitest"
import {
  formatProjection,
  InvalidProjections,
  MAX_PROJECTION_DEPTH,
  parseProjection,
  type Projection,
  type ProjectionField,
  projectionDepth,
  projectionQuery
} from "atlas-client/rules"
import * as Either from "effect/Either"
import fc from "fast-check"
import { assertRight } from "../support/assertions.js"

const leaf = (name: string): ProjectionField => ({ name, children: [] })

const parsed = (text: string): Projection => {
  const result = parseProjection(text)
  if (Either.isLeft(result)) return assert.fail(`${text}: ${result.left.message}`)
  return result.right
}

const failure = (text: string): InvalidProjections => {
  const result = parseProjection(text)
  if (Either.isRight(result)) return assert.fail(`${text} should not parse`)
  return result.left
}

/** `a0[a1[...[aN]...]]`: N levels of brackets. */
const nested = (depth: number): string => Array.from({ length: depth + 1 }, (_, i) => `a${i}`).join("[") + "]".repeat(depth)

describe("parseProjection", () => {
  it("parses plain, nested and comma-separated projections", () => {
    expect(parsed("items.compact")).toStrictEqual([leaf("items.compact")])
    expect(parsed("items[compact]")).toStrictEqual([{ name: "items", children: [leaf("compact")] }])
    expect(parsed("a[b[c],d]")).toStrictEqual([{ name: "a", children: [{ name: "b", children: [leaf("c")] }, leaf("d")] }])
    expect(parsed("items.compact,cards[krogerPay]")).toStrictEqual([
      leaf("items.compact"),
      { name: "cards", children: [leaf("krogerPay")] }
    ])
  })

  it("trims names and skips empty fields", () => {
    expect(parsed(" a , b [ c ] ,")).toStrictEqual([leaf("a"), { name: "b", children: [leaf("c")] }])
    expect(parsed("a,,b")).toStrictEqual([leaf("a"), leaf("b")])
  })

  it("allows depth 10 and rejects depth 11", () => {
    assert.strictEqual(MAX_PROJECTION_DEPTH, 10)
    assert.strictEqual(projectionDepth(parsed("a[b]")), 1)
    assert.strictEqual(projectionDepth(parsed("a,b")), 0)
    assert.strictEqual(projectionDepth(parsed(nested(10))), 10)
    const error = failure(nested(11))
    assert.strictEqual(error.detail, "unexpected [")
    assert.strictEqual(error.position, nested(11).lastIndexOf("["))
  })

  it("reports early termination", () => {
    for (const text of ["a[b", "a[b[c]", "a[", "", ",", "  "]) {
      const error = failure(text)
      assert.strictEqual(error.detail, "early termination", text)
      assert.strictEqual(error.position, text.length)
    }
  })

  it("reports unexpected [", () => {
    assert.strictEqual(failure("[a]").detail, "unexpected [")
    assert.strictEqual(failure("[a]").position, 0)
    assert.strictEqual(failure("a[[b]]").detail, "unexpected [")
    assert.strictEqual(failure("a[[b]]").position, 2)
    assert.strictEqual(failure("a[b][c]").detail, "unexpected [")
    assert.strictEqual(failure("a,[b]").detail, "unexpected [")
  })

  it("reports unexpected ]", () => {
    assert.strictEqual(failure("a]").detail, "unexpected ]")
    assert.strictEqual(failure("a]").position, 1)
    assert.strictEqual(failure("a[b]]").detail, "unexpected ]")
    assert.strictEqual(failure("a[b]]").position, 4)
    assert.strictEqual(failure("a[]").detail, "unexpected ]")
    assert.strictEqual(failure("a[b]c").detail, "unexpected ]")
    assert.strictEqual(failure("]").detail, "unexpected ]")
  })

  it("errors carry status 400 and title invalid projections", () => {
    const error = failure("a]")
    assert.instanceOf(error, InvalidProjections)
    assert.strictEqual(error._tag, "InvalidProjections")
    assert.strictEqual(error.status, 400)
    assert.strictEqual(error.title, "invalid projections")
    assert.strictEqual(error.input, "a]")
    assert.strictEqual(error.message, "invalid projections: unexpected ] at position 1")
  })

  it("returns a projection or its typed error for any string, never throwing", () => {
    const details = ["early termination", "unexpected [", "unexpected ]"]
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(..."ab[], ") })), (text) => {
        const result = parseProjection(text)
        if (Either.isLeft(result)) {
          assert.include(details, result.left.detail)
          assert.isTrue(result.left.position >= 0 && result.left.position <= text.length)
        } else {
          assert.isAbove(result.right.length, 0)
          assert.isAtMost(projectionDepth(result.right), MAX_PROJECTION_DEPTH)
        }
      }),
      { numRuns: 500 }
    )
  })
})

const name = fc.stringMatching(/^[A-Za-z0-9._]{1,8}$/)
const tree = (depth: number): fc.Arbitrary<ProjectionField> =>
  depth === 0
    ? name.map(leaf)
    : fc.record(
        { name, children: fc.oneof(fc.constant([]), fc.array(tree(depth - 1), { minLength: 1, maxLength: 3 })) },
        { noNullPrototype: true }
      )
const projection = fc
  .integer({ min: 0, max: MAX_PROJECTION_DEPTH })
  .chain((depth) => fc.array(tree(Math.min(depth, 4)), { minLength: 1, maxLength: 3 }))
const deep = fc.integer({ min: 0, max: MAX_PROJECTION_DEPTH }).map((depth) => parsed(nested(depth)))

describe("formatProjection", () => {
  it("writes projections back", () => {
    assert.strictEqual(formatProjection(parsed("a[b[c],d]")), "a[b[c],d]")
    assert.strictEqual(formatProjection(parsed(" items.compact , cards[ krogerPay ]")), "items.compact,cards[krogerPay]")
  })

  it("round-trips parseProjection(formatProjection(p)) for generated trees", () => {
    fc.assert(
      fc.property(fc.oneof(projection, deep), (p) => {
        assertRight(parseProjection(formatProjection(p)), p)
      }),
      { numRuns: 300 }
    )
  })
})

describe("projectionQuery", () => {
  it("joins valid projections with commas", () => {
    assertRight(projectionQuery(["items.compact", "cards[krogerPay]"]), "items.compact,cards[krogerPay]")
    assertRight(projectionQuery([]), "")
  })

  it("fails with the first invalid projection", () => {
    const result = projectionQuery(["items.compact", "items]", "[x"])
    assert.isTrue(Either.isLeft(result))
    if (Either.isLeft(result)) {
      assert.strictEqual(result.left.detail, "unexpected ]")
      assert.strictEqual(result.left.input, "items]")
    }
  })
})
