/**
 * The `checkout`, `payment` and `gift-card` operations of operations.tsv. Every checkout write,
 * the V2 payment update and the purchase are keyed (DESIGN principle 4): one `Idempotency-Key`
 * per call, reused by its retries.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  CheckoutLafResponse,
  CheckoutResponse,
  CheckoutsResponse,
  CheckoutUseCase,
  CreateCheckoutRequest,
  GiftCardBalanceRequest,
  GiftCardBalanceResponse,
  GiftCardRewardsResponse,
  PaymentsResponse,
  PromoRequest,
  PurchaseRequest,
  PurchaseResponse,
  TipRequest,
  UpdateCheckoutRequest,
  UpdatePaymentRequest
} from "../schema/checkout.js"
import { WalletApplication } from "../schema/wallet.js"
import { BooleanFromString, make } from "../core/Operation.js"
import { NonEmpty } from "../core/params.js"
import { CheckoutModify } from "../errors/families.js"

const CheckoutPath = Schema.Struct({ checkoutId: NonEmpty("checkoutId") })

/** Headers of a checkout create: the use-case header marks a modify. */
export const CreateCheckoutHeaders = Schema.Struct({ "x-use-case-type": Schema.optional(CheckoutUseCase) })
/** Headers of a checkout update (spec §7). */
export const UpdateCheckoutHeaders = Schema.Struct({
  "x-use-case-type": Schema.optional(CheckoutUseCase),
  "x-mock-payment-declines": Schema.optional(BooleanFromString)
})
/** Url params of a checkout update (spec §7). */
export const UpdateCheckoutParams = Schema.Struct({
  "options.updatepayment": Schema.optional(BooleanFromString),
  "options.bypassOneDollarAuthLogic": Schema.optional(BooleanFromString)
})
/** Url params of the payment update: `options.updatepayment=true` always. */
export const UpdatePaymentParams = Schema.Struct({
  "options.updatepayment": Schema.Literal("true"),
  "options.bypassOneDollarAuthLogic": Schema.optional(BooleanFromString)
})
/** Url params of a payment lookup. */
export const PaymentsParams = Schema.Struct({
  "filter.crossreferenceid": NonEmpty("crossreferenceid"),
  "filter.onlyauths": Schema.optional(BooleanFromString),
  "filter.shouldIncludeGiftCardRemainingBalance": Schema.optional(BooleanFromString)
})
/** A payment lookup's query parameters as sent: the order's cross-reference id, authorisations only, gift-card balances. */
export type PaymentsParams = typeof PaymentsParams.Type

const errors = [400, 404, 409, 500]

/** POST /checkout/v1/checkouts: a checkout from the shopper's cart (create, or modify by header). */
export const createCheckout = make({
  domain: "checkout",
  name: "Checkout.createCheckout",
  oneShot: true,
  requestKind: "create checkout",
  summary: "Create a checkout",
  method: "POST",
  path: "/checkout/v1/checkouts",
  retry: "keyed",
  headers: CreateCheckoutHeaders,
  payload: CreateCheckoutRequest,
  success: CheckoutResponse,
  errors,
  codes: [CheckoutModify]
})
/** GET /checkout/v1/checkouts: the shopper's checkouts. */
export const getCheckouts = make({
  domain: "checkout",
  name: "Checkout.getCheckouts",
  requestKind: "get checkouts",
  summary: "The shopper's checkouts",
  method: "GET",
  path: "/checkout/v1/checkouts",
  retry: "read",
  success: CheckoutsResponse
})
/** GET /checkout/v1/checkouts/{checkoutId}. */
export const getCheckout = make({
  domain: "checkout",
  name: "Checkout.getCheckout",
  requestKind: "get checkout",
  summary: "A checkout",
  method: "GET",
  path: "/checkout/v1/checkouts/{checkoutId}",
  retry: "read",
  pathParams: CheckoutPath,
  success: CheckoutResponse
})
/** PUT /checkout/v1/checkouts/{checkoutId}: slot, payments, tip. */
export const updateCheckout = make({
  domain: "checkout",
  name: "Checkout.updateCheckout",
  requestKind: "update checkout",
  summary: "Update a checkout",
  method: "PUT",
  path: "/checkout/v1/checkouts/{checkoutId}",
  retry: "keyed",
  pathParams: CheckoutPath,
  urlParams: UpdateCheckoutParams,
  headers: UpdateCheckoutHeaders,
  payload: UpdateCheckoutRequest,
  success: CheckoutResponse,
  errors,
  codes: [CheckoutModify]
})
/** PUT /checkout/v1/checkouts/update/payment/{checkoutId}. */
export const updatePayment = make({
  domain: "checkout",
  name: "Checkout.updatePayment",
  requestKind: "update payment",
  summary: "Update a checkout's payments",
  method: "PUT",
  path: "/checkout/v1/checkouts/update/payment/{checkoutId}",
  retry: "keyed",
  pathParams: CheckoutPath,
  urlParams: UpdatePaymentParams,
  payload: UpdatePaymentRequest,
  success: CheckoutResponse,
  errors,
  codes: [CheckoutModify]
})
/** PUT /checkout/v1/checkouts/update/promo/{checkoutId}: add or remove a promo code. */
export const updatePromo = make({
  domain: "checkout",
  name: "Checkout.updatePromo",
  requestKind: "update promo",
  summary: "Add or remove a promo code",
  method: "PUT",
  path: "/checkout/v1/checkouts/update/promo/{checkoutId}",
  retry: "keyed",
  pathParams: CheckoutPath,
  payload: PromoRequest,
  success: CheckoutResponse,
  errors,
  codes: [CheckoutModify]
})
/** PUT /checkout/v1/checkouts/update/tip/{checkoutId}. */
export const updateTip = make({
  domain: "checkout",
  name: "Checkout.updateTip",
  requestKind: "update tip",
  summary: "Set the tip",
  method: "PUT",
  path: "/checkout/v1/checkouts/update/tip/{checkoutId}",
  retry: "keyed",
  pathParams: CheckoutPath,
  payload: TipRequest,
  success: CheckoutResponse,
  errors,
  codes: [CheckoutModify]
})
/** GET /checkout/v1/checkoutLaf/{checkoutId}: the checkout's location and fulfilment. */
export const getCheckoutLaf = make({
  domain: "checkout",
  name: "Checkout.getCheckoutLaf",
  requestKind: "checkout laf",
  summary: "A checkout's location and fulfilment",
  method: "GET",
  path: "/checkout/v1/checkoutLaf/{checkoutId}",
  retry: "read",
  pathParams: CheckoutPath,
  success: CheckoutLafResponse
})

