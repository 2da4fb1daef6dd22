import { assert, describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import { seedState } from "atlas-client/testing"
import { addressValidForModality, decorate, feeFor, modalityOptions, sourceOf } from "../../../src/upstream/modality/queries.js"
import { modalityId, seedModality } from "../../../src/upstream/modality/state.js"

const { stores } = seedState()
const cincinnati = { lat: 39.1, lng: -84.51 }

describe("reference upstream: modality queries", () => {
  it("the seed: Ava picks up at 01400316, deterministic ids", () => {
    const a = seedModality()
    const b = seedModality()
    expect([...a.preferences.entries()]).toStrictEqual([...b.preferences.entries()])
    const ava = a.preferences.get("shopper-ava")
    assert.strictEqual(ava?.activeModality, "PICKUP")
    assert.strictEqual(ava?.primaryModality.PICKUP, modalityId(1))
    assert.strictEqual(modalityId(7), "mod-000007")
  })

  it("fees: schedules, then the membership, then the first promo that applies", () => {
    const basket = (subtotal: number) => ({ subtotal, itemCount: 1 })
    assert.strictEqual(feeFor("PICKUP", { basket: basket(34.99) }).fee, 4.95)
    assert.strictEqual(feeFor("PICKUP", { basket: basket(35) }).fee, 0)
    assert.strictEqual(feeFor("PICKUP", { basket: basket(35) }).freeOver, 35)
    assert.strictEqual(feeFor("DELIVERY", { basket: basket(35) }).fee, 6.95)
    assert.strictEqual(feeFor("IN_STORE", { basket: basket(1), membershipType: "BOOST" }).fee, 0)
    const both = feeFor("DELIVERY", { basket: basket(40), membershipType: "DSP", promoTypes: ["DELIVERY_SAVINGS_PASS"] })
    expect([both.fee, both.membershipType, both.promoType]).toStrictEqual([0, "DSP", undefined])
    const promo = feeFor("SHIP", { basket: basket(10), promoTypes: ["FIRST_FREE"] })
    expect([promo.fee, promo.promoType], "FIRST_FREE does not cover ship").toStrictEqual([7.99, undefined])
  })

  it("options: pickup stores have the pickup department and are eligible; ship is always available", () => {
    const [pickup, inStore, delivery, ship] = modalityOptions(stores, cincinnati, ["PICKUP", "IN_STORE", "DELIVERY", "SHIP"])
    assert.isTrue(pickup?.available && inStore?.available && delivery?.available && ship?.available)
    for (const s of pickup?.stores ?? []) {
      const store = stores.find((x) => x.locationId === s.locationId)
      assert.isTrue((store?.departments ?? []).some((d) => d.code === "94"))
      assert.notInclude(["I", "AL", "WG"], store?.storeType)
    }
    assert.isTrue((pickup?.stores.length ?? 0) <= 5)
  })

  it("address validity and sources: delivery near stores, a fulfilment centre for ship", () => {
    assert.isTrue(addressValidForModality(stores, "DELIVERY", { postalCode: "45202" }).valid)
    expect(addressValidForModality(stores, "IN_STORE", { postalCode: "45202", stateProvince: "KY" }).valid).toStrictEqual(false)
    const ship = sourceOf(stores, {
      id: "s",
      modalityType: "SHIP",
      createdDate: "",
      source: "Options",
      destination: { address: { postalCode: "45202" } }
    })
    assert.strictEqual(Option.getOrThrow(ship).facilityType, "FULFILLMENT_CENTER")
  })

  it("decorate: LAF per primary, store details, proxy store of the pickup store", () => {
    const ava = seedModality().preferences.get("shopper-ava")
    if (ava === undefined) throw new Error("seed")
    const out = decorate(stores, ava)
    assert.strictEqual(out.lafObject?.length, 1)
    assert.strictEqual(out.geoLocationV1?.proxyStore, "01400316")
    expect(out.capabilities).toStrictEqual(["PICKUP"])
    assert.isTrue(out.featureToggles?.closeToStore)
  })
})
