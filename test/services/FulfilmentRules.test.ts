/**
 * The reference upstream's alcohol promise rules and return blocks, through msw: every promise
 * modify code and return failure code of spec §8 that these rules raise arrives as its typed error.
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Carts, Checkout, ModalityPreferences, Payment, Promises, RequestContext, Returns, Timeslots, Wallet } from "atlas-client"
import { coldMedicine, first, plain } from "../support/catalogue.js"
import { saveDeliveryAddress } from "../support/delivery.js"
import { mswShopper } from "../support/upstream.js"
import type { CatalogueEntry } from "../../src/upstream/catalogue/seed.js"
import type { CheckoutModality } from "../../src/schema/checkout.js"

const { upstream, run, last, api } = mswShopper(
  Layer.mergeAll(
    Carts.Default,
    Checkout.Default,
    Payment.Default,
    Promises.Default,
    Returns.Default,
    Timeslots.Default,
    Wallet.Default,
    ModalityPreferences.Default
  )
)
const failure = (e: { readonly _tag: string; readonly status?: number }) => [e._tag, "code" in e ? String(e.code) : "none", e.status]

const alcohol = (e: CatalogueEntry) => e.productRestrictions.some((r) => r.groupId === "ALCOHOL") && e.clickListItem
const giftCard = (e: CatalogueEntry) => e.department.id === "gift-cards" && e.clickListItem
const deliverTo = (postalCode: string) =>
  RequestContext.pipe(Effect.flatMap((ctx) => ctx.set({ modality: { type: "DELIVERY", postalCode } })))

/** Places an order of the given lines, paid by card, at the first seeded store (a delivery to a saved address). */
const placeOrder = (modality: CheckoutModality, lines: ReadonlyArray<{ readonly upc: string; readonly quantity: number }>) =>
  Effect.gen(function* () {
    if (modality === "DELIVERY") yield* saveDeliveryAddress()
    const cart = yield* (yield* Carts).writeLines(lines)
    const locationId = upstream.state.stores[0]!.locationId
    const checkout = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality, locationId })
    const wallet = yield* Wallet
    const [mine] = yield* wallet.getWallets()
    const card =
      mine!.cards[0] ??
      (yield* wallet.addCard(mine!.walletId, {
        type: "CREDIT_CARD",
        cardNumber: "4111111111111111",
        expirationMonth: 12,
        expirationYear: 2099
      }))
    // Alcohol is handed off from 10:00 (UTC) on: the first slot from then.
    const slot = (yield* (yield* Timeslots).getUpfrontTimeslots(locationId, modality)).find((s) => new Date(s.start).getUTCHours() >= 10)
    yield* (yield* Checkout).updateCheckout(checkout.checkoutId, {
      timeslotId: slot!.timeslotId,
      payments: [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }]
    })
    return (yield* (yield* Payment).purchase(checkout.checkoutId)).order
  })

