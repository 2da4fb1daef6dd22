/**
 * Reference-upstream handlers of carts and shopping lists, kept per owner. Cart writes apply
 * product validation (the rules library's `validateProducts`) to the cart they would leave and
 * refuse (400) when a line they touch is rejected: one error per rejection, `code` the rejection
 * code, `reason` its message, `details` the rejection.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CartsContract } from "../../contract/carts.js"
import { ShoppingListsContract } from "../../contract/shopping-lists.js"
import { Cart, type CartLineInput, type CartType } from "../../schema/carts.js"
import { ShoppingList, type ShoppingListInput } from "../../schema/shopping-lists.js"
import { seededShoppers } from "../sessions.js"
import { requestModality } from "../catalogue/queries.js"
import { unitPrice } from "../catalogue/records.js"
import { catalogue } from "../catalogue/seed.js"
import { validateLines } from "../catalogue/validation.js"
import type { AtlasState } from "../state.js"
import { fail, UpstreamFailure } from "../failure.js"
import { nextId } from "../ids.js"
import { money } from "../money.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import { type CartLineRecord, type CartRecord, type CartsState } from "./state.js"

type Ctx = CallContext<AtlasState>

/** A stored cart as the API shows it, priced from the catalogue. */
export const toCart = (record: CartRecord): Cart => {
  const cat = catalogue()
  const lineItems = record.lines.map((line) => {
    const entry = cat.byGtin.get(line.upc)
    const regular = entry?.regular ?? 0
    const paid = entry === undefined ? 0 : unitPrice(entry)
    return {
      id: line.id,
      upc: line.upc,
      quantity: line.quantity,
      description: entry?.description ?? line.upc,
      price: { regular, ...(entry?.promo === undefined ? {} : { promo: entry.promo }) },
      lineTotal: money(paid * line.quantity),
      savings: money((regular - paid) * line.quantity),
      substitutionPolicy: line.substitutionPolicy,
      ...(line.note === undefined ? {} : { note: line.note })
    }
  })
  const subtotal = money(lineItems.reduce((s, l) => s + l.price.regular * l.quantity, 0))
  const savings = money(lineItems.reduce((s, l) => s + l.savings, 0))
  return new Cart({
    id: record.id,
    profileId: record.profileId,
    type: record.type,
    lineItems,
    itemCount: lineItems.reduce((s, l) => s + l.quantity, 0),
    subtotal,
    savings,
    total: money(subtotal - savings),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt
  })
}

const cartsOf = (state: CartsState, owner: string): Array<CartRecord> => {
  const carts = state.carts.get(owner) ?? []
  state.carts.set(owner, carts)
  return carts
}

const notFound = (cartId: string) => fail(404, "CART_NOT_FOUND", `No cart ${cartId}`)

/**
 * Applies lines to a copy of a cart's lines: an id updates (quantity 0 removes), no id adds
 * (merged into the line holding the upc). Returns the new lines and the ids of those touched, or
 * the failure of an unknown line id.
 */
const applyLines = (
  state: CartsState,
  current: ReadonlyArray<CartLineRecord>,
  inputs: ReadonlyArray<CartLineInput>
): { lines: Array<CartLineRecord>; touched: Set<string> } | UpstreamFailure => {
  const lines = current.map((l) => ({ ...l }))
  const touched = new Set<string>()
  for (const input of inputs) {
    const existing = input.id !== undefined ? lines.find((l) => l.id === input.id) : lines.find((l) => l.upc === input.upc)
    if (input.id !== undefined && existing === undefined) return fail(404, "LINE_NOT_FOUND", `No cart line ${input.id}`)
    if (existing !== undefined) {
      existing.quantity = input.id !== undefined ? input.quantity : existing.quantity + input.quantity
      if (input.substitutionPolicy !== undefined) existing.substitutionPolicy = input.substitutionPolicy
      if (input.note !== undefined) existing.note = input.note
      touched.add(existing.id)
    } else if (input.upc !== undefined && input.quantity > 0) {
      const line: CartLineRecord = {
        id: nextId(state, "line"),
        upc: input.upc,
        quantity: input.quantity,
        substitutionPolicy: input.substitutionPolicy ?? "SHOPPER_CHOICE",
        note: input.note
      }
      lines.push(line)
      touched.add(line.id)
    }
  }
  return { lines: lines.filter((l) => l.quantity > 0), touched }
}

