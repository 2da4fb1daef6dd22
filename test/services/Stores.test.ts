import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { RequestContext, Stores } from "atlas-client"
import { clientSession, mswShopper, transports } from "../support/upstream.js"

const { requests, upstream, runVia, api, last } = mswShopper(Stores.Default)

describe.each(transports)("Stores through the reference upstream (msw), via %s", (transport) => {
  const run = runVia(transport)

  it.effect("getStoreDetails: GET /stores/v1/details/{storeId} with every default header", () =>
    run(
      Effect.gen(function* () {
        const store = yield* Stores.pipe(Effect.flatMap((s) => s.getStoreDetails("01400316")))
        assert.strictEqual(store.locationId, "01400316")
        const request = last()
        assert.strictEqual(request.method, "GET")
        assert.strictEqual(request.url, `${api}/stores/v1/details/01400316`)
        assert.strictEqual(request.headers.get("content-type"), "application/json")
        assert.strictEqual(request.headers.get("accept"), "application/json")
        assert.strictEqual(request.headers.get("x-channel"), "WEB")
        assert.strictEqual(request.headers.get("x-call-origin"), "Stores.getStoreDetails")
        assert.match(request.headers.get("x-correlation-id") ?? "", /^[0-9a-f-]{36}$/)
        assert.strictEqual(request.headers.get("x-xsrf-token"), null)
        assert.strictEqual(request.headers.get("idempotency-key"), null)
        assert.strictEqual(request.headers.get("traceparent"), null)
        assert.strictEqual(request.headers.get("b3"), null)
        assert.strictEqual(request.credentials, "same-origin")
      })
    )
  )

  it.effect("an unknown store is a typed 404 with the envelope", () =>
    run(
      Effect.gen(function* () {
        const error = yield* Stores.pipe(
          Effect.flatMap((s) => s.getStoreDetails("99999999")),
          Effect.flip
        )
        assert.strictEqual(error._tag, "UpstreamError")
        if (error._tag !== "UpstreamError") return
        assert.strictEqual(error.status, 404)
        assert.strictEqual(error.message, "Request failed with status code 404")
        assert.strictEqual(error.errors[0]?.code, "STORE_NOT_FOUND")
        assert.strictEqual(error.errors[0]?.statusCode, 404)
      })
    )
  )

  it.effect("a malformed store id is 'Expecting store details request' and nothing is sent", () =>
    run(
      Effect.gen(function* () {
        const error = yield* Stores.pipe(
          Effect.flatMap((s) => s.getStoreDetails("1234")),
          Effect.flip
        )
        assert.strictEqual(error._tag, "RequestValidationError")
        assert.strictEqual(error.message, "Expecting store details request")
        assert.strictEqual(requests.length, 0)
      })
    )
  )

  it.effect("searchStores sends only non-empty filter.* params", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        const found = yield* stores.searchStores({ query: "45202", departments: [], banner: "", radiusInMiles: 25, maxResults: 5 })
        const url = new URL(last().url)
        assert.strictEqual(url.pathname, "/atlas/v1/stores/v1/search")
        expect([...url.searchParams.keys()].sort()).toStrictEqual(["filter.maxResults", "filter.query", "filter.radiusInMiles"])
        assert.strictEqual(url.searchParams.get("filter.query"), "45202")
        assert.strictEqual(url.searchParams.get("filter.radiusInMiles"), "25")
        assert.isTrue(found.stores.length > 0 && found.stores.length <= 5)
        const distances = found.stores.map((m) => m.distanceMiles)
        expect(distances).toStrictEqual([...distances].sort((a, b) => a - b))
        assert.isTrue(distances.every((d) => d <= 25))
      })
    )
  )

  it.effect("searchStores joins lists with commas and sends lat,lng and booleans as text", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        yield* stores.searchStores({
          latLng: { lat: 39.1, lng: -84.5 },
          departments: ["94" as never, "09" as never],
          open24Hours: true,
          storeType: "PU"
        })
        const url = new URL(last().url)
        assert.strictEqual(url.searchParams.get("filter.latLng"), "39.1,-84.5")
        assert.strictEqual(url.searchParams.get("filter.departments"), "94,09")
        assert.strictEqual(url.searchParams.get("filter.open24Hours"), "true")
        assert.strictEqual(url.searchParams.get("filter.storeType"), "PU")
        // On the wire the commas stay commas (DESIGN's spelling); other characters are encoded as before.
        assert.include(last().url, "filter.departments=94,09&filter.latLng=39.1,-84.5")
        yield* stores.searchStores({ query: "Main St, 100% %2C" })
        assert.include(last().url, "filter.query=Main+St,+100%25+%252C")
        assert.strictEqual(new URL(last().url).searchParams.get("filter.query"), "Main St, 100% %2C")
      })
    )
  )

  it.effect("a radius over 3000 miles is rejected before sending; 3000 is accepted", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        const error = yield* stores.searchStores({ query: "45202", radiusInMiles: 3000.5 }).pipe(Effect.flip)
        assert.strictEqual(error._tag, "RequestValidationError")
        assert.strictEqual(error.message, "Expecting store search request")
        if (error._tag === "RequestValidationError") assert.include(error.issues, "radiusInMiles must be between 0 and 3000")
        assert.strictEqual(requests.length, 0)
        yield* stores.searchStores({ query: "45202", radiusInMiles: 3000 })
        assert.strictEqual(requests.length, 1)
      })
    )
  )

  it.effect("searchByZip: 4- and 6-digit zips are InvalidZip with nothing sent; 5 digits searches", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        for (const zip of ["4520", "452021", "4520a", ""]) {
          const error = yield* stores.searchByZip(zip).pipe(Effect.flip)
          assert.strictEqual(error._tag, "InvalidZip")
          assert.strictEqual(error.message, "Enter a valid 5-digit ZIP code")
        }
        assert.strictEqual(requests.length, 0)
        const found = yield* stores.searchByZip("45202")
        assert.isTrue(found.stores.length > 0)
      })
    )
  )

  it.effect("searchByZip for pickup leaves out store types I, AL, WG; for in-store HS, I, X, D, MF, P, AL, WG", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        const all = yield* stores.searchStores({ query: "45202", radiusInMiles: 3000, maxResults: 500 })
        const pickup = yield* stores.searchByZip("45202", { modality: "PICKUP", radiusInMiles: 3000, maxResults: 500 })
        const inStore = yield* stores.searchByZip("45202", { modality: "IN_STORE", radiusInMiles: 3000, maxResults: 500 })
        const types = (ms: typeof all.stores) => new Set(ms.map((m) => m.store.storeType))
        for (const t of ["I", "AL", "WG"]) assert.isFalse(types(pickup.stores).has(t as never), `pickup has ${t}`)
        for (const t of ["HS", "I", "X", "D", "MF", "P", "AL", "WG"])
          assert.isFalse(types(inStore.stores).has(t as never), `in-store has ${t}`)
        assert.isTrue(
          ["I", "AL", "WG"].some((t) => types(all.stores).has(t as never)),
          "the seed has stores pickup must leave out"
        )
        assert.isTrue(pickup.stores.length > 0 && inStore.stores.length > 0)
      })
    )
  )

  it.effect("excluded brands SHELL COMPANY, BP, COVID, AMOCO are never returned", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        const all = yield* stores.searchStores({ latLng: { lat: 39.8283, lng: -98.5795 }, radiusInMiles: 3000, maxResults: 1000 })
        const brands = all.stores.map((m) => m.store.brand?.toUpperCase())
        for (const b of ["SHELL COMPANY", "BP", "COVID", "AMOCO"]) assert.notInclude(brands, b)
        assert.isTrue(
          upstream.state.stores.some((s) => ["SHELL COMPANY", "BP", "COVID", "AMOCO"].includes(s.brand ?? "")),
          "the seed has excluded brands"
        )
      })
    )
  )

  it.effect("locateStores without a location sends the default location 39.8283,-98.5795 with max results 1", () =>
    run(
      Effect.gen(function* () {
        const found = yield* Stores.pipe(Effect.flatMap((s) => s.locateStores()))
        const url = new URL(last().url)
        assert.strictEqual(url.pathname, "/atlas/v1/stores/v2/locator")
        assert.strictEqual(url.searchParams.get("filter.latLong"), "39.8283,-98.5795")
        assert.strictEqual(url.searchParams.get("filter.maxResults"), "1")
        assert.strictEqual(found.stores.length, 1)
      })
    )
  )

  it.effect("nearbyStores keeps stores within 30 miles, nearest first, and sends the modality's exclusions", () =>
    run(
      Effect.gen(function* () {
        const found = yield* Stores.pipe(Effect.flatMap((s) => s.nearbyStores({ lat: 39.1072, lng: -84.502 }, "PICKUP")))
        const url = new URL(last().url)
        assert.strictEqual(url.searchParams.get("filter.radiusInMiles"), "30")
        assert.strictEqual(url.searchParams.get("filter.excludeStoreTypes"), "I,AL,WG")
        assert.isTrue(found.stores.length > 0)
        assert.isTrue(found.stores.every((m) => m.distanceMiles <= 30))
      })
    )
  )

  it.effect("getStoreFilters and listStores", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        const filters = yield* stores.getStoreFilters()
        assert.isTrue(filters.departments.some((d) => d.code === "94"))
        assert.isTrue(filters.storeTypes.length > 0)
        const page = yield* stores.listStores({ "page.size": 10, "page.offset": 10 })
        assert.strictEqual(page.stores.length, 10)
        assert.isTrue(page.total >= 100)
        const url = new URL(last().url)
        assert.strictEqual(url.pathname, "/atlas/v1/stores/v1/list")
        assert.strictEqual(url.searchParams.get("page.size"), "10")
      })
    )
  )

  it.effect("modality headers come from the active modality in the request context", () =>
    run(
      Effect.gen(function* () {
        const ctx = yield* RequestContext
        yield* ctx.set({ modality: { type: "PICKUP", locationId: "01400943", facilityId: "14943" }, geoLocation: "zip=45202", abTest: "A" })
        yield* Stores.pipe(Effect.flatMap((s) => s.getStoreFilters()))
        const pickup = last().headers
        assert.strictEqual(pickup.get("x-modality"), '{"type":"PICKUP","locationId":"01400943"}')
        assert.strictEqual(pickup.get("x-modality-type"), "PICKUP")
        assert.strictEqual(pickup.get("x-facility-id"), "14943")
        assert.strictEqual(pickup.get("x-geo-location"), "zip=45202")
        assert.strictEqual(pickup.get("x-ab-test"), "A")
        yield* ctx.set({ modality: { type: "DELIVERY", lat: 39.1, lng: -84.5, postalCode: "45202" } })
        yield* Stores.pipe(Effect.flatMap((s) => s.getStoreFilters()))
        assert.strictEqual(last().headers.get("x-modality"), '{"type":"DELIVERY","lat":39.1,"lng":-84.5,"postalCode":"45202"}')
        yield* ctx.set({ modality: { type: "SHIP", postalCode: "45202" } })
        yield* Stores.pipe(Effect.flatMap((s) => s.getStoreFilters()))
        assert.strictEqual(last().headers.get("x-modality"), '{"type":"SHIP","postalCode":"45202"}')
        assert.strictEqual(last().headers.get("x-geo-location"), null)
      })
    )
  )

  it.effect("POST address validation echoes the XSRF cookie of the session; the upstream normalises", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        yield* stores.getStoreFilters() // opens the session: atlas_session and XSRF-TOKEN cookies
        const session = yield* clientSession(upstream)
        const result = yield* stores.validateAddress({ addressLines: ["2225  Ferguson Rd "], postalCode: "45238", stateProvince: "oh" })
        const request = last()
        assert.strictEqual(request.method, "POST")
        assert.strictEqual(request.headers.get("x-xsrf-token"), session.xsrfToken)
        assert.include(request.headers.get("cookie") ?? "", `atlas_session=${session.id}`)
        assert.isTrue(result.valid)
        assert.strictEqual(result.address.stateProvince, "OH")
        const bad = yield* stores.validateAddress({ postalCode: "00000" })
        assert.isFalse(bad.valid)
      })
    )
  )

  it.effect("address validation of an invalid request is 'Invalid Request' from the upstream", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        const error = yield* stores.validateAddress({ addressLines: ["", " "], postalCode: "45202" }).pipe(Effect.flip)
        assert.strictEqual(error._tag, "AddressValidationError")
        if (error._tag === "AddressValidationError") {
          assert.strictEqual(error.status, 400)
          assert.strictEqual(error.reason, "Invalid Request")
          assert.strictEqual(error.message, "Invalid Request")
        }
      })
    )
  )

  it.effect("findSimilarAddresses returns addresses on the same street", () =>
    run(
      Effect.gen(function* () {
        const similar = yield* Stores.pipe(
          Effect.flatMap((s) => s.findSimilarAddresses({ addressLines: ["100 Main St"], postalCode: "45202" }))
        )
        assert.isTrue(similar.length > 0)
        assert.strictEqual(similar[0]?.postalCode, "45202")
        expect(similar[0]?.addressLines).toStrictEqual(["100 Main St"])
        assert.strictEqual(last().url, `${api}/locator/findSimilarAddresses`)
      })
    )
  )

  it.effect("a state-changing call with a wrong XSRF token is refused by the upstream (403)", () =>
    Effect.gen(function* () {
      const raw = yield* Effect.promise(async () => {
        const first = await fetch(`${api}/stores/v2/filters`)
        const cookie = first.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ")
        return fetch(`${api}/locator/address-validation`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", "x-xsrf-token": "forged" },
          body: JSON.stringify({ address: { postalCode: "45202" } })
        })
      })
      assert.strictEqual(raw.status, 403)
      const body = (yield* Effect.promise(() => raw.json())) as { errors: Array<{ code: string }> }
      assert.strictEqual(body.errors[0]?.code, "XSRF_TOKEN_MISMATCH")
    })
  )
})
