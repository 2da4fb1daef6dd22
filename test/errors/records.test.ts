import { assert, describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import {
  type AtlasError,
  ErrorRecord,
  IdempotencyKeyReused,
  type RecordOptions,
  RequestValidationError,
  ResponseDecodeError,
  ServiceErrorSchemaVersion,
  toErrorRecord,
  UserErrorSchemaVersion
} from "../../src/errors/index.js"
import { client, errorObject, searchUrl, upstream } from "./fixtures.js"

const record = (error: AtlasError, options: RecordOptions = {}): ErrorRecord => {
  const result = toErrorRecord(error, options)
  if (Option.isNone(result)) return assert.fail(`expected a record for ${error.operation}`)
  return result.value
}

const checkoutUrl = "https://x/atlas/v1/checkout/v1/checkouts/c-1"

describe("toErrorRecord", () => {
  it("records category, endpoint, description, response code and correlation id", () => {
    const error = upstream(404, [errorObject(404, "store not found"), errorObject(400, "bad zip")], {
      correlationId: "corr-123"
    })
    expect(record(error)).toStrictEqual({
      category: "user constraint error",
      operation: "Stores.searchStores",
      endpoint: `GET ${searchUrl}`,
      description: "store not found",
      responseCode: 404,
      failedCorrelationId: "corr-123"
    })
  })

  it("describes an upstream error without error objects by its message", () => {
    const r = record(upstream(502, []))
    assert.strictEqual(r.description, "Request failed with status code 502")
    assert.strictEqual(r.category, "customer-facing service error")
    assert.strictEqual(r.responseCode, 502)
    assert.isFalse("failedCorrelationId" in r)
  })

  it("records a network error as 'no network connection' with response code -1", () => {
    const r = record(client("Network"))
    assert.strictEqual(r.category, "network connection error")
    assert.strictEqual(r.description, "no network connection")
    assert.strictEqual(r.responseCode, -1)
    assert.strictEqual(r.endpoint, `GET ${searchUrl}`)
  })

  it("records other failures without a response with their message and -1", () => {
    const timeout = record(client("Timeout"))
    assert.strictEqual(timeout.description, "timeout exceeded")
    assert.strictEqual(timeout.responseCode, -1)
    assert.strictEqual(record(client("Aborted")).description, "Request aborted")
    const invalid = record(new RequestValidationError({ operation: "Quotes.getQuotes", requestKind: "Quotes", issues: "x" }))
    assert.strictEqual(invalid.description, "Expecting Quotes request")
    assert.strictEqual(invalid.responseCode, -1)
    assert.isFalse("endpoint" in invalid)
  })

  it("keeps the status and correlation id of a malformed response", () => {
    const r = record(
      new ResponseDecodeError({
        operation: "Stores.searchStores",
        method: "get",
        url: searchUrl,
        status: 200,
        issues: "Expected string",
        correlationId: "corr-9"
      })
    )
    assert.strictEqual(r.responseCode, 200)
    assert.strictEqual(r.failedCorrelationId, "corr-9")
    assert.strictEqual(r.endpoint, `GET ${searchUrl}`)
  })

  it("records a reused idempotency key with status 422", () => {
    const r = record(
      new IdempotencyKeyReused({
        operation: "Checkout.createCheckout",
        method: "POST",
        url: "https://x/atlas/v1/checkout/v1/checkouts",
        idempotencyKey: "k-1",
        errors: [errorObject(422, "key reused")],
        correlationId: "corr-k"
      })
    )
    assert.strictEqual(r.responseCode, 422)
    assert.strictEqual(r.description, "key reused")
    assert.strictEqual(r.failedCorrelationId, "corr-k")
  })

  it("has no record for silent calls", () => {
    assert.isTrue(Option.isNone(toErrorRecord(upstream(500, [errorObject(500)], { operation: "Membership.getMembership" }))))
    assert.isTrue(Option.isNone(toErrorRecord(client("Network", "ModalityPreferences.getOptions"))))
  })

  it("stamps the record only when given a time", () => {
    const now = new Date("2026-11-22T10:00:00.000Z")
    assert.strictEqual(record(client("Network"), { now }).timestamp, "2026-11-22T10:00:00.000Z")
    assert.isFalse("timestamp" in record(client("Network")))
  })

  it("is a valid ErrorRecord", () => {
    const r = record(upstream(400, [errorObject(400)], { operation: "Checkout.updateCheckout", correlationId: "c" }))
    assert.isTrue(Either.isRight(Schema.decodeUnknownEither(ErrorRecord)(r)))
    assert.isTrue(Either.isLeft(Schema.decodeUnknownEither(ErrorRecord)({ ...r, category: "oops" })))
  })
})

describe("toErrorRecord: checkout and payment", () => {
  it("describes a checkout error by the first root cause", () => {
    const error = upstream(
      400,
      [
        errorObject(400, "checkout failed"),
        errorObject(409, "conflict", [{ code: "SLOT", reason: "slot no longer available" }, { reason: "second" }]),
        errorObject(400, "later", [{ reason: "later cause" }])
      ],
      { operation: "Checkout.updateCheckout", method: "PUT", url: checkoutUrl }
    )
    const r = record(error)
    assert.strictEqual(r.description, "slot no longer available")
    assert.strictEqual(r.endpoint, `PUT ${checkoutUrl}`)
  })

  it("falls back to the first reason when no checkout error object has a root cause", () => {
    const error = upstream(400, [errorObject(400, "checkout failed", [])], { operation: "Checkout.updateCheckout" })
    assert.strictEqual(record(error).description, "checkout failed")
  })

  it("keeps the first reason for other operations even with root causes", () => {
    const error = upstream(400, [errorObject(400, "cart failed", [{ reason: "root" }])], { operation: "Carts.updateCart" })
    assert.strictEqual(record(error).description, "cart failed")
  })

  it("names the error event schema version of checkout and payment records", () => {
    assert.strictEqual(UserErrorSchemaVersion, "0.2.0")
    assert.strictEqual(ServiceErrorSchemaVersion, "0.2.4")
    const at = (operation: string, statusCode: number) =>
      record(upstream(statusCode, [errorObject(statusCode)], { operation })).schemaVersion
    assert.strictEqual(at("Checkout.createCheckout", 400), "0.2.0")
    assert.strictEqual(at("Checkout.createCheckout", 500), "0.2.4")
    assert.strictEqual(at("Payment.updatePayment", 404), "0.2.0")
    assert.strictEqual(at("Payment.updatePayment", 503), "0.2.4")
    assert.strictEqual(at("Stores.searchStores", 400), undefined)
    assert.isFalse("schemaVersion" in record(client("Network", "Checkout.createCheckout")))
  })
})