/** Refuses lines product validation rejects among those touched (the cart's other lines count for group limits). */
const rejectionsOf = (
  lines: ReadonlyArray<CartLineRecord>,
  touched: ReadonlySet<string>,
  modality: string,
  locationId: string | undefined,
  fresh: ReadonlySet<string>
) => {
  const rejected = validateLines(
    catalogue(),
    modality,
    lines.map((l) => ({ upc: l.upc, quantity: l.quantity, ...(fresh.has(l.id) ? {} : { itemId: l.id }) })),
    locationId
  ).filter((r) => lines.some((l) => touched.has(l.id) && (r.itemId === l.id || (fresh.has(l.id) && r.itemId === l.upc))))
  return rejected.length === 0
    ? undefined
    : new UpstreamFailure({ status: 400, errors: rejected.map((r) => ({ code: r.code, reason: r.message, details: r })) })
}

const write = (
  ctx: Ctx,
  record: CartRecord | undefined,
  inputs: ReadonlyArray<CartLineInput>,
  modalityOverride: string | undefined,
  replace: boolean
) => {
  const state = ctx.state.carts
  const base = replace ? [] : (record?.lines ?? [])
  const kept = replace ? (record?.lines ?? []).filter((l) => inputs.some((i) => i.id === l.id)) : base
  const applied = applyLines(state, kept, inputs)
  if (applied instanceof UpstreamFailure) return applied
  const before = new Set((record?.lines ?? []).map((l) => l.id))
  const fresh = new Set(applied.lines.filter((l) => !before.has(l.id)).map((l) => l.id))
  const header = requestModality(ctx.request)
  const refused = rejectionsOf(applied.lines, applied.touched, modalityOverride ?? header?.type ?? "IN_STORE", header?.locationId, fresh)
  return refused ?? applied.lines
}

const listOf = (state: CartsState, owner: string): Array<ShoppingList> => {
  const lists = state.lists.get(owner) ?? []
  state.lists.set(owner, lists)
  return lists
}

const listItems = (state: CartsState, input: ShoppingListInput, previous: ReadonlyArray<{ readonly id: string }>) =>
  (input.items ?? []).map((item) => ({
    id: item.id !== undefined && previous.some((p) => p.id === item.id) ? item.id : nextId(state, "entry"),
    text: item.text.trim(),
    quantity: item.quantity ?? 1,
    checked: item.checked ?? false,
    ...(item.upc === undefined ? {} : { upc: item.upc })
  }))

