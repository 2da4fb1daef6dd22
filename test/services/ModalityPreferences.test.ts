import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { isModalityOptionsCall, ModalityPreferences, RequestContext, ShoppingContext } from "atlas-client"
import { bodyOf, mswShopper, signInSession } from "../support/upstream.js"

const { requests, upstream, run, api, last } = mswShopper(ModalityPreferences.Default.pipe(Layer.provideMerge(ShoppingContext.memory)))

const pickupAt = (locationId: string) => ({ modalityType: "PICKUP", source: "Options", destination: { location: { locationId } } }) as const
const deliveryTo = (postalCode: string, addressLines?: ReadonlyArray<string>) =>
  ({
    modalityType: "DELIVERY",
    source: "Options",
    destination: { address: { postalCode, ...(addressLines === undefined ? {} : { addressLines }) } }
  }) as const

/** Signs the client's session in as a seeded shopper (the session is opened by a first call). */
const signInAs = (shopperId: string) => signInSession(upstream, shopperId)

describe("ModalityPreferences through the reference upstream (msw)", () => {
  it.live("getPreferences: GET /modality/preferences; none for a new visitor (404 → Option.none)", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        const none = yield* service.getPreferences()
        assert.isTrue(Option.isNone(none))
        const request = last()
        assert.strictEqual(request.method, "GET")
        assert.strictEqual(request.url, `${api}/modality/preferences`)
        assert.strictEqual(request.headers.get("x-call-origin"), "ModalityPreferences.getPreferences")
        assert.strictEqual(request.headers.get("x-channel"), "WEB")
        assert.strictEqual(request.headers.get("idempotency-key"), null)
        assert.strictEqual(request.headers.get("x-xsrf-token"), null)
        assert.strictEqual(request.headers.get("x-modality"), null)
      })
    )
  )

  it.live("a seeded shopper's preferences: pickup active and primary, with LAF, store details and version", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        yield* service.getPreferences()
        yield* signInAs("shopper-ava")
        const prefs = Option.getOrThrow(yield* service.getPreferences())
        assert.strictEqual(prefs.activeModality, "PICKUP")
        assert.strictEqual(prefs.primaryModality.PICKUP, prefs.modalities[0]?.id)
        assert.strictEqual(prefs.lafObject?.[0]?.sources[0].storeId, "01400316")
        assert.strictEqual(prefs.storeDetails?.[0]?.locationId, "01400316")
        assert.strictEqual(prefs.geoLocationV1?.proxyStore, "01400316")
        assert.isFalse(prefs.hasIncompleteModalities)
      })
    )
  )

  it.live("createPreferences: POST, keyed (Idempotency-Key, XSRF), body with the upper-case type; the context follows", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        yield* service.getPreferences()
        const prefs = yield* service.createPreferences({ ...pickupAt("01400372"), modalityType: "pickup" })
        const request = last()
        assert.strictEqual(request.method, "POST")
        assert.strictEqual(request.url, `${api}/modality/preferences`)
        assert.match(request.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        assert.isNotNull(request.headers.get("x-xsrf-token"))
        expect(yield* bodyOf(request)).toStrictEqual({
          modality: { modalityType: "PICKUP", source: "Options", destination: { location: { locationId: "01400372" } } },
          activate: true
        })
        assert.strictEqual(prefs.activeModality, "PICKUP")
        assert.strictEqual(prefs.modalities.length, 1)
        const ctx = yield* (yield* RequestContext).get
        assert.strictEqual(ctx.modality?.type, "PICKUP")
        assert.strictEqual(ctx.modality?.locationId, "01400372")
        const unknown = yield* service.updatePreferences(pickupAt("01499999")).pipe(Effect.flip)
        assert.strictEqual(unknown._tag, "UpstreamError")
        if (unknown._tag === "UpstreamError") assert.strictEqual(unknown.errors[0]?.code, "UNKNOWN_LOCATION")
        const again = yield* service.createPreferences(pickupAt("01400316")).pipe(Effect.flip)
        assert.strictEqual(again._tag, "UpstreamError")
        if (again._tag === "UpstreamError") assert.strictEqual(again.errors[0]?.code, "MODALITY_PREFERENCES_EXIST")
      })
    )
  )

  it.live("updatePreferences: PUT, keyed; merged server-side by the spec §4 rules; a caller's key is reused", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        yield* service.createPreferences(deliveryTo("45202"))
        const withLines = yield* service.updatePreferences(deliveryTo("45202", ["1014 Vine St"]), {
          idempotencyKey: "11111111-2222-3333-4444-555555555555"
        })
        const request = last()
        assert.strictEqual(request.method, "PUT")
        assert.strictEqual(request.url, `${api}/modality/preferences`)
        assert.strictEqual(request.headers.get("idempotency-key"), "11111111-2222-3333-4444-555555555555")
        expect((yield* bodyOf(request)).modality).toStrictEqual(deliveryTo("45202", ["1014 Vine St"]))
        assert.strictEqual(withLines.modalities.length, 1, "the street address replaced the postal-only one")
        const pickup = yield* service.updatePreferences(pickupAt("01400372"))
        assert.strictEqual(pickup.activeModality, "DELIVERY", "not activated")
        assert.strictEqual(pickup.modalities.length, 2)
        const activated = yield* service.updatePreferences(pickupAt("01400372"), { activate: true })
        assert.strictEqual(activated.activeModality, "PICKUP")
        assert.strictEqual(activated.modalities.length, 2, "the same store is reused")
        expect((yield* bodyOf(last())).activate).toStrictEqual(true)
        assert.strictEqual(upstream.calls("ModalityPreferences.updatePreferences").length, 3)
      })
    )
  )

  it.live("keyed writes are applied once: the same key replays, the same key with another body is IdempotencyKeyReused", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        yield* service.createPreferences(pickupAt("01400372"))
        const key = { idempotencyKey: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee" }
        const first = yield* service.updatePreferences(deliveryTo("45220"), key)
        const replay = yield* service.updatePreferences(deliveryTo("45220"), key)
        assert.strictEqual(replay.versionKey, first.versionKey)
        expect(replay.modalities.map((m) => m.id)).toStrictEqual(first.modalities.map((m) => m.id))
        const reused = yield* service.updatePreferences(deliveryTo("45202"), key).pipe(Effect.flip)
        assert.strictEqual(reused._tag, "IdempotencyKeyReused")
        const now = Option.getOrThrow(yield* service.getPreferences())
        assert.strictEqual(now.versionKey, first.versionKey, "nothing else was applied")
      })
    )
  )

  it.live("rule errors are typed and nothing is sent: lat/lng only, incomplete street address", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        const latLng = yield* service
          .updatePreferences({
            modalityType: "DELIVERY",
            source: "Options",
            destination: { address: { location: { lat: 39.1, lng: -84.5 } } }
          })
          .pipe(Effect.flip)
        assert.strictEqual(latLng._tag, "InvalidModality")
        assert.strictEqual(latLng.message, "address needs at least a postalCode")
        const street = yield* service
          .createPreferences({
            modalityType: "SHIP",
            source: "Options",
            destination: { address: { addressLines: ["  "], postalCode: "" } }
          })
          .pipe(Effect.flip)
        assert.strictEqual(street._tag, "InvalidModality")
        assert.strictEqual(requests.length, 0)
      })
    )
  )

  it.live("the upstream applies the same rules to a raw request: 400 INVALID_MODALITY with the spec's message", () =>
    Effect.promise(async () => {
      const first = await upstream.handle("atlas", new Request(`${api}/modality/preferences`))
      const cookies = first.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ")
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? ""
      const response = await upstream.handle(
        "atlas",
        new Request(`${api}/modality/preferences`, {
          method: "PUT",
          headers: { cookie: cookies, "x-xsrf-token": xsrf, "idempotency-key": "k1", "content-type": "application/json" },
          body: JSON.stringify({
            modality: { modalityType: "Delivery", source: "Options", destination: { address: { location: { lat: 39.1, lng: -84.5 } } } }
          })
        })
      )
      assert.strictEqual(response.status, 400)
      const body = (await response.json()) as { errors: Array<{ code: string; reason: string }> }
      assert.strictEqual(body.errors[0]?.code, "INVALID_MODALITY")
      assert.strictEqual(body.errors[0]?.reason, "address needs at least a postalCode")
    })
  )

  it.live("setActiveModality: PUT .../setActiveModality, keyed; NoPrimaryModality with the spec's message", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        yield* service.createPreferences(pickupAt("01400372"))
        yield* service.updatePreferences(deliveryTo("45202"))
        const missing = yield* service.setActiveModality("ship").pipe(Effect.flip)
        assert.strictEqual(missing._tag, "NoPrimaryModality")
        assert.strictEqual(missing.message, "No primary modality of type SHIP exists for this user")
        const request = last()
        assert.strictEqual(request.url, `${api}/modality/preferences/setActiveModality`)
        assert.strictEqual(request.method, "PUT")
        assert.isNotNull(request.headers.get("idempotency-key"))
        expect(yield* bodyOf(request)).toStrictEqual({ modalityType: "SHIP" })
        const prefs = yield* service.setActiveModality("Delivery")
        assert.strictEqual(prefs.activeModality, "DELIVERY")
        const ctx = yield* (yield* RequestContext).get
        expect(ctx.modality?.type).toStrictEqual("DELIVERY")
        assert.strictEqual(ctx.modality?.postalCode, "45202")
        assert.isDefined(ctx.modality?.laf, "the LAF object of the active type rides along")
      })
    )
  )

  it.live(
    "getFees: POST /modality/fees with the placeholders; promos FIRST_FREE, DELIVERY_SAVINGS_PASS; memberships BOOST, BOOST_LITE, DSP",
    () =>
      run(
        Effect.gen(function* () {
          const service = yield* ModalityPreferences
          const basic = yield* service.getFees({
            modalityTypes: ["PICKUP", "delivery", "SHIP", "IN_STORE"],
            basket: { subtotal: 20, itemCount: 4 }
          })
          const request = last()
          assert.strictEqual(request.url, `${api}/modality/fees`)
          assert.strictEqual(request.method, "POST")
          assert.strictEqual(request.headers.get("idempotency-key"), null)
          expect(yield* bodyOf(request)).toStrictEqual({
            orderId: "DEFAULT_ORDER_ID",
            profileId: "DEFAULT_PROFILE_ID",
            modalityTypes: ["PICKUP", "DELIVERY", "SHIP", "IN_STORE"],
            basket: { subtotal: 20, itemCount: 4 }
          })
          expect(basic.fees.map((f) => [f.modalityType, f.fee])).toStrictEqual([
            ["PICKUP", 4.95],
            ["DELIVERY", 9.95],
            ["SHIP", 7.99],
            ["IN_STORE", 0]
          ])
          const big = yield* service.getFees({ modalityTypes: ["PICKUP", "DELIVERY"], basket: { subtotal: 40, itemCount: 9 } })
          expect(big.fees.map((f) => f.fee)).toStrictEqual([0, 6.95])
          const first = yield* service.getFees({
            modalityTypes: ["DELIVERY"],
            basket: { subtotal: 20, itemCount: 1 },
            promoTypes: ["FIRST_FREE"],
            orderId: "o-1",
            profileId: "p-1"
          })
          expect([first.orderId, first.profileId, first.fees[0]?.fee, first.fees[0]?.promoType]).toStrictEqual([
            "o-1",
            "p-1",
            0,
            "FIRST_FREE"
          ])
          const pass = yield* service.getFees({
            modalityTypes: ["DELIVERY"],
            basket: { subtotal: 40, itemCount: 1 },
            promoTypes: ["DELIVERY_SAVINGS_PASS"]
          })
          expect([pass.fees[0]?.fee, pass.fees[0]?.discount, pass.fees[0]?.promoType]).toStrictEqual([0, 6.95, "DELIVERY_SAVINGS_PASS"])
          const fee = (membershipType: "BOOST" | "BOOST_LITE" | "DSP", type: "DELIVERY" | "SHIP", subtotal: number) =>
            Effect.map(
              service.getFees({ modalityTypes: [type], basket: { subtotal, itemCount: 1 }, membershipType }),
              (r) => r.fees[0]?.fee
            )
          assert.strictEqual(yield* fee("BOOST", "DELIVERY", 35), 0)
          assert.strictEqual(yield* fee("BOOST_LITE", "DELIVERY", 40), 6.95)
          assert.strictEqual(yield* fee("BOOST_LITE", "DELIVERY", 50), 0)
          assert.strictEqual(yield* fee("DSP", "DELIVERY", 35), 0)
          assert.strictEqual(yield* fee("DSP", "SHIP", 20), 7.99)
          const bad = yield* service.getFees({ modalityTypes: [], basket: { subtotal: 1, itemCount: 1 } }).pipe(Effect.flip)
          assert.strictEqual(bad._tag, "InvalidModality")
          const negative = yield* service.getFees({ modalityTypes: ["SHIP"], basket: { subtotal: -1, itemCount: 1 } }).pipe(Effect.flip)
          assert.strictEqual(negative._tag, "RequestValidationError")
          assert.strictEqual(negative.message, "Expecting modality fees request")
        })
      )
  )

  it.live("isAddressValidForModality: POST /modality/addressvalidformodality from the zip data and the stores", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        const ok = yield* service.isAddressValidForModality("delivery", { postalCode: "45202", addressLines: ["1014 Vine St"] })
        expect(yield* bodyOf(last())).toStrictEqual({
          modalityType: "DELIVERY",
          address: { postalCode: "45202", addressLines: ["1014 Vine St"] }
        })
        assert.strictEqual(last().url, `${api}/modality/addressvalidformodality`)
        assert.isTrue(ok.valid)
        const unknown = yield* service.isAddressValidForModality("SHIP", { postalCode: "00000" })
        assert.isFalse(unknown.valid)
        assert.include(unknown.reasons.join(" "), "Unknown postal code 00000")
        const far = yield* service.isAddressValidForModality("PICKUP", { postalCode: "99501" })
        assert.isFalse(far.valid, "no store near Anchorage")
        assert.isTrue((yield* service.isAddressValidForModality("SHIP", { postalCode: "99501" })).valid)
      })
    )
  )

  it.live("getOptions: POST /modality/options; stores near a zip or a point per modality", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        const near = yield* service.getOptions({ postalCode: "45202" })
        assert.strictEqual(last().url, `${api}/modality/options`)
        expect(yield* bodyOf(last())).toStrictEqual({ postalCode: "45202" })
        expect(near.options.map((o) => o.modalityType)).toStrictEqual(["PICKUP", "DELIVERY", "SHIP", "IN_STORE"])
        const pickup = near.options[0]
        assert.isTrue(pickup?.available)
        assert.isTrue((pickup?.stores.length ?? 0) > 0 && (pickup?.stores ?? []).every((s) => s.distanceMiles <= 30))
        const point = yield* service.getOptions({ location: { lat: 61.2, lng: -149.9 }, modalityTypes: ["in-store", "SHIP"] })
        expect(point.options.map((o) => [o.modalityType, o.available])).toStrictEqual([
          ["IN_STORE", false],
          ["SHIP", true]
        ])
        assert.isTrue(isModalityOptionsCall("ModalityPreferences.getOptions", last().url), "never an analytics scenario")
        const error = yield* service.getOptions({ postalCode: "00000" }).pipe(Effect.flip)
        assert.strictEqual(error._tag, "UpstreamError")
        if (error._tag === "UpstreamError") assert.strictEqual(error.errors[0]?.code, "INVALID_POSTAL_CODE")
      })
    )
  )

  it.live("getLaf: GET /laf/v1/get from the active modality (x-modality); 404 without one", () =>
    run(
      Effect.gen(function* () {
        const service = yield* ModalityPreferences
        const none = yield* service.getLaf().pipe(Effect.flip)
        assert.strictEqual(none._tag, "UpstreamError")
        if (none._tag === "UpstreamError") assert.strictEqual(none.status, 404)
        const shopping = yield* ShoppingContext
        yield* shopping.setActive({ type: "PICKUP", locationId: "01400372" })
        const laf = yield* service.getLaf()
        assert.strictEqual(last().url, `${api}/laf/v1/get`)
        assert.strictEqual(last().headers.get("x-modality"), '{"type":"PICKUP","locationId":"01400372"}')
        expect(laf.modality.handoffLocation).toStrictEqual({ storeId: "01400372", locationId: "01400372" })
        assert.strictEqual(laf.sources[0].storeId, "01400372")
        yield* shopping.setActive({ type: "DELIVERY", postalCode: "45202" })
        const delivery = yield* service.getLaf()
        assert.strictEqual(delivery.modality.type, "DELIVERY")
        assert.strictEqual(delivery.modality.handoffAddress?.postalCode, "45202")
        assert.isString(delivery.sources[0].storeId)
      })
    )
  )
})
