/**
 * Carts vocabulary (spec §3 "Cart"): cart types, substitution policies, the cart and its lines,
 * cart writes (a line with an id is an update, without an id an add) and cart savings.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant } from "./common.js"
import { Gtin13, ItemPrice } from "./items.js"
import { Rejection, ValidationModality } from "./productValidation.js"

/** Cart types. */
export const CartType = Schema.Literal("ACTIVE", "SAVED_FOR_LATER", "MODIFY_ORDER")
/** @see CartType */
export type CartType = typeof CartType.Type

/** What the store may do when an item is out: nothing, call, choose, or let the customer choose. */
export const SubstitutionPolicy = Schema.Literal("NONE", "CONTACT_CUSTOMER", "SHOPPER_CHOICE", "CUSTOMER_CHOICE")
/** @see SubstitutionPolicy */
export type SubstitutionPolicy = typeof SubstitutionPolicy.Type

/** A line of a cart. Amounts in dollars. Required: its id, upc, quantity, description, price and total (shown); the line's savings and substitution policy are optional. */
export const CartLineItem = Schema.Struct({
  id: Schema.String,
  upc: Schema.String,
  quantity: Schema.Int,
  description: Schema.String,
  price: ItemPrice,
  lineTotal: Schema.Number,
  savings: Schema.optional(Schema.Number),
  substitutionPolicy: Schema.optional(tolerant(SubstitutionPolicy)),
  note: Schema.optional(Schema.String)
})
/** @see CartLineItem */
export type CartLineItem = typeof CartLineItem.Type

/**
 * A shopper's cart. Required: its id, profile id, type and lines (spec §3 "Cart"); the counts,
 * totals and dates are optional, as a real server may leave them out.
 */
export class Cart extends Schema.Class<Cart>("Cart")({
  id: Schema.String,
  profileId: Schema.String,
  type: tolerant(CartType),
  lineItems: Schema.Array(CartLineItem),
  itemCount: Schema.optional(Schema.Int),
  subtotal: Schema.optional(Schema.Number),
  savings: Schema.optional(Schema.Number),
  total: Schema.optional(Schema.Number),
  createdAt: Schema.optional(Schema.String),
  updatedAt: Schema.optional(Schema.String)
}) {}

/** The body of get-cart: the profile's carts. */
export const CartsResponse = Schema.Struct({ data: Schema.Struct({ carts: Schema.Array(Cart) }) })
/** @see CartsResponse */
export type CartsResponse = typeof CartsResponse.Type

/** The body of a cart write. */
export const CartResponse = Schema.Struct({ data: Schema.Struct({ cart: Cart }) })
/** @see CartResponse */
export type CartResponse = typeof CartResponse.Type

/**
 * A line to write: with an `id` it updates that line (quantity 0 removes it), without an `id` it
 * adds the upc (merged into the line already holding it).
 */
export const CartLineInput = Schema.Struct({
  id: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
  upc: Schema.optional(Gtin13),
  quantity: Schema.Int.pipe(Schema.between(0, 999)),
  substitutionPolicy: Schema.optional(SubstitutionPolicy),
  note: Schema.optional(Schema.String.pipe(Schema.maxLength(250)))
}).pipe(Schema.filter((line) => line.id !== undefined || line.upc !== undefined || "a line without an id needs a upc"))
/** @see CartLineInput */
export type CartLineInput = typeof CartLineInput.Type

/** The body of POST /carts: lines to add or update in the cart of `type` (ACTIVE by default), created when absent. */
export const CartWriteRequest = Schema.Struct({
  type: Schema.optional(CartType),
  modality: Schema.optional(ValidationModality),
  lineItems: Schema.Array(CartLineInput).pipe(Schema.minItems(1))
})
/** @see CartWriteRequest */
export type CartWriteRequest = typeof CartWriteRequest.Type

/** The body of PUT /carts/{cartId}: the cart's type, and its lines replaced when given. */
export const CartUpdateRequest = Schema.Struct({
  type: Schema.optional(CartType),
  modality: Schema.optional(ValidationModality),
  substitutionPolicy: Schema.optional(SubstitutionPolicy),
  lineItems: Schema.optional(Schema.Array(CartLineInput))
})
/** @see CartUpdateRequest */
export type CartUpdateRequest = typeof CartUpdateRequest.Type

/** The body of a cart deletion. */
export const CartDeletedResponse = Schema.Struct({ data: Schema.Struct({ cartId: Schema.String, deleted: Schema.Boolean }) })

/** The error code a cart write is refused with when product validation rejects lines; each error's `details` is a {@link Rejection}. */
export const CART_REJECTION_CODES: ReadonlyArray<Rejection["code"]> = ["UNAVAILABLE", "OOS", "MIN", "MAX"]

/** Cart-savings coupon types. */
export const CartSavingsCouponType = Schema.Literal("Order", "Item")
/** @see CartSavingsCouponType */
export type CartSavingsCouponType = typeof CartSavingsCouponType.Type

/** The body of cart savings: a cart by id, or lines. */
export const CartSavingsRequest = Schema.Struct({
  cartId: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
  lineItems: Schema.optional(Schema.Array(Schema.Struct({ upc: Gtin13, quantity: Schema.Int.pipe(Schema.between(1, 999)) })))
}).pipe(Schema.filter((r) => r.cartId !== undefined || r.lineItems !== undefined || "cart savings needs a cartId or lineItems"))
/** @see CartSavingsRequest */
export type CartSavingsRequest = typeof CartSavingsRequest.Type

/** One saving: an item coupon (with its upc) or an order coupon. */
export const CartSaving = Schema.Struct({
  couponType: tolerant(CartSavingsCouponType),
  couponId: Schema.String,
  description: Schema.String,
  amount: Schema.Number,
  upc: Schema.optional(Schema.String)
})
/** @see CartSaving */
export type CartSaving = typeof CartSaving.Type

/** The body of cart savings. */
export const CartSavingsResponse = Schema.Struct({
  data: Schema.Struct({ savings: Schema.Array(CartSaving), subtotal: Schema.Number, totalSavings: Schema.Number, total: Schema.Number })
})
/** @see CartSavingsResponse */
export type CartSavingsResponse = typeof CartSavingsResponse.Type