describe("alcohol in a promise (msw)", () => {
  it.live("more alcohol than its restriction group allows: ALCOHOL_QTY_EXCEEDED, on create and on modify", () =>
    run(
      Effect.gen(function* () {
        const promises = yield* Promises
        const locationId = upstream.state.stores[0]!.locationId
        const beer = first(alcohol)
        const max = beer.productRestrictions[0]!.maxQuantity
        assert.strictEqual(max, 12)
        const tooMany = yield* Effect.flip(
          promises.createPromise({ locationId, modality: "PICKUP", items: [{ upc: beer.gtin13, quantity: max + 1 }] })
        )
        assert.strictEqual(last().url, `${api}/promising/v2/promises`)
        expect(failure(tooMany)).toStrictEqual(["PromiseModifyError", "ALCOHOL_QTY_EXCEEDED", 400])
        assert.strictEqual(tooMany.message, "A promise holds at most 12 units of alcohol")
        // Twelve is allowed; a modify to thirteen is refused and the promise keeps its items.
        const ok = yield* promises.createPromise({ locationId, modality: "PICKUP", items: [{ upc: beer.gtin13, quantity: max }] })
        assert.strictEqual(ok.status, "INITIAL")
        const modify = yield* Effect.flip(
          promises.updatePromise({
            promiseId: ok.promiseId,
            items: [
              { upc: beer.gtin13, quantity: max },
              { upc: first(plain).gtin13, quantity: 1 },
              { upc: first((e) => alcohol(e) && e.gtin13 !== beer.gtin13).gtin13, quantity: 1 }
            ]
          })
        )
        expect(failure(modify)).toStrictEqual(["PromiseModifyError", "ALCOHOL_QTY_EXCEEDED", 400])
        expect((yield* promises.getPromise(ok.promiseId)).items).toStrictEqual([{ upc: beer.gtin13, quantity: max }])
      })
    )
  )

  it.live("alcohol in a slot before 10:00: ALCOHOL_NA_FOR_SELECTED_SLOT; a later slot is fine; nothing is reserved", () =>
    run(
      Effect.gen(function* () {
        const promises = yield* Promises
        const locationId = upstream.state.stores[0]!.locationId
        const slots = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "PICKUP")
        const early = slots.find((s) => new Date(s.start).getUTCHours() === 8)!
        const later = slots.find((s) => new Date(s.start).getUTCHours() === 10)!
        const items = [
          { upc: first(plain).gtin13, quantity: 1 },
          { upc: first(alcohol).gtin13, quantity: 2 }
        ]
        const refused = yield* Effect.flip(
          promises.createPromise({ locationId, modality: "PICKUP", timeslotId: early.timeslotId, items }, { v2: true })
        )
        expect(failure(refused)).toStrictEqual(["PromiseModifyError", "ALCOHOL_NA_FOR_SELECTED_SLOT", 400])
        assert.strictEqual(refused.message, "Alcohol cannot be handed off in the selected time slot")
        const after = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "PICKUP")
        assert.strictEqual(after.find((s) => s.timeslotId === early.timeslotId)!.remaining, early.capacity)
        // Without alcohol the early slot is fine; moving an alcohol promise into it is refused.
        assert.strictEqual(
          (yield* promises.createPromise({ locationId, modality: "PICKUP", timeslotId: early.timeslotId, items: items.slice(0, 1) }))
            .timeslotId,
          early.timeslotId
        )
        const ok = yield* promises.createPromise({ locationId, modality: "PICKUP", timeslotId: later.timeslotId, items })
        assert.strictEqual(ok.timeslotId, later.timeslotId)
        const moved = yield* Effect.flip(promises.updatePromise({ promiseId: ok.promiseId, timeslotId: early.timeslotId }))
        assert.strictEqual(last().method, "PUT")
        expect(failure(moved)).toStrictEqual(["PromiseModifyError", "ALCOHOL_NA_FOR_SELECTED_SLOT", 400])
        assert.strictEqual((yield* promises.getPromise(ok.promiseId)).timeslotId, later.timeslotId)
      })
    )
  )

  it.live("alcohol delivered outside the store's licensing area: ALCOHOL_NA_FOR_ADDRESS (the x-modality postal code)", () =>
    run(
      Effect.gen(function* () {
        const promises = yield* Promises
        const store = upstream.state.stores[0]!
        assert.strictEqual(store.address.postalCode, "45202")
        const items = [{ upc: first(alcohol).gtin13, quantity: 1 }]
        yield* deliverTo("90210")
        const far = yield* Effect.flip(promises.createPromise({ locationId: store.locationId, modality: "DELIVERY", items }))
        assert.strictEqual(last().headers.get("x-modality"), '{"type":"DELIVERY","postalCode":"90210"}')
        expect(failure(far)).toStrictEqual(["PromiseModifyError", "ALCOHOL_NA_FOR_ADDRESS", 400])
        assert.strictEqual(far.message, "Alcohol cannot be delivered to 90210 from this store")
        // Pickup at the same store, or no alcohol, is fine from anywhere.
        assert.strictEqual((yield* promises.createPromise({ locationId: store.locationId, modality: "PICKUP", items })).modality, "PICKUP")
        const plainItems = [{ upc: first(plain).gtin13, quantity: 1 }]
        assert.strictEqual(
          (yield* promises.createPromise({ locationId: store.locationId, modality: "DELIVERY", items: plainItems })).status,
          "INITIAL"
        )
        // Inside the area (452xx) it is promised; adding alcohol to a far delivery promise is refused.
        yield* deliverTo("45220")
        assert.strictEqual((yield* promises.createPromise({ locationId: store.locationId, modality: "DELIVERY", items })).status, "INITIAL")
        yield* deliverTo("10001")
        const far2 = yield* promises.createPromise({ locationId: store.locationId, modality: "DELIVERY", items: plainItems })
        const modify = yield* Effect.flip(promises.updatePromise({ promiseId: far2.promiseId, items: [...plainItems, ...items] }))
        expect(failure(modify)).toStrictEqual(["PromiseModifyError", "ALCOHOL_NA_FOR_ADDRESS", 400])
      })
    )
  )
})

