/** Checkout setup for tests: a shopper's checkout ready to buy, against a reference upstream. */
import * as Effect from "effect/Effect"
import { Carts, Checkout, type PaymentSelection, Timeslots } from "atlas-client"
import type { AtlasUpstream } from "atlas-client/testing"
import { first, plain } from "./catalogue.js"
import { saveDeliveryAddress } from "./delivery.js"
import { addTestCard } from "./wallet.js"

/** A cart, a delivery address, a delivery checkout with a slot and the test card: ready to buy. */
export const readyToBuy = (upstream: AtlasUpstream) =>
  Effect.gen(function* () {
    yield* saveDeliveryAddress()
    const cart = yield* (yield* Carts).addToCart(first(plain).gtin13, 2)
    const locationId = upstream.state.stores[0]!.locationId
    const checkout = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "DELIVERY", locationId })
    const { card, walletId } = yield* addTestCard
    const [slot] = yield* (yield* Timeslots).getUpfrontTimeslots(locationId, "DELIVERY")
    const payments: ReadonlyArray<PaymentSelection> = [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }]
    yield* (yield* Checkout).updateCheckout(checkout.checkoutId, { timeslotId: slot!.timeslotId, payments })
    return { cart, checkout, walletId }
  })
