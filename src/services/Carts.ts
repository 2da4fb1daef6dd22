/**
 * Carts: a profile's carts, cart writes (a line with an id is an update, without an id an add),
 * cart updates and deletion, and cart savings. Writes are keyed (DESIGN principle 4): one
 * `Idempotency-Key` per call, reused on every retry, so a retried add never doubles a line. The
 * upstream validates the cart a write would leave; rejected lines come back as {@link CartRejected}
 * with the spec §8 messages.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { CartsContract } from "../contract/carts.js"
import { runner } from "../layers/runner.js"
import type { AtlasError, UpstreamError } from "../errors/client.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import {
  type CartLineInput,
  type CartSavingsRequest,
  type CartType,
  CART_REJECTION_CODES,
  type SubstitutionPolicy
} from "../schema/carts.js"
import { Rejection, type ValidationModality } from "../schema/products.js"

/** The upstream refused a cart write: product validation rejected lines it touched. */
export class CartRejected extends Schema.TaggedError<CartRejected>()("CartRejected", {
  operation: Schema.String,
  rejections: Schema.Array(Rejection)
}) {
  /** The first rejection's message (e.g. "The maximum quantity to deliver this item is 4"). */
  override get message(): string {
    return this.rejections[0]?.message ?? "The cart was rejected"
  }
}

/** Options of a cart write. */
export interface CartWriteOptions extends CallOptions {
  /** The cart written to; ACTIVE by default. */
  readonly type?: CartType
  /** The modality to validate for; the active modality's (upstream) when absent. */
  readonly modality?: ValidationModality
}

const decodeRejection = Schema.decodeUnknownOption(Rejection)

/** The rejections of a refused cart write, when the error is one. */
export const cartRejectionsOf = (error: UpstreamError): Option.Option<ReadonlyArray<Rejection>> => {
  if (error.status !== 400 || error.errors.length === 0) return Option.none()
  const rejections = error.errors.flatMap((e) =>
    CART_REJECTION_CODES.includes(e.code as Rejection["code"]) ? Option.toArray(decodeRejection(e.details)) : []
  )
  return rejections.length === error.errors.length ? Option.some(rejections) : Option.none()
}

const refine = <A, R>(effect: Effect.Effect<A, AtlasError, R>, operation: string) =>
  Effect.catchTag(effect, "UpstreamError", (e): Effect.Effect<never, UpstreamError | CartRejected> =>
    Option.match(cartRejectionsOf(e), {
      onNone: () => Effect.fail<UpstreamError | CartRejected>(e),
      onSome: (rejections) => Effect.fail(new CartRejected({ operation, rejections }))
    })
  )

/** What {@link Carts} `updateCart` may change: type, substitution policy, lines (checked for the modality). */
export interface CartUpdate {
  readonly type?: CartType
  readonly substitutionPolicy?: SubstitutionPolicy
  readonly lineItems?: ReadonlyArray<CartLineInput>
  readonly modality?: ValidationModality
}

/** The carts use cases. */
export class Carts extends Effect.Service<Carts>()("atlas-client/Carts", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner

    const writeLines = fn("Carts.writeCart")(function* (lines: ReadonlyArray<CartLineInput>, options: CartWriteOptions = {}) {
      const { type, modality, ...call } = options
      const body = yield* refine(
        run(
          CartsContract.writeCart,
          {
            payload: { lineItems: lines, ...(type === undefined ? {} : { type }), ...(modality === undefined ? {} : { modality }) }
          },
          call
        ),
        "Carts.writeCart"
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
        const body = yield* refine(run(CartsContract.updateCart, { path: { cartId }, payload: update }, options), "Carts.updateCart")
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
