/**
 * The carts use cases, ready for the hooks. Cart writes are mutations (keyed: each run is one call
 * with one `Idempotency-Key`, reused by its retries). A cart write sets the profile's active-cart
 * read from the cart it answers and makes the other cart reads (and the cart's savings) stale.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { CartsContract } from "../../contract/carts.js"
import type { Cart, CartLineInput, CartSavingsRequest, CartType } from "../../schema/carts.js"
import { Carts, type CartUpdate, type CartWriteOptions } from "../../services/Carts.js"
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
  invalidates: ["Carts."],
  // The shopper's cart writes are sent in the order they were made (two taps: two lines, in order).
  scope: "Carts"
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
    run: (lineId: string, options: CartWriteOptions = {}) => Effect.flatMap(Carts, (s) => s.removeLine(lineId, options)),
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
