import { assert, describe, expect, it } from "@effect/vitest"
import { edgeZip, parseEdgeGeolocation } from "atlas-client/rules"
import * as Option from "effect/Option"
import fc from "fast-check"
import { assertSome } from "../support/assertions.js"

const HEADER =
  "georegion=246,country_code=US,region_code=OH,city=CINCINNATI,dma=515,pmsa=1640,areacode=513,county=HAMILTON,fips=39061,lat=39.1007,long=-84.5130,timezone=EST,zip=45201-45203+45206+45999,continent=NA,throughput=vhigh,bw=5000,asnum=7922,location_id=0"

describe("parseEdgeGeolocation", () => {
  it("reads the CDN header", () => {
    const geo = parseEdgeGeolocation(HEADER)
    assertSome(geo.countryCode, "US")
    assertSome(geo.regionCode, "OH")
    assertSome(geo.city, "CINCINNATI")
    assertSome(geo.lat, 39.1007)
    assertSome(geo.long, -84.513)
    expect(geo.zip).toStrictEqual([
      { raw: "45201-45203", from: "45201", to: "45203" },
      { raw: "45206", from: "45206", to: "45206" },
      { raw: "45999", from: "45999", to: "45999" }
    ])
    expect(geo.areacode).toStrictEqual(["513"])
    expect(geo.county).toStrictEqual(["HAMILTON"])
    assertSome(geo.timezone, "EST")
    assertSome(geo.continent, "NA")
    assertSome(geo.dma, "515")
    assertSome(geo.fips, "39061")
    assert.strictEqual(geo.pairs.get("asnum"), "7922")
    assert.strictEqual(geo.pairs.get("location_id"), "0")
    assert.strictEqual(geo.pairs.size, 18)
  })

  it("splits areacode and county on +", () => {
    const geo = parseEdgeGeolocation("areacode=513+859,county=HAMILTON+KENTON+,zip=")
    expect(geo.areacode).toStrictEqual(["513", "859"])
    expect(geo.county).toStrictEqual(["HAMILTON", "KENTON"])
    expect(geo.zip).toStrictEqual([])
  })

  it("tolerates empty input, pairs without =, garbage and bad coordinates", () => {
    const empty = parseEdgeGeolocation("")
    assert.isTrue(Option.isNone(empty.city))
    assert.isTrue(Option.isNone(empty.lat))
    expect(empty.zip).toStrictEqual([])
    const garbage = parseEdgeGeolocation("nonsense,,=x,lat=north,long=1e3,city=,CITY=Dayton,COUNTRY_CODE=US")
    assert.isTrue(Option.isNone(garbage.lat))
    assert.isTrue(Option.isNone(garbage.long))
    assertSome(garbage.city, "Dayton")
    assertSome(garbage.countryCode, "US")
    assert.isTrue(Option.isNone(parseEdgeGeolocation("lat=91,long=-181").lat))
    assert.isTrue(Option.isNone(parseEdgeGeolocation("lat=91,long=-181").long))
    assertSome(parseEdgeGeolocation("lat= -0.5 ").lat, -0.5)
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
    assertSome(edgeZip(parseEdgeGeolocation(HEADER)), "45201")
    assertSome(edgeZip(parseEdgeGeolocation("zip=45206+45201")), "45206")
    assertSome(edgeZip(parseEdgeGeolocation("zip=452061234")), "45206")
  })

  it("is none without a zip, or when the first one is short or not digits", () => {
    assert.isTrue(Option.isNone(edgeZip(parseEdgeGeolocation("city=CINCINNATI"))))
    assert.isTrue(Option.isNone(edgeZip(parseEdgeGeolocation("zip="))))
    assert.isTrue(Option.isNone(edgeZip(parseEdgeGeolocation("zip=4520+45206"))))
    assert.isTrue(Option.isNone(edgeZip(parseEdgeGeolocation("zip=A1B2C3D"))))
  })
})
