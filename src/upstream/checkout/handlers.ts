/**
 * Reference-upstream handlers of checkout and payment. A checkout is built from the owner's cart
 * (priced from the catalogue) at a store and modality; slot, tip, promo codes and payments change
 * it; a purchase creates one order and its charges, consumes the slot, empties the cart, and is
 * recorded on the checkout so that no later purchase of it (whatever its key) creates another
 * order or charge: it answers with the order already placed. What a checkout may hold, when and to
 * whom are the rules of `rules.ts` (client-facing modify codes).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import { CheckoutContract, PaymentContract } from "../../contract/checkout.js"
import {
  type AppliedPromotion,
  CheckoutDetails,
  type CheckoutModality,
  type PaymentRecord,
  type PaymentSelection
} from "../../schema/checkout.js"
import { toCart } from "../carts/handlers.js"
import { requestModality } from "../catalogue/queries.js"
import { catalogue } from "../catalogue/seed.js"
import { noPrimaryModalityMessage } from "../../errors/catalogue.js"
import type { AtlasState } from "../state.js"
import { findStore, milesBetween, validateAddress } from "../stores/queries.js"
import { lookupZip } from "../stores/geo.js"
import { servesModality } from "../modality/queries.js"
import { hasAddressLines, primaryModalityOf } from "../../rules/modality.js"
import type { Address } from "../../schema/common.js"
import { NEARBY_STORE_MAX_DISTANCE_MILES, type Store } from "../../schema/stores.js"
import { fail, UpstreamFailure } from "../failure.js"
import { nextId } from "../ids.js"
import { money } from "../money.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import { buyerFailure, contentsFailure, slotFailure } from "./rules.js"
import { findSlot, reserve } from "./slots.js"
import { type CheckoutRecord, type CheckoutState, type StoredOrder, storedOrder } from "./state.js"
import { walletOf } from "../wallet/handlers.js"

type Ctx = CallContext<AtlasState>

/** The promo codes the reference upstream knows: the order minimum and what each takes off. */
export const PROMO_CODES: Readonly<
  Record<
    string,
    { readonly minimum: number; readonly appliedTo: "ORDER" | "FEE"; readonly amount: (subtotal: number, fees: number) => number }
  >
> = {
  SAVE5: { minimum: 25, appliedTo: "ORDER", amount: () => 5 },
  TENOFF: { minimum: 0, appliedTo: "ORDER", amount: (subtotal) => money(subtotal * 0.1) },
  FREEFEE: { minimum: 0, appliedTo: "FEE", amount: (_, fees) => fees }
}

const feeOf = (ctx: Ctx, record: CheckoutRecord): number => {
  const store = Option.getOrUndefined(findStore(ctx.state.stores, record.locationId))
  if (store === undefined || record.timeslotId === undefined) return 0
  return findSlot(ctx.state.checkout, store, record.modality, record.timeslotId, ctx.now)?.fee ?? 0
}

