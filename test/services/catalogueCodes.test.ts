/**
 * Every code of the error catalogue (spec §8, and the token failures of §6), reached through a
 * service over HTTP (msw) in a situation a shopper (or a server's token) can be in: the reference
 * upstream raises it, the contract declares its family, and the call fails with the family's typed
 * error carrying the code, the upstream's message and the mark of an upstream answer.
 */
import { assert, describe, it } from "@effect/vitest"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  atlasClientWith,
  Carts,
  Checkout,
  Credentials,
  Customer,
  Environment,
  errorFamilies,
  isDomainError,
  isUpstreamAnswer,
  LocationMapping,
  Offers,
  Payment,
  Promises,
  RequestContext,
  Returns,
  Stores,
  Timeslots,
  Wallet
} from "atlas-client"
import { makeReferenceUpstream, mswOrigins } from "atlas-client/testing"
import { coldMedicine, first, pick, plain } from "../support/catalogue.js"
import { mswShopper, signInSession } from "../support/upstream.js"
import { addTestCard } from "../support/wallet.js"
import { type CatalogueEntry, gtin13Of } from "../../src/upstream/catalogue/seed.js"
import { catalogueStatus } from "../../src/upstream/openapiEnforced.js"
import type { CheckoutModality } from "../../src/schema/checkout.js"

const clock = { offsetMs: 0 }
const DAY = 24 * 60 * 60 * 1000
const { upstream, run } = mswShopper(
  Layer.mergeAll(
    Carts.Default,
    Checkout.Default,
    Customer.Default,
    LocationMapping.Default,
    Offers.Default,
    Payment.Default,
    Promises.Default,
    Returns.Default,
    Stores.Default,
    Timeslots.Default,
    Wallet.Default
  ),
  makeReferenceUpstream({ now: () => new Date(Date.now() + clock.offsetMs) })
)

const alcohol = (e: CatalogueEntry) => e.productRestrictions.some((r) => r.groupId === "ALCOHOL") && e.clickListItem
const beer = () => first(alcohol)
const store = () => upstream.state.stores[0]!
type Line = { readonly upc: string; readonly quantity: number }

/** A slot of the first store; `from` the first starting at that hour (UTC) or later. */
const slot = (modality: CheckoutModality, from: number) =>
  Effect.map(
    Effect.flatMap(Timeslots, (t) => t.getUpfrontTimeslots(store().locationId, modality)),
    (slots) => {
      const found = slots.find((s) => new Date(s.start).getUTCHours() >= from)
      if (found === undefined) throw new Error("no such slot")
      // The reference upstream sends every field of a slot (the contract makes the capacity optional).
      if (found.capacity === undefined) throw new Error("a slot without its capacity")
      return { ...found, capacity: found.capacity }
    }
  )

/** A checkout of a cart of `lines` at the first store. */
const checkoutOf = (lines: ReadonlyArray<Line>, modality: CheckoutModality = "PICKUP") =>
  Effect.gen(function* () {
    const cart = yield* (yield* Carts).writeLines(lines)
    return yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality, locationId: store().locationId })
  })

/** A checkout of `lines` with a slot from 10:00 and a card, ready to purchase. */
const readyCheckout = (lines: ReadonlyArray<Line>, modality: CheckoutModality = "PICKUP") =>
  Effect.gen(function* () {
    const checkout = yield* checkoutOf(lines, modality)
    const { card } = yield* addTestCard
    yield* (yield* Checkout).updateCheckout(checkout.checkoutId, {
      timeslotId: (yield* slot(modality, 10)).timeslotId,
      payments: [{ type: "CREDIT_CARD_PAY", cardId: card.cardId }]
    })
    return checkout
  })

/** An order of `lines`, placed. */
const orderOf = (lines: ReadonlyArray<Line>, modality: CheckoutModality = "PICKUP") =>
  Effect.gen(function* () {
    const checkout = yield* readyCheckout(lines, modality)
    return (yield* (yield* Payment).purchase(checkout.checkoutId)).order
  })

