/**
 * Reference-upstream handlers of promises, quotes and time slots. A promise is INITIAL when
 * created, RECALCULATE once modified, COMPLETE when completed (then it can no longer change); the
 * promise modify error codes refuse what a vendor cannot promise (alcohol by
 * {@link ALCOHOL_PROMISE_RULES}). A create reserves its slot only with
 * `x-instacart-no-reservation: false`. A quote is for any of the four modalities: time slots for
 * pickup and delivery, the ship options for ship, the visit for in-store.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { PromisesContract, QuotesContract, TimeslotsContract } from "../../contract/promises.js"
import type { CheckoutModality } from "../../schema/checkout.js"
import type { WireModality } from "../../schema/modality.js"
import {
  QUICK_OPTION_LABELS,
  Quote,
  type PromiseItem,
  type QuickOption,
  type QuoteExclusion,
  type QuoteVendor,
  type Timeslot
} from "../../schema/promises.js"
import type { Store } from "../../schema/stores.js"
import { requestModality } from "../catalogue/queries.js"
import { ALCOHOL, type CatalogueEntry, catalogue } from "../catalogue/seed.js"
import type { AtlasState } from "../state.js"
import { findStore } from "../stores/queries.js"
import { fail, type UpstreamFailure } from "../failure.js"
import { nextId } from "../ids.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import { findSlot, release, reserve, slotsOf } from "../checkout/slots.js"
import { storedPromise } from "../checkout/state.js"

type Ctx = CallContext<AtlasState>

/** Most units one promise holds (CART_QTY_LMT_EXCEEDED beyond). */
export const PROMISE_QUANTITY_LIMIT = 100
/** Most dollars one promised line holds (ITEM_AMT_LMT_EXCEEDED beyond). */
export const PROMISE_LINE_AMOUNT_LIMIT = 500

/** The promise modify error of items, if any. */
export const itemsFailure = (items: ReadonlyArray<PromiseItem>): UpstreamFailure | undefined => {
  if (items.length === 0) return fail(400, "ALL_ITEMS_EXCLUDED", "Every item was excluded from the promise")
  const upcs = items.map((i) => i.upc)
  const duplicate = upcs.find((u, i) => upcs.indexOf(u) !== i)
  if (duplicate !== undefined) return fail(400, "DUPLICATE_UPC_IN_CART", `The upc ${duplicate} appears more than once`)
  const cat = catalogue()
  const unknown = items.find((i) => !cat.byGtin.has(i.upc))
  if (unknown !== undefined) return fail(400, "INVALID_VENDOR_ITEM", `The vendor does not carry ${unknown.upc}`)
  if (items.reduce((s, i) => s + i.quantity, 0) > PROMISE_QUANTITY_LIMIT) {
    return fail(400, "CART_QTY_LMT_EXCEEDED", `A promise holds at most ${PROMISE_QUANTITY_LIMIT} units`)
  }
  const costly = items.find((i) => (cat.byGtin.get(i.upc)?.regular ?? 0) * i.quantity > PROMISE_LINE_AMOUNT_LIMIT)
  if (costly !== undefined) return fail(400, "ITEM_AMT_LMT_EXCEEDED", `The amount of ${costly.upc} exceeds ${PROMISE_LINE_AMOUNT_LIMIT}`)
  return undefined
}

/**
 * The alcohol rules of a promise: at most `maxUnits` units (the alcohol restriction group's
 * maximum), handed off no earlier than `earliestHour` (the slots are UTC windows), and delivered
 * only inside the store's licensing area: delivery addresses whose postal code shares the first
 * `licensedZipPrefix` digits of the store's.
 */
export const ALCOHOL_PROMISE_RULES = { maxUnits: ALCOHOL.maxQuantity, earliestHour: 10, licensedZipPrefix: 3 } as const

const isAlcohol = (upc: string): boolean =>
  catalogue()
    .byGtin.get(upc)
    ?.productRestrictions.some((r) => r.groupId === ALCOHOL.groupId) === true

/**
 * The alcohol failure of a promise, if any: too many units (ALCOHOL_QTY_EXCEEDED), a slot before
 * the earliest hour (ALCOHOL_NA_FOR_SELECTED_SLOT), a delivery address (the call's `x-modality`
 * postal code) outside the store's licensing area (ALCOHOL_NA_FOR_ADDRESS).
 */
