/**
 * The carts and shopping-lists use cases, ready for the hooks. Cart and list writes are mutations
 * (keyed: each run is one call with one `Idempotency-Key`, reused by its retries). A cart write sets
 * the profile's active-cart read from the cart it answers and makes the other cart reads (and the
 * cart's savings) stale; a list write makes the lists stale.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { CartsContract } from "../../contract/carts.js"
import type { Cart, CartLineInput, CartSavingsRequest, CartType } from "../../schema/carts.js"
import type { ShoppingListInput } from "../../schema/shopping-lists.js"
import { Carts, type CartUpdate, type CartWriteOptions } from "../../services/Carts.js"
import { ShoppingLists } from "../../services/ShoppingLists.js"
import { defineUseCase, type EntryChange, setEntry } from "../UseCase.js"

const getCart = /* @__PURE__ */ defineUseCase({
  name: "Carts.getCart",
  mode: "read",
  // The profile's first cart of the type, if any.
  success: /* @__PURE__ */ Schema.OptionFromNullOr(CartsContract.getCarts.success.fields.data.fields.carts.value),
  run: (profileId: string, type: CartType = "ACTIVE") => Effect.flatMap(Carts, (s) => s.getCart(profileId, type))
})

/** What every cart write keeps true: its cart is the profile's active cart; other cart reads and savings are stale. */
const cartWrite = {
  updates: (cart: Cart): ReadonlyArray<EntryChange> =>
    cart.type === "ACTIVE" ? [setEntry(getCart, [cart.profileId], Option.some(cart))] : [],
  invalidates: ["Carts."]
} as const

/** Carts use cases; a refused write fails with `CartRejected` (its `message` is the §8 text to show). */
export const CartsUseCases = {
  getCarts: /* @__PURE__ */ defineUseCase({
    name: "Carts.getCarts",
    mode: "read",
    run: (profileId: string, type?: CartType) => Effect.flatMap(Carts, (s) => s.getCarts(profileId, type))
  }),
  getCart,
  writeLines: /* @__PURE__ */ defineUseCase({
    name: "Carts.writeCart",
    mode: "mutation",
    run: (lines: ReadonlyArray<CartLineInput>, options: CartWriteOptions = {}) =>
      Effect.flatMap(Carts, (s) => s.writeLines(lines, options)),
    ...cartWrite
  }),
  addToCart: /* @__PURE__ */ defineUseCase({
    name: "Carts.addToCart",
    mode: "mutation",
    run: (upc: string, quantity: number, options: CartWriteOptions = {}) =>
      Effect.flatMap(Carts, (s) => s.addToCart(upc, quantity, options)),
    ...cartWrite
  }),
  updateLine: /* @__PURE__ */ defineUseCase({
    name: "Carts.updateLine",
    mode: "mutation",
    run: (lineId: string, quantity: number, options: CartWriteOptions = {}) =>
      Effect.flatMap(Carts, (s) => s.updateLine(lineId, quantity, options)),
    ...cartWrite
  }),
  removeLine: /* @__PURE__ */ defineUseCase({
    name: "Carts.removeLine",
    mode: "mutation",
    run: (lineId: string) => Effect.flatMap(Carts, (s) => s.removeLine(lineId)),
    ...cartWrite
  }),
  updateCart: /* @__PURE__ */ defineUseCase({
    name: "Carts.updateCart",
    mode: "mutation",
    run: (cartId: string, update: CartUpdate) => Effect.flatMap(Carts, (s) => s.updateCart(cartId, update)),
    ...cartWrite
  }),
  deleteCart: /* @__PURE__ */ defineUseCase({
    name: "Carts.deleteCart",
    mode: "mutation",
    run: (cartId: string) => Effect.flatMap(Carts, (s) => s.deleteCart(cartId)),
    invalidates: ["Carts."]
  }),
  getCartSavings: /* @__PURE__ */ defineUseCase({
    name: "Carts.getCartSavings",
    mode: "read",
    success: CartsContract.getCartSavings.success.fields.data,
    run: (request: CartSavingsRequest) => Effect.flatMap(Carts, (s) => s.getCartSavings(request))
  })
} as const

const getShoppingLists = /* @__PURE__ */ defineUseCase({
  name: "ShoppingLists.getShoppingLists",
  mode: "read",
  run: () => Effect.flatMap(ShoppingLists, (s) => s.getShoppingLists())
})

/** Shopping-lists use cases; every write makes the lists stale. */
export const ShoppingListsUseCases = {
  getShoppingLists,
  createShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.createShoppingList",
    mode: "mutation",
    run: (list: ShoppingListInput) => Effect.flatMap(ShoppingLists, (s) => s.createShoppingList(list)),
    invalidates: [getShoppingLists]
  }),
  updateShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.updateShoppingList",
    mode: "mutation",
    run: (shoppingListId: string, list: ShoppingListInput) =>
      Effect.flatMap(ShoppingLists, (s) => s.updateShoppingList(shoppingListId, list)),
    invalidates: [getShoppingLists]
  }),
  deleteShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.deleteShoppingList",
    mode: "mutation",
    run: (shoppingListId: string) => Effect.flatMap(ShoppingLists, (s) => s.deleteShoppingList(shoppingListId)),
    invalidates: [getShoppingLists]
  })
} as const
