import { assert, describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import { LocatorParams, StoreListParams, StoreSearchParams } from "../../../src/contract/stores.js"
import type { Store, StoreMatch } from "../../../src/schema/stores.js"
import * as Q from "../../../src/upstream/stores/queries.js"
import { seedStores } from "../../../src/upstream/stores/seed.js"
import { assertNone, assertSome } from "../../support/assertions.js"

const stores = seedStores()
const search = (params: Record<string, string>) => Q.searchStores(stores, Schema.decodeUnknownSync(StoreSearchParams)(params))
const locate = (params: Record<string, string>) => Q.locateStores(stores, Schema.decodeUnknownSync(LocatorParams)(params))
const list = (params: Record<string, string>) => Q.listStores(stores, Schema.decodeUnknownSync(StoreListParams)(params))
const cincinnati = { lat: 39.1072, lng: -84.502 }
const excluded = (store: Store): boolean => ["SHELL COMPANY", "BP", "COVID", "AMOCO"].includes(store.brand ?? "")

const assertSorted = (matches: ReadonlyArray<StoreMatch>) => {
  for (let i = 1; i < matches.length; i++) {
    const [a, b] = [matches[i - 1], matches[i]]
    if (a === undefined || b === undefined) continue
    assert.isTrue(a.distanceMiles < b.distanceMiles || (a.distanceMiles === b.distanceMiles && a.store.locationId < b.store.locationId))
  }
}

describe("milesBetween", () => {
  it("is the haversine distance with earth radius 3958.8 miles", () => {
    assert.strictEqual(Q.milesBetween(cincinnati, cincinnati), 0)
    assert.closeTo(Q.milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 180 }), Math.PI * 3958.8, 1e-6)
    assert.closeTo(Q.milesBetween({ lat: 40, lng: -84 }, { lat: 41, lng: -84 }), (3958.8 * Math.PI) / 180, 1e-9)
    assert.closeTo(Q.milesBetween(cincinnati, { lat: 39.9671, lng: -83.0044 }), 99.5, 0.05)
  })
})

describe("isExcludedBrand", () => {
  it("is true exactly for the brands of spec §9", () => {
    assert.isNotEmpty(stores.filter(excluded))
    for (const store of stores) assert.strictEqual(Q.isExcludedBrand(store), excluded(store), store.name)
  })
})