const alcoholFailure = (
  ctx: Ctx,
  store: Store,
  modality: CheckoutModality,
  slot: Timeslot | undefined,
  items: ReadonlyArray<PromiseItem>
): UpstreamFailure | undefined => {
  const units = items.filter((i) => isAlcohol(i.upc)).reduce((s, i) => s + i.quantity, 0)
  if (units === 0) return undefined
  if (units > ALCOHOL_PROMISE_RULES.maxUnits)
    return fail(400, "ALCOHOL_QTY_EXCEEDED", `A promise holds at most ${ALCOHOL_PROMISE_RULES.maxUnits} units of alcohol`)
  if (slot !== undefined && new Date(slot.start).getUTCHours() < ALCOHOL_PROMISE_RULES.earliestHour)
    return fail(400, "ALCOHOL_NA_FOR_SELECTED_SLOT", "Alcohol cannot be handed off in the selected time slot")
  const address = requestModality(ctx.request)
  const prefix = ALCOHOL_PROMISE_RULES.licensedZipPrefix
  if (
    modality === "DELIVERY" &&
    address?.type === "DELIVERY" &&
    address.postalCode !== undefined &&
    address.postalCode.slice(0, prefix) !== store.address.postalCode.slice(0, prefix)
  )
    return fail(400, "ALCOHOL_NA_FOR_ADDRESS", `Alcohol cannot be delivered to ${address.postalCode} from this store`)
  return undefined
}

const capabilities = (modality: CheckoutModality) =>
  modality === "PICKUP" ? (["PICK", "STAGE"] as const) : (["PICK", "STAGE", "TRANSPORT", "LAST_MILE_HANDOFF"] as const)

const promiseRoutes = (
  version: "v2" | "v4",
  ops: {
    get: typeof PromisesContract.getPromise
    create: typeof PromisesContract.createPromise
    update: typeof PromisesContract.updatePromise
  }
) => [
  route(ops.get, ({ urlParams }, ctx: Ctx) => {
    const entry = ctx.state.checkout.promises.get(urlParams["filter.promiseId"])
    return entry === undefined || entry.owner !== ownerOf(ctx)
      ? Effect.fail(fail(404, "PROMISE_NOT_FOUND", `No promise ${urlParams["filter.promiseId"]}`))
      : Effect.succeed({ data: { promise: entry.promise } })
  }),
  route(ops.create, ({ headers, payload }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const store = Option.getOrUndefined(findStore(ctx.state.stores, payload.locationId))
    if (store === undefined) return Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${payload.locationId}`))
    const refused = itemsFailure(payload.items)
    if (refused !== undefined) return Effect.fail(refused)
    const reserving = headers["x-instacart-no-reservation"] === "false" && payload.timeslotId !== undefined
    const slot = payload.timeslotId === undefined ? undefined : findSlot(state, store, payload.modality, payload.timeslotId, ctx.now)
    if (payload.timeslotId !== undefined && slot === undefined)
      return Effect.fail(fail(404, "TIMESLOT_NOT_FOUND", `No time slot ${payload.timeslotId}`))
    const alcohol = alcoholFailure(ctx, store, payload.modality, slot, payload.items)
    if (alcohol !== undefined) return Effect.fail(alcohol)
    if (slot !== undefined) {
      if (reserving && slot.remaining === 0) return Effect.fail(fail(400, "VENDOR_FAILURE", "The time slot is full"))
      if (reserving) reserve(state, slot.timeslotId)
    }
    const promise = storedPromise({
      promiseId: nextId(state, "promise"),
      status: "INITIAL",
      version,
      locationId: store.locationId,
      modality: payload.modality,
      vendor: "KR001",
      capabilities: capabilities(payload.modality),
      ...(payload.timeslotId === undefined ? {} : { timeslotId: payload.timeslotId }),
      reserved: reserving,
      items: payload.items
    })
    state.promises.set(promise.promiseId, { owner: ownerOf(ctx), promise })
    return Effect.succeed({ data: { promise } })
  }),
  route(ops.update, ({ payload }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const entry = state.promises.get(payload.promiseId)
    if (entry === undefined || entry.owner !== ownerOf(ctx))
      return Effect.fail(fail(404, "PROMISE_NOT_FOUND", `No promise ${payload.promiseId}`))
    const current = entry.promise
    if (current.status === "COMPLETE") return Effect.fail(fail(409, "PROMISE_COMPLETE", "A complete promise cannot change"))
    const items = payload.items ?? current.items
    const refused = itemsFailure(items)
    if (refused !== undefined) return Effect.fail(refused)
    let timeslotId = current.timeslotId
    const store = Option.getOrUndefined(findStore(ctx.state.stores, current.locationId))
    if (store === undefined) return Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${current.locationId}`))
    const wanted = payload.timeslotId ?? current.timeslotId
    // The wanted slot is the payload's when it names one: looked up once for both checks.
    // The upstream stores the modality it was given: PICKUP or DELIVERY.
    const modality: CheckoutModality = current.modality === "PICKUP" ? "PICKUP" : "DELIVERY"
    const wantedSlot = wanted === undefined ? undefined : findSlot(state, store, modality, wanted, ctx.now)
    const alcohol = alcoholFailure(ctx, store, modality, wantedSlot, items)
    if (alcohol !== undefined) return Effect.fail(alcohol)
    if (payload.timeslotId !== undefined && payload.timeslotId !== current.timeslotId) {
      const slot = wantedSlot
      if (slot === undefined) return Effect.fail(fail(404, "TIMESLOT_NOT_FOUND", `No time slot ${payload.timeslotId}`))
      if (current.reserved && slot.remaining === 0) return Effect.fail(fail(400, "VENDOR_FAILURE", "The time slot is full"))
      if (current.reserved) {
        if (current.timeslotId !== undefined) release(state, current.timeslotId)
        reserve(state, slot.timeslotId)
      }
      timeslotId = slot.timeslotId
    }
    const promise = storedPromise({
      ...current,
      status: payload.status === "COMPLETE" ? "COMPLETE" : "RECALCULATE",
      items,
      ...(timeslotId === undefined ? {} : { timeslotId })
    })
    entry.promise = promise
    return Effect.succeed({ data: { promise } })
  })
]

