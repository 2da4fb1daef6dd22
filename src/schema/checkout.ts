/**
 * Checkout, payment, gift cards and orders (spec §3): the checkout vocabulary, checkouts built from
 * a cart, the order and the charge a purchase creates, payment lookups and gift card balances.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Address, tolerant, tolerantLiteral } from "./common.js"

const NonEmpty = Schema.String.pipe(Schema.minLength(1))
const Money = Schema.Number.pipe(Schema.finite())

/** Checkout payment types. */
export const CheckoutPaymentType = Schema.Literal("CREDIT_CARD_PAY", "CHASE_PAY", "GIFT_CARD_PAY", "EBT_CARD_PAY")
/** @see CheckoutPaymentType */
export type CheckoutPaymentType = typeof CheckoutPaymentType.Type
/** Promotion (promo code) actions. */
export const PromotionAction = Schema.Literal("ADD", "REMOVE")
/** @see PromotionAction */
export type PromotionAction = typeof PromotionAction.Type
/** Promo code eligibility. */
export const PromoEligibility = Schema.Literal("ELIGIBLE", "INELIGIBLE")
/** @see PromoEligibility */
export type PromoEligibility = typeof PromoEligibility.Type
/** What a coupon or promotion applies to. */
export const CouponAppliedTo = Schema.Literal("FEE", "ITEM", "ORDER")
/** @see CouponAppliedTo */
export type CouponAppliedTo = typeof CouponAppliedTo.Type
/** Order revision types. */
export const RevisionType = Schema.Literal("ADDITION", "UPDATE", "SUBSTITUTION", "REMOVAL")
/** @see RevisionType */
export type RevisionType = typeof RevisionType.Type
/** Who requested a revision. */
export const RequestedBy = Schema.Literal("FULFILLMENT", "CUSTOMER")
/** @see RequestedBy */
export type RequestedBy = typeof RequestedBy.Type
/** Checkout use cases (the `x-use-case-type` header). */
export const CheckoutUseCase = Schema.Literal("CREATE", "MODIFY", "UPDATE", "ACTIVATE", "CANCEL", "REVISE", "ACCEPT")
/** @see CheckoutUseCase */
export type CheckoutUseCase = typeof CheckoutUseCase.Type
/** Post-order message audiences. */
export const MessageAudience = Schema.Literal("Card", "Person", "Household")
/** @see MessageAudience */
export type MessageAudience = typeof MessageAudience.Type
/** Checkout status in the reference flow: open until purchased. */
export const CheckoutStatus = Schema.Literal("OPEN", "PURCHASED")
/** @see CheckoutStatus */
export type CheckoutStatus = typeof CheckoutStatus.Type
/** Pickup fulfilment kinds. */
export const PickupFulfilment = Schema.Literal("CurbSide", "InstacartCurbSide")
/** Delivery fulfilment kinds. */
export const DeliveryFulfilment = Schema.Literal("HomeDelivery", "InstacartDelivery", "NuroDelivery")
/** Any fulfilment kind. */
export const FulfilmentKind = Schema.Literal("CurbSide", "InstacartCurbSide", "HomeDelivery", "InstacartDelivery", "NuroDelivery")
/** @see FulfilmentKind */
export type FulfilmentKind = typeof FulfilmentKind.Type
/** The modality a checkout or slot is for. */
export const CheckoutModality = Schema.Literal("PICKUP", "DELIVERY")
/** @see CheckoutModality */
export type CheckoutModality = typeof CheckoutModality.Type

/**
 * A line of a checkout or an order, priced. Required: its id, upc, description, quantity and line
 * total (the summaries list and add them); the unit price is optional.
 */
export const CheckoutLine = Schema.Struct({
  lineId: Schema.String,
  upc: Schema.String,
  description: Schema.String,
  quantity: Schema.Number,
  unitPrice: Schema.optional(Money),
  lineTotal: Money
})
/** @see CheckoutLine */
export type CheckoutLine = typeof CheckoutLine.Type

