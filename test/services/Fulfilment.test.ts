import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  Ach,
  Carts,
  Checkout,
  GiftCards,
  Payment,
  PostOrderMessaging,
  Promises,
  Quotes,
  Returns,
  Substitutions,
  Timeslots,
  Wallet
} from "atlas-client"
import { mswOrigins } from "atlas-client/testing"
import { first, pick, plain } from "../support/catalogue.js"
import { mswShopper } from "../support/upstream.js"
import { addTestCard } from "../support/wallet.js"

const { upstream, run, last, api } = mswShopper(
  Layer.mergeAll(
    Ach.Default,
    Carts.Default,
    Checkout.Default,
    GiftCards.Default,
    Payment.Default,
    PostOrderMessaging.Default,
    Promises.Default,
    Quotes.Default,
    Returns.Default,
    Substitutions.Default,
    Timeslots.Default,
    Wallet.Default
  )
)
const codeOf = (e: { readonly _tag: string }) =>
  "code" in e ? String(e.code) : "errors" in e && Array.isArray(e.errors) ? String(e.errors[0]?.code) : e._tag

/** Places a pickup order of two plain items (quantities 2 and 1) paid by card. */
const placeOrder = Effect.gen(function* () {
  const [a, b] = pick(plain, 2)
  const cart = yield* (yield* Carts).writeLines([
    { upc: a!.gtin13, quantity: 2 },
    { upc: b!.gtin13, quantity: 1 }
  ])
  const locationId = upstream.state.stores[0]!.locationId
  const checkout = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "PICKUP", locationId })
  const { card } = yield* addTestCard
  const [slot] = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "PICKUP")
  yield* (yield* Payment).updatePaymentV2(checkout.checkoutId, [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }])
  assert.strictEqual(last().url, `${mswOrigins.payments}/payment/v1/checkouts/${checkout.checkoutId}`)
  assert.strictEqual(last().method, "PUT")
  assert.strictEqual(last().credentials, "include")
  yield* (yield* Checkout).updateCheckout(checkout.checkoutId, { timeslotId: slot!.timeslotId })
  const { order } = yield* (yield* Payment).purchase(checkout.checkoutId)
  return { order, a: a!, b: b!, locationId }
})