/** The carts and shopping-lists routes. */
export const cartsRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(CartsContract.getCarts, ({ urlParams }, ctx: Ctx) => {
    const owner = ownerOf(ctx)
    const profileId = urlParams["filter.profileId"]
    if (profileId !== owner && seededShoppers.some((s) => s.shopperId === profileId)) {
      return Effect.fail(fail(403, "FORBIDDEN", "Carts of another profile"))
    }
    const type = urlParams["filter.type"]
    const carts = (ctx.state.carts.carts.get(owner) ?? []).filter((c) => type === undefined || c.type === type)
    return Effect.succeed({ data: { carts: carts.map(toCart) } })
  }),
  route(CartsContract.writeCart, ({ payload }, ctx: Ctx) => {
    const owner = ownerOf(ctx)
    const carts = cartsOf(ctx.state.carts, owner)
    const type: CartType = payload.type ?? "ACTIVE"
    const existing = carts.find((c) => c.type === type)
    const result = write(ctx, existing, payload.lineItems, payload.modality, false)
    if (result instanceof UpstreamFailure) return Effect.fail(result)
    const now = ctx.now.toISOString()
    const record: CartRecord = existing ?? {
      id: nextId(ctx.state.carts, "cart"),
      profileId: owner,
      type,
      lines: [],
      createdAt: now,
      updatedAt: now
    }
    record.lines = result
    record.updatedAt = now
    if (existing === undefined) carts.push(record)
    return Effect.succeed({ data: { cart: toCart(record) } })
  }),
  route(CartsContract.updateCart, ({ path, payload }, ctx: Ctx) => {
    const carts = cartsOf(ctx.state.carts, ownerOf(ctx))
    const record = carts.find((c) => c.id === path.cartId)
    if (record === undefined) return Effect.fail(notFound(path.cartId))
    if (payload.type !== undefined && payload.type !== record.type && carts.some((c) => c.type === payload.type)) {
      return Effect.fail(fail(400, "CART_TYPE_EXISTS", `A ${payload.type} cart already exists`))
    }
    let lines = record.lines
    if (payload.lineItems !== undefined) {
      const result = write(ctx, record, payload.lineItems, payload.modality, true)
      if (result instanceof UpstreamFailure) return Effect.fail(result)
      lines = result
    }
    if (payload.substitutionPolicy !== undefined)
      lines = lines.map((l) => ({ ...l, substitutionPolicy: payload.substitutionPolicy ?? l.substitutionPolicy }))
    record.lines = lines
    if (payload.type !== undefined) record.type = payload.type
    record.updatedAt = ctx.now.toISOString()
    return Effect.succeed({ data: { cart: toCart(record) } })
  }),
  route(CartsContract.deleteCart, ({ path }, ctx: Ctx) => {
    const carts = cartsOf(ctx.state.carts, ownerOf(ctx))
    const at = carts.findIndex((c) => c.id === path.cartId)
    if (at < 0) return Effect.fail(notFound(path.cartId))
    carts.splice(at, 1)
    return Effect.succeed({ data: { cartId: path.cartId, deleted: true } })
  }),
  route(CartsContract.getCartSavings, ({ payload }, ctx: Ctx) => {
    const cat = catalogue()
    let lines: ReadonlyArray<{ readonly upc: string; readonly quantity: number }>
    if (payload.cartId !== undefined) {
      const record = (ctx.state.carts.carts.get(ownerOf(ctx)) ?? []).find((c) => c.id === payload.cartId)
      if (record === undefined) return Effect.fail(notFound(payload.cartId))
      lines = record.lines
    } else {
      lines = payload.lineItems ?? []
    }
    const priced = lines.flatMap((l) => {
      const entry = cat.byGtin.get(l.upc)
      return entry === undefined ? [] : [{ line: l, entry }]
    })
    const items = priced
      .filter((p) => p.entry.promo !== undefined)
      .map((p) => ({
        couponType: "Item" as const,
        couponId: `ITEM-${p.entry.gtin13}`,
        description: `Sale: ${p.entry.description}`,
        amount: money((p.entry.regular - (p.entry.promo ?? p.entry.regular)) * p.line.quantity),
        upc: p.entry.gtin13
      }))
    const subtotal = money(priced.reduce((s, p) => s + p.entry.regular * p.line.quantity, 0))
    const afterItems = subtotal - items.reduce((s, i) => s + i.amount, 0)
    const order =
      afterItems >= 50
        ? [{ couponType: "Order" as const, couponId: "ORDER-5OFF50", description: "$5 off orders of $50 or more", amount: 5 }]
        : []
    const savings = [...items, ...order]
    const totalSavings = money(savings.reduce((s, c) => s + c.amount, 0))
    return Effect.succeed({ data: { savings, subtotal, totalSavings, total: money(subtotal - totalSavings) } })
  }),
  route(ShoppingListsContract.getShoppingLists, (_, ctx: Ctx) =>
    Effect.succeed({ data: { shoppingLists: ctx.state.carts.lists.get(ownerOf(ctx)) ?? [] } })
  ),
  route(ShoppingListsContract.createShoppingList, ({ payload }, ctx: Ctx) => {
    const state = ctx.state.carts
    const now = ctx.now.toISOString()
    const list = new ShoppingList({
      id: nextId(state, "list"),
      name: payload.name.trim(),
      items: listItems(state, payload, []),
      createdAt: now,
      updatedAt: now
    })
    listOf(state, ownerOf(ctx)).push(list)
    return Effect.succeed({ data: { shoppingList: list } })
  }),
  route(ShoppingListsContract.updateShoppingList, ({ path, payload }, ctx: Ctx) => {
    const state = ctx.state.carts
    const lists = listOf(state, ownerOf(ctx))
    const at = lists.findIndex((l) => l.id === path.shoppingListId)
    const previous = lists[at]
    if (previous === undefined) return Effect.fail(fail(404, "SHOPPING_LIST_NOT_FOUND", `No shopping list ${path.shoppingListId}`))
    const list = new ShoppingList({
      ...previous,
      name: payload.name.trim(),
      items: listItems(state, payload, previous.items),
      updatedAt: ctx.now.toISOString()
    })
    lists[at] = list
    return Effect.succeed({ data: { shoppingList: list } })
  }),
  route(ShoppingListsContract.deleteShoppingList, ({ path }, ctx: Ctx) => {
    const lists = listOf(ctx.state.carts, ownerOf(ctx))
    const at = lists.findIndex((l) => l.id === path.shoppingListId)
    if (at < 0) return Effect.fail(fail(404, "SHOPPING_LIST_NOT_FOUND", `No shopping list ${path.shoppingListId}`))
    lists.splice(at, 1)
    return Effect.succeed({ data: { shoppingListId: path.shoppingListId, deleted: true } })
  })
]
