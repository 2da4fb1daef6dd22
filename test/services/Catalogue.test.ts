import { assert, describe, expect, it } from "@effect/vitest"
import { readFileSync } from "node:fs"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import { http, HttpResponse } from "msw"
import {
  Items,
  operations,
  Products,
  ProductSearch,
  Recommendations,
  RequestContext,
  Reviews,
  SEARCH_TERM_MAX_LENGTH,
  Sellers
} from "atlas-client"
import { coldMedicine, entries, first, pick, plain } from "../support/catalogue.js"
import { mswShopper } from "../support/upstream.js"

const { requests, server, upstream, live, run, api, last } = mswShopper(
  Layer.mergeAll(Items.Default, Products.Default, ProductSearch.Default, Sellers.Default, Reviews.Default, Recommendations.Default)
)
const to = (path: string) => requests.filter((r) => new URL(r.url).pathname === `/atlas/v1${path}`)
/** The last request's URL. */
const lastUrl = () => new URL(last().url)

describe("Items through the reference upstream (msw)", () => {
  it.live("getItems: GET /item/v2/items with comma-joined gtin13s, modality types and the projection", () =>
    run(
      Effect.gen(function* () {
        const [a, b] = pick(plain, 2)
        const found = yield* Items.pipe(
          Effect.flatMap((i) =>
            i.getItems({
              gtin13s: [a!.gtin13, b!.gtin13, "0000000000000"],
              modalityTypes: ["PICKUP", "SHIP"],
              projection: "items.full",
              locationId: "01400943"
            })
          )
        )
        const url = lastUrl()
        assert.strictEqual(url.pathname, "/atlas/v1/item/v2/items")
        assert.strictEqual(url.searchParams.get("filter.gtin13s"), `${a!.gtin13},${b!.gtin13},0000000000000`)
        assert.strictEqual(url.searchParams.get("filter.modalityTypes"), "PICKUP,SHIP")
        // The wire spelling of DESIGN: lists comma-joined, the commas not percent-encoded.
        assert.include(last().url, `filter.gtin13s=${a!.gtin13},${b!.gtin13},0000000000000&filter.modalityTypes=PICKUP,SHIP`)
        assert.notInclude(last().url, "%2C")
        assert.strictEqual(url.searchParams.get("projections"), "items.full")
        assert.strictEqual(requests.at(-1)?.headers.get("x-call-origin"), "Items.getItems")
        expect(found.items.map((i) => i.gtin13)).toStrictEqual([a!.gtin13, b!.gtin13])
        expect(found.missing).toStrictEqual(["0000000000000"])
        const item = found.items[0]!
        assert.strictEqual(item.upc, item.gtin13)
        expect(item.inventorySummaries?.map((s) => s.modalityType)).toStrictEqual(["PICKUP", "SHIP"])
        assert.strictEqual(item.inventory.locationId, "01400943")
        assert.isDefined(item.longDescription)
      })
    )
  )

  it.live("getItemsV1 uses /item/v1/items; compact leaves out the full fields", () =>
    run(
      Effect.gen(function* () {
        const a = first(plain)
        const found = yield* Items.pipe(Effect.flatMap((i) => i.getItemsV1({ gtin13s: [a.gtin13], modalityTypes: ["DELIVERY"] })))
        assert.strictEqual(lastUrl().pathname, "/atlas/v1/item/v1/items")
        assert.strictEqual(requests.at(-1)?.headers.get("x-call-origin"), "Items.getItemsV1")
        assert.isUndefined(found.items[0]?.inventorySummaries)
      })
    )
  )

  it.live("items validation (spec §5): modalityTypes 1 or 2, gtin13s non-empty, projections compact or full; nothing sent", () =>
    run(
      Effect.gen(function* () {
        const items = yield* Items
        const g = first(plain).gtin13
        const bad: ReadonlyArray<Effect.Effect<unknown, { readonly _tag: string; readonly message: string }>> = [
          items.getItems({ gtin13s: [g], modalityTypes: [] }),
          items.getItems({ gtin13s: [g], modalityTypes: ["PICKUP", "DELIVERY", "SHIP"] }),
          items.getItems({ gtin13s: [], modalityTypes: ["PICKUP"] }),
          items.getItems({ gtin13s: [g], modalityTypes: ["PICKUP"], projection: "items.tiny" as never }),
          items.getItems({ gtin13s: ["123"], modalityTypes: ["PICKUP"] }),
          items.lookupItem("abc")
        ]
        for (const call of bad) {
          const error = yield* Effect.flip(call)
          assert.strictEqual(error._tag, "RequestValidationError")
          assert.strictEqual(error.message, "Expecting items request")
        }
        assert.strictEqual(requests.length, 0)
      })
    )
  )

  it.live("more than 50 gtin13s are split: 120 go out as 50, 50 and 20", () =>
    run(
      Effect.gen(function* () {
        const gtins = entries()
          .slice(0, 120)
          .map((e) => e.gtin13)
        const found = yield* Items.pipe(Effect.flatMap((i) => i.getItems({ gtin13s: gtins, modalityTypes: ["PICKUP"] })))
        assert.strictEqual(found.items.length, 120)
        const sizes = to("/item/v2/items").map((r) => new URL(r.url).searchParams.get("filter.gtin13s")?.split(",").length)
        expect([...sizes].sort()).toStrictEqual([20, 50, 50])
      })
    )
  )

  it.live("48 tile lookups in the same tick cause exactly one items request carrying all 48 gtin13s", () =>
    run(
      Effect.gen(function* () {
        const gtins = entries()
          .slice(200, 248)
          .map((e) => e.gtin13)
        const items = yield* Items
        const found = yield* Effect.forEach(gtins, (g) => items.lookupItem(g), { concurrency: "unbounded" })
        expect(found.map((i) => i.gtin13)).toStrictEqual(gtins)
        const calls = to("/item/v2/items")
        assert.strictEqual(calls.length, 1)
        expect(new URL(calls[0]!.url).searchParams.get("filter.gtin13s")?.split(",").sort()).toStrictEqual([...gtins].sort())
        assert.strictEqual(upstream.calls("Items.getItems").length, 1)
      })
    )
  )

  it("48 lookups from separate runs of one runtime (as React tiles run them) are one items request", async () => {
    const runtime = ManagedRuntime.make(live)
    try {
      const gtins = entries()
        .slice(300, 348)
        .map((e) => e.gtin13)
      const found = await Promise.all(gtins.map((g) => runtime.runPromise(Effect.flatMap(Items, (i) => i.lookupItem(g)))))
      assert.strictEqual(found.length, 48)
      assert.strictEqual(to("/item/v2/items").length, 1)
    } finally {
      await runtime.dispose()
    }
  })

  it.live("identical concurrent lookups are deduplicated; 120 distinct lookups split at 50; an unknown gtin13 is ItemNotFound", () =>
    run(
      Effect.gen(function* () {
        const items = yield* Items
        const g = first(plain).gtin13
        const same = yield* Effect.forEach(
          Array.from({ length: 10 }, () => g),
          (x) => items.lookupItem(x),
          { concurrency: "unbounded" }
        )
        assert.strictEqual(same.length, 10)
        assert.strictEqual(to("/item/v2/items").length, 1)
        assert.strictEqual(new URL(to("/item/v2/items")[0]!.url).searchParams.get("filter.gtin13s"), g)
        requests.length = 0
        const many = entries()
          .slice(400, 520)
          .map((e) => e.gtin13)
        yield* items.lookupItems(many)
        expect(
          to("/item/v2/items")
            .map((r) => new URL(r.url).searchParams.get("filter.gtin13s")?.split(",").length)
            .sort()
        ).toStrictEqual([20, 50, 50])
        const missing = yield* Effect.flip(items.lookupItem("0000000000000"))
        assert.strictEqual(missing._tag, "ItemNotFound")
      })
    )
  )

  it.live("a batch whose items call fails fails each of its lookups with that error; the next lookup of the same gtin13 asks again", () =>
    run(
      Effect.gen(function* () {
        const [a, b] = pick(plain, 2)
        const refused = {
          errors: [{ code: "ITEMS-400", reason: "refused for the test", datetime: "2026-11-26T10:00:00Z", statusCode: 400 }]
        }
        server.use(http.get(`${api}/item/v2/items`, () => HttpResponse.json(refused, { status: 400 }), { once: true }))
        const items = yield* Items
        const [exitA, exitB, exitA2] = yield* Effect.all(
          [Effect.exit(items.lookupItem(a!.gtin13)), Effect.exit(items.lookupItem(b!.gtin13)), Effect.exit(items.lookupItem(a!.gtin13))],
          { concurrency: "unbounded" }
        )
        assert.strictEqual(to("/item/v2/items").length, 1)
        for (const exit of [exitA, exitB, exitA2]) {
          assert.isTrue(Exit.isFailure(exit))
          const error = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : Option.none()
          assert.strictEqual(Option.isSome(error) ? error.value._tag : "none", "UpstreamError")
        }
        const again = yield* items.lookupItem(a!.gtin13)
        assert.strictEqual(again.gtin13, a!.gtin13)
        assert.strictEqual(to("/item/v2/items").length, 2)
      })
    )
  )

  it.live("lookups for different modalities go in separate calls; the active modality is the default and its header is sent", () =>
    run(
      Effect.gen(function* () {
        const ctx = yield* RequestContext
        yield* ctx.set({ modality: { type: "PICKUP", locationId: "01400943" } })
        const items = yield* Items
        const [a, b] = pick(plain, 2)
        const [pickup, ship] = yield* Effect.all([items.lookupItem(a!.gtin13), items.lookupItem(b!.gtin13, { modalityTypes: ["SHIP"] })], {
          concurrency: "unbounded"
        })
        assert.strictEqual(pickup.inventory.locationId, "01400943")
        assert.isUndefined(ship.inventory.locationId)
        const calls = to("/item/v2/items")
          .map((r) => new URL(r.url).searchParams.get("filter.modalityTypes"))
          .sort()
        expect(calls).toStrictEqual(["PICKUP", "SHIP"])
        assert.strictEqual(to("/item/v2/items")[0]?.headers.get("x-modality"), '{"type":"PICKUP","locationId":"01400943"}')
      })
    )
  )

  it.live("alternative locations: stores near a postal code with the item in stock; both parts are required", () =>
    run(
      Effect.gen(function* () {
        const items = yield* Items
        const g = first(plain).gtin13
        const locations = yield* items.getAlternativeLocations(g, "45202")
        assert.strictEqual(lastUrl().pathname, `/atlas/v1/item/v2/items/${g}/availableLocations`)
        assert.strictEqual(lastUrl().searchParams.get("filter.postalCode"), "45202")
        assert.isTrue(locations.length > 0)
        assert.isTrue(locations.every((l) => l.available > 0))
        const sent = requests.length
        for (const call of [
          items.getAlternativeLocations(g, ""),
          items.getAlternativeLocations("", "45202"),
          items.getAlternativeLocations(g, 45202 as never)
        ]) {
          assert.strictEqual((yield* Effect.flip(call)).message, "Expecting alternative locations request")
        }
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})

describe("Products through the reference upstream (msw)", () => {
  it.live("getProducts and getProductsByUpcs; products fetch requires a list of GTINs", () =>
    run(
      Effect.gen(function* () {
        const products = yield* Products
        const [a, b] = pick(plain, 2)
        const byQuery = yield* products.getProducts([a!.gtin13, b!.gtin13])
        assert.strictEqual(lastUrl().pathname, "/atlas/v1/product/v2/products")
        assert.strictEqual(lastUrl().searchParams.get("filter.gtin13s"), `${a!.gtin13},${b!.gtin13}`)
        expect(byQuery.products.map((p) => p.upc)).toStrictEqual([a!.gtin13, b!.gtin13])
        const byPath = yield* products.getProductsByUpcs([a!.gtin13, b!.gtin13])
        assert.strictEqual(requests.at(-1)?.url, `${api}/products/products/${a!.gtin13},${b!.gtin13}`)
        assert.strictEqual(byPath.products.length, 2)
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(products.getProducts([]))).message, "Expecting products request")
        assert.strictEqual((yield* Effect.flip(products.getProductsByUpcs([]))).message, "Expecting products by upc request")
        assert.strictEqual(requests.length, sent)
      })
    )
  )

  it.live("POST /products/validation/modality applies validateProducts upstream with the §8 messages", () =>
    run(
      Effect.gen(function* () {
        const products = yield* Products
        const [c1, c2] = pick(coldMedicine, 2)
        const limes = first((e) => e.minimumOrderQuantity === 2 && e.homeDeliveryItem)
        const market = first((e) => e.sellerId !== undefined)
        const ok = first(plain)
        const result = yield* products.validateModality("Delivery", [
          { upc: ok.gtin13, quantity: 1 },
          { upc: limes.gtin13, quantity: 1, itemId: "limes" },
          { upc: c1!.gtin13, quantity: 3 },
          { upc: c2!.gtin13, quantity: 2 },
          { upc: market.gtin13, quantity: 1 },
          { upc: "0000000000000", quantity: 1 }
        ])
        const request = requests.at(-1)
        assert.strictEqual(request?.method, "POST")
        assert.strictEqual(lastUrl().pathname, "/atlas/v1/products/validation/modality")
        assert.isNull(request?.headers.get("idempotency-key") ?? null)
        assert.isFalse(result.valid)
        expect(result.rejections.map((r) => [r.itemId, r.code, r.message])).toStrictEqual([
          ["limes", "MIN", "The minimum quantity to deliver this item is 2"],
          [c1!.gtin13, "MAX", "The maximum quantity allowed for this type of item is 4"],
          [c2!.gtin13, "MAX", "The maximum quantity allowed for this type of item is 4"],
          [market.gtin13, "UNAVAILABLE", "This item isn't available to deliver right now."],
          ["0000000000000", "UNAVAILABLE", "This item isn't available to deliver right now."]
        ])
        const pickup = yield* products.validateModality("PICKUP", [{ upc: market.gtin13, quantity: 1 }])
        assert.strictEqual(pickup.rejections[0]?.message, "This item isn't available to pick up right now.")
        const over = yield* products.validateModality("in-store", [{ upc: c1!.gtin13, quantity: 4 }])
        assert.strictEqual(over.rejections[0]?.message, "The maximum quantity to purchase this item is 3")
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(products.validateModality("PICKUP", []))).message, "Expecting product validation request")
        assert.strictEqual(
          (yield* Effect.flip(products.validateModality("DRONE" as never, [{ upc: ok.gtin13, quantity: 1 }]))).message,
          "Expecting product validation request"
        )
        assert.strictEqual(requests.length, sent)
      })
    )
  )

  it.live("ship: not shippable is unavailable, reason code 5 is out of stock", () =>
    run(
      Effect.gen(function* () {
        const products = yield* Products
        const perishable = first((e) => !e.shippable)
        const code5 = first((e) => e.shipReason?.code === 5)
        const result = yield* products.validateModality("SHIP", [
          { upc: perishable.gtin13, quantity: 1 },
          { upc: code5.gtin13, quantity: 1 }
        ])
        expect(result.rejections.map((r) => r.message)).toStrictEqual([
          "This item isn't available to ship right now.",
          "This item is out of stock"
        ])
      })
    )
  )
})