/** Opens the session with a first call, then signs it in as a seeded shopper. */
const signInAs = (shopperId: string) =>
  Effect.gen(function* () {
    yield* (yield* Timeslots).getUpfrontTimeslots(store().locationId, "PICKUP")
    yield* signInSession(upstream, shopperId)
  })

/** Fills a slot with reserving promises (a full slot: PROMISING_FALLOUT, VENDOR_FAILURE). */
const fillSlot = (timeslotId: string, capacity: number) =>
  Effect.flatMap(Promises, (promises) =>
    Effect.repeatN(
      promises.createPromise(
        { locationId: store().locationId, modality: "PICKUP", timeslotId, items: [{ upc: first(plain).gtin13, quantity: 1 }] },
        { v2: true }
      ),
      capacity - 1
    )
  )

const plains = (n: number, quantity: number): ReadonlyArray<Line> => pick(plain, n).map((e) => ({ upc: e.gtin13, quantity }))
const returnOf = (orderId: string, request: Parameters<Returns["startReturn"]>[1]) =>
  Effect.flatMap(Returns, (r) => r.startReturn(orderId, request))

/** A server's call with a bearer token (the offers read checks a service token's scopes). */
const withToken = (token: string) =>
  Effect.provide(
    Offers.Default.pipe(
      Layer.provide(
        atlasClientWith(Environment.test(mswOrigins), Credentials.fixed({ authorization: `Bearer ${token}` }), FetchHttpClient.layer)
      )
    )
  )

interface Case {
  readonly tag: string
  /** The code, or for a family keyed by text, the text. */
  readonly code: string
  readonly status: number
  readonly message: string | RegExp
  readonly reach: Effect.Effect<unknown, unknown, never>
}

const flip = <E, R>(effect: Effect.Effect<unknown, E, R>) => Effect.flip(effect)
const c = (tag: string, code: string, status: number, message: string | RegExp, reach: Parameters<typeof run>[0]): Case => ({
  tag,
  code,
  status,
  message,
  reach: run(flip(reach))
})

