import { assert, describe, it } from "@effect/vitest"
import { hasLatLng, hasStreetAddress, isValidZip } from "atlas-client/rules"
import fc from "fast-check"

describe("isValidZip", () => {
  it("accepts exactly 5 digits", () => {
    assert.isTrue(isValidZip("45202"))
    assert.isTrue(isValidZip("00000"))
  })

  it("rejects 4 and 6 digits, ZIP+4, letters and padding", () => {
    for (const value of ["4520", "452021", "45202-1234", "4520a", " 45202", "45202 ", "", "４５２０２"]) {
      assert.isFalse(isValidZip(value), value)
    }
  })

  it("is true exactly for 5-digit strings", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        assert.strictEqual(isValidZip(s), /^[0-9]{5}$/.test(s))
      })
    )
    fc.assert(fc.property(fc.integer({ min: 0, max: 99999 }), (n) => isValidZip(String(n).padStart(5, "0"))))
  })
})

describe("hasStreetAddress", () => {
  it("is true when the address is present", () => {
    assert.isTrue(hasStreetAddress({ postalCode: "45202", addressLines: ["1014 Vine St"] }))
    assert.isTrue(hasStreetAddress({ postalCode: "45202" }))
  })

  it("is false for null and undefined", () => {
    assert.isFalse(hasStreetAddress(null))
    assert.isFalse(hasStreetAddress(undefined))
    assert.isFalse(hasStreetAddress())
  })
})

describe("hasLatLng", () => {
  it("counts a location with two non-zero coordinates", () => {
    assert.isTrue(hasLatLng({ lat: 39.1, lng: -84.5 }))
  })

  it("does not count a missing location, a missing coordinate, or a 0", () => {
    assert.isFalse(hasLatLng(undefined))
    assert.isFalse(hasLatLng(null))
    assert.isFalse(hasLatLng({ lat: 39.1 }))
    assert.isFalse(hasLatLng({ lng: -84.5 }))
    assert.isFalse(hasLatLng({ lat: null, lng: -84.5 }))
    assert.isFalse(hasLatLng({ lat: 0, lng: -84.5 }))
    assert.isFalse(hasLatLng({ lat: 39.1, lng: 0 }))
    assert.isFalse(hasLatLng({ lat: 0, lng: 0 }))
    assert.isFalse(hasLatLng({ lat: Number.NaN, lng: 1 }))
  })
})
