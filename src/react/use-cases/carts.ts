/**
 * The carts and shopping-lists use cases, ready for the hooks. Cart and list writes are mutations
 * (keyed: each run is one call with one `Idempotency-Key`, reused by its retries).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { CartLineInput, CartSavingsRequest, CartType } from "../../schema/carts.js"
import type { ShoppingListInput } from "../../schema/shopping-lists.js"
import { Carts, type CartUpdate, type CartWriteOptions } from "../../services/Carts.js"
import { ShoppingLists } from "../../services/ShoppingLists.js"
import { defineUseCase } from "../UseCase.js"

/** Carts use cases; a refused write fails with `CartRejected` (its `message` is the §8 text to show). */
export const CartsUseCases = {
  getCarts: /* @__PURE__ */ defineUseCase({
    name: "Carts.getCarts",
    mode: "read",
    run: (profileId: string, type?: CartType) => Effect.flatMap(Carts, (s) => s.getCarts(profileId, type))
  }),
  getCart: /* @__PURE__ */ defineUseCase({
    name: "Carts.getCart",
    mode: "read",
    run: (profileId: string, type: CartType = "ACTIVE") => Effect.flatMap(Carts, (s) => s.getCart(profileId, type))
  }),
  writeLines: /* @__PURE__ */ defineUseCase({
    name: "Carts.writeCart",
    mode: "mutation",
    run: (lines: ReadonlyArray<CartLineInput>, options: CartWriteOptions = {}) => Effect.flatMap(Carts, (s) => s.writeLines(lines, options))
  }),
  addToCart: /* @__PURE__ */ defineUseCase({
    name: "Carts.addToCart",
    mode: "mutation",
    run: (upc: string, quantity: number, options: CartWriteOptions = {}) =>
      Effect.flatMap(Carts, (s) => s.addToCart(upc, quantity, options))
  }),
  updateLine: /* @__PURE__ */ defineUseCase({
    name: "Carts.updateLine",
    mode: "mutation",
    run: (lineId: string, quantity: number, options: CartWriteOptions = {}) =>
      Effect.flatMap(Carts, (s) => s.updateLine(lineId, quantity, options))
  }),
  removeLine: /* @__PURE__ */ defineUseCase({
    name: "Carts.removeLine",
    mode: "mutation",
    run: (lineId: string) => Effect.flatMap(Carts, (s) => s.removeLine(lineId))
  }),
  updateCart: /* @__PURE__ */ defineUseCase({
    name: "Carts.updateCart",
    mode: "mutation",
    run: (cartId: string, update: CartUpdate) => Effect.flatMap(Carts, (s) => s.updateCart(cartId, update))
  }),
  deleteCart: /* @__PURE__ */ defineUseCase({
    name: "Carts.deleteCart",
    mode: "mutation",
    run: (cartId: string) => Effect.flatMap(Carts, (s) => s.deleteCart(cartId))
  }),
  getCartSavings: /* @__PURE__ */ defineUseCase({
    name: "Carts.getCartSavings",
    mode: "read",
    run: (request: CartSavingsRequest) => Effect.flatMap(Carts, (s) => s.getCartSavings(request))
  })
} as const

/** Shopping-lists use cases. */
export const ShoppingListsUseCases = {
  getShoppingLists: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.getShoppingLists",
    mode: "read",
    run: () => Effect.flatMap(ShoppingLists, (s) => s.getShoppingLists())
  }),
  createShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.createShoppingList",
    mode: "mutation",
    run: (list: ShoppingListInput) => Effect.flatMap(ShoppingLists, (s) => s.createShoppingList(list))
  }),
  updateShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.updateShoppingList",
    mode: "mutation",
    run: (shoppingListId: string, list: ShoppingListInput) =>
      Effect.flatMap(ShoppingLists, (s) => s.updateShoppingList(shoppingListId, list))
  }),
  deleteShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.deleteShoppingList",
    mode: "mutation",
    run: (shoppingListId: string) => Effect.flatMap(ShoppingLists, (s) => s.deleteShoppingList(shoppingListId))
  })
} as const
