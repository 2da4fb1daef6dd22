/**
 * The `Payment` service.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PaymentContract } from "../contract/checkout.js"
import { defined } from "../internal/optional.js"
import { runner } from "../layers/runner.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { PaymentSelection } from "../schema/checkout.js"
import type { WalletApplication } from "../schema/wallet.js"
import type { ServiceError } from "./ServiceError.js"

/** Options of a payment lookup. */
export interface PaymentLookupOptions {
  /** `filter.onlyauths`. */
  readonly onlyAuths?: boolean
  /** `filter.shouldIncludeGiftCardRemainingBalance`. */
  readonly includeGiftCardRemainingBalance?: boolean
  /** The `x-application-name` header; CLICKLIST by default. */
  readonly applicationName?: WalletApplication
}

/**
 * Places the order: purchases a checkout with the payments chosen (keyed: a retry never charges twice), and reads the payments of an order.
 *
 * @example
 * ```ts
 * export const placeOrder = (checkoutId: string) =>
 *   Effect.gen(function* () {
 *     const payment = yield* Payment
 *     return yield* payment.purchase(checkoutId)
 *   })
 * ```
 */
export class Payment extends Effect.Service<Payment>()("atlas-client/Payment", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /**
       * Places the order of a checkout: one order and one charge, however often the call is retried
       * with its key ("Expecting payment purchase request" without a checkout id).
       */
      purchase: fn("Payment.purchase")(function* (checkoutId: string, payments?: ReadonlyArray<PaymentSelection>, options?: CallOptions) {
        const body = yield* run(
          PaymentContract.purchase,
          { path: { checkoutId }, payload: payments === undefined ? {} : { payments } },
          options
        )
        return body.data
      }),
      /** The V2 payment update: the payments host with its own credentials (keyed). */
      updatePaymentV2: fn("Payment.updatePaymentV2")(function* (
        checkoutId: string,
        payments: ReadonlyArray<PaymentSelection>,
        options?: CallOptions
      ) {
        return (yield* run(PaymentContract.updatePaymentV2, { path: { checkoutId }, payload: { payments } }, options)).data.checkout
      }),
      /** Payments of a checkout or order ("Expecting get payment request" without a cross reference). */
      getPayments: fn("Payment.getPayments")(function* (crossReferenceId: string, options: PaymentLookupOptions = {}) {
        const body = yield* run(PaymentContract.getPayments, {
          urlParams: defined({
            "filter.crossreferenceid": crossReferenceId,
            "filter.onlyauths": options.onlyAuths,
            "filter.shouldIncludeGiftCardRemainingBalance": options.includeGiftCardRemainingBalance
          }),
          headers: { "x-application-name": options.applicationName ?? "CLICKLIST" }
        })
        return body.data.payments
      })
    } as const
  })
}) {}

/** Every error a {@link Payment} use case can fail with (derived from the use cases, so from the descriptors). */
export type PaymentError = ServiceError<Payment>
