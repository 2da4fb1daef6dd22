import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Carts, Checkout, ModalityPreferences, Payment, Quotes, Timeslots, Wallet } from "atlas-client"
import { mswOrigins } from "atlas-client/testing"
import { first, plain } from "../support/catalogue.js"
import { saveDeliveryAddress } from "../support/delivery.js"
import { bodyOf, mswShopper } from "../support/upstream.js"
import { addTestCard } from "../support/wallet.js"

const { requests, upstream, run, api, last } = mswShopper(
  Layer.mergeAll(
    Carts.Default,
    Checkout.Default,
    Payment.Default,
    Wallet.Default,
    Timeslots.Default,
    Quotes.Default,
    ModalityPreferences.Default
  )
)

/**
 * A cart with one plain item, a delivery address, a delivery checkout at the first seeded store, a
 * credit card in the wallet.
 */
const setUp = Effect.gen(function* () {
  yield* saveDeliveryAddress()
  const item = first(plain)
  const cart = yield* (yield* Carts).addToCart(item.gtin13, 2)
  const locationId = upstream.state.stores[0]!.locationId
  const checkout = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "DELIVERY", locationId })
  const { walletId, card } = yield* addTestCard
  return { item, cart, locationId, checkout, walletId, card }
})

describe("Checkout, payment and wallet through the reference upstream (msw)", () => {
  it.live("a checkout is created from the cart with a key; modify adds the use-case header", () =>
    run(
      Effect.gen(function* () {
        const { cart, checkout, item, locationId } = yield* setUp
        const create = requests.find((r) => r.url === `${api}/checkout/v1/checkouts` && r.method === "POST")!
        assert.match(create.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        assert.isNull(create.headers.get("x-use-case-type"))
        assert.strictEqual(create.headers.get("x-call-origin"), "Checkout.createCheckout")
        expect(yield* bodyOf(create)).toStrictEqual({ cartId: cart.id, modality: "DELIVERY", locationId })
        assert.strictEqual(checkout.useCase, "CREATE")
        expect(checkout.lineItems.map((l) => [l.upc, l.quantity])).toStrictEqual([[item.gtin13, 2]])
        assert.strictEqual(checkout.totals.total, cart.total)
        const modify = yield* (yield* Checkout).modifyCheckout({ cartId: cart.id, modality: "DELIVERY", locationId })
        assert.strictEqual(last().headers.get("x-use-case-type"), "MODIFY")
        assert.strictEqual(modify.useCase, "MODIFY")
        const all = yield* (yield* Checkout).getCheckouts()
        expect(all.map((c) => c.checkoutId)).toStrictEqual([checkout.checkoutId, modify.checkoutId])
      })
    )
  )

  it.live("update sends the spec's headers and params; promo, tip and payment updates are keyed", () =>
    run(
      Effect.gen(function* () {
        const { card, checkout, locationId } = yield* setUp
        const service = yield* Checkout
        const slots = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "DELIVERY")
        assert.strictEqual(last().url, `${api}/promising/v2/upfront-timeslots`)
        assert.strictEqual(slots.length, 12)
        assert.isTrue(slots.every((s) => s.capacity === 3 && s.remaining === 3 && s.locationId === locationId))
        const slot = slots[0]!
        const updated = yield* service.updateCheckout(
          checkout.checkoutId,
          { timeslotId: slot.timeslotId, payments: [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }] },
          {
            useCase: "UPDATE",
            mockPaymentDeclines: false,
            updatePayment: true,
            bypassOneDollarAuth: false
          }
        )
        const put = last()
        assert.strictEqual(put.method, "PUT")
        assert.strictEqual(
          put.url,
          `${api}/checkout/v1/checkouts/${checkout.checkoutId}?options.updatepayment=true&options.bypassOneDollarAuthLogic=false`
        )
        assert.strictEqual(put.headers.get("x-use-case-type"), "UPDATE")
        assert.strictEqual(put.headers.get("x-mock-payment-declines"), "false")
        assert.match(put.headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        assert.strictEqual(updated.totals.fees, slot.fee)
        yield* service.updatePayment(checkout.checkoutId, [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }], { bypassOneDollarAuth: true })
        assert.strictEqual(
          last().url,
          `${api}/checkout/v1/checkouts/update/payment/${checkout.checkoutId}?options.updatepayment=true&options.bypassOneDollarAuthLogic=true`
        )
        const promo = yield* service.addPromo(checkout.checkoutId, "tenoff")
        assert.strictEqual(last().url, `${api}/checkout/v1/checkouts/update/promo/${checkout.checkoutId}`)
        assert.isNotNull(last().headers.get("idempotency-key"))
        expect(yield* bodyOf(last())).toStrictEqual({ action: "ADD", code: "tenoff" })
        expect((promo.promotions ?? []).map((p) => [p.code, p.eligibility, p.appliedTo])).toStrictEqual([["TENOFF", "ELIGIBLE", "ORDER"]])
        assert.strictEqual(promo.totals.promotions, Math.round(updated.lineItems[0]!.lineTotal * 10) / 100)
        const removed = yield* service.removePromo(checkout.checkoutId, "TENOFF")
        expect(removed.promotions).toStrictEqual([])
        const unknown = yield* Effect.flip(service.addPromo(checkout.checkoutId, "NOPE"))
        assert.strictEqual(unknown._tag === "UpstreamError" ? unknown.errors[0]?.code : "", "INVALID_PROMO_CODE")
        const tipped = yield* service.setTip(checkout.checkoutId, 4.5)
        assert.strictEqual(last().url, `${api}/checkout/v1/checkouts/update/tip/${checkout.checkoutId}`)
        assert.isNotNull(last().headers.get("idempotency-key"))
        assert.strictEqual(tipped.totals.tip, 4.5)
        assert.strictEqual(tipped.totals.total, Math.round((updated.totals.total + 4.5) * 100) / 100)
        const laf = yield* service.getCheckoutLaf(checkout.checkoutId)
        assert.strictEqual(last().url, `${api}/checkout/v1/checkoutLaf/${checkout.checkoutId}`)
        expect(laf).toStrictEqual({ checkoutId: checkout.checkoutId, modality: "DELIVERY", locationId, fulfilment: "HomeDelivery" })
      })
    )
  )

  it.live("a purchase whose response is dropped after commit and retried with the same key creates exactly one order and one charge", () =>
    run(
      Effect.gen(function* () {
        const { card, checkout, locationId } = yield* setUp
        const [slot] = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "DELIVERY")
        yield* (yield* Checkout).updateCheckout(checkout.checkoutId, {
          timeslotId: slot!.timeslotId,
          payments: [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }]
        })
        const payment = yield* Payment
        upstream.chaos.set({ dropAfterCommit: 1 })
        const lost = yield* Effect.flip(payment.purchase(checkout.checkoutId, undefined, { idempotencyKey: "purchase-key-1" }))
        assert.strictEqual(lost._tag, "ClientError")
        upstream.chaos.set({ dropAfterCommit: 0 })
        assert.strictEqual(upstream.state.checkout.orders.size, 1)
        const placed = yield* payment.purchase(checkout.checkoutId, undefined, { idempotencyKey: "purchase-key-1" })
        const post = last()
        assert.strictEqual(post.method, "POST")
        assert.strictEqual(post.url, `${mswOrigins.payments}/payment/v1/checkouts/${checkout.checkoutId}`)
        assert.strictEqual(post.headers.get("idempotency-key"), "purchase-key-1")
        assert.strictEqual(post.credentials, "include")
        assert.strictEqual(upstream.state.checkout.orders.size, 1)
        assert.strictEqual(upstream.state.checkout.charges.length, 1)
        assert.strictEqual(placed.payments.length, 1)
        assert.strictEqual(placed.payments[0]!.amount, placed.order.total)
        // Another key for the same checkout: still the one order and the one charge.
        const again = yield* payment.purchase(checkout.checkoutId)
        assert.strictEqual(again.order.orderId, placed.order.orderId)
        assert.strictEqual(upstream.state.checkout.orders.size, 1)
        assert.strictEqual(upstream.state.checkout.charges.length, 1)
        const [taken] = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "DELIVERY")
        assert.strictEqual(taken!.remaining, 2)
        const payments = yield* payment.getPayments(checkout.checkoutId, { includeGiftCardRemainingBalance: true, onlyAuths: false })
        const lookup = last()
        assert.strictEqual(
          lookup.url,
          `${mswOrigins.payments}/payment/v1/payments?filter.crossreferenceid=${checkout.checkoutId}&filter.onlyauths=false&filter.shouldIncludeGiftCardRemainingBalance=true`
        )
        assert.strictEqual(lookup.headers.get("x-application-name"), "CLICKLIST")
        expect(payments.map((p) => p.paymentId)).toStrictEqual(placed.payments.map((p) => p.paymentId))
        const closed = yield* Effect.flip((yield* Checkout).setTip(checkout.checkoutId, 1))
        assert.strictEqual(closed._tag === "UpstreamError" ? closed.status : 0, 409)
      })
    )
  )

  it.live("mock payment declines fail the purchase and take no charge", () =>
    run(
      Effect.gen(function* () {
        const { card, checkout, locationId } = yield* setUp
        const [slot] = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "DELIVERY")
        yield* (yield* Checkout).updateCheckout(
          checkout.checkoutId,
          { timeslotId: slot!.timeslotId, payments: [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }] },
          { mockPaymentDeclines: true }
        )
        assert.strictEqual(last().headers.get("x-mock-payment-declines"), "true")
        const declined = yield* Effect.flip((yield* Payment).purchase(checkout.checkoutId))
        assert.strictEqual(declined._tag === "UpstreamError" ? declined.errors[0]?.code : "", "PAYMENT_DECLINED")
        assert.strictEqual(upstream.state.checkout.charges.length, 0)
      })
    )
  )

  it.live("wallet: cards add, edit, default, EBT balance, delete through the method override; projection and transformation", () =>
    run(
      Effect.gen(function* () {
        const { card, walletId } = yield* setUp
        const wallet = yield* Wallet
        const ebt = yield* wallet.addCard(walletId, { type: "EBT_CARD", cardNumber: "5077000000000001", pin: "1234" })
        assert.strictEqual(last().url, `${mswOrigins.payments}/payment/v1/wallets/${walletId}/cards`)
        assert.strictEqual(last().credentials, "include")
        assert.isNotNull(last().headers.get("idempotency-key"))
        assert.isTrue(card.isDefault)
        assert.isFalse(ebt.isDefault)
        const balance = yield* wallet.getEbtBalance(ebt.cardId)
        assert.strictEqual(last().url, `${mswOrigins.payments}/payment/v1/wallets/cards/ebt/balance`)
        expect(balance).toStrictEqual({ cardId: ebt.cardId, snapBalance: 150, cashBalance: 40 })
        const edited = yield* wallet.editCard(walletId, { cardId: card.cardId, facilityId: "01400943", nickname: "Groceries" })
        assert.strictEqual(last().method, "PUT")
        expect(yield* bodyOf(last())).toStrictEqual({ cardId: card.cardId, facilityId: "01400943", nickname: "Groceries" })
        assert.strictEqual(edited.facilityId, "01400943")
        const withDefault = yield* wallet.setDefaultCard(ebt.cardId)
        assert.strictEqual(last().url, `${mswOrigins.payments}/payment/v1/wallets/cards/defaults`)
        expect(withDefault.cards.map((c) => c.isDefault)).toStrictEqual([false, true])
        const read = yield* wallet.getWallet(walletId)
        assert.strictEqual(
          last().url,
          `${mswOrigins.payments}/payment/v1/wallets/${walletId}?projections=cards%5BkrogerPay%5D&transformations=transform%5Bmsl%5D`
        )
        expect(read.cards.map((c) => c.krogerPay)).toStrictEqual([true, false])
        const deleted = yield* wallet.deleteCard(walletId, ebt.cardId)
        const del = last()
        assert.strictEqual(del.method, "POST")
        assert.strictEqual(del.url, `${mswOrigins.payments}/payment/v1/wallets/${walletId}/cards/${ebt.cardId}`)
        assert.strictEqual(del.headers.get("x-http-method-override"), "DELETE")
        expect(deleted).toStrictEqual({ cardId: ebt.cardId, deleted: true })
        const accounts = yield* wallet.getWalletAccounts()
        assert.strictEqual(last().url, `${mswOrigins.payments}/v1/wallet-accounts-core`)
        expect(accounts.map((a) => [a.type, a.vehicle, a.application])).toStrictEqual([["BANK_CARD", "BC", "KROGERPAY"]])
        assert.isTrue((yield* wallet.getWallets())[0]!.cards[0]!.isDefault)
      })
    )
  )

  it.live("validation comes first: get payment, payment purchase and Quotes requests; nothing is sent", () =>
    run(
      Effect.gen(function* () {
        const payment = yield* Payment
        assert.strictEqual((yield* Effect.flip(payment.getPayments(""))).message, "Expecting get payment request")
        assert.strictEqual((yield* Effect.flip(payment.purchase(""))).message, "Expecting payment purchase request")
        const quotes = yield* Quotes
        assert.strictEqual(
          (yield* Effect.flip(quotes.getQuote({ "filter.shoppingModality": "PICKUP", "filter.storeId": "x" }, []))).message,
          "Expecting Quotes request"
        )
        assert.strictEqual(requests.length, 0)
      })
    )
  )
})
