import { assert, describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import {
  type AtlasError,
  classify,
  classifyUnknown,
  IdempotencyKeyReused,
  isExempt,
  isModalityOptionsCall,
  isNetworkErrorMessage,
  isSilent,
  MembershipOperation,
  RequestValidationError,
  ResponseDecodeError,
  responseScenario,
  Scenario,
  Scenarios
} from "../../src/errors/index.js"
import { client, errorObject, upstream } from "./fixtures.js"
import { assertSome } from "../support/assertions.js"

const scenario = (error: AtlasError, customerFacing?: boolean) =>
  Option.getOrUndefined(classify(error, customerFacing === undefined ? {} : { customerFacing }))

describe("Scenario", () => {
  it("is exactly the seven scenarios of spec §8", () => {
    expect(Scenario.literals).toStrictEqual([
      "customer-facing service error",
      "non-customer-facing service error",
      "user constraint error",
      "network connection error",
      "browser request error",
      "application exception error",
      "unknown"
    ])
    expect([...Scenario.literals].sort()).toStrictEqual(Object.values(Scenarios).sort())
    assert.isFalse(Schema.is(Scenario)("user error"))
  })
})

describe("classify: responses with errors", () => {
  it("is a user constraint when the highest status code is below 500", () => {
    assert.strictEqual(scenario(upstream(400, [errorObject(400), errorObject(404)])), "user constraint error")
    assert.strictEqual(scenario(upstream(400, [errorObject(499)])), "user constraint error")
  })

  it("is a customer-facing service error when the highest status code is 500 or more", () => {
    assert.strictEqual(scenario(upstream(400, [errorObject(400), errorObject(503)])), "customer-facing service error")
    assert.strictEqual(scenario(upstream(500, [errorObject(500)])), "customer-facing service error")
  })

  it("uses the error objects' codes, not the response status", () => {
    assert.strictEqual(scenario(upstream(503, [errorObject(404)])), "user constraint error")
    assert.strictEqual(scenario(upstream(400, [errorObject(502)])), "customer-facing service error")
  })

  it("is a customer-facing service error with no error objects or no code", () => {
    assert.strictEqual(scenario(upstream(404, [])), "customer-facing service error")
    assert.strictEqual(scenario(upstream(400, [errorObject(0)])), "customer-facing service error")
    assert.strictEqual(responseScenario([errorObject(Number.NaN)]), "customer-facing service error")
  })

  it("is a non-customer-facing service error when the call is not customer-facing", () => {
    assert.strictEqual(scenario(upstream(500, [errorObject(500)]), false), "non-customer-facing service error")
    assert.strictEqual(scenario(upstream(400, [errorObject(400)]), false), "user constraint error")
  })

  it("classifies a reused idempotency key by its error objects", () => {
    const reused = (statusCode: number) =>
      new IdempotencyKeyReused({
        operation: "Checkout.createCheckout",
        method: "POST",
        url: "https://x/atlas/v1/checkout/v1/checkouts",
        idempotencyKey: "k-1",
        errors: [errorObject(statusCode)]
      })
    assert.strictEqual(scenario(reused(422)), "user constraint error")
    assert.strictEqual(scenario(reused(500)), "customer-facing service error")
  })
})

describe("classify: failures without a response", () => {
  it("makes a network client error a network connection error", () => {
    assert.strictEqual(scenario(client("Network")), "network connection error")
  })

  it("matches 'network error' in any case", () => {
    assert.isTrue(isNetworkErrorMessage("Network Error"))
    assert.isTrue(isNetworkErrorMessage("NETWORK ERROR"))
    assert.isTrue(isNetworkErrorMessage("fetch failed: network error (offline)"))
    assert.isFalse(isNetworkErrorMessage("timeout exceeded"))
    assert.isFalse(isNetworkErrorMessage("network is slow"))
  })

  it("makes an aborted request a browser request error", () => {
    assert.strictEqual(scenario(client("Aborted")), "browser request error")
  })

  it("makes timeouts, invalid requests and malformed responses application exceptions", () => {
    assert.strictEqual(scenario(client("Timeout")), "application exception error")
    const invalid = new RequestValidationError({ operation: "Quotes.getQuotes", requestKind: "Quotes", issues: "x" })
    assert.strictEqual(scenario(invalid), "application exception error")
    const malformed = new ResponseDecodeError({
      operation: "Stores.searchStores",
      method: "GET",
      url: "https://x/s",
      status: 200,
      issues: "Expected string"
    })
    assert.strictEqual(scenario(malformed), "application exception error")
  })

  it("calls anything that is not an AtlasError unknown", () => {
    assertSome(classifyUnknown(new Error("boom")), "unknown")
    assertSome(classifyUnknown(client("Network")), "network connection error")
  })
})

describe("classify: silent calls", () => {
  it("keeps the membership call silent", () => {
    assert.strictEqual(MembershipOperation, "Membership.getMembership")
    assert.isTrue(isSilent(MembershipOperation))
    assert.isFalse(isSilent("Stores.searchStores"))
    assert.isTrue(Option.isNone(classify(upstream(500, [errorObject(500)], { operation: MembershipOperation }))))
    assert.isTrue(Option.isNone(classify(client("Network", MembershipOperation))))
  })

  it("never triggers scenarios for modality options, by use case or by path", () => {
    const optionsUrl = "https://x/atlas/v1/modality/options"
    assert.isTrue(isModalityOptionsCall("ModalityPreferences.getOptions"))
    assert.isTrue(isModalityOptionsCall("Other.call", `${optionsUrl}?filter=1`))
    assert.isTrue(isModalityOptionsCall("Other.call", `${optionsUrl}/`))
    assert.isFalse(isModalityOptionsCall("Modality.getPreferences", "https://x/atlas/v1/modality/preferences"))
    assert.isFalse(isModalityOptionsCall("Other.call", "https://x/atlas/v1/modality/options/extra"))
    assert.isTrue(Option.isNone(classify(upstream(500, [errorObject(500)], { operation: "ModalityPreferences.getOptions" }))))
    assert.isTrue(Option.isNone(classify(client("Network", "Renamed.options", optionsUrl))))
    const invalid = new RequestValidationError({ operation: "ModalityPreferences.getOptions", requestKind: "Options", issues: "x" })
    assert.isTrue(isExempt(invalid))
  })

  it("classifies the other modality calls", () => {
    const preferences = upstream(400, [errorObject(400)], {
      operation: "Modality.getPreferences",
      url: "https://x/atlas/v1/modality/preferences"
    })
    assert.strictEqual(scenario(preferences), "user constraint error")
  })
})
