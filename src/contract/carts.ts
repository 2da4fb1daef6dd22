/**
 * The `carts` operations of operations.tsv: get carts by profile, write lines (keyed), update and
 * delete a cart (keyed), and cart savings (a read).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  CartDeletedResponse,
  CartResponse,
  CartSavingsRequest,
  CartSavingsResponse,
  CartsResponse,
  CartType,
  CartUpdateRequest,
  CartWriteRequest
} from "../schema/carts.js"
import { make } from "../core/Operation.js"
import { NonEmpty } from "../core/params.js"
import { ProductRejection } from "../errors/families.js"

/** Url params of get-cart: the profile id is required (spec §5). */
export const GetCartsParams = Schema.Struct({
  "filter.profileId": NonEmpty("profileId"),
  "filter.type": Schema.optional(CartType)
})
/** Get-cart's query parameters as sent: the profile id (required) and the cart type. */
export type GetCartsParams = typeof GetCartsParams.Type

/** GET /carts: the profile's carts. */
export const getCarts = make({
  domain: "carts",
  name: "Carts.getCarts",
  requestKind: "get cart",
  summary: "Carts of a profile",
  method: "GET",
  path: "/carts",
  retry: "read",
  urlParams: GetCartsParams,
  success: CartsResponse,
  errors: [400, 403, 500]
})

/** POST /carts: add (no id) or update (id) lines of the cart of a type, created when absent. */
export const writeCart = make({
  domain: "carts",
  name: "Carts.writeCart",
  requestKind: "cart",
  summary: "Add or update cart lines",
  method: "POST",
  path: "/carts",
  retry: "keyed",
  payload: CartWriteRequest,
  success: CartResponse,
  errors: [400, 404, 409, 500],
  codes: [ProductRejection]
})

const CartPath = Schema.Struct({ cartId: NonEmpty("cartId") })

/** PUT /carts/{cartId}: change a cart's type, substitution policy, or replace its lines. */
export const updateCart = make({
  domain: "carts",
  name: "Carts.updateCart",
  requestKind: "update cart",
  summary: "Update a cart",
  method: "PUT",
  path: "/carts/{cartId}",
  retry: "keyed",
  pathParams: CartPath,
  payload: CartUpdateRequest,
  success: CartResponse,
  errors: [400, 404, 409, 500],
  codes: [ProductRejection]
})

/** DELETE /carts/{cartId}: delete a cart. */
export const deleteCart = make({
  domain: "carts",
  name: "Carts.deleteCart",
  requestKind: "delete cart",
  summary: "Delete a cart",
  method: "DELETE",
  path: "/carts/{cartId}",
  retry: "keyed",
  pathParams: CartPath,
  success: CartDeletedResponse,
  errors: [400, 404, 409, 500]
})

/** POST /carts/v1/cart-savings: item and order coupon savings of a cart or of lines (a read). */
export const getCartSavings = make({
  domain: "carts",
  name: "Carts.getCartSavings",
  requestKind: "cart savings",
  summary: "Cart savings",
  method: "POST",
  path: "/carts/v1/cart-savings",
  retry: "read",
  payload: CartSavingsRequest,
  success: CartSavingsResponse
})

/** Every carts operation. */
export const CartsContract = { getCarts, writeCart, updateCart, deleteCart, getCartSavings } as const