const quoteVendors = (modality: WireModality): ReadonlyArray<QuoteVendor> =>
  modality === "DELIVERY" ? ["KR001", "IC001", "NU001"] : ["KR001"]

/** The ship options of the reference upstream (a ship quote offers one promise per option). */
const SHIP_OPTIONS = [
  { optionId: "STANDARD", label: "Standard", cost: 5.99, days: 5 },
  { optionId: "EXPRESS", label: "Express", cost: 12.99, days: 2 }
] as const

/** A window a quote can promise: a time slot, a ship option or the in-store visit. */
interface QuoteWindow {
  readonly timeslotId: string
  readonly fee: number
  readonly start: string
  readonly end: string
}

const daysAfter = (now: Date, days: number): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString()

/**
 * What a quote of a modality can promise, soonest first: pickup and delivery the open time slots;
 * ship its options (arriving by the end of the option's last day); in-store one visit, free, from
 * now to the end of the day.
 */
const quoteWindows = (ctx: Ctx, store: Store, modality: WireModality): ReadonlyArray<QuoteWindow> => {
  const id = `${store.locationId}-${ctx.now.toISOString().slice(0, 10).replaceAll("-", "")}`
  if (modality === "SHIP")
    return [...SHIP_OPTIONS]
      .sort((a, b) => a.days - b.days)
      .map((o) => ({
        timeslotId: `ship-${o.optionId}-${id}`,
        fee: o.cost,
        start: ctx.now.toISOString(),
        end: daysAfter(ctx.now, o.days + 1)
      }))
  if (modality === "IN_STORE") return [{ timeslotId: `instore-${id}`, fee: 0, start: ctx.now.toISOString(), end: daysAfter(ctx.now, 1) }]
  return slotsOf(ctx.state.checkout, store, modality, ctx.now).filter((s) => s.remaining > 0)
}

/** Why a quote of a modality excludes a known item, if it does (spec §5: the modality's flag). */
const exclusionOf = (entry: CatalogueEntry, modality: WireModality): QuoteExclusion["code"] | undefined => {
  if (modality === "DELIVERY" && entry.productRestrictions.some((r) => r.groupId === ALCOHOL.groupId)) return "AGE_RESTRICTED"
  if (modality === "DELIVERY" && !entry.homeDeliveryItem) return "NOT_APPLICABLE"
  if (modality === "SHIP" && entry.shipReason?.code === 5) return "NOT_AVAILABLE"
  if (modality === "SHIP" && !entry.shippable) return "NOT_APPLICABLE"
  if (modality === "SHIP" && entry.shipStock === 0) return "NOT_AVAILABLE"
  if (modality === "IN_STORE" && !entry.soldInStore) return "NOT_APPLICABLE"
  return undefined
}

