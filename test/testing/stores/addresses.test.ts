import { assert, describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import { lookupZip, milesBetween } from "../../../src/upstream/stores/geo.js"
import { findSimilarAddresses, isValidAddressRequest, validateAddress } from "../../../src/upstream/stores/queries.js"

describe("isValidAddressRequest", () => {
  it("accepts an address with a string postal code and a non-empty street part", () => {
    assert.isTrue(isValidAddressRequest({ address: { postalCode: "45202" } }))
    assert.isTrue(isValidAddressRequest({ address: { postalCode: "", cityTown: "Cincinnati", stateProvince: "OH" } }))
    assert.isTrue(isValidAddressRequest({ address: { postalCode: "45202", addressLines: ["", "1014 Vine St"] } }))
  })

  it("rejects bodies that are not address requests", () => {
    const bad: ReadonlyArray<unknown> = [
      null,
      "45202",
      [],
      {},
      { address: null },
      { address: [] },
      { address: {} },
      { address: { postalCode: 45202 } },
      { address: { postalCode: "45202", addressLines: [] } },
      { address: { postalCode: "45202", addressLines: ["  ", ""] } },
      { address: { postalCode: "45202", addressLines: "1014 Vine St" } },
      { address: { postalCode: "45202", addressLines: ["1014 Vine St", 7] } },
      { address: { postalCode: "45202", cityTown: 1 } }
    ]
    for (const body of bad) assert.isFalse(isValidAddressRequest(body), JSON.stringify(body))
  })
})

describe("validateAddress", () => {
  it("accepts a known zip and normalises the address", () => {
    const result = validateAddress({
      addressLines: ["  1014   Vine St ", " "],
      cityTown: "cincinnati",
      stateProvince: "ohio",
      postalCode: " 45202",
      county: "Hamilton"
    })
    expect(result).toStrictEqual({
      valid: true,
      address: {
        addressLines: ["1014 Vine St"],
        cityTown: "Cincinnati",
        stateProvince: "OH",
        postalCode: "45202",
        countryCode: "US",
        county: "Hamilton"
      },
      messages: []
    })
    expect(validateAddress({ postalCode: "90210", stateProvince: "ca" }).address).toStrictEqual({
      cityTown: "Beverly Hills",
      stateProvince: "CA",
      postalCode: "90210",
      countryCode: "US"
    })
  })

  it("rejects unknown and malformed zips, a wrong state and a foreign country", () => {
    expect(validateAddress({ postalCode: "00000" }).messages).toStrictEqual(["Unknown postal code 00000"])
    assert.isFalse(validateAddress({ postalCode: "00000" }).valid)
    expect(validateAddress({ postalCode: "4520" }).messages).toStrictEqual(["Postal code 4520 must be 5 digits"])
    expect(validateAddress({ postalCode: "" }).messages).toStrictEqual(["Postal code is required"])
    const wrongState = validateAddress({ postalCode: "90210", stateProvince: "OH", addressLines: ["1 Rodeo  Dr"] })
    assert.isFalse(wrongState.valid)
    expect(wrongState.messages).toStrictEqual(["State OH does not match postal code 90210 (CA)"])
    expect(wrongState.address).toStrictEqual({
      addressLines: ["1 Rodeo Dr"],
      stateProvince: "OH",
      postalCode: "90210",
      countryCode: "US"
    })
    const foreign = validateAddress({ postalCode: "45202", countryCode: "ca" })
    assert.isFalse(foreign.valid)
    expect(foreign.messages).toStrictEqual(["Country CA is not supported"])
  })
})

describe("findSimilarAddresses", () => {
  it("puts the given zip first, then the nearest zips of the same city", () => {
    const result = findSimilarAddresses({ postalCode: "45202", addressLines: ["1014 Vine St"], stateProvince: "oh" })
    assert.lengthOf(result, 5)
    expect(result[0]).toStrictEqual({
      addressLines: ["1014 Vine St"],
      cityTown: "Cincinnati",
      stateProvince: "OH",
      postalCode: "45202",
      countryCode: "US"
    })
    const origin = lookupZip("45202")
    assert.isTrue(Option.isSome(origin))
    if (Option.isNone(origin)) return
    let last = 0
    for (const address of result.slice(1)) {
      assert.strictEqual(address.cityTown, "Cincinnati")
      expect(address.addressLines).toStrictEqual(["1014 Vine St"])
      assert.notStrictEqual(address.postalCode, "45202")
      const place = lookupZip(address.postalCode)
      const miles = Option.isSome(place) ? milesBetween(origin.value.point, place.value.point) : Infinity
      assert.isAtLeast(miles, last)
      last = miles
    }
    expect(findSimilarAddresses({ postalCode: "45202", addressLines: ["1014 Vine St"] })).toStrictEqual(result)
  })

  it("lists a city's zips when only the city and state are given", () => {
    const result = findSimilarAddresses({ postalCode: "", cityTown: "beverly hills", stateProvince: "CA" })
    assert.isNotEmpty(result)
    assert.isAtMost(result.length, 5)
    const zips = result.map((a) => a.postalCode)
    expect(zips).toStrictEqual([...zips].sort())
    assert.include(zips, "90210")
    assert.isTrue(result.every((a) => a.cityTown === "Beverly Hills" && a.stateProvince === "CA" && a.addressLines === undefined))
  })

  it("is empty when nothing is known", () => {
    expect(findSimilarAddresses({ postalCode: "00000" })).toStrictEqual([])
    expect(findSimilarAddresses({ postalCode: "" })).toStrictEqual([])
    expect(findSimilarAddresses({ postalCode: "", cityTown: "Atlantis", stateProvince: "OH" })).toStrictEqual([])
    expect(findSimilarAddresses({ postalCode: "", cityTown: "Cincinnati" })).toStrictEqual([])
  })
})