describe("searchStores", () => {
  it("finds stores around zip 45202 nearest first, within 50 miles, never an excluded brand", () => {
    const result = search({ "filter.query": "45202" })
    expect(result.origin).toStrictEqual(cincinnati)
    assert.isAtLeast(result.stores.length, 6)
    assertSorted(result.stores)
    for (const { distanceMiles, store } of result.stores) {
      assert.isAtMost(distanceMiles, 50)
      assert.closeTo(distanceMiles, Q.milesBetween(cincinnati, store.geolocation), 0.05)
      assert.strictEqual(distanceMiles, Math.round(distanceMiles * 10) / 10)
      assert.notInclude(["SHELL COMPANY", "BP", "COVID", "AMOCO"], store.brand)
    }
    const nearbyExcluded = stores.filter((s) => excluded(s) && Q.milesBetween(cincinnati, s.geolocation) <= 50)
    assert.isNotEmpty(nearbyExcluded)
  })

  it("honours radius and maxResults, counting the total before truncation", () => {
    const wide = search({ "filter.query": "45202", "filter.radiusInMiles": "30" })
    const narrow = search({ "filter.query": "45202", "filter.radiusInMiles": "5" })
    assert.isBelow(narrow.total, wide.total)
    assert.isTrue(narrow.stores.every((m) => m.distanceMiles <= 5))
    const two = search({ "filter.query": "45202", "filter.radiusInMiles": "30", "filter.maxResults": "2" })
    assert.lengthOf(two.stores, 2)
    assert.strictEqual(two.total, wide.total)
    expect(two.stores).toStrictEqual(wide.stores.slice(0, 2))
  })

  it("returns at most 20 stores by default", () => {
    const all = search({ "filter.latLng": "39.8283,-98.5795", "filter.radiusInMiles": "3000" })
    assert.lengthOf(all.stores, 20)
    assert.isAbove(all.total, 20)
  })

  it("filters by departments, store type, banner and open 24 hours", () => {
    const pharmacyAndPickup = search({ "filter.query": "45202", "filter.departments": "09,94" })
    assert.isNotEmpty(pharmacyAndPickup.stores)
    assert.isBelow(pharmacyAndPickup.total, search({ "filter.query": "45202" }).total)
    for (const { store } of pharmacyAndPickup.stores) {
      assert.includeMembers(
        (store.departments ?? []).map((d) => d.code),
        ["09", "94"]
      )
    }
    const lc = search({ "filter.query": "45202", "filter.storeType": "LC" })
    assert.isNotEmpty(lc.stores)
    assert.isTrue(lc.stores.every((m) => m.store.storeType === "LC"))
    const harbor = search({ "filter.query": "90210", "filter.banner": "harbor foods" })
    assert.isNotEmpty(harbor.stores)
    assert.isTrue(harbor.stores.every((m) => m.store.banner === "Harbor Foods"))
    assert.lengthOf(search({ "filter.query": "90210", "filter.banner": "Atlas Market" }).stores, 0)
    const allDay = search({ "filter.latLng": "39.8283,-98.5795", "filter.radiusInMiles": "3000", "filter.open24Hours": "true" })
    assert.isNotEmpty(allDay.stores)
    assert.isTrue(allDay.stores.every((m) => m.store.open24Hours))
  })

  it("finds nothing for an unknown zip", () => {
    const result = search({ "filter.query": "00000" })
    expect(result).toStrictEqual({ stores: [], total: 0 })
  })

  it("searches around a city by name, with or without its state", () => {
    for (const query of ["Cincinnati, OH", "cincinnati", "Cincinnati, Ohio"]) {
      const result = search({ "filter.query": query, "filter.radiusInMiles": "20" })
      assert.isDefined(result.origin, query)
      assert.isAtMost(Q.milesBetween(cincinnati, result.origin ?? { lat: 0, lng: 0 }), 10, query)
      assert.isTrue(
        result.stores.some((m) => m.store.address.cityTown === "Cincinnati"),
        query
      )
    }
    const seattle = search({ "filter.query": "Seattle, WA" })
    assert.isTrue(seattle.stores.every((m) => m.store.address.stateProvince === "WA"))
  })

  it("matches other queries against store names and banners, without an origin", () => {
    const result = search({ "filter.query": "westwood" })
    assert.isUndefined(result.origin)
    assert.sameMembers(
      result.stores.map((m) => m.store.name),
      ["Atlas Market Westwood", "Harbor Foods Westwood"]
    )
    assert.strictEqual(search({ "filter.query": "fjord" }).total, stores.filter((s) => s.banner === "Fjord Market" && !excluded(s)).length)
    assert.strictEqual(search({ "filter.query": "no such store" }).total, 0)
  })

  it("searches around a point", () => {
    const result = search({ "filter.latLng": "47.6114,-122.3305", "filter.radiusInMiles": "15" })
    assert.isNotEmpty(result.stores)
    assert.isTrue(result.stores.every((m) => m.store.banner === "Fjord Market"))
  })
})