const cases: ReadonlyArray<Case> = [
  // Client-facing modify errors: checkout, purchase and flash sales.
  c(
    "CheckoutModifyError",
    "ALCOHOL_FALLOUT",
    400,
    "Alcohol cannot be handed off in the selected time slot",
    Effect.gen(function* () {
      const checkout = yield* checkoutOf([{ upc: beer().gtin13, quantity: 1 }])
      return yield* (yield* Checkout).updateCheckout(checkout.checkoutId, { timeslotId: (yield* slot("PICKUP", 8)).timeslotId })
    })
  ),
  c(
    "CheckoutModifyError",
    "ALCOHOL_QTY_EXCEEDED",
    400,
    "A delivery holds at most 6 units of alcohol",
    checkoutOf(
      pick(alcohol, 2).map((e) => ({ upc: e.gtin13, quantity: 4 })),
      "DELIVERY"
    )
  ),
  c("CheckoutModifyError", "CART_QTY_LIMIT_EXCEEDED", 400, "A checkout holds at most 100 units", checkoutOf(plains(11, 10))),
  c(
    "CheckoutModifyError",
    "ITEM_FALLOUT",
    400,
    "The cart is empty",
    Effect.gen(function* () {
      const carts = yield* Carts
      const cart = yield* carts.addToCart(first(plain).gtin13, 1)
      yield* carts.removeLine(cart.lineItems[0]!.id)
      return yield* (yield* Checkout).createCheckout({ cartId: cart.id, modality: "PICKUP", locationId: store().locationId })
    })
  ),
  c(
    "CheckoutModifyError",
    "AGE_RESTRICTED_FALLOUT",
    400,
    "Age-restricted items cannot be sold to this account",
    Effect.gen(function* () {
      yield* signInAs("shopper-chloe") // KYC status REFUSED
      const checkout = yield* readyCheckout([{ upc: beer().gtin13, quantity: 1 }])
      return yield* (yield* Payment).purchase(checkout.checkoutId)
    })
  ),
  c(
    "CheckoutModifyError",
    "PROMISING_FALLOUT",
    409,
    "The time slot is no longer available",
    Effect.gen(function* () {
      const checkout = yield* checkoutOf(plains(1, 1))
      const full = yield* slot("PICKUP", 12)
      yield* fillSlot(full.timeslotId, full.capacity)
      return yield* (yield* Checkout).updateCheckout(checkout.checkoutId, { timeslotId: full.timeslotId })
    })
  ),
  c(
    "CheckoutModifyError",
    "FLASH_SALE_LIMIT_REACHED",
    400,
    /^The maximum quantity of this flash sale is \d$/,
    Effect.gen(function* () {
      const offers = yield* Offers
      const offer = (yield* offers.claimFlashSales([]))[0]!
      yield* Effect.repeatN(offers.claimFlashSales([offer.id]), offer.maxQuantity - 1)
      return yield* offers.claimFlashSales([offer.id])
    })
  ),
  c(
    "CheckoutModifyError",
    "FLASH_SALE_FALLOUT",
    400,
    /^The flash sale FS-\d+ is sold out$/,
    Effect.gen(function* () {
      // A sale's stock is twice its limit per shopper: two shoppers claim it out, the third finds it sold out.
      const offers = yield* Offers
      const offer = (yield* offers.claimFlashSales([])).find((o) => o.maxQuantity === 1)!
      yield* offers.claimFlashSales([offer.id])
      yield* signInSession(upstream, "shopper-ava")
      yield* offers.claimFlashSales([offer.id])
      yield* signInSession(upstream, "shopper-ben")
      return yield* offers.claimFlashSales([offer.id])
    })
  ),
  c(
    "CheckoutModifyError",
    "AGE_RESTRICTED_CLIENT_UPDATE",
    400,
    "Age-restricted items cannot be added to a placed order online",
    Effect.gen(function* () {
      const cart = yield* (yield* Carts).writeLines([{ upc: first(coldMedicine).gtin13, quantity: 1 }])
      return yield* (yield* Checkout).modifyCheckout({ cartId: cart.id, modality: "PICKUP", locationId: store().locationId })
    })
  ),
  // Promise modify errors.
  ...(() => {
    const create = (items: ReadonlyArray<Line>, timeslotId?: string, modality: CheckoutModality = "PICKUP") =>
      Effect.flatMap(Promises, (p) =>
        p.createPromise({ locationId: store().locationId, modality, items, ...(timeslotId === undefined ? {} : { timeslotId }) })
      )
    const costly = first((e) => plain(e) && e.regular > 5.5)
    return [
      c(
        "PromiseModifyError",
        "INVALID_VENDOR_ITEM",
        400,
        `The vendor does not carry ${gtin13Of("999999999999")}`,
        create([{ upc: gtin13Of("999999999999"), quantity: 1 }])
      ),
      c(
        "PromiseModifyError",
        "ALCOHOL_NA_FOR_SELECTED_SLOT",
        400,
        "Alcohol cannot be handed off in the selected time slot",
        Effect.flatMap(slot("PICKUP", 8), (s) => create([{ upc: beer().gtin13, quantity: 1 }], s.timeslotId))
      ),
      c(
        "PromiseModifyError",
        "ALCOHOL_QTY_EXCEEDED",
        400,
        "A promise holds at most 12 units of alcohol",
        create([{ upc: beer().gtin13, quantity: 13 }])
      ),
      c(
        "PromiseModifyError",
        "ALCOHOL_NA_FOR_ADDRESS",
        400,
        "Alcohol cannot be delivered to 90210 from this store",
        RequestContext.pipe(
          Effect.flatMap((ctx) => ctx.set({ modality: { type: "DELIVERY", postalCode: "90210" } })),
          Effect.zipRight(create([{ upc: beer().gtin13, quantity: 1 }], undefined, "DELIVERY"))
        )
      ),
      c(
        "PromiseModifyError",
        "DUPLICATE_UPC_IN_CART",
        400,
        `The upc ${first(plain).gtin13} appears more than once`,
        create([...plains(1, 1), ...plains(1, 2)])
      ),
      c("PromiseModifyError", "CART_QTY_LMT_EXCEEDED", 400, "A promise holds at most 100 units", create(plains(11, 10))),
      c(
        "PromiseModifyError",
        "ITEM_AMT_LMT_EXCEEDED",
        400,
        `The amount of ${costly.gtin13} exceeds 500`,
        create([{ upc: costly.gtin13, quantity: 100 }])
      ),
      c(
        "PromiseModifyError",
        "VENDOR_FAILURE",
        400,
        "The time slot is full",
        Effect.gen(function* () {
          const full = yield* slot("PICKUP", 12)
          yield* fillSlot(full.timeslotId, full.capacity)
          return yield* fillSlot(full.timeslotId, 1)
        })
      ),
      c("PromiseModifyError", "ALL_ITEMS_EXCLUDED", 400, "Every item was excluded from the promise", create([]))
    ]
  })(),
  // Return failures.
  ...(() => {
    const [a, b] = pick(plain, 2).map((e) => e.gtin13) as [string, string]
    const ordered = (modality: CheckoutModality = "PICKUP") => orderOf([{ upc: a, quantity: 2 }], modality)
    const gift = first((e) => e.department.id === "gift-cards" && e.clickListItem)
    return [
      c(
        "ReturnRejected",
        "BLOCKED_FULFILLMENT_TYPE",
        400,
        "Replacements are delivered: REPLACE is not offered for pickup orders",
        Effect.flatMap(ordered(), (o) => returnOf(o.orderId, { action: "REPLACE", items: [{ upc: a, quantity: 1 }], refundAmount: 0 }))
      ),
      c(
        "ReturnRejected",
        "BLOCKED_UPC",
        400,
        `${b} was not in the order`,
        Effect.flatMap(ordered(), (o) => returnOf(o.orderId, { action: "REFUND", items: [{ upc: b, quantity: 1 }] }))
      ),
      c(
        "ReturnRejected",
        "BLOCKED_CATEGORY",
        400,
        "Alcohol cannot be returned",
        Effect.flatMap(orderOf([{ upc: beer().gtin13, quantity: 1 }]), (o) =>
          returnOf(o.orderId, { action: "RETURN", items: [{ upc: beer().gtin13, quantity: 1 }], refundAmount: 0 })
        )
      ),
      c(
        "ReturnRejected",
        "BLOCKED_DEPARTMENT",
        400,
        `Items of ${gift.department.name} cannot be returned`,
        Effect.flatMap(orderOf([{ upc: gift.gtin13, quantity: 1 }]), (o) =>
          returnOf(o.orderId, { action: "REFUND", items: [{ upc: gift.gtin13, quantity: 1 }] })
        )
      ),
      c(
        "ReturnRejected",
        "INVALID_TRANSACTION_AGE",
        400,
        "The order is too old to return",
        Effect.gen(function* () {
          const order = yield* ordered()
          clock.offsetMs = 31 * DAY // past the 30-day return window
          return yield* returnOf(order.orderId, { action: "REFUND", items: [{ upc: a, quantity: 1 }], refundAmount: 0 })
        })
      ),
      c(
        "ReturnRejected",
        "REQUESTED_REFUND_AMOUNT_TOO_LARGE",
        400,
        `More of ${a} than was bought`,
        Effect.flatMap(ordered(), (o) => returnOf(o.orderId, { action: "REFUND", items: [{ upc: a, quantity: 3 }] }))
      ),
      c(
        "ReturnRejected",
        "TOO_MANY_RECENT_REFUNDS_BY_CUSTOMER",
        400,
        "Too many recent refunds",
        Effect.gen(function* () {
          const order = yield* orderOf([{ upc: a, quantity: 4 }])
          const one = returnOf(order.orderId, { action: "REFUND", items: [{ upc: a, quantity: 1 }], refundAmount: 0 })
          yield* Effect.repeatN(one, 2)
          return yield* one
        })
      ),
      c(
        "ReturnRejected",
        "RATIO_OF_RECENT_REFUND_DOLLARS_OVER_RECENT_ORDER_DOLLARS_EXCEEDED",
        400,
        "Recent refunds are too large a share of recent orders",
        Effect.flatMap(ordered(), (o) => returnOf(o.orderId, { action: "REFUND", items: [{ upc: a, quantity: 2 }] }))
      ),
      c(
        "ReturnRejected",
        "REQUESTED_ACTION_NOT_ALLOWED",
        400,
        "EXCHANGE is not offered for this order",
        Effect.flatMap(ordered(), (o) => returnOf(o.orderId, { action: "EXCHANGE", items: [{ upc: a, quantity: 1 }] }))
      )
    ]
  })(),
  // Product rejections of cart writes.
  ...(() => {
    const add = (e: CatalogueEntry, quantity: number, modality?: "SHIP" | "DELIVERY") =>
      Effect.flatMap(Carts, (carts) => carts.addToCart(e.gtin13, quantity, modality === undefined ? {} : { modality }))
    const [c1, c2] = pick(coldMedicine, 2) as [CatalogueEntry, CatalogueEntry]
    return [
      c(
        "CartRejected",
        "UNAVAILABLE",
        400,
        "This item isn't available to ship right now.",
        add(
          first((e) => !e.shippable),
          1,
          "SHIP"
        )
      ),
      c(
        "CartRejected",
        "OOS",
        400,
        "This item is out of stock",
        add(
          first((e) => e.shippable && e.shipReason?.code === 5),
          1,
          "SHIP"
        )
      ),
      c(
        "CartRejected",
        "MIN",
        400,
        "The minimum quantity to deliver this item is 2",
        add(
          first((e) => e.minimumOrderQuantity === 2 && e.homeDeliveryItem),
          1,
          "DELIVERY"
        )
      ),
      c("CartRejected", "MAX", 400, "The maximum quantity to purchase this item is 10", add(first(plain), 11)),
      c(
        "CartRejected",
        "MAX",
        400,
        "The maximum quantity allowed for this type of item is 4",
        Effect.zipRight(add(c1, 3), add(c2, 2)) // cross-product: the group's total
      )
    ]
  })(),
  // Location mapping texts (code LMS-MBDAS).
  ...(() => {
    const mapping = (divisionId: string, storeId: string, shipmentType?: "SHIP") =>
      Effect.flatMap(LocationMapping, (m) => m.getLocationMapping(divisionId, storeId, shipmentType === undefined ? {} : { shipmentType }))
    const pu = () => upstream.state.stores.find((s) => s.storeType === "PU")!
    return [
      c("LocationMappingError", "parameter error", 400, "parameter error", mapping("14", "943")),
      c("LocationMappingError", "service returned error", 404, "service returned error", mapping("999", "99999")),
      c(
        "LocationMappingError",
        "invalid fulfillment receiving link",
        422,
        "invalid fulfillment receiving link",
        Effect.suspend(() => mapping(pu().divisionNumber, pu().storeNumber, "SHIP"))
      )
    ]
  })(),
  // Profile texts (code pbsg).
  ...(() => {
    const profile = Effect.flatMap(Customer, (customer) => customer.getProfile())
    const record = () => upstream.state.customer.profiles.get("shopper-ava")!
    const signedIn = <A, E, R>(then: Effect.Effect<A, E, R>) => Effect.zipRight(signInAs("shopper-ava"), then)
    return [
      c("ProfileError", "userId is empty", 401, "userId is empty", profile),
      c(
        "ProfileError",
        "banner is empty",
        400,
        "banner is empty",
        signedIn(Effect.suspend(() => ((record().banner = undefined), profile)))
      ),
      c(
        "ProfileError",
        "email address is empty",
        400,
        "email address is empty",
        signedIn(Effect.suspend(() => ((record().email = ""), profile)))
      ),
      c(
        "ProfileError",
        "data is not present",
        404,
        "data is not present",
        signedIn(Effect.suspend(() => (upstream.state.customer.profiles.delete("shopper-ava"), profile)))
      )
    ]
  })(),
  // Address validation's invalid request.
  c(
    "AddressValidationError",
    "Invalid Request",
    400,
    "Invalid Request",
    Effect.flatMap(Stores, (s) => s.validateAddress({ addressLines: ["", " "], postalCode: "45202" }))
  ),
  c(
    "AddressValidationError",
    "Invalid Request",
    400,
    "Invalid Request",
    Effect.flatMap(Stores, (s) => s.findSimilarAddresses({ addressLines: [" "], postalCode: "45202" }))
  ),
  // Token failures (spec §6) of an offers read sent with a service token.
  ...(() => {
    const read = (token: string) => withToken(token)(Effect.flatMap(Offers, (o) => o.getFlashSaleMaxQuantity(["FS-000006"])))
    return [
      c("ServiceTokenError", "INVALID_TOKEN", 401, "INVALID_TOKEN: The token is invalid or expired", read("svc.key-1.forged")),
      c("ServiceTokenError", "JWK_NOT_FOUND", 401, "JWK_NOT_FOUND: No signing key key-9", read("svc.key-9.old")),
      c(
        "ServiceTokenError",
        "AUTH_FAILED",
        403,
        "AUTH_FAILED: Missing scopes: offers.read",
        Effect.suspend(() => {
          upstream.state.identity.tokens.set("svc.key-1.items", {
            clientId: "c",
            scopes: ["items.read"],
            roles: [],
            keyId: "key-1",
            expiresAt: Date.now() + DAY
          })
          return read("svc.key-1.items")
        })
      )
    ]
  })()
]