/** A stored checkout as the API shows it, with its totals. */
export const toCheckout = (ctx: Ctx, record: CheckoutRecord): CheckoutDetails => {
  const subtotal = money(record.lineItems.reduce((s, l) => s + l.lineTotal, 0))
  const regular = money(record.lineItems.reduce((s, l) => s + (catalogue().byGtin.get(l.upc)?.regular ?? l.unitPrice) * l.quantity, 0))
  const fees = feeOf(ctx, record)
  const promotions = record.promotions.map((p): AppliedPromotion & { readonly amount: number } => {
    const rule = PROMO_CODES[p.code]
    const eligible = rule !== undefined && subtotal >= rule.minimum
    return {
      ...p,
      eligibility: eligible ? "ELIGIBLE" : "INELIGIBLE",
      amount: eligible ? money(Math.min(rule.amount(subtotal, fees), rule.appliedTo === "FEE" ? fees : subtotal)) : 0
    }
  })
  const off = money(promotions.reduce((s, p) => s + p.amount, 0))
  return new CheckoutDetails({
    checkoutId: record.checkoutId,
    cartId: record.cartId,
    useCase: record.useCase,
    status: record.status,
    modality: record.modality,
    locationId: record.locationId,
    ...(record.handoffAddress === undefined ? {} : { handoffAddress: record.handoffAddress }),
    ...(record.timeslotId === undefined ? {} : { timeslotId: record.timeslotId }),
    lineItems: record.lineItems,
    promotions,
    payments: record.payments,
    totals: {
      subtotal: regular,
      savings: money(regular - subtotal),
      promotions: off,
      fees,
      tip: record.tip,
      total: money(subtotal - off + fees + record.tip)
    },
    ...(record.orderId === undefined ? {} : { orderId: record.orderId }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt
  })
}

/**
 * Where a delivery from a store is handed off: the street address of the owner's primary delivery
 * modality (spec §3, §4: saved through the modality preferences), valid for the locator, within
 * {@link NEARBY_STORE_MAX_DISTANCE_MILES} miles of a store that delivers.
 */
const deliveryAddressOf = (ctx: Ctx, owner: string, store: Store): Address | UpstreamFailure => {
  const prefs = ctx.state.modality.preferences.get(owner)
  const primary = prefs === undefined ? undefined : Either.getOrUndefined(primaryModalityOf(prefs, "DELIVERY"))
  const saved = primary !== undefined && "address" in primary.destination ? primary.destination.address : undefined
  // Spec §8's message when the shopper has no delivery modality at all.
  if (primary === undefined) return fail(400, "DELIVERY_ADDRESS_REQUIRED", noPrimaryModalityMessage("DELIVERY"))
  if (saved === undefined || !hasAddressLines(saved))
    return fail(400, "DELIVERY_ADDRESS_REQUIRED", "Add the street address to deliver to before checking out")
  const { location: _, ...fields } = saved
  const checked = validateAddress(fields)
  if (!checked.valid) return fail(400, "INVALID_ADDRESS", checked.messages.join(". "))
  const place = Option.getOrUndefined(lookupZip(checked.address.postalCode))
  const miles = place === undefined ? Number.POSITIVE_INFINITY : milesBetween(saved.location ?? place.point, store.geolocation)
  if (!servesModality(store, "DELIVERY") || miles > NEARBY_STORE_MAX_DISTANCE_MILES)
    return fail(400, "ADDRESS_NOT_SERVED", `${store.name} doesn’t deliver to ${checked.address.postalCode}`)
  return checked.address
}

const owned = (ctx: Ctx, checkoutId: string): CheckoutRecord | UpstreamFailure => {
  const record = ctx.state.checkout.checkouts.get(checkoutId)
  return record === undefined || record.owner !== ownerOf(ctx) ? fail(404, "CHECKOUT_NOT_FOUND", `No checkout ${checkoutId}`) : record
}
const open = (ctx: Ctx, checkoutId: string): CheckoutRecord | UpstreamFailure => {
  const record = owned(ctx, checkoutId)
  if (record instanceof UpstreamFailure) return record
  return record.status === "PURCHASED" ? fail(409, "CHECKOUT_ALREADY_PURCHASED", "The order was already placed") : record
}

const wallet2checkout = {
  CREDIT_CARD: "CREDIT_CARD_PAY",
  GIFT_CARD: "GIFT_CARD_PAY",
  EBT_CARD: "EBT_CARD_PAY",
  ACH: "CREDIT_CARD_PAY"
} as const
const checkoutTypeOf: Readonly<Record<string, string | undefined>> = wallet2checkout

const paymentsFailure = (state: CheckoutState, owner: string, payments: ReadonlyArray<PaymentSelection>): UpstreamFailure | undefined => {
  const cards = walletOf(state, owner).cards
  for (const p of payments) {
    const card = cards.find((c) => c.card.cardId === p.cardId)
    if (card === undefined) return fail(400, "INVALID_PAYMENT", `No card ${p.cardId} in the wallet`)
    if (checkoutTypeOf[card.card.type] !== p.type && p.type !== "CHASE_PAY")
      return fail(400, "INVALID_PAYMENT", `Card ${p.cardId} is not a ${p.type} card`)
  }
  return payments.filter((p) => p.amount === undefined).length > 1
    ? fail(400, "INVALID_PAYMENT", "Only one payment may take the remainder")
    : undefined
}

const touch = (ctx: Ctx, record: CheckoutRecord) => {
  record.updatedAt = ctx.now.toISOString()
  return Effect.succeed({ data: { checkout: toCheckout(ctx, record) } })
}

const setSlot = (ctx: Ctx, record: CheckoutRecord, timeslotId: string): UpstreamFailure | undefined => {
  const store = Option.getOrUndefined(findStore(ctx.state.stores, record.locationId))
  const slot = store === undefined ? undefined : findSlot(ctx.state.checkout, store, record.modality, timeslotId, ctx.now)
  if (slot === undefined) return fail(404, "TIMESLOT_NOT_FOUND", `No time slot ${timeslotId}`)
  if (slot.remaining === 0) return fail(409, "PROMISING_FALLOUT", "The time slot is no longer available")
  const alcohol = slotFailure(record.lineItems, slot)
  if (alcohol !== undefined) return alcohol
  record.timeslotId = timeslotId
  return undefined
}

/** Charges a purchase: fixed amounts first, the remainder on the payment without one. */
const charge = (ctx: Ctx, record: CheckoutRecord, total: number): Array<PaymentRecord> | UpstreamFailure => {
  const state = ctx.state.checkout
  const cards = walletOf(state, record.owner).cards
  const fixed = money(record.payments.reduce((s, p) => s + (p.amount ?? 0), 0))
  if (fixed > total) return fail(400, "INVALID_PAYMENT", "The payments exceed the order total")
  const out: Array<PaymentRecord> = []
  for (const p of record.payments) {
    const card = cards.find((c) => c.card.cardId === p.cardId)
    if (card === undefined) return fail(400, "INVALID_PAYMENT", `No card ${p.cardId} in the wallet`)
    const amount = p.amount ?? money(total - fixed)
    if ((card.card.type === "GIFT_CARD" || card.card.type === "EBT_CARD") && amount > card.balance) {
      return fail(402, "INSUFFICIENT_BALANCE", `Card ending ${card.card.last4} has ${money(card.balance)} left`)
    }
    out.push({ paymentId: "", crossReferenceId: record.checkoutId, type: p.type, cardId: p.cardId, amount, status: "CAPTURED" })
  }
  if (record.payments.every((p) => p.amount !== undefined) && fixed < total)
    return fail(400, "INVALID_PAYMENT", "The payments do not cover the order total")
  for (const p of out) {
    const card = cards.find((c) => c.card.cardId === p.cardId)
    if (card !== undefined && (card.card.type === "GIFT_CARD" || card.card.type === "EBT_CARD"))
      card.balance = money(card.balance - p.amount)
  }
  return out.map((p) => ({
    ...p,
    paymentId: nextId(state, "payment"),
    ...(cards.find((c) => c.card.cardId === p.cardId)?.card.type === "GIFT_CARD"
      ? { giftCardRemainingBalance: cards.find((c) => c.card.cardId === p.cardId)?.balance ?? 0 }
      : {})
  }))
}

const substitutionsFor = (orderId: string, subOrderId: string, lines: CheckoutDetails["lineItems"]) => {
  const cat = catalogue()
  const first = lines[0]
  const substitute =
    first === undefined
      ? undefined
      : cat.entries.find((e) => e.gtin13 !== first.upc && e.department === cat.byGtin.get(first.upc)?.department)
  return {
    orderId,
    subOrderId,
    substitutions:
      first === undefined || substitute === undefined
        ? []
        : [
            {
              lineId: first.lineId,
              originalUpc: first.upc,
              substituteUpc: substitute.gtin13,
              revisionType: "SUBSTITUTION" as const,
              requestedBy: "FULFILLMENT" as const,
              status: "PROPOSED" as const
            }
          ]
  }
}

const purchased = (ctx: Ctx, orderId: string) => {
  const order = ctx.state.checkout.orders.get(orderId)
  return order === undefined
    ? Effect.fail(fail(500, "ORDER_LOST", "The order is missing"))
    : Effect.succeed({ data: { order: order.order, payments: order.payments } })
}

/** The checkout and payment routes. */
export const checkoutRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(CheckoutContract.createCheckout, ({ headers, payload }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const owner = ownerOf(ctx)
    const cart = (ctx.state.carts.carts.get(owner) ?? []).find((c) => c.id === payload.cartId)
    if (cart === undefined) return Effect.fail(fail(404, "CART_NOT_FOUND", `No cart ${payload.cartId}`))
    const header = requestModality(ctx.request)
    const modality: CheckoutModality = payload.modality ?? (header?.type === "DELIVERY" ? "DELIVERY" : "PICKUP")
    const useCase = headers["x-use-case-type"] ?? "CREATE"
    const refused = contentsFailure(cart.lines, modality, useCase)
    if (refused !== undefined) return Effect.fail(refused)
    const locationId = payload.locationId ?? header?.locationId
    const store = locationId === undefined ? undefined : Option.getOrUndefined(findStore(ctx.state.stores, locationId))
    if (locationId === undefined || store === undefined) return Effect.fail(fail(400, "STORE_REQUIRED", "A store is required to check out"))
    const handoffAddress = modality === "DELIVERY" ? deliveryAddressOf(ctx, owner, store) : undefined
    if (handoffAddress instanceof UpstreamFailure) return Effect.fail(handoffAddress)
    const now = ctx.now.toISOString()
    const priced = toCart(cart)
    const record: CheckoutRecord = {
      checkoutId: nextId(state, "checkout"),
      owner,
      cartId: cart.id,
      useCase,
      status: "OPEN",
      modality,
      locationId,
      handoffAddress,
      timeslotId: undefined,
      lineItems: priced.lineItems.map((l) => ({
        lineId: l.id,
        upc: l.upc,
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.price.promo ?? l.price.regular,
        lineTotal: l.lineTotal
      })),
      promotions: [],
      payments: [],
      tip: 0,
      declines: false,
      orderId: undefined,
      createdAt: now,
      updatedAt: now
    }
    if (payload.timeslotId !== undefined) {
      const refused = setSlot(ctx, record, payload.timeslotId)
      if (refused !== undefined) return Effect.fail(refused)
    }
    state.checkouts.set(record.checkoutId, record)
    return Effect.succeed({ data: { checkout: toCheckout(ctx, record) } })
  }),
  route(CheckoutContract.getCheckouts, (_, ctx: Ctx) => {
    const owner = ownerOf(ctx)
    return Effect.succeed({
      data: { checkouts: [...ctx.state.checkout.checkouts.values()].filter((c) => c.owner === owner).map((c) => toCheckout(ctx, c)) }
    })
  }),
  route(CheckoutContract.getCheckout, ({ path }, ctx: Ctx) => {
    const record = owned(ctx, path.checkoutId)
    return record instanceof UpstreamFailure ? Effect.fail(record) : Effect.succeed({ data: { checkout: toCheckout(ctx, record) } })
  }),
  route(CheckoutContract.updateCheckout, ({ headers, path, payload }, ctx: Ctx) => {
    const record = open(ctx, path.checkoutId)
    if (record instanceof UpstreamFailure) return Effect.fail(record)
    if (payload.payments !== undefined) {
      const refused = paymentsFailure(ctx.state.checkout, record.owner, payload.payments)
      if (refused !== undefined) return Effect.fail(refused)
    }
    if (payload.timeslotId !== undefined) {
      const refused = setSlot(ctx, record, payload.timeslotId)
      if (refused !== undefined) return Effect.fail(refused)
    }
    if (payload.payments !== undefined) record.payments = payload.payments
    if (payload.tip !== undefined) record.tip = money(payload.tip)
    if (headers["x-use-case-type"] !== undefined) record.useCase = headers["x-use-case-type"]
    if (headers["x-mock-payment-declines"] !== undefined) record.declines = headers["x-mock-payment-declines"]
    return touch(ctx, record)
  }),
  ...[CheckoutContract.updatePayment, PaymentContract.updatePaymentV2].map((op) =>
    route(op, ({ path, payload }, ctx: Ctx) => {
      const record = open(ctx, path.checkoutId)
      if (record instanceof UpstreamFailure) return Effect.fail(record)
      const refused = paymentsFailure(ctx.state.checkout, record.owner, payload.payments)
      if (refused !== undefined) return Effect.fail(refused)
      record.payments = payload.payments
      return touch(ctx, record)
    })
  ),
  route(CheckoutContract.updatePromo, ({ path, payload }, ctx: Ctx) => {
    const record = open(ctx, path.checkoutId)
    if (record instanceof UpstreamFailure) return Effect.fail(record)
    const code = payload.code.trim().toUpperCase()
    if (payload.action === "REMOVE") {
      if (!record.promotions.some((p) => p.code === code))
        return Effect.fail(fail(404, "PROMO_NOT_APPLIED", `The promo code ${code} is not applied`))
      record.promotions = record.promotions.filter((p) => p.code !== code)
      return touch(ctx, record)
    }
    const rule = PROMO_CODES[code]
    if (rule === undefined) return Effect.fail(fail(400, "INVALID_PROMO_CODE", `The promo code ${code} is not valid`))
    if (!record.promotions.some((p) => p.code === code))
      record.promotions.push({ code, eligibility: "ELIGIBLE", appliedTo: rule.appliedTo, amount: 0 })
    return touch(ctx, record)
  }),
  route(CheckoutContract.updateTip, ({ path, payload }, ctx: Ctx) => {
    const record = open(ctx, path.checkoutId)
    if (record instanceof UpstreamFailure) return Effect.fail(record)
    if (record.modality !== "DELIVERY" && payload.amount > 0)
      return Effect.fail(fail(400, "TIP_NOT_ALLOWED", "Tips are for delivery orders"))
    record.tip = money(payload.amount)
    return touch(ctx, record)
  }),
  route(CheckoutContract.getCheckoutLaf, ({ path }, ctx: Ctx) => {
    const record = owned(ctx, path.checkoutId)
    if (record instanceof UpstreamFailure) return Effect.fail(record)
    return Effect.succeed({
      data: {
        checkoutId: record.checkoutId,
        modality: record.modality,
        locationId: record.locationId,
        fulfilment: record.modality === "PICKUP" ? ("CurbSide" as const) : ("HomeDelivery" as const)
      }
    })
  }),
  route(PaymentContract.purchase, ({ path, payload }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const record = owned(ctx, path.checkoutId)
    if (record instanceof UpstreamFailure) return Effect.fail(record)
    // At most one order per checkout, whatever the key: a second purchase answers with the first.
    if (record.orderId !== undefined) return purchased(ctx, record.orderId)
    if (payload.payments !== undefined) {
      const refused = paymentsFailure(state, record.owner, payload.payments)
      if (refused !== undefined) return Effect.fail(refused)
      record.payments = payload.payments
    }
    if (record.timeslotId === undefined) return Effect.fail(fail(400, "TIMESLOT_REQUIRED", "Choose a time slot before placing the order"))
    if (record.payments.length === 0) return Effect.fail(fail(400, "PAYMENT_REQUIRED", "Choose a payment before placing the order"))
    const store = Option.getOrUndefined(findStore(ctx.state.stores, record.locationId))
    const slot = store === undefined ? undefined : findSlot(state, store, record.modality, record.timeslotId, ctx.now)
    if (slot === undefined || slot.remaining === 0)
      return Effect.fail(fail(409, "PROMISING_FALLOUT", "The time slot is no longer available"))
    const buyer = buyerFailure(record.lineItems, ctx.shopper && ctx.state.customer.profiles.get(ctx.shopper.shopperId)?.kycStatus)
    if (buyer !== undefined) return Effect.fail(buyer)
    if (record.declines) return Effect.fail(fail(402, "PAYMENT_DECLINED", "The payment was declined"))
    const view = toCheckout(ctx, record)
    const payments = charge(ctx, record, view.totals.total)
    if (payments instanceof UpstreamFailure) return Effect.fail(payments)
    const orderId = nextId(state, "order")
    const subOrderId = `${orderId}-1`
    const order: StoredOrder = storedOrder({
      orderId,
      checkoutId: record.checkoutId,
      subOrderId,
      logisticOrderNumber: `LON${orderId.slice(-6)}`,
      modality: record.modality,
      locationId: record.locationId,
      timeslotId: record.timeslotId,
      lineItems: record.lineItems,
      total: view.totals.total,
      placedAt: ctx.now.toISOString()
    })
    reserve(state, slot.timeslotId)
    state.charges.push(...payments)
    state.orders.set(orderId, {
      owner: record.owner,
      order,
      payments,
      substitutions: substitutionsFor(orderId, subOrderId, record.lineItems),
      messages: [],
      returned: new Map()
    })
    record.orderId = orderId
    record.status = "PURCHASED"
    record.updatedAt = ctx.now.toISOString()
    const cart = (ctx.state.carts.carts.get(record.owner) ?? []).find((c) => c.id === record.cartId)
    if (cart !== undefined) cart.lines = []
    return Effect.succeed({ data: { order, payments } })
  }),
  route(PaymentContract.getPayments, ({ urlParams }, ctx: Ctx) => {
    const id = urlParams["filter.crossreferenceid"]
    const owner = ownerOf(ctx)
    const orders = [...ctx.state.checkout.orders.values()].filter(
      (o) => o.owner === owner && (o.order.orderId === id || o.order.checkoutId === id)
    )
    const payments = orders
      .flatMap((o) => o.payments)
      .map((p) => {
        const { giftCardRemainingBalance, ...rest } = p
        return urlParams["filter.shouldIncludeGiftCardRemainingBalance"] === true && giftCardRemainingBalance !== undefined ? p : rest
      })
    return Effect.succeed({
      data: { payments: urlParams["filter.onlyauths"] === true ? payments.filter((p) => p.status === "AUTHORIZED") : payments }
    })
  })
]