/** A promotion applied to (or refused for) a checkout. Required: its code; the rest is optional. */
export const AppliedPromotion = Schema.Struct({
  code: Schema.String,
  eligibility: Schema.optional(tolerant(PromoEligibility)),
  appliedTo: Schema.optional(tolerant(CouponAppliedTo)),
  amount: Schema.optional(Money)
})
/** @see AppliedPromotion */
export type AppliedPromotion = typeof AppliedPromotion.Type

/** A tender chosen for a checkout: a wallet card and the amount it pays (the rest when absent). */
export const PaymentSelection = Schema.Struct({
  type: CheckoutPaymentType,
  cardId: NonEmpty,
  amount: Schema.optional(Money)
})
/** @see PaymentSelection */
export type PaymentSelection = typeof PaymentSelection.Type

/** A tender of a checkout as a response carries it (a payment type added later is kept as sent). */
export const CheckoutPayment = Schema.Struct({ ...PaymentSelection.fields, type: tolerant(CheckoutPaymentType) })
/** @see CheckoutPayment */
export type CheckoutPayment = typeof CheckoutPayment.Type

const CheckoutModalityIn = tolerant(CheckoutModality)

/** The money of a checkout: every amount is shown in the order summary, so all are required. */
export const CheckoutTotals = Schema.Struct({
  subtotal: Money,
  savings: Money,
  promotions: Money,
  fees: Money,
  tip: Money,
  total: Money
})
/** @see CheckoutTotals */
export type CheckoutTotals = typeof CheckoutTotals.Type

/**
 * A checkout: the shopper's cart at a store, slot, tip, promotions and payments. Required: its id,
 * cart id, status, modality and store (the slots are read for them), lines and totals (shown); the
 * use case, promotions, payments and dates are optional, as a real server may leave them out; a
 * delivery's hand-off address (spec §3: ship and delivery hand off at an address) when it has one.
 */
export class CheckoutDetails extends Schema.Class<CheckoutDetails>("CheckoutDetails")({
  checkoutId: Schema.String,
  cartId: Schema.String,
  useCase: Schema.optional(tolerant(CheckoutUseCase)),
  status: tolerant(CheckoutStatus),
  modality: CheckoutModalityIn,
  locationId: Schema.String,
  /** Where a delivery is handed off: the shopper's delivery address when the checkout was created. */
  handoffAddress: Schema.optional(Address),
  timeslotId: Schema.optional(Schema.String),
  lineItems: Schema.Array(CheckoutLine),
  promotions: Schema.optional(Schema.Array(AppliedPromotion)),
  payments: Schema.optional(Schema.Array(CheckoutPayment)),
  totals: CheckoutTotals,
  orderId: Schema.optional(Schema.String),
  createdAt: Schema.optional(Schema.String),
  updatedAt: Schema.optional(Schema.String)
}) {}

/**
 * An order created by a purchase. Required: its ids (the sub-order id keys the post-order calls,
 * spec §3), lines and total; the logistic order number (optional in spec §3), modality, store,
 * slot and date are optional.
 */
export class Order extends Schema.Class<Order>("Order")({
  orderId: Schema.String,
  checkoutId: Schema.String,
  subOrderId: Schema.String,
  logisticOrderNumber: Schema.optional(Schema.String),
  modality: Schema.optional(CheckoutModalityIn),
  locationId: Schema.optional(Schema.String),
  timeslotId: Schema.optional(Schema.String),
  lineItems: Schema.Array(CheckoutLine),
  total: Money,
  placedAt: Schema.optional(Schema.String)
}) {}

/**
 * A payment (authorisation or charge) as the payments service reports it. Required: its id, cross
 * reference (spec §7 looks payments up by it), amount and status; the rest is optional.
 */
export const PaymentRecord = Schema.Struct({
  paymentId: Schema.String,
  crossReferenceId: Schema.String,
  type: Schema.optional(tolerant(CheckoutPaymentType)),
  cardId: Schema.optional(Schema.String),
  amount: Money,
  status: tolerantLiteral("AUTHORIZED", "CAPTURED", "DECLINED"),
  giftCardRemainingBalance: Schema.optional(Money)
})
/** @see PaymentRecord */
export type PaymentRecord = typeof PaymentRecord.Type