describe("Promises, quotes, time slots and the order after it (msw)", () => {
  it.live("promises: INITIAL, RECALCULATE, COMPLETE; the no-reservation header; modify error codes are typed", () =>
    run(
      Effect.gen(function* () {
        const promises = yield* Promises
        const locationId = upstream.state.stores[0]!.locationId
        const item = first(plain)
        const [slot] = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "PICKUP")
        const created = yield* promises.createPromise({ locationId, modality: "PICKUP", items: [{ upc: item.gtin13, quantity: 1 }] })
        assert.strictEqual(last().url, `${api}/promising/v2/promises`)
        assert.strictEqual(last().headers.get("x-instacart-no-reservation"), "true")
        assert.isNotNull(last().headers.get("idempotency-key"))
        assert.strictEqual(created.status, "INITIAL")
        assert.isFalse(created.reserved)
        const reserving = yield* promises.createPromise(
          { locationId, modality: "PICKUP", timeslotId: slot!.timeslotId, items: [{ upc: item.gtin13, quantity: 1 }] },
          { v2: true }
        )
        assert.strictEqual(last().headers.get("x-instacart-no-reservation"), "false")
        assert.isTrue(reserving.reserved)
        assert.strictEqual(
          (yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "PICKUP"))[0]!.remaining,
          (slot?.capacity ?? Number.NaN) - 1
        )
        const modified = yield* promises.updatePromise({ promiseId: created.promiseId, items: [{ upc: item.gtin13, quantity: 3 }] })
        assert.strictEqual(last().method, "PUT")
        assert.strictEqual(modified.status, "RECALCULATE")
        const complete = yield* promises.updatePromise({ promiseId: created.promiseId, status: "COMPLETE" })
        assert.strictEqual(complete.status, "COMPLETE")
        assert.strictEqual((yield* promises.getPromise(created.promiseId)).status, "COMPLETE")
        assert.strictEqual(last().url, `${api}/promising/v2/promises?filter.promiseId=${created.promiseId}`)
        const duplicate = yield* Effect.flip(
          promises.createPromise({
            locationId,
            modality: "PICKUP",
            items: [
              { upc: item.gtin13, quantity: 1 },
              { upc: item.gtin13, quantity: 2 }
            ]
          })
        )
        assert.strictEqual(duplicate._tag, "PromiseModifyError")
        assert.strictEqual(codeOf(duplicate), "DUPLICATE_UPC_IN_CART")
        assert.strictEqual(
          codeOf(yield* Effect.flip(promises.createPromise({ locationId, modality: "PICKUP", items: [] }))),
          "ALL_ITEMS_EXCLUDED"
        )
        assert.strictEqual(
          codeOf(
            yield* Effect.flip(promises.createPromise({ locationId, modality: "PICKUP", items: [{ upc: "0000000000000", quantity: 1 }] }))
          ),
          "INVALID_VENDOR_ITEM"
        )
        assert.strictEqual(
          codeOf(
            yield* Effect.flip(promises.updatePromise({ promiseId: reserving.promiseId, items: [{ upc: item.gtin13, quantity: 101 }] }))
          ),
          "CART_QTY_LMT_EXCEEDED"
        )
        yield* promises.deletePromise(reserving.promiseId)
        assert.strictEqual(last().method, "DELETE")
        assert.strictEqual((yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "PICKUP"))[0]!.remaining, slot!.capacity)
        const v4 = yield* promises.createPromiseV4({ locationId, modality: "DELIVERY", items: [{ upc: item.gtin13, quantity: 1 }] })
        assert.strictEqual(last().url, `${api}/promising/v4/promises`)
        expect([v4.version, v4.capabilities]).toStrictEqual(["v4", ["PICK", "STAGE", "TRANSPORT", "LAST_MILE_HANDOFF"]])
        assert.strictEqual((yield* promises.updatePromiseV4({ promiseId: v4.promiseId })).status, "RECALCULATE")
        assert.strictEqual((yield* promises.getPromiseV4(v4.promiseId)).promiseId, v4.promiseId)
        const sourcing = yield* promises.getSourcingOptions(locationId, [{ upc: item.gtin13, quantity: 1 }])
        assert.strictEqual(last().url, `${api}/promises/sourcingoptions`)
        assert.includeMembers(
          sourcing.map((o) => o.vendor),
          ["KR001", "IC001"]
        )
        yield* Effect.either(promises.getShipOptions("45202", [{ upc: item.gtin13, quantity: 1 }]))
        assert.strictEqual(last().url, `${api}/promises/options`)
      })
    )
  )

  it.live("quotes: filters, quick options with labels, excluded vendors, projection promises.compact", () =>
    run(
      Effect.gen(function* () {
        const quotes = yield* Quotes
        const locationId = upstream.state.stores[0]!.locationId
        const item = first(plain)
        const quote = yield* quotes.getQuote(
          {
            "filter.shoppingModality": "DELIVERY",
            "filter.storeId": locationId,
            "option.quickOptions": ["FASTEST", "FASTEST_FREE"],
            "option.excludeVendors": ["NU001"],
            projections: "promises.compact"
          },
          [
            { upc: item.gtin13, quantity: 1 },
            { upc: "0000000000000", quantity: 1 }
          ]
        )
        assert.strictEqual(
          last().url,
          `${api}/promising/v2/quotes?filter.shoppingModality=DELIVERY&filter.storeId=${locationId}&option.quickOptions=FASTEST,FASTEST_FREE&option.excludeVendors=NU001&projections=promises.compact`
        )
        expect(quote.quickOptions?.map((q) => [q.option, q.label])).toStrictEqual([
          ["FASTEST", "Fastest"],
          ["FASTEST_FREE", "Fastest Free delivery"]
        ])
        expect([...new Set(quote.promises.map((p) => p.vendor))]).toStrictEqual(["KR001", "IC001"])
        assert.isTrue(quote.promises.every((p) => p.start === undefined))
        expect(quote.exclusions).toStrictEqual([{ upc: "0000000000000", code: "NOT_AVAILABLE" }])
        expect(yield* quotes.getQuoteById(quote.quoteId)).toStrictEqual(quote)
        assert.strictEqual(last().url, `${api}/promising/v2/quotes/${quote.quoteId}`)
        const slots = yield* (yield* Timeslots).getTimeslots([locationId])
        assert.strictEqual(last().url, `${api}/timeslots/${locationId}`)
        assert.strictEqual(slots.length, 24)
      })
    )
  )

  it.live("after the order: substitutions, post-order messages, returns with the failure codes", () =>
    run(
      Effect.gen(function* () {
        const { a, b, order } = yield* placeOrder
        const subs = yield* Substitutions
        const proposed = yield* subs.getSubstitutions(order.orderId)
        assert.strictEqual(last().url, `${api}/substitutions/v1/orders/${order.orderId}`)
        expect(proposed.substitutions.map((s) => [s.originalUpc, s.status, s.revisionType, s.requestedBy])).toStrictEqual([
          [a.gtin13, "PROPOSED", "SUBSTITUTION", "FULFILLMENT"]
        ])
        const decided = yield* subs.decideSubstitutions(order.orderId, [{ lineId: proposed.substitutions[0]!.lineId, accept: true }])
        assert.isNotNull(last().headers.get("idempotency-key"))
        expect(decided.substitutions.map((s) => [s.status, s.requestedBy])).toStrictEqual([["ACCEPTED", "CUSTOMER"]])
        expect(yield* subs.getBySubOrderId(order.subOrderId)).toStrictEqual(decided)
        assert.strictEqual(last().url, `${api}/substitutions/v1/orders/getByOrderId/${order.subOrderId}`)

        const messaging = yield* PostOrderMessaging
        const full = { subOrderId: order.subOrderId, logisticOrderNumber: order.logisticOrderNumber }
        const posted = yield* messaging.postMessage(full, "Person", "Leave it at the door")
        assert.strictEqual(
          last().url,
          `${api}/post-order-messaging/v1/post-order-messaging/${order.logisticOrderNumber}/${order.subOrderId}`
        )
        const edited = yield* messaging.editMessage({ subOrderId: order.subOrderId }, posted.messageId, "Ring the bell")
        assert.strictEqual(last().url, `${api}/post-order-messaging/v1/post-order-messaging-by-sub-order/${order.subOrderId}`)
        assert.strictEqual(last().method, "PUT")
        expect((yield* messaging.getMessages(full)).map((m) => m.text)).toStrictEqual([edited.text])
        const second = yield* messaging.postMessage({ subOrderId: order.subOrderId }, "Household", "Second")
        yield* messaging.deleteMessage(full, posted.messageId)
        assert.strictEqual(last().method, "DELETE")
        expect((yield* messaging.getMessages({ subOrderId: order.subOrderId })).map((m) => m.text)).toStrictEqual(["Second"])
        yield* messaging.deleteMessage({ subOrderId: order.subOrderId }, second.messageId)
        assert.strictEqual(
          last().url,
          `${api}/post-order-messaging/v1/post-order-messaging-by-sub-order/${order.subOrderId}?filter.messageId=${second.messageId}`
        )

        const returns = yield* Returns
        const notAllowed = yield* Effect.flip(
          returns.startReturn(order.orderId, { action: "EXCHANGE", items: [{ upc: b.gtin13, quantity: 1 }] })
        )
        assert.strictEqual(notAllowed._tag, "ReturnRejected")
        assert.strictEqual(codeOf(notAllowed), "REQUESTED_ACTION_NOT_ALLOWED")
        assert.strictEqual(
          codeOf(
            yield* Effect.flip(returns.startReturn(order.orderId, { action: "REFUND", items: [{ upc: "0000000000000", quantity: 1 }] }))
          ),
          "BLOCKED_UPC"
        )
        assert.strictEqual(
          codeOf(
            yield* Effect.flip(
              returns.startReturn(order.orderId, { action: "REFUND", items: [{ upc: b.gtin13, quantity: 1 }], refundAmount: 999 })
            )
          ),
          "REQUESTED_REFUND_AMOUNT_TOO_LARGE"
        )
        const started = yield* returns.startReturn(order.orderId, { action: "REFUND", items: [{ upc: a.gtin13, quantity: 1 }] })
        assert.strictEqual(last().url, `${api}/returns/v2/start-return/${order.orderId}`)
        assert.strictEqual(started.status, "STARTED")
        yield* returns.startReturn(
          order.orderId,
          { action: "RETURN", items: [{ upc: a.gtin13, quantity: 1 }], refundAmount: 0 },
          { v1: true }
        )
        assert.strictEqual(last().url, `${api}/returns/start-return/${order.orderId}`)
        // Both units of a are back: a third is more than was bought.
        assert.strictEqual(
          codeOf(
            yield* Effect.flip(
              returns.startReturn(order.orderId, { action: "RETURN", items: [{ upc: a.gtin13, quantity: 1 }], refundAmount: 0 })
            )
          ),
          "REQUESTED_REFUND_AMOUNT_TOO_LARGE"
        )
      })
    )
  )

  it.live("returns: too many recent refunds; too large a share of recent order dollars", () =>
    run(
      Effect.gen(function* () {
        const { a, b, order } = yield* placeOrder
        const returns = yield* Returns
        const everything = yield* Effect.flip(
          returns.startReturn(order.orderId, {
            action: "REFUND",
            items: [
              { upc: a.gtin13, quantity: 2 },
              { upc: b.gtin13, quantity: 1 }
            ]
          })
        )
        assert.strictEqual(codeOf(everything), "RATIO_OF_RECENT_REFUND_DOLLARS_OVER_RECENT_ORDER_DOLLARS_EXCEEDED")
        for (const upc of [a.gtin13, a.gtin13, b.gtin13])
          yield* returns.startReturn(order.orderId, { action: "RETURN", items: [{ upc, quantity: 1 }], refundAmount: 0 })
        const many = yield* Effect.flip(
          returns.startReturn(order.orderId, { action: "RETURN", items: [{ upc: order.lineItems[1]!.upc, quantity: 1 }], refundAmount: 0 })
        )
        assert.strictEqual(codeOf(many), "TOO_MANY_RECENT_REFUNDS_BY_CUSTOMER")
      })
    )
  )

  it.live("gift cards, ACH enrolment and close (keyed, with credentials)", () =>
    run(
      Effect.gen(function* () {
        const gift = yield* GiftCards
        const balance = yield* gift.getBalance("6006491234567890", "1234")
        assert.strictEqual(last().url, `${api}/gift-card/v1/balance`)
        assert.strictEqual(balance.last4, "7890")
        assert.strictEqual((yield* gift.getRewards()).length, 2)
        assert.strictEqual(last().url, `${api}/service-hub/v1/gift-card-rewards`)
        const ach = yield* Ach
        const enrolled = yield* ach.enroll({ routingNumber: "021000021", accountNumber: "123456789", accountType: "CHECKING" })
        assert.strictEqual(last().url, `${api}/card-management/v1/ach/enrollment`)
        assert.isNotNull(last().headers.get("idempotency-key"))
        expect([enrolled.status, enrolled.last4]).toStrictEqual(["ENROLLED", "6789"])
        assert.strictEqual(
          codeOf(yield* Effect.flip(ach.enroll({ routingNumber: "021000021", accountNumber: "123456789", accountType: "CHECKING" }))),
          "ALREADY_ENROLLED"
        )
        const closed = yield* ach.close(enrolled.achId)
        assert.strictEqual(last().url, `${api}/card-management/v1/ach/card-close`)
        assert.strictEqual(closed.status, "CLOSED")
        assert.strictEqual(codeOf(yield* Effect.flip(ach.close(enrolled.achId))), "ALREADY_CLOSED")
      })
    )
  )
})
