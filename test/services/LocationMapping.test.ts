import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { LocationMapping, LocationMappingErrorTexts } from "atlas-client"
import { mswShopper } from "../support/upstream.js"

const { requests, upstream, run, api } = mswShopper(LocationMapping.Default)

const storeOf = (types: ReadonlyArray<string>) => {
  const store = upstream.state.stores.find((s) => types.includes(s.storeType))
  if (store === undefined) throw new Error(`no store of types ${types.join(",")}`)
  return store
}

describe("LocationMapping through the reference upstream (msw)", () => {
  it.live("v1 maps a seeded store by division and store id, narrowed by filter.shipmentType", () =>
    run(
      Effect.gen(function* () {
        const service = yield* LocationMapping
        const store = storeOf(["PU"])
        const mapping = yield* service.getLocationMapping(store.divisionNumber, store.storeNumber)
        assert.strictEqual(requests.at(-1)?.url, `${api}/location/mapping/${store.divisionNumber}/${store.storeNumber}`)
        assert.strictEqual(mapping.locationId, store.locationId)
        assert.strictEqual(mapping.banner, store.banner)
        assert.sameMembers(
          mapping.links.map((l) => l.shipmentType),
          ["PICKUP", "IN_STORE", "DELIVERY"]
        )
        const pickup = yield* service.getLocationMapping(store.divisionNumber, store.storeNumber, { shipmentType: "PICKUP" })
        assert.strictEqual(new URL(requests.at(-1)?.url ?? "").searchParams.get("filter.shipmentType"), "PICKUP")
        expect(pickup.links.map((l) => l.shipmentType)).toStrictEqual(["PICKUP"])
        const byId = yield* service.getByLocationId(store.locationId)
        expect(byId).toStrictEqual(mapping)
      })
    )
  )

  it.live("v2 adds the facility of each shipment type", () =>
    run(
      Effect.gen(function* () {
        const store = storeOf(["PU"])
        const v2 = yield* LocationMapping.pipe(Effect.flatMap((s) => s.getLocationMappingV2(store.divisionNumber, store.storeNumber)))
        assert.strictEqual(requests.at(-1)?.url, `${api}/locationMappings/v2/${store.divisionNumber}/${store.storeNumber}`)
        assert.strictEqual(v2.version, "v2")
        assert.strictEqual(v2.facilities?.PICKUP, v2.mapping.links.find((l) => l.shipmentType === "PICKUP")?.facilityId)
      })
    )
  )

  it.live("errors LMS-MBDAS are LocationMappingErrors with the spec's three texts", () =>
    run(
      Effect.gen(function* () {
        const service = yield* LocationMapping
        const reasonOf = <A, E extends { readonly _tag: string }>(effect: Effect.Effect<A, E>) =>
          effect.pipe(
            Effect.flip,
            Effect.map((e) => e as unknown as { reason?: string; _tag: string })
          )
        const parameter = yield* reasonOf(service.getLocationMapping("14", "00943"))
        const unknown = yield* reasonOf(service.getLocationMapping("999", "99999"))
        const fuel = storeOf(["I", "J", "AL"])
        const link = yield* reasonOf(service.getLocationMappingV2(fuel.divisionNumber, fuel.storeNumber, { shipmentType: "PICKUP" }))
        for (const e of [parameter, unknown, link]) assert.strictEqual(e._tag, "LocationMappingError")
        expect([parameter.reason, unknown.reason, link.reason]).toStrictEqual([
          "parameter error",
          "service returned error",
          "invalid fulfillment receiving link"
        ])
        assert.sameMembers([parameter.reason, unknown.reason, link.reason], [...LocationMappingErrorTexts])
      })
    )
  )

  it.live("both divisionId and storeId are required: 'Expecting location mapping request', nothing sent", () =>
    run(
      Effect.gen(function* () {
        const service = yield* LocationMapping
        for (const [d, s] of [
          ["", "00943"],
          ["014", " "]
        ] as const) {
          const error = yield* service.getLocationMapping(d, s).pipe(Effect.flip)
          assert.strictEqual(error._tag, "RequestValidationError")
          assert.strictEqual(error.message, "Expecting location mapping request")
        }
        assert.strictEqual(requests.length, 0)
      })
    )
  )
})