describe("ProductSearch through the reference upstream (msw)", () => {
  it.live("a term longer than SEARCH_TERM_MAX_LENGTH fails the contract's check; nothing is sent", () =>
    run(
      Effect.gen(function* () {
        const search = yield* ProductSearch
        const before = requests.length
        const ok = yield* search.searchProducts({ term: "m".repeat(SEARCH_TERM_MAX_LENGTH), page: { size: 1 } })
        assert.strictEqual(ok.products.length, 0)
        assert.strictEqual(requests.length, before + 1)
        const error = yield* Effect.flip(search.searchProducts({ term: "m".repeat(SEARCH_TERM_MAX_LENGTH + 1) }))
        assert.strictEqual(error._tag, "RequestValidationError")
        assert.include(
          error._tag === "RequestValidationError" ? error.issues : "",
          `A search term is at most ${SEARCH_TERM_MAX_LENGTH} characters`
        )
        assert.strictEqual(requests.length, before + 1)
      })
    )
  )

  it.live("searches by text with paging, facets and only non-empty params", () =>
    run(
      Effect.gen(function* () {
        const search = yield* ProductSearch
        const page1 = yield* search.searchProducts({ term: "  milk ", brands: [], department: "", page: { size: 5 } })
        const url = lastUrl()
        assert.strictEqual(url.pathname, "/atlas/v1/search/v1/products-search")
        expect([...url.searchParams.keys()].sort()).toStrictEqual(["filter.term", "page.size"])
        assert.strictEqual(url.searchParams.get("filter.term"), "milk")
        assert.strictEqual(page1.products.length, 5)
        assert.isTrue(page1.page.total > 5)
        assert.isTrue(page1.products.every((p) => `${p.description} ${p.department?.name}`.toLowerCase().includes("milk")))
        assert.isTrue(page1.facets.departments.some((d) => d.id === "dairy"))
        const page2 = yield* search.searchProducts({ term: "milk", page: { size: 5, offset: 5 } })
        assert.notDeepEqual(
          page2.products.map((p) => p.gtin13),
          page1.products.map((p) => p.gtin13)
        )
      })
    )
  )

  it.live("browses a department with filters and sorting", () =>
    run(
      Effect.gen(function* () {
        const search = yield* ProductSearch
        const found = yield* search.searchProducts({
          department: "snacks",
          onSale: true,
          sort: "price_asc",
          maxPrice: 10,
          page: { size: 100 }
        })
        assert.isTrue(found.products.length > 0)
        assert.isTrue(found.products.every((p) => p.department?.id === "snacks" && p.price?.promo !== undefined && p.price.promo <= 10))
        const prices = found.products.map((p) => p.price?.promo ?? p.price?.regular ?? Number.NaN)
        expect(prices).toStrictEqual([...prices].sort((a, b) => a - b))
        const brand = found.facets.brands[0]!.id
        const byBrand = yield* search.searchProducts({ department: "snacks", brands: [brand] })
        assert.isTrue(byBrand.products.every((p) => p.brand === brand))
        const all = yield* search.searchProducts({ page: { size: 1 } })
        assert.isTrue(all.page.total >= 2000)
      })
    )
  )

  it.live("a bad page or sort is 'Expecting products search request' and nothing is sent", () =>
    run(
      Effect.gen(function* () {
        const search = yield* ProductSearch
        for (const query of [
          { page: { size: 0 } },
          { page: { size: 101 } },
          { page: { offset: -1 } },
          { sort: "cheapest" as never },
          { minPrice: -1 }
        ]) {
          assert.strictEqual((yield* Effect.flip(search.searchProducts(query))).message, "Expecting products search request")
        }
        assert.strictEqual(requests.length, 0)
      })
    )
  )
})

