/**
 * The error codes and texts of spec §8 as data: each list is an exported array and a same-named
 * Schema literal union (with a type guard), to decode or match an error object's `code`/`reason`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { RejectionCode } from "../schema/productValidation.js"

/** Promise (cart and slot promising) modify error codes. */
export const PromiseModifyErrorCodes = [
  "INVALID_VENDOR_ITEM",
  "ALCOHOL_NA_FOR_SELECTED_SLOT",
  "ALCOHOL_QTY_EXCEEDED",
  "ALCOHOL_NA_FOR_ADDRESS",
  "DUPLICATE_UPC_IN_CART",
  "CART_QTY_LMT_EXCEEDED",
  "ITEM_AMT_LMT_EXCEEDED",
  "VENDOR_FAILURE",
  "ALL_ITEMS_EXCLUDED"
] as const
/** Schema of a promise modify error code, to decode the `code` of an error object. */
export const PromiseModifyErrorCode = Schema.Literal(...PromiseModifyErrorCodes)
/** A code the promise service fails a modify with (e.g. `VENDOR_FAILURE`), as `PromiseModifyError` carries it. */
export type PromiseModifyErrorCode = typeof PromiseModifyErrorCode.Type
/** Whether a code is a {@link PromiseModifyErrorCode}. */
export const isPromiseModifyErrorCode = Schema.is(PromiseModifyErrorCode)

/** Client-facing modify error codes (what the shopper is told after a cart or checkout change). */
export const ClientFacingModifyErrorCodes = [
  "ALCOHOL_FALLOUT",
  "ALCOHOL_QTY_EXCEEDED",
  "CART_QTY_LIMIT_EXCEEDED",
  "ITEM_FALLOUT",
  "AGE_RESTRICTED_FALLOUT",
  "PROMISING_FALLOUT",
  "FLASH_SALE_LIMIT_REACHED",
  "FLASH_SALE_FALLOUT",
  "AGE_RESTRICTED_CLIENT_UPDATE"
] as const
/** Schema of a client-facing modify error code, to decode the `code` of an error object. */
export const ClientFacingModifyErrorCode = Schema.Literal(...ClientFacingModifyErrorCodes)
/** A code telling the shopper why a cart or checkout change failed (e.g. `FLASH_SALE_FALLOUT`). */
export type ClientFacingModifyErrorCode = typeof ClientFacingModifyErrorCode.Type
/** Whether a code is a {@link ClientFacingModifyErrorCode}. */
export const isClientFacingModifyErrorCode = Schema.is(ClientFacingModifyErrorCode)

/** Return (refund) failure codes. */
export const ReturnFailureCodes = [
  "BLOCKED_FULFILLMENT_TYPE",
  "BLOCKED_UPC",
  "BLOCKED_CATEGORY",
  "BLOCKED_DEPARTMENT",
  "INVALID_TRANSACTION_AGE",
  "REQUESTED_REFUND_AMOUNT_TOO_LARGE",
  "TOO_MANY_RECENT_REFUNDS_BY_CUSTOMER",
  "RATIO_OF_RECENT_REFUND_DOLLARS_OVER_RECENT_ORDER_DOLLARS_EXCEEDED",
  "REQUESTED_ACTION_NOT_ALLOWED"
] as const
/** Schema of a return failure code, to decode the `code` of an error object. */
export const ReturnFailureCode = Schema.Literal(...ReturnFailureCodes)
/** Why a return was refused (e.g. `BLOCKED_UPC`), as `ReturnRejected` carries it. */
export type ReturnFailureCode = typeof ReturnFailureCode.Type
/** Whether a code is a {@link ReturnFailureCode}. */
export const isReturnFailureCode = Schema.is(ReturnFailureCode)

/** The location mapping service's error code. */
export const LocationMappingErrorCode = "LMS-MBDAS"
/** The location mapping service's error texts (the error object's `reason`). */
export const LocationMappingErrorTexts = ["service returned error", "parameter error", "invalid fulfillment receiving link"] as const
/** Schema of a location mapping error text, to decode the `reason` of an error object. */
export const LocationMappingErrorText = Schema.Literal(...LocationMappingErrorTexts)
/** The reason text the location mapping service fails with, as `LocationMappingError` carries it. */
export type LocationMappingErrorText = typeof LocationMappingErrorText.Type

/** The profile service's error code. */
export const ProfileErrorCode = "pbsg"
/** The profile service's error texts (the error object's `reason`). */
export const ProfileErrorTexts = ["banner is empty", "email address is empty", "userId is empty", "data is not present"] as const
/** Schema of a profile error text, to decode the `reason` of an error object. */
export const ProfileErrorText = Schema.Literal(...ProfileErrorTexts)
/** The reason text the profile service fails with, as `ProfileError` carries it. */
export type ProfileErrorText = typeof ProfileErrorText.Type

/** The address validation service's text for an invalid request. */
export const AddressValidationInvalidRequest = "Invalid Request"
/** Schema of the address validation error text, to decode the `reason` of an error object. */
export const AddressValidationErrorText = Schema.Literal(AddressValidationInvalidRequest)
/** The reason text the address validation service answers an invalid request with. */
export type AddressValidationErrorText = typeof AddressValidationErrorText.Type

/** Product rejection codes (spec §8 "Product rejections"): what a refused cart write's error objects carry. */
export const ProductRejectionCodes = RejectionCode.literals
/** Whether a code is a product rejection code. */
export const isProductRejectionCode = Schema.is(RejectionCode)

/** The code of a keyed call's answer when its `Idempotency-Key` was used with another body (status 422). */
export const IdempotencyKeyReusedCode = "IDEMPOTENCY_KEY_REUSED"

/**
 * The message when a shopper has no primary modality of the type asked for.
 *
 * @example
 * noPrimaryModalityMessage("PICKUP") // "No primary modality of type PICKUP exists for this user"
 */
export const noPrimaryModalityMessage = (type: string): string => `No primary modality of type ${type} exists for this user`

/** Token (identity) failure codes. */
export const TokenFailureCodes = ["INVALID_TOKEN", "AUTH_FAILED", "JWK_NOT_FOUND"] as const
/** Schema of a token failure code, to decode the `code` of an error object. */
export const TokenFailureCode = Schema.Literal(...TokenFailureCodes)
/** Why the identity host refused a token (e.g. `JWK_NOT_FOUND`), as `ServiceTokenError` carries it. */
export type TokenFailureCode = typeof TokenFailureCode.Type
/** Whether a code is a {@link TokenFailureCode}. */
export const isTokenFailureCode = Schema.is(TokenFailureCode)

/** The response code of a call that got no response (network failure, timeout, abort). */
export const NoResponseCode = -1