describe("locateStores", () => {
  it("gives exactly one store for the default location with maxResults 1", () => {
    const result = locate({ "filter.latLong": "39.8283,-98.5795", "filter.maxResults": "1" })
    assert.lengthOf(result.stores, 1)
    expect(result.origin).toStrictEqual({ lat: 39.8283, lng: -98.5795 })
    const nearest = stores
      .filter((s) => !excluded(s))
      .reduce((a, b) =>
        Q.milesBetween(result.origin ?? cincinnati, a.geolocation) <= Q.milesBetween(result.origin ?? cincinnati, b.geolocation) ? a : b
      )
    assert.strictEqual(result.stores[0]?.store.locationId, nearest.locationId)
  })

  it("returns 10 stores by default, nearest first, without excluded brands", () => {
    const result = locate({ "filter.latLong": "39.1072,-84.502" })
    assert.lengthOf(result.stores, 10)
    assertSorted(result.stores)
    assert.isTrue(result.stores.every((m) => !excluded(m.store)))
  })

  it("honours departments, excluded store types and radius", () => {
    const result = locate({
      "filter.latLong": "39.1072,-84.502",
      "filter.departments": "94",
      "filter.excludeStoreTypes": "HS,I,X,D,MF,P,AL,WG",
      "filter.radiusInMiles": "30"
    })
    assert.isAtLeast(result.stores.length, 3)
    for (const { distanceMiles, store } of result.stores) {
      assert.isAtMost(distanceMiles, 30)
      assert.include(["PU", "LC", "PH", "J"], store.storeType)
      assert.isTrue((store.departments ?? []).some((d) => d.code === "94"))
    }
  })
})

describe("listStores", () => {
  it("pages the stores sorted by location id", () => {
    const first = list({ "page.size": "10" })
    const second = list({ "page.size": "10", "page.offset": "10" })
    assert.lengthOf(first.stores, 10)
    assert.strictEqual(first.total, second.total)
    assert.strictEqual(first.total, stores.filter((s) => !excluded(s)).length)
    const ids = [...first.stores, ...second.stores].map((s) => s.locationId)
    expect(ids).toStrictEqual([...ids].sort())
    assert.lengthOf(new Set(ids), 20)
    assert.lengthOf(list({}).stores, Math.min(50, first.total))
    assert.lengthOf(list({ "page.offset": String(first.total) }).stores, 0)
  })

  it("filters by banner and location ids", () => {
    const maple = list({ "filter.banner": "MAPLE GROCER" })
    assert.isNotEmpty(maple.stores)
    assert.isTrue(maple.stores.every((s) => s.banner === "Maple Grocer"))
    const [a, b] = maple.stores
    const byIds = list({ "filter.locationIds": `${b?.locationId},${a?.locationId},99999999` })
    expect(byIds.stores.map((s) => s.locationId)).toStrictEqual([a?.locationId, b?.locationId])
    assert.strictEqual(byIds.total, 2)
  })
})

describe("storeFilters and findStore", () => {
  it("counts banners, departments and store types, sorted by code, without excluded brands", () => {
    const filters = Q.storeFilters(stores)
    const shown = stores.filter((s) => !excluded(s))
    assert.strictEqual(
      filters.banners.reduce((n, f) => n + f.count, 0),
      shown.length
    )
    assert.strictEqual(
      filters.storeTypes.reduce((n, f) => n + f.count, 0),
      shown.length
    )
    for (const facets of [filters.banners, filters.departments, filters.storeTypes]) {
      const codes = facets.map((f) => String(f.code))
      expect(codes).toStrictEqual([...codes].sort())
    }
    const pickup = filters.departments.find((f) => f.code === "94")
    assert.strictEqual(pickup?.name, "Pickup")
    assert.strictEqual(pickup?.count, shown.filter((s) => (s.departments ?? []).some((d) => d.code === "94")).length)
    assert.strictEqual(filters.banners.find((f) => f.code === "Harbor Foods")?.name, "Harbor Foods")
  })

  it("finds a store by location id, excluded brands too", () => {
    const shell = stores.find((s) => s.brand === "SHELL COMPANY")
    if (shell === undefined) return assert.fail("the seed has a SHELL COMPANY store")
    assertSome(Q.findStore(stores, shell.locationId), shell)
    assertNone(Q.findStore(stores, "99999999"))
  })
})