/** Create a checkout from a cart; `modality`/`locationId` default to the call's modality. */
export const CreateCheckoutRequest = Schema.Struct({
  cartId: NonEmpty,
  modality: Schema.optional(CheckoutModality),
  locationId: Schema.optional(NonEmpty),
  timeslotId: Schema.optional(NonEmpty)
})
/** @see CreateCheckoutRequest */
export type CreateCheckoutRequest = typeof CreateCheckoutRequest.Type

/** Update a checkout: slot, payments, tip (any subset). */
export const UpdateCheckoutRequest = Schema.Struct({
  timeslotId: Schema.optional(NonEmpty),
  payments: Schema.optional(Schema.Array(PaymentSelection)),
  tip: Schema.optional(Money.pipe(Schema.nonNegative()))
})
/** @see UpdateCheckoutRequest */
export type UpdateCheckoutRequest = typeof UpdateCheckoutRequest.Type

/** Replace a checkout's payments. */
export const UpdatePaymentRequest = Schema.Struct({ payments: Schema.Array(PaymentSelection) })
/** @see UpdatePaymentRequest */
export type UpdatePaymentRequest = typeof UpdatePaymentRequest.Type

/** Add or remove a promo code. */
export const PromoRequest = Schema.Struct({ action: PromotionAction, code: NonEmpty })
/** @see PromoRequest */
export type PromoRequest = typeof PromoRequest.Type

/** Set the tip. */
export const TipRequest = Schema.Struct({ amount: Money.pipe(Schema.nonNegative()) })
/** @see TipRequest */
export type TipRequest = typeof TipRequest.Type

/** Place the order: the checkout's payments unless given. */
export const PurchaseRequest = Schema.Struct({ payments: Schema.optional(Schema.Array(PaymentSelection)) })
/** @see PurchaseRequest */
export type PurchaseRequest = typeof PurchaseRequest.Type

/** One checkout. */
export const CheckoutResponse = Schema.Struct({ data: Schema.Struct({ checkout: CheckoutDetails }) })
/** The shopper's checkouts. */
export const CheckoutsResponse = Schema.Struct({ data: Schema.Struct({ checkouts: Schema.Array(CheckoutDetails) }) })
/** The location and fulfilment of a checkout. */
export const CheckoutLafResponse = Schema.Struct({
  data: Schema.Struct({
    checkoutId: Schema.String,
    modality: CheckoutModalityIn,
    locationId: Schema.String,
    fulfilment: Schema.optional(tolerant(FulfilmentKind))
  })
})
/** A purchase: the order and its charges. */
export const PurchaseResponse = Schema.Struct({ data: Schema.Struct({ order: Order, payments: Schema.Array(PaymentRecord) }) })
/** Payments of a cross reference (a checkout or an order). */
export const PaymentsResponse = Schema.Struct({ data: Schema.Struct({ payments: Schema.Array(PaymentRecord) }) })

/** Gift card balance lookup. */
export const GiftCardBalanceRequest = Schema.Struct({
  cardNumber: Schema.String.pipe(Schema.pattern(/^\d{16,19}$/)),
  pin: Schema.String.pipe(Schema.pattern(/^\d{4,8}$/))
})
/** @see GiftCardBalanceRequest */
export type GiftCardBalanceRequest = typeof GiftCardBalanceRequest.Type
/** A gift card's balance. */
export const GiftCardBalanceResponse = Schema.Struct({ data: Schema.Struct({ last4: Schema.optional(Schema.String), balance: Money }) })
/** A gift card reward of the service hub. Required: its id and description; points and value are optional. */
export const GiftCardReward = Schema.Struct({
  rewardId: Schema.String,
  description: Schema.String,
  points: Schema.optional(Schema.Number),
  value: Schema.optional(Money)
})
/** @see GiftCardReward */
export type GiftCardReward = typeof GiftCardReward.Type
/** The gift card rewards. */
export const GiftCardRewardsResponse = Schema.Struct({ data: Schema.Struct({ rewards: Schema.Array(GiftCardReward) }) })
