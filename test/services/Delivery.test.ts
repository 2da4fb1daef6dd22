/**
 * Delivery through the reference upstream (msw): the shopper's delivery address, validated by the
 * locator and saved as a delivery modality by the spec §4 rules, is the hand-off address of a
 * delivery checkout and of its order; the upstream keeps no address it cannot validate and checks
 * out no delivery without a street address or from a store that does not deliver there.
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { Carts, Checkout, ModalityPreferences, Payment, Stores, Timeslots, Wallet } from "atlas-client"
import { first, plain } from "../support/catalogue.js"
import { cincinnati, saveDeliveryAddress } from "../support/delivery.js"
import { bodyOf, mswShopper } from "../support/upstream.js"
import { addTestCard } from "../support/wallet.js"

const { requests, upstream, run, api } = mswShopper(
  Layer.mergeAll(
    Carts.Default,
    Checkout.Default,
    Payment.Default,
    Wallet.Default,
    Timeslots.Default,
    Stores.Default,
    ModalityPreferences.Default
  )
)

const downtown = () => upstream.state.stores[0]!.locationId

/** The code of an upstream refusal (`UpstreamError`'s first error object), else the error's tag. */
const refusalOf = (error: { readonly _tag: string }): string =>
  error._tag === "UpstreamError" && "errors" in error && Array.isArray(error.errors)
    ? String((error.errors[0] as { readonly code?: unknown } | undefined)?.code)
    : error._tag

const fillCart = Effect.gen(function* () {
  return yield* (yield* Carts).addToCart(first(plain).gtin13, 2)
})

