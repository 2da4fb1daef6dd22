/**
 * Analytics of the catalogue's typed errors through the request layer (msw): every family's error
 * is reported like any answer, with the scenario of spec §8 (below 500 a user constraint error),
 * the endpoint, the status and the response's correlation id; a checkout record describes the
 * first root cause; a network failure is "no network connection", response code -1.
 */
import { assert, describe, it, expect } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { http, HttpResponse } from "msw"
import {
  Analytics,
  AnalyticsMemory,
  type CallError,
  Carts,
  Checkout,
  Customer,
  type ErrorRecord,
  LocationMapping,
  Promises,
  Stores,
  Timeslots
} from "atlas-client"
import { shopperClient } from "atlas-client/testing"
import { first, plain } from "../support/catalogue.js"
import { serveMswUpstream } from "../support/upstream.js"

const { upstream, server } = serveMswUpstream()
const live = Layer.mergeAll(
  Carts.Default,
  Checkout.Default,
  Customer.Default,
  LocationMapping.Default,
  Promises.Default,
  Stores.Default,
  Timeslots.Default
).pipe(Layer.provideMerge(shopperClient().pipe(Layer.provide(Analytics.memory))), Layer.provideMerge(Analytics.memory))
type Services = Layer.Layer.Success<typeof live>
const run = <A, E>(effect: Effect.Effect<A, E, Services>) => Effect.provide(effect, live)

/** The record of the call `failing` fails with, and that error. */
const recordOf = <E extends CallError>(failing: Effect.Effect<unknown, E, Services>) =>
  Effect.gen(function* () {
    const memory = yield* AnalyticsMemory
    yield* memory.clear
    const error = yield* Effect.flip(failing)
    const records = yield* memory.events
    assert.strictEqual(records.length, 1, "one record a failed call")
    return { error, record: records[0] as ErrorRecord }
  })

const beer = () => first((e) => e.productRestrictions.some((r) => r.groupId === "ALCOHOL") && e.clickListItem)
const store = () => upstream.state.stores[0]!

describe("analytics of typed errors, reported by the request layer (msw)", () => {
  it.live("CheckoutModifyError: a user constraint whose record describes the first root cause, schema 0.2.0", () =>
    run(
      Effect.gen(function* () {
        const cart = yield* (yield* Carts).writeLines([{ upc: beer().gtin13, quantity: 1 }])
        const checkout = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "PICKUP", locationId: store().locationId })
        const [early] = yield* (yield* Timeslots).getUpfrontTimeslots(store().locationId, "PICKUP")
        const { error, record } = yield* recordOf(
          Effect.flatMap(Checkout, (c) => c.updateCheckout(checkout.checkoutId, { timeslotId: early!.timeslotId }))
        )
        assert.strictEqual(error._tag, "CheckoutModifyError")
        if (error._tag !== "CheckoutModifyError") return
        expect({ ...record, timestamp: undefined }).toStrictEqual({
          category: "user constraint error",
          operation: "Checkout.updateCheckout",
          endpoint: `PUT http://atlas.test/atlas/v1/checkout/v1/checkouts/${checkout.checkoutId}`,
          description: "Alcohol is handed off from 10:00 UTC",
          responseCode: 400,
          failedCorrelationId: error.correlationId,
          schemaVersion: "0.2.0",
          timestamp: undefined
        })
        assert.isString(record.failedCorrelationId)
      })
    )
  )

  it.live(
    "CartRejected, PromiseModifyError, LocationMappingError, ProfileError, AddressValidationError: user constraints described by their reason",
    () =>
      run(
        Effect.gen(function* () {
          const cases: ReadonlyArray<readonly [Effect.Effect<unknown, CallError, Services>, string, string, number]> = [
            [
              Effect.flatMap(Carts, (c) => c.addToCart(first(plain).gtin13, 11)),
              "CartRejected",
              "The maximum quantity to purchase this item is 10",
              400
            ],
            [
              Effect.flatMap(Promises, (p) => p.createPromise({ locationId: store().locationId, modality: "PICKUP", items: [] })),
              "PromiseModifyError",
              "Every item was excluded from the promise",
              400
            ],
            [
              Effect.flatMap(LocationMapping, (m) => m.getLocationMapping("999", "99999")),
              "LocationMappingError",
              "service returned error",
              404
            ],
            [Effect.flatMap(Customer, (c) => c.getProfile()), "ProfileError", "userId is empty", 401],
            [
              Effect.flatMap(Stores, (s) => s.validateAddress({ addressLines: [" "], postalCode: "45202" })),
              "AddressValidationError",
              "Invalid Request",
              400
            ]
          ]
          for (const [call, tag, description, status] of cases) {
            const { error, record } = yield* recordOf(call)
            assert.strictEqual(error._tag, tag)
            expect([record.category, record.description, record.responseCode, record.failedCorrelationId]).toStrictEqual([
              "user constraint error",
              description,
              status,
              "correlationId" in error ? error.correlationId : "none"
            ])
          }
        })
      )
  )

  it.live("a network failure of a family's call: network connection error, no network connection, -1", () =>
    run(
      Effect.gen(function* () {
        server.use(http.post("http://atlas.test/atlas/v1/promising/v2/promises", () => HttpResponse.error()))
        const { error, record } = yield* recordOf(
          Effect.flatMap(Promises, (p) =>
            p.createPromise({ locationId: store().locationId, modality: "PICKUP", items: [] }, { timeoutMs: 2000 })
          )
        )
        assert.strictEqual(error._tag, "ClientError")
        expect([record.category, record.description, record.responseCode]).toStrictEqual([
          "network connection error",
          "no network connection",
          -1
        ])
      })
    )
  )
})
