import { assert, describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { Store, StoreType } from "../../../src/schema/stores.js"
import { lookupZip, milesBetween } from "../../../src/upstream/stores/geo.js"
import { BANNERS } from "../../../src/upstream/stores/plan.js"
import { seedStores } from "../../../src/upstream/stores/seed.js"

const stores = seedStores()

describe("seedStores", () => {
  it("is deterministic", () => {
    expect(seedStores()).toStrictEqual(stores)
    expect(JSON.stringify(seedStores())).toStrictEqual(JSON.stringify(stores))
  })

  it("has about 120 stores, each encoding to a valid Store", () => {
    assert.isAtLeast(stores.length, 110)
    assert.isAtMost(stores.length, 140)
    const roundTrip = Schema.decodeUnknownSync(Store)
    for (const store of stores) {
      expect(roundTrip(Schema.encodeSync(Store)(store))).toStrictEqual(store)
    }
  })

  it("has unique 8-digit location ids made of division and store number", () => {
    const ids = new Set(stores.map((s) => s.locationId))
    assert.strictEqual(ids.size, stores.length)
    for (const store of stores) {
      assert.match(store.locationId, /^\d{8}$/)
      assert.strictEqual(store.locationId, `${store.divisionNumber}${store.storeNumber}`)
      assert.lengthOf(store.divisionNumber, 3)
    }
  })

  it("places every store within 2 miles of its real zip centroid", () => {
    for (const store of stores) {
      const place = lookupZip(store.address.postalCode)
      assert.isTrue(Option.isSome(place), store.address.postalCode)
      if (Option.isNone(place)) continue
      assert.isBelow(milesBetween(place.value.point, store.geolocation), 2, store.name)
      assert.strictEqual(store.address.cityTown, place.value.city)
      assert.strictEqual(store.address.stateProvince, place.value.state)
      assert.strictEqual(store.address.countryCode, "US")
    }
  })

  it("covers every store type and banner, each banner with its own divisions", () => {
    const types = new Set(stores.map((s) => s.storeType))
    for (const type of StoreType.literals) assert.isTrue(types.has(type), type)
    assert.sameMembers([...new Set(stores.map((s) => s.banner))], [...BANNERS])
    const owner = new Map<string, string>()
    for (const store of stores) {
      assert.strictEqual(owner.get(store.divisionNumber) ?? store.banner, store.banner)
      owner.set(store.divisionNumber, store.banner)
    }
  })

  it("has 24 Hours stores, CLOSED days, and a few closed or blank statuses", () => {
    const allDay = stores.filter((s) => s.open24Hours)
    assert.isNotEmpty(allDay)
    for (const store of allDay) assert.isTrue((store.hours ?? []).every((h) => h.special === "24 Hours"))
    assert.isTrue(stores.some((s) => (s.hours ?? []).some((h) => h.special === "CLOSED")))
    assert.isTrue(
      stores.every((s) => (s.hours ?? []).length === 7 && (s.hours ?? [])[0]?.day === "sunday" && (s.hours ?? [])[6]?.day === "saturday")
    )
    assert.isTrue(stores.some((s) => (s.hours ?? []).some((h) => h.open?.minute === 30 || h.close?.minute === 30)))
    const statuses = stores.map((s) => s.status)
    assert.isAbove(statuses.filter((s) => s === "OPEN").length, stores.length * 0.8)
    assert.include(statuses, "CLOSED")
    assert.include(statuses, "")
  })

  it("gives brands only to fuel and partner sites, excluded brands among them", () => {
    const branded = stores.filter((s) => s.brand !== undefined)
    assert.isTrue(branded.every((s) => s.storeType === "I" || s.storeType === "AL"))
    const brands = new Set(branded.map((s) => s.brand))
    for (const brand of ["SHELL COMPANY", "BP", "COVID", "AMOCO"]) assert.isTrue(brands.has(brand), brand)
  })

  it("gives pharmacies their own hours and department codes of two digits or capitals", () => {
    const pharmacies = stores.flatMap((s) => (s.departments ?? []).filter((d) => d.code === "09"))
    assert.isNotEmpty(pharmacies)
    for (const pharmacy of pharmacies) {
      assert.strictEqual(pharmacy.name, "Pharmacy")
      expect(pharmacy.hours?.[0]).toStrictEqual({ day: "sunday", special: "CLOSED" })
    }
    for (const store of stores) for (const d of store.departments ?? []) assert.match(d.code, /^[0-9A-Z]{2}$/)
  })

  it("has at least 6 stores within 30 miles of Cincinnati 45202, fit for pickup and for in-store", () => {
    const here = { lat: 39.1072, lng: -84.502 }
    const near = stores.filter((s) => milesBetween(here, s.geolocation) <= 30)
    assert.isAtLeast(near.length, 6)
    assert.isTrue(near.some((s) => !["I", "AL", "WG"].includes(s.storeType) && (s.departments ?? []).some((d) => d.code === "94")))
    assert.isTrue(near.some((s) => !["HS", "I", "X", "D", "MF", "P", "AL", "WG"].includes(s.storeType)))
    for (const zip of ["90210", "10001", "60601", "77002", "98101", "30303", "80202"]) {
      assert.isTrue(
        stores.some((s) => s.address.postalCode === zip),
        zip
      )
    }
  })

  it("uses fictional 555-01xx phone numbers and IANA time zones", () => {
    for (const store of stores) {
      assert.match(store.phone ?? "", /^\(\d{3}\) 555-01\d{2}$/)
      assert.match(store.timezone ?? "", /^America\/[A-Za-z_/]+$/)
    }
    assert.strictEqual(stores.find((s) => s.address.postalCode === "98101")?.timezone, "America/Los_Angeles")
  })
})
