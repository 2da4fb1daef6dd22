import { assert, describe, expect, it } from "@effect/vitest"
import { DEFAULT_LOCATION, distanceMiles, EARTH_RADIUS_MILES, MAX_RADIUS_MILES } from "atlas-client/rules"
import fc from "fast-check"

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true })
})

describe("distanceMiles", () => {
  it("uses the haversine formula with an earth radius of 3958.8 miles", () => {
    assert.strictEqual(EARTH_RADIUS_MILES, 3958.8)
    assert.strictEqual(distanceMiles({ lat: 39.1, lng: -84.5 }, { lat: 39.1, lng: -84.5 }), 0)
    assert.closeTo(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 }), Math.PI * 3958.8, 1e-6)
    assert.closeTo(distanceMiles({ lat: 90, lng: 0 }, { lat: -90, lng: 0 }), Math.PI * 3958.8, 1e-6)
    assert.closeTo(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }), (Math.PI / 180) * 3958.8, 1e-9)
    // Cincinnati to Columbus, Ohio
    assert.closeTo(distanceMiles({ lat: 39.1031, lng: -84.512 }, { lat: 39.9612, lng: -82.9988 }), 100.09, 0.01)
  })

  it("is symmetric, non-negative and at most half the circumference", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b)
        assert.isTrue(d >= 0 && d <= Math.PI * EARTH_RADIUS_MILES + 1e-6)
        assert.closeTo(distanceMiles(b, a), d, 1e-6)
      })
    )
  })

  it("exposes the store locator limits", () => {
    assert.strictEqual(MAX_RADIUS_MILES, 3000)
    expect(DEFAULT_LOCATION).toStrictEqual({ lat: 39.8283, lng: -98.5795 })
  })
})