describe("every code of the error catalogue, through a service (msw)", () => {
  for (const k of cases) {
    it.live(`${k.tag} ${k.code}`, () =>
      Effect.gen(function* () {
        clock.offsetMs = 0
        const error = yield* k.reach
        assert.isTrue(isDomainError(error), `a typed error, got ${String(error)}`)
        assert.isTrue(isUpstreamAnswer(error))
        if (!isDomainError(error)) return
        assert.strictEqual(error._tag, k.tag)
        assert.strictEqual(
          k.tag === "LocationMappingError" || k.tag === "ProfileError" || k.tag === "AddressValidationError" ? error.reason : error.code,
          k.code
        )
        assert.strictEqual(error.status, k.status)
        // The status the family declares for the code (where the OpenAPI document puts its example).
        assert.strictEqual(catalogueStatus(k.code), k.status)
        if (typeof k.message === "string") assert.strictEqual(error.message, k.message)
        else assert.match(error.message, k.message)
        assert.isTrue(error.errors.length > 0)
        assert.match(`${error.method} ${error.url}`, /^(GET|POST|PUT) http:\/\/(atlas|payments)\.test\//)
        assert.isString(error.correlationId)
      }).pipe(Effect.ensuring(Effect.sync(() => (clock.offsetMs = 0))))
    )
  }

  it("the table holds every code (and text) of every family", () => {
    const covered = new Set(cases.map((k) => `${k.tag} ${k.code}`))
    const expected = errorFamilies.flatMap((f) => (f.texts ?? f.codes).map((code) => `${f.tag} ${code}`))
    assert.sameMembers([...covered], expected)
  })
})