describe("Delivery address through the reference upstream (msw)", () => {
  it.live("an address the locator corrects, saved as the delivery modality, is the checkout's and the order's hand-off address", () =>
    run(
      Effect.gen(function* () {
        const stores = yield* Stores
        // The shopper types the wrong state: not valid, and the similar addresses offer the right one.
        const typed = { addressLines: ["1014  Vine St"], cityTown: "cincinnati", stateProvince: "KY", postalCode: "45202" }
        const checked = yield* stores.validateAddress(typed)
        assert.isFalse(checked.valid)
        expect(checked.messages).toStrictEqual(["State KY does not match postal code 45202 (OH)"])
        const [suggestion, ...others] = yield* stores.findSimilarAddresses(typed)
        expect(suggestion).toStrictEqual({ ...cincinnati, addressLines: ["1014 Vine St"] })
        assert.isTrue(others.every((a) => a.cityTown === "Cincinnati" && a.stateProvince === "OH" && a.postalCode !== "45202"))
        assert.isTrue((yield* stores.validateAddress(suggestion!)).valid)

        // Pickup is how the shopper shops; the delivery address is saved without changing that.
        const modality = yield* ModalityPreferences
        yield* modality.createPreferences({
          modalityType: "PICKUP",
          source: "Options",
          destination: { location: { locationId: downtown() } }
        })
        const saved = yield* saveDeliveryAddress(suggestion!)
        const put = requests.findLast((r) => r.url === `${api}/modality/preferences` && r.method === "PUT")!
        expect(yield* bodyOf(put)).toStrictEqual({
          modality: { modalityType: "DELIVERY", source: "Profile", destination: { address: suggestion } },
          activate: false
        })
        assert.strictEqual(saved.activeModality, "PICKUP")
        const delivery = saved.modalities.find((m) => m.id === saved.primaryModality.DELIVERY)
        expect(delivery?.destination).toStrictEqual({ address: suggestion })

        const cart = yield* fillCart
        const checkout = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "DELIVERY", locationId: downtown() })
        expect(checkout.handoffAddress).toStrictEqual(suggestion)
        expect((yield* (yield* Checkout).getCheckout(checkout.checkoutId)).handoffAddress).toStrictEqual(suggestion)

        const [slot] = yield* (yield* Timeslots).getUpfrontTimeslots(downtown(), "DELIVERY")
        const { card } = yield* addTestCard
        yield* (yield* Checkout).updateCheckout(checkout.checkoutId, {
          timeslotId: slot!.timeslotId,
          payments: [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }]
        })
        const placed = yield* (yield* Payment).purchase(checkout.checkoutId)
        // The order is the purchased checkout's: the order page reads the checkout, with its address.
        assert.strictEqual(upstream.state.checkout.checkouts.get(checkout.checkoutId)?.orderId, placed.order.orderId)
        const [purchased] = yield* (yield* Checkout).getCheckouts()
        assert.strictEqual(purchased?.orderId, placed.order.orderId)
        expect(purchased?.handoffAddress).toStrictEqual(suggestion)
      })
    )
  )

  it.live("the checkout takes the primary delivery modality: a later address replaces the earlier one (spec §4)", () =>
    run(
      Effect.gen(function* () {
        const zipOnly = yield* saveDeliveryAddress({ postalCode: "45202" })
        assert.strictEqual(zipOnly.activeModality, "DELIVERY")
        // A street address of the same postal code replaces the modality lacking address lines.
        const street = yield* saveDeliveryAddress(cincinnati)
        expect(street.modalities.map((m) => m.destination)).toStrictEqual([{ address: cincinnati }])
        const other = { ...cincinnati, addressLines: ["200 W 4th St", "Apt 3"] }
        const both = yield* saveDeliveryAddress(other)
        assert.strictEqual(both.modalities.length, 2)
        const cart = yield* fillCart
        const checkout = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "DELIVERY", locationId: downtown() })
        expect(checkout.handoffAddress).toStrictEqual(other)
        // Choosing the first one again makes it primary (reused, not added).
        const again = yield* saveDeliveryAddress(cincinnati)
        assert.strictEqual(again.modalities.length, 2)
        const next = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "DELIVERY", locationId: downtown() })
        expect(next.handoffAddress).toStrictEqual(cincinnati)
        // A pickup checkout hands off at the store: no address.
        const pickup = yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "PICKUP", locationId: downtown() })
        assert.isFalse("handoffAddress" in pickup)
      })
    )
  )

  it.live("no delivery checkout without a street address, nor from a store that does not deliver there", () =>
    run(
      Effect.gen(function* () {
        const cart = yield* fillCart
        const checkout = yield* Checkout
        const create = (locationId: string) =>
          Effect.flip(checkout.createCheckout({ cartId: cart.id, modality: "DELIVERY", locationId })).pipe(Effect.map(refusalOf))
        assert.strictEqual(yield* create(downtown()), "DELIVERY_ADDRESS_REQUIRED")
        yield* saveDeliveryAddress({ postalCode: "45202" })
        assert.strictEqual(yield* create(downtown()), "DELIVERY_ADDRESS_REQUIRED")
        // Beverly Hills is about 1,900 miles from Cincinnati.
        yield* saveDeliveryAddress({ addressLines: ["9336 Civic Center Dr"], postalCode: "90210" })
        const far = yield* Effect.flip(checkout.createCheckout({ cartId: cart.id, modality: "DELIVERY", locationId: downtown() }))
        assert.strictEqual(refusalOf(far), "ADDRESS_NOT_SERVED")
        assert.strictEqual(
          far._tag === "UpstreamError" ? far.errors[0]?.reason : undefined,
          "Atlas Market Downtown doesn’t deliver to 90210"
        )
        // Covington is near, but has no delivery department.
        yield* saveDeliveryAddress(cincinnati)
        const covington = upstream.state.stores.find((s) => s.name === "Atlas Market Covington")!
        assert.isFalse((covington.departments ?? []).some((d) => d.code === "0E"))
        assert.strictEqual(yield* create(covington.locationId), "ADDRESS_NOT_SERVED")
        assert.strictEqual(upstream.state.checkout.checkouts.size, 0)
      })
    )
  )

  it.live("the upstream keeps no address it cannot validate", () =>
    run(
      Effect.gen(function* () {
        const modality = yield* ModalityPreferences
        const seeded = upstream.state.modality.preferences.size
        const refused = (address: Parameters<typeof saveDeliveryAddress>[0]) =>
          Effect.flip(saveDeliveryAddress(address)).pipe(
            Effect.map((e) => [refusalOf(e), e._tag === "UpstreamError" ? e.errors[0]?.reason : undefined])
          )
        expect(yield* refused({ ...cincinnati, postalCode: "00000" })).toStrictEqual(["INVALID_ADDRESS", "Unknown postal code 00000"])
        expect(yield* refused({ ...cincinnati, stateProvince: "KY" })).toStrictEqual([
          "INVALID_ADDRESS",
          "State KY does not match postal code 45202 (OH)"
        ])
        assert.isTrue(Option.isNone(yield* modality.getPreferences()))
        // Ship too: an address modality is checked whatever its type.
        const ship = yield* Effect.flip(
          modality.updatePreferences({ modalityType: "SHIP", source: "Options", destination: { address: { postalCode: "4520" } } })
        )
        assert.strictEqual(refusalOf(ship), "INVALID_ADDRESS")
        assert.strictEqual(upstream.state.modality.preferences.size, seeded)
      })
    )
  )
})
