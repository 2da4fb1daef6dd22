/**
 * Carts: a profile's carts, cart writes (a line with an id is an update, without an id an add),
 * cart updates and deletion, and cart savings. Writes are keyed (DESIGN principle 4): one
 * `Idempotency-Key` per call, reused on every retry, so a retried add never doubles a line. The
 * upstream validates the cart a write would leave; rejected lines come back as `CartRejected` with
 * the spec §8 messages (the contract declares the family: see {@link CartsError}).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { CartsContract } from "../contract/carts.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { CartLineInput, CartSavingsRequest, CartType, SubstitutionPolicy } from "../schema/carts.js"
import type { ValidationModality } from "../schema/products.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of a cart write. */
export interface CartWriteOptions extends CallOptions {
  /** The cart written to; ACTIVE by default. */
  readonly type?: CartType
  /** The modality to validate for; the active modality's (upstream) when absent. */
  readonly modality?: ValidationModality
}

/** What {@link Carts} `updateCart` may change: type, substitution policy, lines (checked for the modality). */
export interface CartUpdate {
  readonly type?: CartType
  readonly substitutionPolicy?: SubstitutionPolicy
  readonly lineItems?: ReadonlyArray<CartLineInput>
  readonly modality?: ValidationModality
}

/**
 * The shopper's carts: read them, add, update and remove lines, delete a cart (keyed writes, so a retry never adds twice), and the cart's savings.
 *
 * @example
 * ```ts
 * export const myCart = Effect.gen(function* () {
 *   const profileId = yield* Effect.flatMap(Customer, (customer) => customer.getProfileId())
 *   const carts = yield* Carts
 *   return yield* carts.getCart(profileId)
 * })
 * ```
 */
export class Carts extends Effect.Service<Carts>()("atlas-client/Carts", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner

    const writeLines = fn("Carts.writeCart")(function* (lines: ReadonlyArray<CartLineInput>, options: CartWriteOptions = {}) {
      const { type, modality, ...call } = options
      const body = yield* run(
        CartsContract.writeCart,
        { payload: { lineItems: lines, ...(type === undefined ? {} : { type }), ...(modality === undefined ? {} : { modality }) } },
        call
      )
      return body.data.cart
    })

    return {
      /** The profile's carts ("Expecting get cart request" without a profileId string). */
      getCarts: fn("Carts.getCarts")(function* (profileId: string, type?: CartType) {
        const body = yield* run(CartsContract.getCarts, {
          urlParams: { "filter.profileId": profileId, ...(type === undefined ? {} : { "filter.type": type }) }
        })
        return body.data.carts
      }),

      /** The profile's cart of a type (ACTIVE by default), if it has one. */
      getCart: fn("Carts.getCart")(function* (profileId: string, type: CartType = "ACTIVE") {
        const body = yield* run(CartsContract.getCarts, { urlParams: { "filter.profileId": profileId, "filter.type": type } })
        return Option.fromNullable(body.data.carts[0])
      }),

      /** Writes lines: with an id an update (quantity 0 removes), without an id an add. */
      writeLines,

      /** Adds a upc (merged into the line already holding it). */
      addToCart: fn("Carts.addToCart")(function* (
        upc: string,
        quantity: number,
        options: CartWriteOptions & { readonly substitutionPolicy?: SubstitutionPolicy } = {}
      ) {
        const { substitutionPolicy, ...rest } = options
        return yield* writeLines([{ upc, quantity, ...(substitutionPolicy === undefined ? {} : { substitutionPolicy }) }], rest)
      }),

      /** Sets a line's quantity. */
      updateLine: fn("Carts.updateLine")(function* (lineId: string, quantity: number, options: CartWriteOptions = {}) {
        return yield* writeLines([{ id: lineId, quantity }], options)
      }),

      /** Removes a line. */
      removeLine: fn("Carts.removeLine")(function* (lineId: string, options: CartWriteOptions = {}) {
        return yield* writeLines([{ id: lineId, quantity: 0 }], options)
      }),

      /** Changes a cart's type or substitution policy, or replaces its lines (PUT /carts/{cartId}). */
      updateCart: fn("Carts.updateCart")(function* (cartId: string, update: CartUpdate, options?: CallOptions) {
        const body = yield* run(CartsContract.updateCart, { path: { cartId }, payload: update }, options)
        return body.data.cart
      }),

      /** Deletes a cart. */
      deleteCart: fn("Carts.deleteCart")(function* (cartId: string, options?: CallOptions) {
        return (yield* run(CartsContract.deleteCart, { path: { cartId } }, options)).data
      }),

      /** Item and order coupon savings of a cart (by id) or of lines. */
      getCartSavings: fn("Carts.getCartSavings")(function* (request: CartSavingsRequest) {
        return (yield* run(CartsContract.getCartSavings, { payload: request })).data
      })
    } as const
  })
}) {}

/** Every error a {@link Carts} use case can fail with (derived from the use cases, so from the descriptors). */
export type CartsError = ServiceError<Carts>
