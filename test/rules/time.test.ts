import { assert, describe, it } from "@effect/vitest"
import { formatStoreHour, minutesToMs, MS_PER_MINUTE, msToMinutes } from "atlas-client/rules"
import fc from "fast-check"

describe("formatStoreHour", () => {
  it("formats h:mm a", () => {
    assert.strictEqual(formatStoreHour(7, 5), "7:05 AM")
    assert.strictEqual(formatStoreHour(0, 0), "12:00 AM")
    assert.strictEqual(formatStoreHour(11, 59), "11:59 AM")
    assert.strictEqual(formatStoreHour(12, 0), "12:00 PM")
    assert.strictEqual(formatStoreHour(12, 30), "12:30 PM")
    assert.strictEqual(formatStoreHour(13, 0), "1:00 PM")
    assert.strictEqual(formatStoreHour(23, 59), "11:59 PM")
  })

  it("is blank out of range or for non-integers", () => {
    assert.strictEqual(formatStoreHour(24, 0), "")
    assert.strictEqual(formatStoreHour(9, 60), "")
    assert.strictEqual(formatStoreHour(-1, 0), "")
    assert.strictEqual(formatStoreHour(9, -1), "")
    assert.strictEqual(formatStoreHour(9.5, 0), "")
    assert.strictEqual(formatStoreHour(9, 0.5), "")
    assert.strictEqual(formatStoreHour(Number.NaN, 0), "")
    assert.strictEqual(formatStoreHour(9, Number.POSITIVE_INFINITY), "")
  })

  it("formats every valid time and blanks every other number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = formatStoreHour(h, m)
        const match = /^(1[0-2]|[1-9]):([0-5][0-9]) (AM|PM)$/.exec(text)
        assert.isNotNull(match, text)
        const [, hh, mm, ampm] = match ?? []
        assert.strictEqual(Number(mm), m)
        assert.strictEqual((Number(hh) % 12) + (ampm === "PM" ? 12 : 0), h)
      })
    )
    fc.assert(
      fc.property(fc.double(), fc.double(), (h, m) => {
        const valid = Number.isInteger(h) && Number.isInteger(m) && h >= 0 && h < 24 && m >= 0 && m < 60
        assert.strictEqual(formatStoreHour(h, m) !== "", valid)
      })
    )
  })
})

describe("durations", () => {
  it("uses 60000 ms per minute", () => {
    assert.strictEqual(MS_PER_MINUTE, 60000)
    assert.strictEqual(minutesToMs(5), 300000)
    assert.strictEqual(msToMinutes(90000), 1.5)
  })

  it("round-trips whole minutes", () => {
    fc.assert(fc.property(fc.integer({ min: -1e6, max: 1e6 }), (m) => msToMinutes(minutesToMs(m)) === m))
  })
})
