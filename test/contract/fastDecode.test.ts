import { assert, describe, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { fastDecoder, NotSure } from "../../src/contract/fastDecode.js"
import { Item } from "../../src/schema/items.js"
import { ProductSearchResponse } from "../../src/schema/search.js"
import { Store, StoreDetailsResponse } from "../../src/schema/stores.js"
import { itemRecord } from "../../src/testing/catalogue/records.js"
import { fixtures } from "../../src/testing/fixtures.js"

/** The fast path gives Effect's value, or NotSure; never a value Effect's decoder would not give. */
const agrees = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const fast = fastDecoder(schema)(input)
  const slow = ParseResult.decodeUnknownEither(schema as Schema.Schema<unknown, unknown>)(input)
  if (fast === NotSure) return "not sure"
  assert.isTrue(Either.isRight(slow), "the fast path decoded a body Effect's decoder rejects")
  if (Either.isRight(slow)) assert.deepStrictEqual(fast, slow.right)
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

  it("is not sure of anything Effect rejects: wrong types, literals, patterns, refinements, missing keys", () => {
    for (const bad of [
      { ...store, locationId: "123" },
      { ...store, status: "MAYBE" },
      { ...store, open24Hours: "no" },
      { ...store, geolocation: { lat: 91, lng: 0 } },
      { ...store, hours: [{ day: "someday" }] },
      { ...store, hours: {} },
      (({ name: _name, ...rest }) => rest)(store),
      null,
      []
    ]) {
      assert.strictEqual(agrees(StoreDetailsResponse, { data: { store: bad } }), "not sure")
    }
    assert.strictEqual(agrees(ProductSearchResponse, { data: { products: [{ ...item, minimumOrderQuantity: 1.5 }] } }), "not sure")
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
    interface Tree {
      readonly value: number
      readonly children: ReadonlyArray<Tree>
    }
    const Tree: Schema.Schema<Tree> = Schema.Struct({ value: Schema.Number, children: Schema.Array(Schema.suspend(() => Tree)) })
    assert.strictEqual(agrees(Tree, { value: 1, children: [{ value: 2, children: [] }] }), "decoded")
    assert.strictEqual(agrees(Tree, { value: 1, children: [{ value: "2", children: [] }] }), "not sure")
  })
})
