import { assert, describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import * as Arbitrary from "effect/Arbitrary"
import * as FastCheck from "effect/FastCheck"
import { operations } from "../../src/contract/index.js"
import { ItemsParams } from "../../src/contract/items.js"
import { fastDecoder, fastEncoder, NotSure } from "../../src/internal/fastCodec.js"
import { Item } from "../../src/schema/items.js"
import { ProductSearchResponse } from "../../src/schema/search.js"
import { Store, StoreDetailsResponse } from "../../src/schema/stores.js"
import { itemRecord } from "../../src/upstream/catalogue/records.js"
import { fixtures } from "../../src/testing/fixtures.js"

/** The fast path gives Effect's value, or NotSure; never a value Effect's decoder would not give. */
const agrees = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const fast = fastDecoder(schema)(input)
  const slow = ParseResult.decodeUnknownEither(schema as Schema.Schema<unknown, unknown>)(input)
  if (fast === NotSure) return "not sure"
  assert.isTrue(Either.isRight(slow), "the fast path decoded a body Effect's decoder rejects")
  if (Either.isRight(slow)) expect(fast).toStrictEqual(slow.right)
  return "decoded"
}

describe("fast decode", () => {
  const { pickupStore } = fixtures()
  const item = JSON.parse(
    JSON.stringify(
      itemRecord(fixtures().item, { locationId: pickupStore.locationId, modalityTypes: ["PICKUP", "DELIVERY"], projection: "items.full" })
    )
  ) as Record<string, unknown>
  const store = JSON.parse(JSON.stringify(pickupStore)) as Record<string, unknown>

  it("decodes what Effect's decoder decodes, to equal values (class instances included)", () => {
    assert.strictEqual(agrees(StoreDetailsResponse, { data: { store } }), "decoded")
    const decoded = fastDecoder(StoreDetailsResponse)({ data: { store } }) as { data: { store: unknown } }
    assert.instanceOf(decoded.data.store, Store)
    const page = {
      data: { products: [item, item] },
      meta: { page: { size: 2, offset: 0, total: 2 }, facets: { departments: [], brands: [] } }
    }
    assert.strictEqual(agrees(ProductSearchResponse, page), "decoded")
    assert.instanceOf((fastDecoder(ProductSearchResponse)(page) as { data: { products: Array<unknown> } }).data.products[0], Item)
  })

  it("drops excess properties and keeps optional ones absent, as Effect does", () => {
    assert.strictEqual(agrees(StoreDetailsResponse, { data: { store: { ...store, extra: 1 } }, more: true }), "decoded")
    const { brand: _brand, ...noBrand } = store
    assert.strictEqual(agrees(StoreDetailsResponse, { data: { store: noBrand } }), "decoded")
  })

  it("decodes enum members it does not know (tolerant response enums) as Effect does, to the string sent", () => {
    for (const newer of [
      { ...store, status: "MAYBE" },
      { ...store, storeType: "ZZ" },
      { ...store, hours: [{ day: "someday", special: "HOLIDAY" }] }
    ]) {
      assert.strictEqual(agrees(StoreDetailsResponse, { data: { store: newer } }), "decoded")
    }
    const decoded = fastDecoder(StoreDetailsResponse)({ data: { store: { ...store, storeType: "ZZ" } } }) as { data: { store: Store } }
    assert.strictEqual(decoded.data.store.storeType, "ZZ")
    const newerItem = { ...item, unitOfMeasure: "Kilograms", inventory: { effective: { available: 1 }, stockLevel: "PLENTY" } }
    assert.strictEqual(
      agrees(ProductSearchResponse, {
        data: { products: [newerItem] },
        meta: { page: { size: 1, offset: 0, total: 1 }, facets: { departments: [], brands: [] } }
      }),
      "decoded"
    )
  })

  it("is not sure of anything Effect rejects: wrong types, patterns, refinements, missing keys", () => {
    for (const bad of [
      { ...store, locationId: "123" },
      { ...store, status: 3 },
      { ...store, storeType: null },
      { ...store, open24Hours: "no" },
      { ...store, geolocation: { lat: 91, lng: 0 } },
      { ...store, hours: [{ day: 1 }] },
      { ...store, hours: {} },
      (({ name: _name, ...rest }) => rest)(store),
      null,
      []
    ]) {
      assert.strictEqual(agrees(StoreDetailsResponse, { data: { store: bad } }), "not sure")
    }
    assert.strictEqual(agrees(ProductSearchResponse, { data: { products: [{ ...item, minimumOrderQuantity: 1.5 }] } }), "not sure")
  })

  it("returns a plain body that parses to itself as it is; anything that changes is a copy, the input untouched", () => {
    const S = Schema.Struct({ tags: Schema.Array(Schema.String), inner: Schema.Struct({ n: Schema.NumberFromString, s: Schema.String }) })
    const same = { tags: ["a"], inner: { n: "1", s: "x" } }
    const changed = fastDecoder(S)(same) as { tags: Array<string>; inner: { n: number; s: string } }
    expect(changed).toStrictEqual({ tags: ["a"], inner: { n: 1, s: "x" } })
    assert.strictEqual(changed.tags, same.tags)
    assert.notStrictEqual<unknown>(changed.inner, same.inner)
    expect(same.inner).toStrictEqual({ n: "1", s: "x" })
    const T = Schema.Struct({ s: Schema.String, o: Schema.optional(Schema.Number) })
    const plain = { s: "a", o: 1 }
    assert.strictEqual(fastDecoder(T)(plain), plain)
    // Fields named like prototype members, and inherited fields, as Effect reads them (a required one is read, an optional one is absent).
    const P = Schema.Struct({ toString: Schema.optional(Schema.String), constructor: Schema.optional(Schema.Number) })
    assert.strictEqual(agrees(P, {}), "decoded")
    assert.strictEqual(agrees(P, { toString: "x" }), "decoded")
    assert.strictEqual(agrees(T, Object.create({ s: "inherited", o: 2 }) as object), "decoded")
    for (const input of [{ s: "a", extra: true }, Object.assign(Object.create({ inherited: 1, o: 3 }) as object, { s: "a" })]) {
      assert.strictEqual(agrees(T, input), "decoded")
      assert.notStrictEqual(fastDecoder(T)(input), input)
    }
  })

  it("transformations, optional unions and recursive schemas", () => {
    const S = Schema.Struct({
      n: Schema.NumberFromString,
      o: Schema.optional(Schema.Literal("a", "b")),
      u: Schema.Union(Schema.Literal(1), Schema.String)
    })
    assert.strictEqual(agrees(S, { n: "2", o: "a", u: "x" }), "decoded")
    assert.strictEqual(agrees(S, { n: "2", u: 1 }), "decoded")
    assert.strictEqual(agrees(S, { n: "x", u: 1 }), "not sure")
    // Leaves checked in the struct's loop: present-but-undefined optionals, wrong types, missing required keys.
    const L = Schema.Struct({ s: Schema.String, b: Schema.optional(Schema.Boolean), k: Schema.optional(Schema.Literal("x", 1, null)) })
    assert.strictEqual(agrees(L, { s: "a", b: undefined, k: undefined }), "decoded")
    assert.strictEqual(agrees(L, { s: "a", k: null }), "decoded")
    assert.strictEqual(agrees(L, { s: "a", k: "1" }), "not sure")
    assert.strictEqual(agrees(L, { s: "a", b: "true" }), "not sure")
    assert.strictEqual(agrees(L, { b: true }), "not sure")
    assert.strictEqual(agrees(L, { s: 1 }), "not sure")
    interface Tree {
      readonly value: number
      readonly children: ReadonlyArray<Tree>
    }
    const Tree: Schema.Schema<Tree> = Schema.Struct({ value: Schema.Number, children: Schema.Array(Schema.suspend(() => Tree)) })
    assert.strictEqual(agrees(Tree, { value: 1, children: [{ value: 2, children: [] }] }), "decoded")
    assert.strictEqual(agrees(Tree, { value: 1, children: [{ value: "2", children: [] }] }), "not sure")
  })
})