/** PUT /payment/v1/checkouts/{checkoutId} (payments host, own credentials): the V2 payment update. */
export const updatePaymentV2 = make({
  domain: "payment",
  name: "Payment.updatePaymentV2",
  requestKind: "update payment",
  summary: "Update a checkout's payments (V2)",
  method: "PUT",
  path: "/payment/v1/checkouts/{checkoutId}",
  host: "payments",
  credentials: true,
  retry: "keyed",
  pathParams: CheckoutPath,
  payload: UpdatePaymentRequest,
  success: CheckoutResponse,
  errors,
  codes: [CheckoutModify]
})
/** POST /payment/v1/checkouts/{checkoutId}: place the order (one order and one charge per checkout). */
export const purchase = make({
  domain: "payment",
  name: "Payment.purchase",
  oneShot: true,
  requestKind: "payment purchase",
  summary: "Place the order",
  method: "POST",
  path: "/payment/v1/checkouts/{checkoutId}",
  host: "payments",
  credentials: true,
  retry: "keyed",
  pathParams: CheckoutPath,
  payload: PurchaseRequest,
  success: PurchaseResponse,
  errors: [400, 402, 404, 409, 500],
  codes: [CheckoutModify]
})
/** GET /payment/v1/payments: payments of a cross reference. */
export const getPayments = make({
  domain: "payment",
  name: "Payment.getPayments",
  requestKind: "get payment",
  summary: "Payments of a checkout or order",
  method: "GET",
  path: "/payment/v1/payments",
  host: "payments",
  credentials: true,
  retry: "read",
  urlParams: PaymentsParams,
  headers: Schema.Struct({ "x-application-name": WalletApplication }),
  success: PaymentsResponse
})

/** POST /gift-card/v1/balance (a read). */
export const getGiftCardBalance = make({
  domain: "gift-card",
  name: "GiftCards.getBalance",
  requestKind: "gift card balance",
  summary: "A gift card's balance",
  method: "POST",
  path: "/gift-card/v1/balance",
  retry: "read",
  payload: GiftCardBalanceRequest,
  success: GiftCardBalanceResponse
})
/** GET /service-hub/v1/gift-card-rewards. */
export const getGiftCardRewards = make({
  domain: "gift-card",
  name: "GiftCards.getRewards",
  requestKind: "gift card rewards",
  summary: "Gift card rewards",
  method: "GET",
  path: "/service-hub/v1/gift-card-rewards",
  retry: "read",
  success: GiftCardRewardsResponse
})

/** Every checkout operation. */
export const CheckoutContract = {
  createCheckout,
  getCheckouts,
  getCheckout,
  updateCheckout,
  updatePayment,
  updatePromo,
  updateTip,
  getCheckoutLaf
} as const
/** Every payment operation. */
export const PaymentContract = { updatePaymentV2, purchase, getPayments } as const
/** Every gift-card operation. */
export const GiftCardContract = { getGiftCardBalance, getGiftCardRewards } as const
