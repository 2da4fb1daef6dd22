import { assert, describe, expect, it } from "@effect/vitest"
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { ModalityPreferences, RequestContext, SHOPPING_CONTEXT_KEY, ShoppingContext } from "atlas-client"
import { shopperClient } from "atlas-client/testing"
import { serveMswUpstream } from "../support/upstream.js"

const { requests } = serveMswUpstream()

/** One browser's storage, shared by the clients of a test (a reload builds a new client over it). */
const storage = () => Effect.runSync(Effect.provide(KeyValueStore.KeyValueStore, KeyValueStore.layerMemory))

const client = (kv: KeyValueStore.KeyValueStore) =>
  ModalityPreferences.Default.pipe(
    Layer.provideMerge(ShoppingContext.Default.pipe(Layer.provide(Layer.succeed(KeyValueStore.KeyValueStore, kv)))),
    Layer.provideMerge(shopperClient())
  )

const lastModalityHeader = () => requests.at(-1)?.headers.get("x-modality") ?? null

describe("the shopping context", () => {
  it.live("setting the modality changes the x-modality header of the next call; a new client restores it from the store", () =>
    Effect.gen(function* () {
      const kv = storage()
      yield* Effect.gen(function* () {
        const service = yield* ModalityPreferences
        const shopping = yield* ShoppingContext
        yield* service.getOptions({ postalCode: "45202" })
        assert.strictEqual(lastModalityHeader(), null)
        yield* shopping.setActive({ type: "PICKUP", locationId: "01400372" })
        yield* service.getOptions({ postalCode: "45202" })
        assert.strictEqual(lastModalityHeader(), '{"type":"PICKUP","locationId":"01400372"}')
        assert.strictEqual(requests.at(-1)?.headers.get("x-modality-type"), "PICKUP")
        yield* shopping.setActive({ type: "DELIVERY", lat: 39.1, lng: -84.5, postalCode: "45202" })
        yield* service.getOptions({ postalCode: "45202" })
        assert.strictEqual(lastModalityHeader(), '{"type":"DELIVERY","lat":39.1,"lng":-84.5,"postalCode":"45202"}')
      }).pipe(Effect.provide(client(kv)))
      assert.isTrue(Option.isSome(yield* kv.get(SHOPPING_CONTEXT_KEY)))

      // A reload: a new client (new runtime, new cookie jar) over the same storage.
      yield* Effect.gen(function* () {
        const ctx = yield* (yield* RequestContext).get
        expect(ctx.modality).toStrictEqual({ type: "DELIVERY", lat: 39.1, lng: -84.5, postalCode: "45202" })
        yield* (yield* ModalityPreferences).getOptions({ postalCode: "45202" })
        assert.strictEqual(lastModalityHeader(), '{"type":"DELIVERY","lat":39.1,"lng":-84.5,"postalCode":"45202"}')
        yield* (yield* ShoppingContext).clear
      }).pipe(Effect.provide(client(kv)))
      assert.isTrue(Option.isNone(yield* kv.get(SHOPPING_CONTEXT_KEY)))
    })
  )

  it.live("a preference write puts its active modality (with the LAF object) into the context and the store", () =>
    Effect.gen(function* () {
      const kv = storage()
      yield* Effect.gen(function* () {
        const service = yield* ModalityPreferences
        yield* service.createPreferences({
          modalityType: "PICKUP",
          source: "Options",
          destination: { location: { locationId: "01400372" } }
        })
        yield* service.getLaf()
        assert.strictEqual(lastModalityHeader(), '{"type":"PICKUP","locationId":"01400372"}')
        assert.strictEqual(requests.at(-1)?.headers.get("x-facility-id"), "01400372")
        assert.include(requests.at(-1)?.headers.get("x-laf") ?? "", '"handoffLocation"')
      }).pipe(Effect.provide(client(kv)))
      yield* Effect.gen(function* () {
        const restored = yield* (yield* ShoppingContext).active
        assert.strictEqual(Option.getOrUndefined(restored)?.locationId, "01400372")
      }).pipe(Effect.provide(client(kv)))
    })
  )

  it.live("changes made on the request context directly are saved; a corrupt stored value is dropped", () =>
    Effect.gen(function* () {
      const kv = storage()
      yield* kv.set(SHOPPING_CONTEXT_KEY, "{not json")
      yield* Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* (yield* ShoppingContext).active))
        yield* (yield* RequestContext).update((v) => ({ ...v, modality: { type: "SHIP", postalCode: "45202" } }))
        yield* Effect.sleep("50 millis")
      }).pipe(Effect.provide(client(kv)))
      expect(JSON.parse(Option.getOrThrow(yield* kv.get(SHOPPING_CONTEXT_KEY)))).toStrictEqual({ type: "SHIP", postalCode: "45202" })
    })
  )
})