describe("return blocks (msw)", () => {
  it.live("REPLACE of a pickup order: BLOCKED_FULFILLMENT_TYPE; of a delivery order it starts", () =>
    run(
      Effect.gen(function* () {
        const [a, b] = [first(plain), first((e) => plain(e) && e.gtin13 !== first(plain).gtin13)]
        const lines = [
          { upc: a.gtin13, quantity: 2 },
          { upc: b.gtin13, quantity: 2 }
        ]
        const pickup = yield* placeOrder("PICKUP", lines)
        const returns = yield* Returns
        const refused = yield* Effect.flip(
          returns.startReturn(pickup.orderId, { action: "REPLACE", items: [{ upc: a.gtin13, quantity: 1 }], refundAmount: 0 })
        )
        assert.strictEqual(last().url, `${api}/returns/v2/start-return/${pickup.orderId}`)
        expect(failure(refused)).toStrictEqual(["ReturnRejected", "BLOCKED_FULFILLMENT_TYPE", 400])
        assert.strictEqual(refused.message, "Replacements are delivered: REPLACE is not offered for pickup orders")
        // EXCHANGE is never offered online, whatever the fulfilment.
        expect(
          failure(yield* Effect.flip(returns.startReturn(pickup.orderId, { action: "EXCHANGE", items: [{ upc: a.gtin13, quantity: 1 }] })))
        ).toStrictEqual(["ReturnRejected", "REQUESTED_ACTION_NOT_ALLOWED", 400])
        const delivery = yield* placeOrder("DELIVERY", lines)
        const replaced = yield* returns.startReturn(delivery.orderId, {
          action: "REPLACE",
          items: [{ upc: a.gtin13, quantity: 1 }],
          refundAmount: 0
        })
        expect([replaced.action, replaced.status, replaced.refundAmount]).toStrictEqual(["REPLACE", "STARTED", 0])
      })
    )
  )

  it.live("gift cards: BLOCKED_DEPARTMENT; alcohol and cold medicine: BLOCKED_CATEGORY; the other line returns", () =>
    run(
      Effect.gen(function* () {
        const gift = first(giftCard)
        const beer = first(alcohol)
        const sinus = first(coldMedicine)
        const a = first(plain)
        const order = yield* placeOrder("PICKUP", [
          { upc: a.gtin13, quantity: 3 },
          { upc: gift.gtin13, quantity: 1 },
          { upc: beer.gtin13, quantity: 1 },
          { upc: sinus.gtin13, quantity: 1 }
        ])
        assert.strictEqual(order.lineItems.length, 4)
        const returns = yield* Returns
        const department = yield* Effect.flip(
          returns.startReturn(order.orderId, { action: "REFUND", items: [{ upc: gift.gtin13, quantity: 1 }] })
        )
        expect(failure(department)).toStrictEqual(["ReturnRejected", "BLOCKED_DEPARTMENT", 400])
        assert.strictEqual(department.message, `Items of ${gift.department.name} cannot be returned`)
        const beerBlocked = yield* Effect.flip(
          returns.startReturn(order.orderId, { action: "RETURN", items: [{ upc: beer.gtin13, quantity: 1 }], refundAmount: 0 })
        )
        expect(failure(beerBlocked)).toStrictEqual(["ReturnRejected", "BLOCKED_CATEGORY", 400])
        assert.strictEqual(beerBlocked.message, "Alcohol cannot be returned")
        const sinusBlocked = yield* Effect.flip(
          returns.startReturn(order.orderId, {
            action: "RETURN",
            items: [
              { upc: a.gtin13, quantity: 1 },
              { upc: sinus.gtin13, quantity: 1 }
            ],
            refundAmount: 0
          })
        )
        expect(failure(sinusBlocked)).toStrictEqual(["ReturnRejected", "BLOCKED_CATEGORY", 400])
        assert.strictEqual(sinusBlocked.message, "Cold and sinus medicine cannot be returned")
        // A refused return takes nothing back: all three units of the plain line still return.
        const started = yield* returns.startReturn(order.orderId, {
          action: "RETURN",
          items: [{ upc: a.gtin13, quantity: 3 }],
          refundAmount: 0
        })
        assert.strictEqual(started.status, "STARTED")
      })
    )
  )
})