/** The fast encoder gives Effect's encoded value, or NotSure; never a value Effect's encoder would refuse. */
const encodesAsEffect = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const fast = fastEncoder(schema)(input)
  const slow = ParseResult.encodeUnknownEither(schema as Schema.Schema<unknown, unknown>)(input)
  if (fast === NotSure) return "not sure"
  assert.isTrue(Either.isRight(slow), `the fast path encoded ${JSON.stringify(input)}, which Effect's encoder refuses`)
  if (Either.isRight(slow)) expect(fast).toStrictEqual(slow.right)
  return "encoded"
}

describe("fast encode", () => {
  it("encodes the items query as Effect does: arrays comma-joined, numbers and booleans as strings, absent keys left out", () => {
    const query = {
      "filter.gtin13s": ["0001111041700", "0001111060933"],
      "filter.modalityTypes": ["PICKUP", "DELIVERY"],
      "filter.locationId": "01400943",
      "filter.delivery.lat": 39.1,
      "filter.active": true
    }
    assert.strictEqual(encodesAsEffect(ItemsParams, query), "encoded")
    expect(fastEncoder(ItemsParams)(query)).toStrictEqual({
      "filter.gtin13s": "0001111041700,0001111060933",
      "filter.modalityTypes": "PICKUP,DELIVERY",
      "filter.locationId": "01400943",
      "filter.delivery.lat": "39.1",
      "filter.active": "true"
    })
  })

  it("is not sure of what Effect refuses: the spec's limits, patterns, literals, wrong types", () => {
    const ok = { "filter.gtin13s": ["0001111041700"], "filter.modalityTypes": ["PICKUP"] }
    for (const bad of [
      { ...ok, "filter.gtin13s": [] },
      { ...ok, "filter.gtin13s": ["000111104170"] },
      { ...ok, "filter.gtin13s": Array.from({ length: 51 }, () => "0001111041700") },
      { ...ok, "filter.modalityTypes": ["PICKUP", "DELIVERY", "SHIP"] },
      { ...ok, "filter.modalityTypes": ["CURBSIDE"] },
      { ...ok, "filter.locationId": "123" },
      { ...ok, "filter.delivery.postalCode": "4520" },
      { ...ok, "filter.delivery.lat": Number.NaN },
      { ...ok, "filter.active": "yes" },
      { ...ok, projections: "items.tiny" },
      "filter.gtin13s=0001111041700",
      null
    ]) {
      assert.strictEqual(encodesAsEffect(ItemsParams, bad), "not sure", JSON.stringify(bad))
    }
  })

  it("agrees with Effect's encoder on generated values of every request schema of the contract", () => {
    let encoded = 0
    let total = 0
    for (const op of operations) {
      for (const schema of [op.pathParams, op.urlParams, op.headers, op.payload]) {
        if (schema === undefined) continue
        FastCheck.assert(
          FastCheck.property(Arbitrary.make(schema), (value) => {
            total += 1
            if (encodesAsEffect(schema, value) === "encoded") encoded += 1
          }),
          { numRuns: 20 }
        )
        // And on values of the wrong shape: a field replaced by a number, the whole input a string.
        FastCheck.assert(
          FastCheck.property(Arbitrary.make(schema), FastCheck.integer(), (value, n) => {
            const keys = typeof value === "object" && value !== null ? Object.keys(value) : []
            const broken = keys.length === 0 ? "x" : { ...value, [keys[Math.abs(n) % keys.length]!]: n }
            encodesAsEffect(schema, broken)
          }),
          { numRuns: 20 }
        )
      }
    }
    // The fast path answers for (nearly) every valid input; the few it is unsure of go to Effect.
    assert.isAbove(encoded / total, 0.9, `${encoded} of ${total} encoded by the fast path`)
  })
})
