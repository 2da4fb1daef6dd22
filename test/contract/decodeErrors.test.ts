/**
 * The codec's one rule for answers: a 422 of a keyed call is `IdempotencyKeyReused` only when its
 * code says so; a known code (or text) of a family the operation declares, in any error object,
 * is that family's typed error; everything else an `UpstreamError`. Every error keeps the call,
 * the status, every error object and the response's correlation id.
 */
import { assert, describe, it, expect } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { CheckoutContract, CheckoutModify, type HttpErrorObject, Operation, operations, StoresContract } from "atlas-client"
import { decodeResponse, type RawResponse } from "../../src/internal/codec.js"

const site = { method: "PUT", url: "https://shop/atlas/v1/checkout/v1/checkouts/update/tip/c1" }
const object = (code: string, reason = `reason of ${code}`, statusCode = 400): HttpErrorObject => ({
  code,
  reason,
  datetime: "2026-11-22T10:00:00.000Z",
  statusCode
})
const answer = (status: number, errors: ReadonlyArray<HttpErrorObject>, headers: Record<string, string> = {}): RawResponse => ({
  status,
  headers: { "x-correlation-id": "corr-7", ...headers },
  body: { errors },
  bodyText: undefined
})
const failureOf = <A, E>(effect: Effect.Effect<A, E>): E => {
  const exit = Effect.runSyncExit(effect)
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const failure = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  if (failure === undefined) throw new Error("expected a typed failure")
  return failure
}

describe("decodeResponse: answers", () => {
  const tip = CheckoutContract.updateTip

  it("a 422 of a keyed call is IdempotencyKeyReused only with the code IDEMPOTENCY_KEY_REUSED", () => {
    const reused = failureOf(decodeResponse(tip, answer(422, [object("IDEMPOTENCY_KEY_REUSED")]), site, "key-1"))
    assert.strictEqual(reused._tag, "IdempotencyKeyReused")
    const modify = failureOf(decodeResponse(tip, answer(422, [object("ITEM_FALLOUT")]), site, "key-1"))
    assert.strictEqual(modify._tag, "CheckoutModifyError")
    const other = failureOf(decodeResponse(tip, answer(422, [object("SOMETHING_ELSE")]), site, "key-1"))
    assert.strictEqual(other._tag, "UpstreamError")
    assert.strictEqual(other.status, 422)
  })

  it("a declared family's code in any error object is its typed error, with every field of the answer", () => {
    const errors = [object("NOT_OURS", "first"), object("FLASH_SALE_FALLOUT", "sold out"), object("ITEM_FALLOUT", "later")]
    const error = failureOf(decodeResponse(tip, answer(409, errors), site, "key-1"))
    assert.strictEqual(error._tag, "CheckoutModifyError")
    if (error._tag !== "CheckoutModifyError") return
    expect([
      error.code,
      error.reason,
      error.message,
      error.status,
      error.operation,
      error.method,
      error.url,
      error.correlationId
    ]).toStrictEqual(["FLASH_SALE_FALLOUT", "sold out", "sold out", 409, "Checkout.updateTip", site.method, site.url, "corr-7"])
    expect(error.errors).toStrictEqual(errors)
  })

  it("a code of a family the operation does not declare stays an UpstreamError", () => {
    const error = failureOf(decodeResponse(StoresContract.getStoreDetails, answer(400, [object("ITEM_FALLOUT")]), site, undefined))
    assert.strictEqual(error._tag, "UpstreamError")
    assert.strictEqual(error.correlationId, "corr-7")
  })

  it("a documented status whose JSON body is no envelope is a ResponseDecodeError; plain text is an UpstreamError", () => {
    const json = failureOf(decodeResponse(tip, { status: 400, headers: {}, body: { oops: 1 }, bodyText: undefined }, site, undefined))
    assert.strictEqual(json._tag, "ResponseDecodeError")
    const text = failureOf(decodeResponse(tip, { status: 400, headers: {}, body: undefined, bodyText: "<html>" }, site, undefined))
    assert.strictEqual(text._tag, "UpstreamError")
  })

  it("descriptors name their families; the error statuses are the envelope", () => {
    const op = Operation.make({
      domain: "t",
      name: "T.put",
      requestKind: "thing",
      summary: "",
      method: "PUT",
      path: "/t",
      retry: "keyed",
      success: Schema.Unknown,
      errors: [400, 409],
      codes: [CheckoutModify]
    })
    expect(op.codes).toStrictEqual([CheckoutModify])
    expect(Object.keys(op.errors)).toStrictEqual(["400", "409"])
    const declared = operations.filter((o) => o.codes.length > 0).map((o) => `${o.name}: ${o.codes.map((f) => f.name).join(", ")}`)
    assert.includeMembers(declared, [
      "Checkout.createCheckout: CheckoutModify",
      "Checkout.updateTip: CheckoutModify",
      "Payment.purchase: CheckoutModify",
      "Offers.claimFlashSales: CheckoutModify",
      "Promises.createPromise: PromiseModify",
      "Returns.startReturn: ReturnFailure",
      "Carts.writeCart: ProductRejection",
      "Locator.validateAddress: AddressValidationFailure",
      "Identity.getServiceToken: TokenFailure"
    ])
  })
})
