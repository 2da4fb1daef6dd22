/**
 * The shopper's sentence for every code of the error catalogue (spec §8) a shopper can meet, in
 * one place: checkout refusals (client-facing modify codes), promise refusals, return refusals and
 * product rejections. The pages show `codeSentence(error)` where the refusal happens, never the
 * code or the upstream's developer text.
 */
import type { ClientFacingModifyErrorCode, PromiseModifyErrorCode, RejectionCode, ReturnFailureCode } from "atlas-client"

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null && name in value ? Reflect.get(value, name) : undefined
const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)

/** Checkout refusals (`CheckoutModifyError`). */
const CHECKOUT: Readonly<Record<ClientFacingModifyErrorCode, string>> = {
  ALCOHOL_FALLOUT: "The alcohol in your cart can’t be part of this order. Remove it or choose another time or store.",
  ALCOHOL_QTY_EXCEEDED: "There’s more alcohol in your cart than one order can hold. Lower the quantity or choose pickup.",
  CART_QTY_LIMIT_EXCEEDED: "Your cart holds more items than one order can. Remove some, then check out.",
  ITEM_FALLOUT: "Some items in your cart are no longer available. Review your cart, then check out.",
  AGE_RESTRICTED_FALLOUT: "Some items in your cart need an ID check and can’t be part of this order.",
  PROMISING_FALLOUT: "We can’t promise this order for that time. Choose another time slot.",
  FLASH_SALE_LIMIT_REACHED: "You’ve reached the limit of this flash sale.",
  FLASH_SALE_FALLOUT: "This flash sale has sold out.",
  AGE_RESTRICTED_CLIENT_UPDATE: "Some items in your cart are age-restricted: we’ll check your ID at handover."
}

/** Promise refusals (`PromiseModifyError`). */
const PROMISE: Readonly<Record<PromiseModifyErrorCode, string>> = {
  INVALID_VENDOR_ITEM: "One of the items can’t be ordered from this seller.",
  ALCOHOL_NA_FOR_SELECTED_SLOT: "Alcohol can’t be delivered in the time slot you chose. Choose another time.",
  ALCOHOL_QTY_EXCEEDED: "There’s more alcohol in your cart than one order can hold. Lower the quantity.",
  ALCOHOL_NA_FOR_ADDRESS: "Alcohol can’t be delivered to this address.",
  DUPLICATE_UPC_IN_CART: "An item appears twice in your cart. Combine the lines, then try again.",
  CART_QTY_LMT_EXCEEDED: "Your cart holds more items than one order can. Remove some, then try again.",
  ITEM_AMT_LMT_EXCEEDED: "You’ve reached the limit for one of the items. Lower its quantity.",
  VENDOR_FAILURE: "A seller didn’t answer in time. Please try again in a moment.",
  ALL_ITEMS_EXCLUDED: "None of the items in your cart can be part of this order."
}

/** Return refusals (`ReturnRejected`). */
export const RETURN_FAILURES: Readonly<Record<ReturnFailureCode, string>> = {
  BLOCKED_FULFILLMENT_TYPE: "This kind of return isn’t offered for how the order was fulfilled.",
  BLOCKED_UPC: "This item can’t be returned.",
  BLOCKED_CATEGORY: "Items of this category can’t be returned.",
  BLOCKED_DEPARTMENT: "Items of this department can’t be returned.",
  INVALID_TRANSACTION_AGE: "This order is too old to return.",
  REQUESTED_REFUND_AMOUNT_TOO_LARGE: "The refund is more than you paid for these items.",
  TOO_MANY_RECENT_REFUNDS_BY_CUSTOMER: "You’ve had several refunds recently. Please contact us about this return.",
  RATIO_OF_RECENT_REFUND_DOLLARS_OVER_RECENT_ORDER_DOLLARS_EXCEEDED:
    "Your recent refunds are a large share of your recent orders. Please contact us about this return.",
  REQUESTED_ACTION_NOT_ALLOWED: "This kind of return isn’t offered online."
}

/** Product rejections (`CartRejected`, `validateProducts`), when the upstream gives no message of its own. */
const PRODUCT: Readonly<Record<RejectionCode, string>> = {
  UNAVAILABLE: "This item isn’t available for how you’re shopping.",
  OOS: "This item is out of stock.",
  MIN: "Add at least the minimum quantity of this item.",
  MAX: "You’ve reached the most of this item one order can hold."
}

const byTag: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CheckoutModifyError: CHECKOUT,
  PromiseModifyError: PROMISE,
  ReturnRejected: RETURN_FAILURES,
  CartRejected: PRODUCT
}

/** The shopper's sentence for a typed catalogue error, if it is one. */
export const codeSentence = (error: unknown): string | undefined => {
  const tag = text(field(error, "_tag"))
  const code = text(field(error, "code"))
  if (tag === undefined || code === undefined) return undefined
  const table = byTag[tag]
  return table !== undefined && Object.hasOwn(table, code) ? table[code] : undefined
}
