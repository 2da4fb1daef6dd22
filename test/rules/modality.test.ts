import { assert, describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import {
  ADDRESS_NEEDS_POSTAL_CODE,
  activeModalityOf,
  addModality,
  createPreferences,
  findEqualModality,
  isIncomplete,
  isTrustedSource,
  lafObject,
  type ModalityInput,
  modalityHeader,
  NoPrimaryModality,
  primaryModalityOf,
  setActiveModality,
  STREET_ADDRESS_INCOMPLETE,
  validateModality
} from "atlas-client/rules"
import { GeoLocationV1, ModalityPreferenceSet, ModalityType, modalityTypes, noPrimaryModalityMessage } from "atlas-client"

const T0 = "2025-03-01T10:00:00.000Z"
const T1 = "2025-03-02T10:00:00.000Z"
const T2 = "2025-03-03T10:00:00.000Z"

const pickup = (id: string, locationId: string, extra: Partial<ModalityInput> = {}): ModalityInput => ({
  id,
  modalityType: "PICKUP",
  createdDate: T0,
  source: "Options",
  destination: { location: { locationId, storeId: locationId } },
  ...extra
})
const delivery = (id: string, postalCode: string, lines?: ReadonlyArray<string>, extra: Partial<ModalityInput> = {}): ModalityInput => ({
  id,
  modalityType: "DELIVERY",
  createdDate: T0,
  source: "Options",
  destination: { address: { postalCode, ...(lines === undefined ? {} : { addressLines: lines }) } },
  ...extra
})
const ok = <A, E>(e: Either.Either<A, E>): A => Either.getOrThrowWith(e, (err) => new Error(`expected Right, got ${String(err)}`))

describe("modality rules: validation (spec §5)", () => {
  it("a delivery with only lat/lng and no street address: 'address needs at least a postalCode'", () => {
    for (const destination of [
      { address: { location: { lat: 39.1, lng: -84.5 } } },
      { location: { lat: 39.1, lng: -84.5 } },
      {},
      { address: null }
    ]) {
      const result = validateModality({ ...delivery("d", "45202"), destination })
      assert.isTrue(Either.isLeft(result))
      if (Either.isLeft(result)) {
        assert.strictEqual(result.left.message, ADDRESS_NEEDS_POSTAL_CODE)
        assert.strictEqual(result.left.message, "address needs at least a postalCode")
        assert.strictEqual(result.left.reason, "NoPostalCode")
      }
    }
  })

  it("a street address needs at least one non-empty part and a string postalCode", () => {
    const bad = [
      { addressLines: ["1014 Vine St"], postalCode: 45202 },
      { addressLines: ["1014 Vine St"] },
      { addressLines: ["  ", ""], cityTown: " ", postalCode: "" }
    ]
    for (const address of bad) {
      const result = validateModality({ ...delivery("d", "x"), destination: { address } })
      assert.isTrue(Either.isLeft(result), JSON.stringify(address))
      if (Either.isLeft(result)) assert.strictEqual(result.left.message, STREET_ADDRESS_INCOMPLETE)
    }
    assert.isTrue(Either.isRight(validateModality(delivery("d", "45202"))))
    assert.isTrue(
      Either.isRight(validateModality({ ...delivery("d", ""), destination: { address: { postalCode: "", addressLines: ["1 Main St"] } } }))
    )
  })

  it("pickup and in-store need a location with a locationId; any spelling of the type, upper-case out", () => {
    assert.isTrue(Either.isLeft(validateModality({ ...pickup("p", ""), destination: { location: { locationId: "" } } })))
    assert.isTrue(Either.isLeft(validateModality({ ...pickup("p", "x"), destination: { address: { postalCode: "45202" } } })))
    for (const spelling of ["in-store", "InStore", "IN_STORE"] as const) {
      assert.strictEqual(ok(validateModality({ ...pickup("p", "01400943"), modalityType: spelling })).modalityType, "IN_STORE")
    }
    assert.strictEqual(ok(validateModality({ ...delivery("d", "45202"), modalityType: "ship" })).modalityType, "SHIP")
    assert.isTrue(ok(validateModality(pickup("p", "01400943"))).isTrustedSource)
    assert.isFalse(ok(validateModality(pickup("p", "01400943", { source: "LOCATION_AUTOGEN" }))).isTrustedSource)
  })
})

describe("modality rules: sources (spec §3, DESIGN mapping)", () => {
  it("trusted: only options, profile, fallback shopping context and landing page", () => {
    for (const s of ["Options", "MODALITY_OPTIONS", "Profile", "PROFILE", "FALLBACK_SHOPPING_CONTEXT", "LANDING_PAGE"])
      assert.isTrue(isTrustedSource(s), s)
    for (const s of [
      "LOCATION_AUTOGEN",
      "SHIP_AUTOGEN",
      "DEFAULT_ACTIVE_MODALITY_COOKIE",
      "FALLBACK_ACTIVE_MODALITY_COOKIE",
      "DEFAULT_MODALITY_ADDRESS",
      "DEFAULT_MODALITY_CRAWLER",
      "DEFAULT_MODALITY_UNKNOWN",
      "FROM_ACTIVE",
      "options"
    ])
      assert.isFalse(isTrustedSource(s), s)
  })

  it("incomplete: missing, or any source outside profile, ship/location autogen, fallback context, options, landing page", () => {
    assert.isTrue(isIncomplete(undefined))
    assert.isTrue(isIncomplete(null))
    assert.isTrue(isIncomplete({}))
    assert.isFalse(isIncomplete({ modalities: [] }))
    for (const s of [
      "Profile",
      "PROFILE",
      "SHIP_AUTOGEN",
      "LOCATION_AUTOGEN",
      "FALLBACK_SHOPPING_CONTEXT",
      "Options",
      "MODALITY_OPTIONS",
      "LANDING_PAGE"
    ]) {
      assert.isFalse(isIncomplete({ modalities: [{ source: s }] }), s)
    }
    for (const s of [
      "DEFAULT_ACTIVE_MODALITY_COOKIE",
      "FALLBACK_ACTIVE_MODALITY_COOKIE",
      "DEFAULT_MODALITY_ADDRESS",
      "DEFAULT_MODALITY_CRAWLER",
      "DEFAULT_MODALITY_UNKNOWN",
      "FROM_ACTIVE"
    ]) {
      assert.isTrue(isIncomplete({ modalities: [{ source: "PROFILE" }, { source: s }] }), s)
    }
  })
})

describe("modality rules: preferences (spec §4)", () => {
  it("createPreferences: the one modality is active and primary", () => {
    const prefs = ok(createPreferences(pickup("p1", "01400943"), { now: T1 }))
    assert.strictEqual(prefs.activeModality, "PICKUP")
    expect(prefs.primaryModality).toStrictEqual({ PICKUP: "p1" })
    assert.strictEqual(prefs.modalities.length, 1)
    assert.strictEqual(prefs.modalities[0]?.createdDate, T1)
    assert.isFalse(prefs.hasIncompleteModalities)
  })

  it("location modalities match on type and locationId: reused, created date refreshed, source upgraded only to Profile or Options", () => {
    let prefs = ok(createPreferences(pickup("p1", "01400943", { source: "LOCATION_AUTOGEN" })))
    prefs = ok(addModality(prefs, pickup("p2", "01400943", { source: "LANDING_PAGE" }), { now: T1 }))
    assert.strictEqual(prefs.modalities.length, 1)
    assert.strictEqual(prefs.modalities[0]?.id, "p1")
    assert.strictEqual(prefs.modalities[0]?.createdDate, T1)
    assert.strictEqual(prefs.modalities[0]?.source, "LOCATION_AUTOGEN")
    prefs = ok(addModality(prefs, pickup("p3", "01400943", { source: "PROFILE" }), { now: T2 }))
    assert.strictEqual(prefs.modalities[0]?.source, "PROFILE")
    assert.isTrue(prefs.modalities[0]?.isTrustedSource)
    prefs = ok(addModality(prefs, pickup("p4", "01400943", { modalityType: "IN_STORE" }), { now: T2 }))
    assert.strictEqual(prefs.modalities.length, 2, "same store, other type: a new modality")
  })

  it("the primary for the type becomes the chosen one; active changes only when asked or none set", () => {
    let prefs = ok(createPreferences(pickup("p1", "01400943")))
    prefs = ok(addModality(prefs, delivery("d1", "45202"), { now: T1 }))
    assert.strictEqual(prefs.activeModality, "PICKUP")
    expect(prefs.primaryModality).toStrictEqual({ PICKUP: "p1", DELIVERY: "d1" })
    prefs = ok(addModality(prefs, pickup("p2", "01400316"), { now: T1 }))
    assert.strictEqual(prefs.primaryModality.PICKUP, "p2")
    assert.strictEqual(prefs.activeModality, "PICKUP")
    prefs = ok(addModality(prefs, delivery("d2", "45220"), { now: T2, activate: true }))
    assert.strictEqual(prefs.activeModality, "DELIVERY")
    assert.strictEqual(prefs.primaryModality.DELIVERY, "d2")
    const noneActive = ok(addModality({ primaryModality: {}, modalities: [] }, delivery("d9", "45202")))
    assert.strictEqual(noneActive.activeModality, "DELIVERY")
  })

  it("address modalities: with address lines a full address match is needed; without, the most recent one with lines", () => {
    let prefs = ok(createPreferences(delivery("a", "45202", ["1014 Vine St"], { createdDate: T0 })))
    prefs = ok(addModality(prefs, delivery("b", "45202", ["200 Main St"], { createdDate: T1 })))
    assert.strictEqual(prefs.modalities.length, 2)
    prefs = ok(addModality(prefs, delivery("c", "45202", ["  1014  VINE st "]), { now: T2 }))
    assert.strictEqual(prefs.modalities.length, 2, "the same street address, spelled differently, is the same")
    assert.strictEqual(prefs.primaryModality.DELIVERY, "a")
    const postalOnly = ok(addModality(prefs, delivery("d", "45202"), { now: T2 }))
    assert.strictEqual(postalOnly.modalities.length, 2)
    assert.strictEqual(postalOnly.primaryModality.DELIVERY, "a", "a was refreshed at T2, the most recent with lines")
    const other = ok(addModality(prefs, delivery("e", "45220"), { now: T2 }))
    assert.strictEqual(other.modalities.length, 3)
  })

  it("a new street-address modality replaces older ones of the same type and postal code lacking address lines", () => {
    let prefs = ok(createPreferences(delivery("a", "45202")))
    prefs = ok(addModality(prefs, delivery("s", "45202", undefined, { modalityType: "SHIP" })))
    prefs = ok(addModality(prefs, delivery("b", "45202", ["1014 Vine St"]), { now: T1 }))
    expect(prefs.modalities.map((m) => m.id).sort()).toStrictEqual(["b", "s"])
    assert.strictEqual(prefs.primaryModality.DELIVERY, "b")
    assert.strictEqual(prefs.primaryModality.SHIP, "s")
    const again = ok(addModality(prefs, delivery("c", "45202"), { now: T2 }))
    assert.strictEqual(again.primaryModality.DELIVERY, "b", "postal-only picks the one with lines")
  })

  it("findEqualModality without lines and none with lines: the most recent of the postal code", () => {
    const m = (id: string, date: string) => ok(validateModality(delivery(id, "45202", undefined, { createdDate: date })))
    assert.strictEqual(Option.getOrThrow(findEqualModality([m("x", T0), m("y", T2), m("z", T1)], m("n", T2))).id, "y")
  })

  it("errors pass through: an invalid modality leaves the preferences alone", () => {
    const prefs = ok(createPreferences(pickup("p1", "01400943")))
    const result = addModality(prefs, { ...delivery("d", "x"), destination: { address: { location: { lat: 39.1, lng: -84.5 } } } })
    assert.isTrue(Either.isLeft(result))
  })

  it("'No primary modality of type {type} exists for this user'", () => {
    const prefs = ok(createPreferences(pickup("p1", "01400943")))
    const result = setActiveModality(prefs, "SHIP")
    assert.isTrue(Either.isLeft(result))
    if (Either.isLeft(result)) {
      assert.instanceOf(result.left, NoPrimaryModality)
      assert.strictEqual(result.left.message, "No primary modality of type SHIP exists for this user")
      assert.strictEqual(result.left.message, noPrimaryModalityMessage("SHIP"))
    }
    const withDelivery = ok(addModality(prefs, delivery("d", "45202")))
    assert.strictEqual(ok(setActiveModality(withDelivery, "DELIVERY")).activeModality, "DELIVERY")
    assert.strictEqual(ok(primaryModalityOf(withDelivery, "DELIVERY")).id, "d")
    assert.strictEqual(Option.getOrThrow(activeModalityOf(withDelivery)).id, "p1")
  })
})

describe("modality header and LAF object (spec §3, DESIGN header table)", () => {
  it("pickup and in-store: type plus locationId", () => {
    const m = ok(validateModality(pickup("p", "01400943")))
    expect(modalityHeader(m)).toStrictEqual({ type: "PICKUP", locationId: "01400943" })
    assert.strictEqual(JSON.stringify(modalityHeader(m)), '{"type":"PICKUP","locationId":"01400943"}')
    expect(modalityHeader({ type: "IN_STORE", locationId: "01400943", postalCode: "45202" })).toStrictEqual({
      type: "IN_STORE",
      locationId: "01400943"
    })
  })

  it("delivery and ship: type plus lat, lng and postalCode, each only when present", () => {
    const full = ok(
      validateModality({
        ...delivery("d", "45202"),
        destination: { address: { postalCode: "45202", location: { lat: 39.1, lng: -84.5 } } }
      })
    )
    assert.strictEqual(JSON.stringify(modalityHeader(full)), '{"type":"DELIVERY","lat":39.1,"lng":-84.5,"postalCode":"45202"}')
    expect(modalityHeader(ok(validateModality({ ...delivery("s", "45202"), modalityType: "SHIP" })))).toStrictEqual({
      type: "SHIP",
      postalCode: "45202"
    })
    expect(modalityHeader({ type: "DELIVERY", lat: 39.1 })).toStrictEqual({ type: "DELIVERY", lat: 39.1 })
    expect(modalityHeader({ type: "SHIP", locationId: "01400943" })).toStrictEqual({ type: "SHIP" })
  })

  it("LAF: a location with storeId for pickup, an address for delivery; the first source has a storeId", () => {
    const p = lafObject(ok(validateModality(pickup("p", "01400943"))), { storeId: "01400943" })
    expect(p).toStrictEqual({
      modality: { type: "PICKUP", handoffLocation: { storeId: "01400943", locationId: "01400943" } },
      sources: [{ storeId: "01400943" }]
    })
    const d = lafObject(ok(validateModality(delivery("d", "45202", ["1014 Vine St"]))), { storeId: "01400316" })
    expect(d.modality.handoffAddress).toStrictEqual({ postalCode: "45202", addressLines: ["1014 Vine St"] })
    assert.isUndefined(d.modality.handoffLocation)
  })
})

describe("modality vocabulary", () => {
  it("every spelling decodes; the upper-case one is encoded", () => {
    const decode = Schema.decodeUnknownSync(ModalityType)
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["Delivery", "DELIVERY"],
      ["Ship", "SHIP"],
      ["Pickup", "PICKUP"],
      ["InStore", "IN_STORE"],
      ["delivery", "DELIVERY"],
      ["ship", "SHIP"],
      ["pickup", "PICKUP"],
      ["in-store", "IN_STORE"],
      ["PICKUP", "PICKUP"],
      ["DELIVERY", "DELIVERY"],
      ["SHIP", "SHIP"],
      ["IN_STORE", "IN_STORE"]
    ]
    for (const [spelling, wire] of cases) assert.strictEqual(decode(spelling), wire)
    assert.throws(() => decode("Curbside"))
    for (const t of modalityTypes) assert.strictEqual(Schema.encodeSync(ModalityType)(t), t)
  })

  it("geoLocationV1: proxy store 00000000 is absent", () => {
    expect(Schema.decodeUnknownSync(GeoLocationV1)({ proxyStore: "00000000" })).toStrictEqual({})
    expect(Schema.decodeUnknownSync(GeoLocationV1)({ proxyStore: "01400943" })).toStrictEqual({ proxyStore: "01400943" })
  })

  it("preferences decode from the wire with any spelling and the whole vocabulary", () => {
    const prefs = Schema.decodeUnknownSync(ModalityPreferenceSet)({
      activeModality: "Pickup",
      primaryModality: { PICKUP: "p1" },
      modalities: [
        {
          id: "p1",
          modalityType: "pickup",
          createdDate: T0,
          source: "PROFILE",
          isTrustedSource: true,
          destination: {
            location: { locationId: "01400943", storeId: "01400943", address: { lat: 39.1, lng: -84.5, postalCode: "45202" } }
          }
        }
      ],
      lafObject: [
        {
          modality: { type: "PICKUP", handoffLocation: { storeId: "01400943", locationId: "01400943" } },
          sources: [{ storeId: "01400943" }]
        }
      ],
      storeDetails: [{ locationId: "01400943", address: { postalCode: "45202", addressLines: ["1 Main"] } }],
      capabilities: ["PICKUP"],
      featureToggles: { closeToStore: true },
      geoLocationV1: { proxyStore: "00000000" },
      versionKey: "v1",
      hasIncompleteModalities: false
    })
    assert.strictEqual(prefs.activeModality, "PICKUP")
    assert.strictEqual(prefs.modalities[0]?.modalityType, "PICKUP")
    assert.isUndefined(prefs.geoLocationV1?.proxyStore)
  })
})