describe("Sellers and Reviews through the reference upstream (msw)", () => {
  it.live("sellers by ids and the list; ids are required", () =>
    run(
      Effect.gen(function* () {
        const sellers = yield* Sellers
        const found = yield* sellers.getSellers(["seller-001", "seller-002"])
        assert.strictEqual(requests.at(-1)?.url, `${api}/seller/v1/sellers/seller-001,seller-002`)
        expect(found.map((s) => s.name)).toStrictEqual(["Pantry Direct", "Snack Haven"])
        const list = yield* sellers.listSellers({ "page.size": 3 })
        assert.strictEqual(lastUrl().pathname, "/atlas/v1/seller/v1/sellers")
        assert.strictEqual(list.sellers.length, 3)
        assert.isTrue(list.page.total >= 10)
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(sellers.getSellers([]))).message, "Expecting Sellers request")
        assert.strictEqual(requests.length, sent)
        const unknown = yield* Effect.flip(sellers.getSellers(["nobody"]))
        assert.strictEqual(unknown._tag === "UpstreamError" ? unknown.status : 0, 404)
      })
    )
  )

  it.live("reviews of an item with summary and paging; an item id is required", () =>
    run(
      Effect.gen(function* () {
        const reviews = yield* Reviews
        const item = first((e) => e.ratings.length >= 5)
        const page = yield* reviews.getReviews(item.gtin13, { "page.size": 2, sort: "rating_high" })
        assert.strictEqual(lastUrl().pathname, `/atlas/v1/reviews/v1/item/${item.gtin13}/reviews`)
        assert.strictEqual(page.reviews.length, 2)
        assert.strictEqual(page.summary.count, item.ratings.length)
        assert.strictEqual(
          page.summary.histogram.reduce((a, b) => a + b, 0),
          item.ratings.length
        )
        assert.isTrue((page.reviews[0]?.rating ?? 0) >= (page.reviews[1]?.rating ?? 0))
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(reviews.getReviews(""))).message, "Expecting reviews request")
        assert.strictEqual(requests.length, sent)
      })
    )
  )

  it.live("submitting a review is keyed; it shows in the item's reviews; a body is required", () =>
    run(
      Effect.gen(function* () {
        const reviews = yield* Reviews
        const item = first(plain)
        const submitted = yield* reviews.submitReview({
          itemId: item.gtin13,
          rating: 5,
          title: "Great",
          text: "Would buy again",
          nickname: "Tester"
        })
        const request = requests.at(-1)
        assert.strictEqual(request?.method, "POST")
        assert.strictEqual(new URL(request!.url).pathname, "/atlas/v1/reviews/v1/review/submit")
        assert.match(request?.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        assert.strictEqual(submitted.status, "PUBLISHED")
        const page = yield* reviews.getReviews(item.gtin13)
        assert.strictEqual(page.reviews[0]?.reviewId, submitted.review.reviewId)
        assert.strictEqual(page.summary.count, item.ratings.length + 1)
        const sent = requests.length
        for (const bad of [
          undefined,
          { itemId: item.gtin13, rating: 6, title: "x", text: "y", nickname: "z" },
          { itemId: item.gtin13, rating: 4, title: " ", text: "y", nickname: "z" }
        ]) {
          assert.strictEqual((yield* Effect.flip(reviews.submitReview(bad as never))).message, "Expecting submit reviews request")
        }
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})

describe("Recommendations through the reference upstream (msw)", () => {
  it.live("every strategy answers a page of items with their sources", () =>
    run(
      Effect.gen(function* () {
        const recs = yield* Recommendations
        const milk = first((e) => e.baseName === "Whole Milk" && e.brand === "Meadow Farms")
        const cases = [
          ["/product-recommendations/better-for-you", recs.betterForYou(milk.gtin13, { size: 3 })],
          ["/product-recommendations/complementary", recs.complementary(milk.gtin13, { size: 3 })],
          ["/product-recommendations/financial-services", recs.financialServices({ size: 3 })],
          ["/product-recommendations/similar", recs.similar(milk.gtin13, { size: 3 })],
          ["/product-recommendations/start-my-cart", recs.startMyCart({ size: 3 })],
          ["/product-recommendations/strategic-targets", recs.strategicTargets({ size: 3 })],
          ["/product-recommendations/my-sale-items", recs.mySaleItems({ size: 8, monetize: true })],
          ["/product-recommendations/did-you-forget", recs.didYouForget([milk.gtin13], { size: 3 })]
        ] as const
        for (const [path, call] of cases) {
          const page = yield* call
          assert.strictEqual(lastUrl().pathname, `/atlas/v1${path}`, path)
          assert.isTrue(page.recommendations.length > 0, path)
          assert.isTrue(page.recommendations.length <= 8, path)
        }
        const similar = yield* recs.similar(milk.gtin13, { size: 5 })
        assert.isTrue(similar.recommendations.some((r) => r.item.description.endsWith("Whole Milk")))
        assert.notInclude(
          similar.recommendations.map((r) => r.item.gtin13),
          milk.gtin13
        )
        assert.strictEqual(lastUrl().searchParams.get("filter.gtin13"), milk.gtin13)
        const sale = yield* recs.mySaleItems({ size: 8, monetize: true })
        assert.strictEqual(lastUrl().searchParams.get("option.monetize"), "true")
        assert.isTrue(sale.recommendations.some((r) => r.monetized === true))
        const forgot = yield* recs.didYouForget([milk.gtin13], { size: 50 })
        assert.isFalse(forgot.recommendations.some((r) => r.item.description.endsWith("Whole Milk")))
        const financial = yield* recs.financialServices()
        assert.isTrue(financial.recommendations.every((r) => r.item.department?.id === "gift-cards"))
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(recs.betterForYou(""))).message, "Expecting better for you recommendations request")
        assert.strictEqual((yield* Effect.flip(recs.startMyCart({ size: 0 }))).message, "Expecting start my cart recommendations request")
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})

describe("the contract of the catalogue, carts and lists domains", () => {
  it("has every line of operations.tsv for items, products, search, sellers, reviews, recommendations, carts, shopping-lists, exactly", () => {
    const domains = ["items", "products", "search", "sellers", "reviews", "recommendations", "carts", "shopping-lists"]
    const lines = readFileSync(new URL("../../../shared/spec/operations.tsv", import.meta.url), "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))
      .slice(1)
      .map((l) => l.split("\t"))
      .filter(([domain]) => domains.includes(domain ?? ""))
    const ours = operations
      .filter((op) => domains.includes(op.domain))
      .map((op) => `${op.domain} ${op.method} ${op.path} ${op.host} ${op.retry}`)
    expect([...ours].sort()).toStrictEqual(
      lines.map(([domain, method, path, host, , retry]) => `${domain} ${method} ${path} ${host} ${retry}`).sort()
    )
  })
})
