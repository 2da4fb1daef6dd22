/**
 * The carts use cases, ready for the hooks. Cart writes are mutations (keyed: each run is one call
 * with one `Idempotency-Key`, reused by its retries). A cart write sets the profile's active-cart
 * read from the cart it answers and makes the other cart reads (and the cart's savings) stale.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { CartsContract } from "../../contract/carts.js"
import type { Cart } from "../../schema/carts.js"
import { Carts } from "../../services/Carts.js"
import { fromOperation } from "../fromOperation.js"
import { type EntryChange, setEntry } from "../UseCase.js"

const getCart = /* @__PURE__ */ fromOperation(Carts, CartsContract.getCarts, {
  method: "getCart",
  // The profile's first cart of the type (ACTIVE by default), if any.
  success: /* @__PURE__ */ Schema.OptionFromNullOr(CartsContract.getCarts.success.fields.data.fields.carts.value),
  defaults: [undefined, "ACTIVE"]
})

/** What every cart write keeps true: its cart is the profile's active cart; other cart reads and savings are stale. */
const cartWrite = {
  updates: (cart: Cart): ReadonlyArray<EntryChange> =>
    cart.type === "ACTIVE" ? [setEntry(getCart, [cart.profileId], Option.some(cart))] : [],
  invalidates: [CartsContract],
  // The shopper's cart writes are sent in the order they were made (two taps: two lines, in order).
  scope: "Carts"
} as const

/** Carts use cases; a refused write fails with `CartRejected` (its `message` is the §8 text to show). */
export const CartsUseCases = {
  getCarts: /* @__PURE__ */ fromOperation(Carts, CartsContract.getCarts),
  getCart,
  writeLines: /* @__PURE__ */ fromOperation(Carts, CartsContract.writeCart, {
    method: "writeLines",
    name: "Carts.writeCart",
    ...cartWrite
  }),
  addToCart: /* @__PURE__ */ fromOperation(Carts, CartsContract.writeCart, { method: "addToCart", ...cartWrite }),
  updateLine: /* @__PURE__ */ fromOperation(Carts, CartsContract.writeCart, { method: "updateLine", ...cartWrite }),
  removeLine: /* @__PURE__ */ fromOperation(Carts, CartsContract.writeCart, { method: "removeLine", ...cartWrite }),
  updateCart: /* @__PURE__ */ fromOperation(Carts, CartsContract.updateCart, cartWrite),
  deleteCart: /* @__PURE__ */ fromOperation(Carts, CartsContract.deleteCart, { invalidates: [CartsContract] }),
  getCartSavings: /* @__PURE__ */ fromOperation(Carts, CartsContract.getCartSavings)
} as const