/** The promises, quotes and time slots routes. */
export const promisingRoutes: ReadonlyArray<Route<AtlasState>> = [
  ...promiseRoutes("v2", {
    get: PromisesContract.getPromise,
    create: PromisesContract.createPromise,
    update: PromisesContract.updatePromise
  }),
  ...promiseRoutes("v4", {
    get: PromisesContract.getPromiseV4,
    create: PromisesContract.createPromiseV4,
    update: PromisesContract.updatePromiseV4
  }),
  route(PromisesContract.deletePromise, ({ urlParams }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const id = urlParams["filter.promiseId"]
    const entry = state.promises.get(id)
    if (entry === undefined || entry.owner !== ownerOf(ctx)) return Effect.fail(fail(404, "PROMISE_NOT_FOUND", `No promise ${id}`))
    if (entry.promise.reserved && entry.promise.timeslotId !== undefined) release(state, entry.promise.timeslotId)
    state.promises.delete(id)
    return Effect.succeed({ data: { promiseId: id, deleted: true } })
  }),
  route(PromisesContract.getSourcingOptions, ({ payload }, ctx: Ctx) => {
    if (Option.isNone(findStore(ctx.state.stores, payload.locationId)))
      return Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${payload.locationId}`))
    const cat = catalogue()
    const delivers = payload.items.every((i) => cat.byGtin.get(i.upc)?.homeDeliveryItem === true)
    return Effect.succeed({
      data: {
        options: [
          { vendor: "KR001" as const, provider: "KROGER" as const, fulfilment: "CurbSide" as const, eligible: true },
          { vendor: "KR001" as const, provider: "KROGER" as const, fulfilment: "HomeDelivery" as const, eligible: delivers },
          { vendor: "IC001" as const, provider: "INSTACART" as const, fulfilment: "InstacartDelivery" as const, eligible: delivers },
          {
            vendor: "NU001" as const,
            provider: "NURO" as const,
            fulfilment: "NuroDelivery" as const,
            eligible: delivers && payload.items.length <= 10
          }
        ]
      }
    })
  }),
  route(PromisesContract.getShipOptions, ({ payload }) => {
    const cat = catalogue()
    const unshippable = payload.items.find((i) => cat.byGtin.get(i.upc)?.shippable !== true)
    if (unshippable !== undefined) return Effect.fail(fail(400, "NOT_SHIPPABLE", `${unshippable.upc} cannot be shipped`))
    return Effect.succeed({ data: { options: SHIP_OPTIONS } })
  }),
  route(QuotesContract.createQuote, ({ payload, urlParams }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const store = Option.getOrUndefined(findStore(ctx.state.stores, urlParams["filter.storeId"]))
    if (store === undefined) return Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${urlParams["filter.storeId"]}`))
    const modality = urlParams["filter.shoppingModality"]
    const cat = catalogue()
    const exclusions: Array<QuoteExclusion> = payload.items.flatMap((i): Array<QuoteExclusion> => {
      const entry = cat.byGtin.get(i.upc)
      const code = entry === undefined ? "NOT_AVAILABLE" : exclusionOf(entry, modality)
      return code === undefined ? [] : [{ upc: i.upc, code }]
    })
    const excluded = new Set(urlParams["option.excludeVendors"] ?? [])
    const open = quoteWindows(ctx, store, modality)
    const compact = urlParams.projections === "promises.compact"
    const promises = quoteVendors(modality)
      .filter((v) => !excluded.has(v))
      .flatMap((vendor) =>
        open.map((s) => ({ vendor, timeslotId: s.timeslotId, fee: s.fee, ...(compact ? {} : { start: s.start, end: s.end }) }))
      )
    const pick = (option: QuickOption) => {
      const slot =
        option === "FASTEST_FREE"
          ? open.find((s) => s.fee === 0)
          : option === "FASTEST_WITH_ALL_ITEMS" && exclusions.length > 0
            ? undefined
            : open[0]
      return slot === undefined || promises.length === 0
        ? []
        : [{ option, label: QUICK_OPTION_LABELS[option], timeslotId: slot.timeslotId }]
    }
    const quickOptions = (urlParams["option.quickOptions"] ?? []).flatMap(pick)
    const quote = new Quote({ quoteId: nextId(state, "quote"), locationId: store.locationId, modality, promises, quickOptions, exclusions })
    state.quotes.set(quote.quoteId, quote)
    return Effect.succeed({ data: { quote } })
  }),
  route(QuotesContract.getQuoteById, ({ path }, ctx: Ctx) => {
    const quote = ctx.state.checkout.quotes.get(path.quoteId)
    return quote === undefined ? Effect.fail(fail(404, "QUOTE_NOT_FOUND", `No quote ${path.quoteId}`)) : Effect.succeed({ data: { quote } })
  }),
  route(TimeslotsContract.getUpfrontTimeslots, ({ payload }, ctx: Ctx) => {
    const store = Option.getOrUndefined(findStore(ctx.state.stores, payload.locationId))
    return store === undefined
      ? Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${payload.locationId}`))
      : Effect.succeed({ data: { timeslots: slotsOf(ctx.state.checkout, store, payload.modality, ctx.now) } })
  }),
  route(TimeslotsContract.getTimeslots, ({ path }, ctx: Ctx) => {
    const stores = path.locationIds.flatMap((id) => ctx.state.stores.filter((s) => s.locationId === id))
    if (stores.length === 0) return Effect.fail(fail(404, "STORE_NOT_FOUND", `No store ${path.locationIds.join(",")}`))
    const timeslots = stores.flatMap((s) => [
      ...slotsOf(ctx.state.checkout, s, "PICKUP", ctx.now),
      ...slotsOf(ctx.state.checkout, s, "DELIVERY", ctx.now)
    ])
    return Effect.succeed({ data: { timeslots } })
  })
]
