import { createRequire } from "node:module"
import { assert, describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import { cityZips, lookupZip, stateCode } from "../../../src/upstream/stores/geo.js"
import { METROS } from "../../../src/upstream/stores/plan.js"
import table from "../../../src/upstream/stores/zipTable.json" with { type: "json" }
import { assertSome } from "../../support/assertions.js"

interface ZipCodeInfo {
  readonly zip: string
  readonly latitude: number
  readonly longitude: number
  readonly city: string
  readonly state: string
  readonly country: string
}

interface ZipCodes {
  readonly codes: Readonly<Record<string, ZipCodeInfo>>
  lookup(zip: string): ZipCodeInfo | undefined
  lookupByName(city: string, state: string): Array<ZipCodeInfo>
  readonly states: { readonly full: Readonly<Record<string, string>>; normalize(state: string): string | undefined }
}

// The devDependency the table is generated from (CommonJS, no types): typed here, at the boundary.
const zipcodes = createRequire(import.meta.url)("zipcodes") as ZipCodes

const place = (info: ZipCodeInfo) => ({
  zip: info.zip,
  city: info.city,
  state: info.state,
  point: { lat: info.latitude, lng: info.longitude }
})

const seeded = METROS.flatMap((metro) => metro.zips.map((plan) => plan.zip))

describe("the generated zip table (scripts/zip-table.mjs)", () => {
  it("has every seeded zip as zipcodes has it, and each seeded city's zips", () => {
    assert.isAtLeast(seeded.length, 60)
    for (const zip of seeded) {
      const info = zipcodes.lookup(zip)
      assert.isDefined(info, zip)
      if (info === undefined) continue
      assertSome(lookupZip(zip), place(info), zip)
      const expected = zipcodes
        .lookupByName(info.city, info.state)
        .map(place)
        .sort((a, b) => (a.zip < b.zip ? -1 : 1))
      expect(cityZips(info.city.toLowerCase(), info.state.toLowerCase()), `${info.city}, ${info.state}`).toStrictEqual(expected)
    }
  })

  it("has every US zip of zipcodes, and no other", () => {
    const us = Object.values(zipcodes.codes).filter((info) => info.country === "US")
    for (const info of us) assertSome(lookupZip(info.zip), place(info), info.zip)
    const count = table.states.reduce((n, line) => n + (line.split("\t")[1] ?? "").split(";").length, 0)
    assert.strictEqual(count, us.length)
    assert.isTrue(Option.isNone(lookupZip("00000")))
  })

  it("maps state names as zipcodes does", () => {
    for (const name of [...Object.keys(zipcodes.states.full), "ohio", " New York ", "oh", "Atlantis"]) {
      const trimmed = name.trim().toUpperCase()
      assert.strictEqual(stateCode(name), zipcodes.states.normalize(trimmed) ?? trimmed, name)
    }
  })
})
