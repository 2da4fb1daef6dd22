import { assert, describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import {
  AddressValidationInvalidRequest,
  ClientFacingModifyErrorCodes,
  isClientFacingModifyErrorCode,
  isPromiseModifyErrorCode,
  isReturnFailureCode,
  isTokenFailureCode,
  LocationMappingErrorCode,
  LocationMappingErrorText,
  LocationMappingErrorTexts,
  noPrimaryModalityMessage,
  NoResponseCode,
  ProfileErrorCode,
  ProfileErrorText,
  ProfileErrorTexts,
  PromiseModifyErrorCode,
  PromiseModifyErrorCodes,
  ReturnFailureCodes,
  TokenFailureCodes
} from "../../src/errors/index.js"

describe("error catalogue", () => {
  it("lists the promise modify errors", () => {
    expect(PromiseModifyErrorCodes).toStrictEqual([
      "INVALID_VENDOR_ITEM",
      "ALCOHOL_NA_FOR_SELECTED_SLOT",
      "ALCOHOL_QTY_EXCEEDED",
      "ALCOHOL_NA_FOR_ADDRESS",
      "DUPLICATE_UPC_IN_CART",
      "CART_QTY_LMT_EXCEEDED",
      "ITEM_AMT_LMT_EXCEEDED",
      "VENDOR_FAILURE",
      "ALL_ITEMS_EXCLUDED"
    ])
    expect(PromiseModifyErrorCode.literals).toStrictEqual(PromiseModifyErrorCodes)
    assert.isTrue(isPromiseModifyErrorCode("VENDOR_FAILURE"))
    assert.isFalse(isPromiseModifyErrorCode("CART_QTY_LIMIT_EXCEEDED"))
  })

  it("lists the client-facing modify errors", () => {
    assert.strictEqual(ClientFacingModifyErrorCodes.length, 9)
    assert.isTrue(isClientFacingModifyErrorCode("CART_QTY_LIMIT_EXCEEDED"))
    assert.isTrue(isClientFacingModifyErrorCode("AGE_RESTRICTED_CLIENT_UPDATE"))
    assert.isFalse(isClientFacingModifyErrorCode("CART_QTY_LMT_EXCEEDED"))
    assert.isTrue(isClientFacingModifyErrorCode("ALCOHOL_QTY_EXCEEDED") && isPromiseModifyErrorCode("ALCOHOL_QTY_EXCEEDED"))
  })

  it("lists the return failures", () => {
    assert.strictEqual(ReturnFailureCodes.length, 9)
    assert.isTrue(isReturnFailureCode("RATIO_OF_RECENT_REFUND_DOLLARS_OVER_RECENT_ORDER_DOLLARS_EXCEEDED"))
    assert.isTrue(isReturnFailureCode("REQUESTED_ACTION_NOT_ALLOWED"))
    assert.isFalse(isReturnFailureCode("blocked_upc"))
  })

  it("names the location mapping and profile errors", () => {
    assert.strictEqual(LocationMappingErrorCode, "LMS-MBDAS")
    expect(LocationMappingErrorTexts).toStrictEqual(["service returned error", "parameter error", "invalid fulfillment receiving link"])
    assert.isTrue(Schema.is(LocationMappingErrorText)("parameter error"))
    assert.strictEqual(ProfileErrorCode, "pbsg")
    expect(ProfileErrorTexts).toStrictEqual(["banner is empty", "email address is empty", "userId is empty", "data is not present"])
    assert.isFalse(Schema.is(ProfileErrorText)("banner is missing"))
  })

  it("has the address, modality, token and no-response entries", () => {
    assert.strictEqual(AddressValidationInvalidRequest, "Invalid Request")
    assert.strictEqual(noPrimaryModalityMessage("DELIVERY"), "No primary modality of type DELIVERY exists for this user")
    expect(TokenFailureCodes).toStrictEqual(["INVALID_TOKEN", "AUTH_FAILED", "JWK_NOT_FOUND"])
    assert.isTrue(isTokenFailureCode("JWK_NOT_FOUND"))
    assert.isFalse(isTokenFailureCode("TOKEN_EXPIRED"))
    assert.strictEqual(NoResponseCode, -1)
  })
})
