import { assert, describe, it } from "@effect/vitest"
import { edgeZip, parseEdgeGeolocation } from "atlas-client/rules"
import * as Option from "effect/Option"
import fc from "fast-check"

const HEADER =
  "georegion=246,country_code=US,region_code=OH,city=CINCINNATI,dma=515,pmsa=1640,areacode=513,county=HAMILTON,fips=39061,lat=39.1007,long=-84.5130,timezone=EST,zip=45201-45203+45206+45999,continent=NA,throughput=vhigh,bw=5000,asnum=7922,location_id=0"

describe("parseEdgeGeolocation", () => {
  it("reads the CDN header", () => {
    const geo = parseEdgeGeolocation(HEADER)
    assert.deepStrictEqual(geo.countryCode, Option.some("US"))
    assert.deepStrictEqual(geo.regionCode, Option.some("OH"))
    assert.deepStrictEqual(geo.city, Option.some("CINCINNATI"))
    assert.deepStrictEqual(geo.lat, Option.some(39.1007))
    assert.deepStrictEqual(geo.long, Option.some(-84.513))
    assert.deepStrictEqual(geo.zip, [
      { raw: "45201-45203", from: "45201", to: "45203" },
      { raw: "45206", from: "45206", to: "45206" },
      { raw: "45999", from: "45999", to: "45999" }
    ])
    assert.deepStrictEqual(geo.areacode, ["513"])
    assert.deepStrictEqual(geo.county, ["HAMILTON"])
    assert.deepStrictEqual(geo.timezone, Option.some("EST"))
    assert.deepStrictEqual(geo.continent, Option.some("NA"))
    assert.deepStrictEqual(geo.dma, Option.some("515"))
    assert.deepStrictEqual(geo.fips, Option.some("39061"))
    assert.strictEqual(geo.pairs.get("asnum"), "7922")
    assert.strictEqual(geo.pairs.get("location_id"), "0")
    assert.strictEqual(geo.pairs.size, 18)
  })

  it("splits areacode and county on +", () => {
    const geo = parseEdgeGeolocation("areacode=513+859,county=HAMILTON+KENTON+,zip=")
    assert.deepStrictEqual(geo.areacode, ["513", "859"])
    assert.deepStrictEqual(geo.county, ["HAMILTON", "KENTON"])
    assert.deepStrictEqual(geo.zip, [])
  })

  it("tolerates empty input, pairs without =, garbage and bad coordinates", () => {
    const empty = parseEdgeGeolocation("")
    assert.deepStrictEqual(empty.city, Option.none())
    assert.deepStrictEqual(empty.lat, Option.none())
    assert.deepStrictEqual(empty.zip, [])
    const garbage = parseEdgeGeolocation("nonsense,,=x,lat=north,long=1e3,city=,CITY=Dayton,COUNTRY_CODE=US")
    assert.deepStrictEqual(garbage.lat, Option.none())
    assert.deepStrictEqual(garbage.long, Option.none())
    assert.deepStrictEqual(garbage.city, Option.some("Dayton"))
    assert.deepStrictEqual(garbage.countryCode, Option.some("US"))
    assert.deepStrictEqual(parseEdgeGeolocation("lat=91,long=-181").lat, Option.none())
    assert.deepStrictEqual(parseEdgeGeolocation("lat=91,long=-181").long, Option.none())
    assert.deepStrictEqual(parseEdgeGeolocation("lat= -0.5 ").lat, Option.some(-0.5))
  })

  it("never throws and yields well-formed values for any string", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom("zip=", "lat=", "long=", "city=", "county=", "areacode=", "+", "-", ",", "=", "__proto__=", "1", ".")
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece).map((parts) => parts.join(""))
        ),
        (header) => {
          const geo = parseEdgeGeolocation(header)
          Option.map(geo.lat, (lat) => assert.isTrue(Number.isFinite(lat) && Math.abs(lat) <= 90))
          Option.map(geo.long, (lng) => assert.isTrue(Number.isFinite(lng) && Math.abs(lng) <= 180))
          for (const entry of geo.zip) assert.notStrictEqual(entry.raw, "")
          Option.map(edgeZip(geo), (zip) => assert.match(zip, /^[0-9]{5}$/))
        }
      ),
      { numRuns: 500 }
    )
  })
})

describe("edgeZip", () => {
  it("is the first 5 characters of the first zip (the start of a range)", () => {
    assert.deepStrictEqual(edgeZip(parseEdgeGeolocation(HEADER)), Option.some("45201"))
    assert.deepStrictEqual(edgeZip(parseEdgeGeolocation("zip=45206+45201")), Option.some("45206"))
    assert.deepStrictEqual(edgeZip(parseEdgeGeolocation("zip=452061234")), Option.some("45206"))
  })

  it("is none without a zip, or when the first one is short or not digits", () => {
    assert.deepStrictEqual(edgeZip(parseEdgeGeolocation("city=CINCINNATI")), Option.none())
    assert.deepStrictEqual(edgeZip(parseEdgeGeolocation("zip=")), Option.none())
    assert.deepStrictEqual(edgeZip(parseEdgeGeolocation("zip=4520+45206")), Option.none())
    assert.deepStrictEqual(edgeZip(parseEdgeGeolocation("zip=A1B2C3D")), Option.none())
  })
})
