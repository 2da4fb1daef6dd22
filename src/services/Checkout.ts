/**
 * Checkout, payment and gift cards. Every checkout write, the V2 payment update and the purchase
 * are keyed (DESIGN principle 4): one `Idempotency-Key` per call, reused by its retries, so a
 * purchase whose response is lost and retried places one order and takes one charge. Checkout
 * changes refused with a client-facing modify code fail with `CheckoutModifyError` (the contract
 * declares the family: see {@link CheckoutError}).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { CheckoutContract } from "../contract/checkout.js"
import { defined } from "../internal/optional.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { CheckoutUseCase, CreateCheckoutRequest, PaymentSelection, UpdateCheckoutRequest } from "../schema/checkout.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of a checkout update (spec §7 headers and params). */
export interface UpdateCheckoutOptions extends CallOptions {
  /** The `x-use-case-type` header. */
  readonly useCase?: CheckoutUseCase
  /** `x-mock-payment-declines` (test environments): the purchase is declined. */
  readonly mockPaymentDeclines?: boolean
  /** `options.updatepayment`. */
  readonly updatePayment?: boolean
  /** `options.bypassOneDollarAuthLogic`. */
  readonly bypassOneDollarAuth?: boolean
}

/**
 * Checkout: create or modify a checkout from the cart, read it, change its payment, apply or remove a promo code and set a tip (keyed writes).
 *
 * @example
 * ```ts
 * export const applyPromo = (checkoutId: string) =>
 *   Effect.gen(function* () {
 *     const checkout = yield* Checkout
 *     return yield* checkout.addPromo(checkoutId, "SAVE5")
 *   })
 * ```
 */
export class Checkout extends Effect.Service<Checkout>()("atlas-client/Checkout", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    const create = (useCase: CheckoutUseCase | undefined, request: CreateCheckoutRequest, options?: CallOptions) =>
      run(
        CheckoutContract.createCheckout,
        {
          headers: defined({ "x-use-case-type": useCase }),
          payload: request
        },
        options
      ).pipe(Effect.map((b) => b.data.checkout))
    const promo = (checkoutId: string, action: "ADD" | "REMOVE", code: string, options?: CallOptions) =>
      run(CheckoutContract.updatePromo, { path: { checkoutId }, payload: { action, code } }, options).pipe(
        Effect.map((b) => b.data.checkout)
      )

    return {
      /** Creates a checkout from the shopper's cart (keyed). */
      createCheckout: fn("Checkout.createCheckout")(function* (request: CreateCheckoutRequest, options?: CallOptions) {
        return yield* create(undefined, request, options)
      }),
      /** Creates a checkout modifying a placed order: the use-case header says MODIFY. */
      modifyCheckout: fn("Checkout.modifyCheckout")(function* (request: CreateCheckoutRequest, options?: CallOptions) {
        return yield* create("MODIFY", request, options)
      }),
      /** The shopper's checkouts. */
      getCheckouts: fn("Checkout.getCheckouts")(function* () {
        return (yield* run(CheckoutContract.getCheckouts, {})).data.checkouts
      }),
      /** A checkout. */
      getCheckout: fn("Checkout.getCheckout")(function* (checkoutId: string) {
        return (yield* run(CheckoutContract.getCheckout, { path: { checkoutId } })).data.checkout
      }),
      /** Updates slot, payments or tip (keyed; headers and params of spec §7). */
      updateCheckout: fn("Checkout.updateCheckout")(function* (
        checkoutId: string,
        update: UpdateCheckoutRequest,
        options: UpdateCheckoutOptions = {}
      ) {
        const { useCase, mockPaymentDeclines, updatePayment, bypassOneDollarAuth, ...call } = options
        const body = yield* run(
          CheckoutContract.updateCheckout,
          {
            path: { checkoutId },
            headers: defined({ "x-use-case-type": useCase, "x-mock-payment-declines": mockPaymentDeclines }),
            urlParams: defined({ "options.updatepayment": updatePayment, "options.bypassOneDollarAuthLogic": bypassOneDollarAuth }),
            payload: update
          },
          call
        )
        return body.data.checkout
      }),
      /** Replaces the checkout's payments (`options.updatepayment=true`, keyed). */
      updatePayment: fn("Checkout.updatePayment")(function* (
        checkoutId: string,
        payments: ReadonlyArray<PaymentSelection>,
        options: CallOptions & { readonly bypassOneDollarAuth?: boolean } = {}
      ) {
        const { bypassOneDollarAuth, ...call } = options
        const body = yield* run(
          CheckoutContract.updatePayment,
          {
            path: { checkoutId },
            urlParams: defined({ "options.updatepayment": "true" as const, "options.bypassOneDollarAuthLogic": bypassOneDollarAuth }),
            payload: { payments }
          },
          call
        )
        return body.data.checkout
      }),
      /** Adds a promo code (keyed); an ineligible code is listed INELIGIBLE and saves nothing. */
      addPromo: fn("Checkout.addPromo")(function* (checkoutId: string, code: string, options?: CallOptions) {
        return yield* promo(checkoutId, "ADD", code, options)
      }),
      /** Removes a promo code (keyed). */
      removePromo: fn("Checkout.removePromo")(function* (checkoutId: string, code: string, options?: CallOptions) {
        return yield* promo(checkoutId, "REMOVE", code, options)
      }),
      /** Sets the tip (keyed). */
      setTip: fn("Checkout.setTip")(function* (checkoutId: string, amount: number, options?: CallOptions) {
        return (yield* run(CheckoutContract.updateTip, { path: { checkoutId }, payload: { amount } }, options)).data.checkout
      }),
      /** The checkout's location and fulfilment. */
      getCheckoutLaf: fn("Checkout.getCheckoutLaf")(function* (checkoutId: string) {
        return (yield* run(CheckoutContract.getCheckoutLaf, { path: { checkoutId } })).data
      })
    } as const
  })
}) {}

/** Every error a {@link Checkout} use case can fail with (derived from the use cases, so from the descriptors). */
export type CheckoutError = ServiceError<Checkout>
