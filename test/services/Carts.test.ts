import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { http, HttpResponse } from "msw"
import { Carts, RequestContext, ShoppingLists } from "atlas-client"
import { coldMedicine, first, pick, plain } from "../support/catalogue.js"
import { mswShopper, transports } from "../support/upstream.js"

const { requests, server, upstream, runVia, api, last } = mswShopper(Layer.mergeAll(Carts.Default, ShoppingLists.Default))
const delivery = RequestContext.pipe(Effect.flatMap((ctx) => ctx.set({ modality: { type: "DELIVERY", postalCode: "45202" } })))

describe.each(transports)("Carts through the reference upstream (msw), via %s", (transport) => {
  const run = runVia(transport)

  it.live("add without an id adds, with an id updates; writes are keyed POST /carts; get-cart by profile", () =>
    run(
      Effect.gen(function* () {
        const carts = yield* Carts
        const [a, b] = pick(plain, 2)
        const added = yield* carts.addToCart(a!.gtin13, 2)
        const post = last()
        assert.strictEqual(post.method, "POST")
        assert.strictEqual(post.url, `${api}/carts`)
        assert.strictEqual(post.headers.get("x-call-origin"), "Carts.writeCart")
        assert.match(post.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        expect(yield* Effect.promise(() => post.json())).toStrictEqual({ lineItems: [{ upc: a!.gtin13, quantity: 2 }] })
        assert.strictEqual(added.type, "ACTIVE")
        assert.strictEqual(added.lineItems.length, 1)
        const again = yield* carts.writeLines([
          { upc: a!.gtin13, quantity: 1 },
          { upc: b!.gtin13, quantity: 3 }
        ])
        assert.notStrictEqual(last().headers.get("idempotency-key"), post.headers.get("idempotency-key"))
        expect(again.lineItems.map((l) => [l.upc, l.quantity])).toStrictEqual([
          [a!.gtin13, 3],
          [b!.gtin13, 3]
        ])
        const lineId = again.lineItems[0]!.id
        const updated = yield* carts.updateLine(lineId, 1)
        expect(updated.lineItems.map((l) => [l.id, l.quantity])).toStrictEqual([
          [lineId, 1],
          [again.lineItems[1]!.id, 3]
        ])
        const removed = yield* carts.removeLine(lineId)
        expect(removed.lineItems.map((l) => l.upc)).toStrictEqual([b!.gtin13])
        assert.strictEqual(removed.itemCount, 3)
        assert.strictEqual(removed.subtotal, Math.round(b!.regular * 3 * 100) / 100)
        const found = yield* carts.getCarts(removed.profileId)
        assert.strictEqual(last().url, `${api}/carts?filter.profileId=${removed.profileId}`)
        expect(found.map((c) => c.id)).toStrictEqual([removed.id])
        const active = yield* carts.getCart(removed.profileId)
        assert.strictEqual(Option.getOrThrow(active).id, removed.id)
        assert.isTrue(Option.isNone(yield* carts.getCart(removed.profileId, "SAVED_FOR_LATER")))
        const unknownLine = yield* Effect.flip(carts.updateLine("line-999999", 1))
        assert.strictEqual(unknownLine._tag === "UpstreamError" ? unknownLine.status : 0, 404)
      })
    )
  )

  it.live("get-cart by profile needs a profileId string; a cart write needs lines; nothing is sent", () =>
    run(
      Effect.gen(function* () {
        const carts = yield* Carts
        for (const call of [carts.getCarts(""), carts.getCarts(42 as never), carts.getCarts(undefined as never)]) {
          assert.strictEqual((yield* Effect.flip(call)).message, "Expecting get cart request")
        }
        assert.strictEqual((yield* Effect.flip(carts.writeLines([]))).message, "Expecting cart request")
        assert.strictEqual((yield* Effect.flip(carts.writeLines([{ quantity: 1 }]))).message, "Expecting cart request")
        assert.strictEqual((yield* Effect.flip(carts.addToCart("123", 1))).message, "Expecting cart request")
        assert.strictEqual((yield* Effect.flip(carts.deleteCart(""))).message, "Expecting delete cart request")
        assert.strictEqual(requests.length, 0)
      })
    )
  )

  it.live("carts are kept per shopper: another session does not see them; a seeded shopper's profile is forbidden", () =>
    Effect.gen(function* () {
      const profileId = yield* run(
        Effect.gen(function* () {
          const cart = yield* Carts.pipe(Effect.flatMap((c) => c.addToCart(first(plain).gtin13, 1)))
          return cart.profileId
        })
      )
      const other = yield* run(Carts.pipe(Effect.flatMap((c) => c.getCarts(profileId))))
      expect(other).toStrictEqual([])
      const forbidden = yield* run(Carts.pipe(Effect.flatMap((c) => Effect.flip(c.getCarts("shopper-ava")))))
      assert.strictEqual(forbidden._tag === "UpstreamError" ? forbidden.status : 0, 403)
      assert.strictEqual(upstream.state.carts.carts.size, 1)
    })
  )

  it.live("a retried add never doubles a line: the response is lost, the retry carries the same key and is replayed", () =>
    run(
      Effect.gen(function* () {
        let dropped = 0
        server.use(
          http.post(
            `${api}/carts`,
            async ({ request }) => {
              await upstream.handle("atlas", request)
              dropped += 1
              return HttpResponse.error()
            },
            { once: true }
          )
        )
        const carts = yield* Carts
        // A first read opens the shopper's session: keys live in the session's key space.
        expect(yield* carts.getCarts("guest")).toStrictEqual([])
        const item = first(plain)
        const cart = yield* carts.addToCart(item.gtin13, 2)
        assert.strictEqual(dropped, 1)
        const posts = requests.filter((r) => r.method === "POST")
        assert.strictEqual(posts.length, 2)
        assert.strictEqual(posts[0]?.headers.get("idempotency-key"), posts[1]?.headers.get("idempotency-key"))
        expect(cart.lineItems.map((l) => l.quantity)).toStrictEqual([2])
        const [stored] = upstream.state.carts.carts.values()
        expect(stored?.[0]?.lines.map((l) => l.quantity)).toStrictEqual([2])
        assert.strictEqual(upstream.idempotency.replays, 1)
      })
    )
  )

  it.live("the upstream applies product validation: rejections come back as CartRejected with the §8 messages", () =>
    run(
      Effect.gen(function* () {
        yield* delivery
        const carts = yield* Carts
        const [c1, c2] = pick(coldMedicine, 2)
        const max = yield* Effect.flip(carts.addToCart(c1!.gtin13, 4))
        assert.strictEqual(max._tag, "CartRejected")
        assert.strictEqual(max.message, "The maximum quantity to deliver this item is 3")
        if (max._tag === "CartRejected")
          expect(max.rejections).toStrictEqual([
            { code: "MAX", message: "The maximum quantity to deliver this item is 3", itemId: c1!.gtin13, maxQuantity: 3 }
          ])
        const ok = yield* carts.addToCart(c1!.gtin13, 3)
        assert.strictEqual(ok.lineItems.length, 1)
        const cross = yield* Effect.flip(carts.addToCart(c2!.gtin13, 2))
        assert.strictEqual(cross.message, "The maximum quantity allowed for this type of item is 4")
        if (cross._tag === "CartRejected")
          expect(cross.rejections.map((r) => [r.itemId, r.crossProduct, r.groupId])).toStrictEqual([[c2!.gtin13, true, "COLD_MEDICINE"]])
        const min = first((e) => e.minimumOrderQuantity === 2 && e.homeDeliveryItem)
        assert.strictEqual((yield* Effect.flip(carts.addToCart(min.gtin13, 1))).message, "The minimum quantity to deliver this item is 2")
        const market = first((e) => e.sellerId !== undefined)
        assert.strictEqual(
          (yield* Effect.flip(carts.addToCart(market.gtin13, 1, { modality: "PICKUP" }))).message,
          "This item isn't available to pick up right now."
        )
        const perishable = first((e) => !e.shippable)
        assert.strictEqual(
          (yield* Effect.flip(carts.addToCart(perishable.gtin13, 1, { modality: "SHIP" }))).message,
          "This item isn't available to ship right now."
        )
        const after = yield* carts.getCarts(ok.profileId)
        expect(after[0]?.lineItems.map((l) => [l.upc, l.quantity])).toStrictEqual([[c1!.gtin13, 3]])
      })
    )
  )

  it.live("PUT /carts/{cartId} changes the type and replaces lines; DELETE /carts/{cartId} deletes", () =>
    run(
      Effect.gen(function* () {
        const carts = yield* Carts
        const [a, b] = pick(plain, 2)
        const cart = yield* carts.addToCart(a!.gtin13, 1)
        const saved = yield* carts.updateCart(cart.id, {
          type: "SAVED_FOR_LATER",
          substitutionPolicy: "NONE",
          lineItems: [
            { id: cart.lineItems[0]!.id, quantity: 2 },
            { upc: b!.gtin13, quantity: 1 }
          ]
        })
        const put = last()
        assert.strictEqual(put.method, "PUT")
        assert.strictEqual(put.url, `${api}/carts/${cart.id}`)
        assert.isNotNull(put.headers.get("idempotency-key"))
        assert.strictEqual(saved.type, "SAVED_FOR_LATER")
        expect(saved.lineItems.map((l) => [l.upc, l.quantity, l.substitutionPolicy])).toStrictEqual([
          [a!.gtin13, 2, "NONE"],
          [b!.gtin13, 1, "NONE"]
        ])
        const deleted = yield* carts.deleteCart(cart.id)
        assert.strictEqual(last().method, "DELETE")
        assert.strictEqual(last().url, `${api}/carts/${cart.id}`)
        expect(deleted).toStrictEqual({ cartId: cart.id, deleted: true })
        expect(yield* carts.getCarts(cart.profileId)).toStrictEqual([])
        const gone = yield* Effect.flip(carts.deleteCart(cart.id))
        assert.strictEqual(gone._tag === "UpstreamError" ? gone.status : 0, 404)
      })
    )
  )

  it.live("cart savings: Item coupons for sale lines, an Order coupon over $50; a body is required", () =>
    run(
      Effect.gen(function* () {
        const carts = yield* Carts
        const sale = first(
          (e) =>
            e.promo !== undefined &&
            e.homeDeliveryItem &&
            e.clickListItem &&
            e.soldInStore &&
            e.productRestrictions.length === 0 &&
            e.regular > 12
        )
        const cart = yield* carts.addToCart(sale.gtin13, 5)
        assert.isTrue((cart.savings ?? 0) > 0)
        const savings = yield* carts.getCartSavings({ cartId: cart.id })
        const post = last()
        assert.strictEqual(post.url, `${api}/carts/v1/cart-savings`)
        assert.isNull(post.headers.get("idempotency-key"))
        expect(savings.savings.map((s) => s.couponType)).toStrictEqual(["Item", "Order"])
        assert.strictEqual(savings.savings[0]?.upc, sale.gtin13)
        assert.strictEqual(savings.totalSavings, Math.round(savings.savings.reduce((s, c) => s + c.amount, 0) * 100) / 100)
        const small = yield* carts.getCartSavings({ lineItems: [{ upc: first(plain).gtin13, quantity: 1 }] })
        expect(small.savings).toStrictEqual([])
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(carts.getCartSavings({}))).message, "Expecting cart savings request")
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})

describe.each(transports)("ShoppingLists through the reference upstream (msw), via %s", (transport) => {
  const run = runVia(transport)

  it.live("create, list, replace and delete, per shopper; writes keyed", () =>
    run(
      Effect.gen(function* () {
        const lists = yield* ShoppingLists
        const item = first(plain)
        const created = yield* lists.createShoppingList({
          name: "Weekly",
          items: [{ text: "milk" }, { text: item.description, upc: item.gtin13, quantity: 2 }]
        })
        assert.strictEqual(last().method, "POST")
        assert.strictEqual(last().url, `${api}/shopping-list/v1/shopping-lists`)
        assert.isNotNull(last().headers.get("idempotency-key"))
        expect(created.items.map((i) => [i.text, i.quantity, i.checked])).toStrictEqual([
          ["milk", 1, false],
          [item.description, 2, false]
        ])
        expect((yield* lists.getShoppingLists()).map((l) => l.name)).toStrictEqual(["Weekly"])
        const renamed = yield* lists.updateShoppingList(created.id, {
          name: "Weekend",
          items: [{ id: created.items[0]!.id, text: "milk", checked: true }]
        })
        assert.strictEqual(last().method, "PUT")
        assert.strictEqual(last().url, `${api}/shopping-list/v1/shopping-lists/${created.id}`)
        expect(renamed.items.map((i) => [i.id, i.checked])).toStrictEqual([[created.items[0]!.id, true]])
        const deleted = yield* lists.deleteShoppingList(created.id)
        assert.strictEqual(last().method, "DELETE")
        expect(deleted).toStrictEqual({ shoppingListId: created.id, deleted: true })
        expect(yield* lists.getShoppingLists()).toStrictEqual([])
        const missing = yield* Effect.flip(lists.deleteShoppingList(created.id))
        assert.strictEqual(missing._tag === "UpstreamError" ? missing.status : 0, 404)
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(lists.createShoppingList({ name: "  " }))).message, "Expecting create shopping list request")
        assert.strictEqual(
          (yield* Effect.flip(lists.updateShoppingList("", { name: "x" }))).message,
          "Expecting update shopping list request"
        )
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})
