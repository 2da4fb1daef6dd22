import { assert, describe, it } from "@effect/vitest"
import {
  DateTimeValue,
  InvalidDateInterval,
  isDateTimeValue,
  isRelativeDate,
  isValidTimeZone,
  makeDateTimeValue,
  parseDateInterval
} from "atlas-client/rules"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import fc from "fast-check"
import { assertRight } from "../support/assertions.js"

describe("parseDateInterval", () => {
  it("splits exactly two parts on /", () => {
    assertRight(parseDateInterval("2024-01-01/2024-01-31"), ["2024-01-01", "2024-01-31"])
    assertRight(parseDateInterval("2024-01-01T00:00:00Z/P7D"), ["2024-01-01T00:00:00Z", "P7D"])
  })

  it("rejects one part, three parts and empty parts", () => {
    for (const text of ["2024-01-01", "", "a/b/c", "/", "a/", "/b", "//"]) {
      const result = parseDateInterval(text)
      assert.isTrue(Either.isLeft(result), text)
      if (Either.isLeft(result)) {
        assert.instanceOf(result.left, InvalidDateInterval)
        assert.strictEqual(result.left.input, text)
      }
    }
  })

  it("returns two non-empty parts that rebuild the text, or its typed error, for any string", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom("/", "a", "P", "1") })), (text) => {
        const result = parseDateInterval(text)
        if (Either.isRight(result)) {
          const [start, end] = result.right
          assert.strictEqual(`${start}/${end}`, text)
          assert.isTrue(start !== "" && end !== "" && !start.includes("/") && !end.includes("/"))
        } else {
          assert.strictEqual(result.left._tag, "InvalidDateInterval")
          const parts = text.split("/")
          assert.isTrue(parts.length !== 2 || parts.includes(""))
        }
      })
    )
  })
})

describe("isRelativeDate", () => {
  it("is true for text starting with P", () => {
    assert.isTrue(isRelativeDate("P7D"))
    assert.isTrue(isRelativeDate("PT2H"))
    assert.isFalse(isRelativeDate("2024-01-01"))
    assert.isFalse(isRelativeDate("p7d"))
    assert.isFalse(isRelativeDate(""))
  })
})

describe("DateTimeValue", () => {
  it("is built from a Date and an IANA time zone, in UTC ending Z", () => {
    const result = makeDateTimeValue(new Date(Date.UTC(2024, 4, 1, 14, 30)), "America/New_York")
    assertRight(result, { value: "2024-05-01T14:30:00.000Z", timezone: "America/New_York" })
  })

  it("rejects an invalid Date and an unknown time zone", () => {
    const badDate = makeDateTimeValue(new Date(Number.NaN), "UTC")
    assert.isTrue(Either.isLeft(badDate))
    const badZone = makeDateTimeValue(new Date(0), "Mars/Olympus")
    assert.isTrue(Either.isLeft(badZone))
    if (Either.isLeft(badZone)) assert.strictEqual(badZone.left._tag, "InvalidDateTimeValue")
    assert.isFalse(isValidTimeZone(""))
    assert.isTrue(isValidTimeZone("UTC"))
  })

  it("validates with its schema", () => {
    assert.isTrue(isDateTimeValue({ value: "2024-05-01T14:30:00.000Z", timezone: "UTC" }))
    assert.isTrue(isDateTimeValue({ value: "2024-05-01T14:30:00Z", timezone: "Europe/London" }))
    assert.isFalse(isDateTimeValue({ value: "2024-05-01T14:30:00+02:00", timezone: "UTC" }))
    assert.isFalse(isDateTimeValue({ value: "2024-13-45T14:30:00Z", timezone: "UTC" }))
    assert.isFalse(isDateTimeValue({ value: "2024-05-01T14:30:00Z", timezone: "Nowhere" }))
    assert.isFalse(isDateTimeValue({ value: "2024-05-01T14:30:00Z" }))
    assert.isTrue(Either.isLeft(Schema.decodeUnknownEither(DateTimeValue)("2024-05-01T14:30:00Z")))
  })

  it("every value it builds passes the schema", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2999-12-31T23:59:59Z"), noInvalidDate: true }),
        fc.constantFrom("UTC", "America/New_York", "America/Chicago", "America/Los_Angeles"),
        (date, zone) => {
          const result = makeDateTimeValue(date, zone)
          assert.isTrue(Either.isRight(result) && isDateTimeValue(result.right) && result.right.value.endsWith("Z"))
        }
      )
    )
  })
})
