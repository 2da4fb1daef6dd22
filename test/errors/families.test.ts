/**
 * The code families of the catalogue: one rule maps an answer to a family's typed error (a known
 * code, or text, in any error object); every typed error is an upstream answer (a slot's
 * `response-error`) with the analytics scenario of spec §8 and an error record like any answer's.
 */
import { assert, describe, it, expect } from "@effect/vitest"
import { assertSome } from "../support/assertions.js"
import * as Option from "effect/Option"
import {
  type Answer,
  type CallError,
  classify,
  classifyUnknown,
  ClientError,
  type DomainError,
  errorFamilies,
  type ErrorFamily,
  type HttpErrorObject,
  IdempotencyKeyReused,
  isDomainError,
  isNoResponse,
  isUpstreamAnswer,
  matchFamilies,
  RequestValidationError,
  ResponseDecodeError,
  Scenarios,
  toErrorRecord,
  UpstreamError
} from "../../src/errors/index.js"
import { failureState, UnexpectedError } from "../../src/react/SlotState.js"
import { errorObject } from "./fixtures.js"

const known = (family: ErrorFamily<DomainError>): { readonly code: string; readonly reason: string } => ({
  code: family.codes[0] ?? "ANY_CODE",
  reason: family.texts?.[0] ?? `refused by ${family.name}`
})

/** An answer whose second error object is the family's (the first is some other error). */
const answerOf = (family: ErrorFamily<DomainError>, statusCode = 400, operation = "Test.call"): Answer => ({
  operation,
  method: "POST",
  url: "https://shop/atlas/v1/test",
  status: statusCode,
  errors: [errorObject(statusCode, "something else"), { ...errorObject(statusCode), ...known(family) }],
  correlationId: "corr-9"
})

const typed = (family: ErrorFamily<DomainError>, statusCode = 400, operation?: string): DomainError => {
  const error = family.match(answerOf(family, statusCode, operation))
  if (error === undefined) throw new Error(`${family.name} did not match`)
  return error
}

describe("code families", () => {
  for (const family of errorFamilies) {
    describe(family.name, () => {
      it("an answer holding a known code (or text) in any error object is the family's typed error", () => {
        const error = typed(family)
        assert.strictEqual(error._tag, family.tag)
        assert.isTrue(isDomainError(error))
        assert.strictEqual(error.code, known(family).code)
        assert.strictEqual(error.reason, known(family).reason)
        expect([error.operation, error.method, error.url, error.status, error.correlationId, error.errors.length]).toStrictEqual([
          "Test.call",
          "POST",
          "https://shop/atlas/v1/test",
          400,
          "corr-9",
          2
        ])
        assert.isUndefined(family.match({ ...answerOf(family), errors: [errorObject(400)] }))
      })

      it("is an upstream answer: a slot's response-error", () => {
        const error = typed(family)
        assert.isTrue(isUpstreamAnswer(error))
        assert.strictEqual(failureState(error).status, "response-error")
      })

      it("analytics: a user constraint below 500, a customer-facing service error from 500, a record with its reason", () => {
        assertSome(classify(typed(family)), Scenarios.UserConstraint)
        assertSome(classifyUnknown(typed(family)), Scenarios.UserConstraint)
        assertSome(classify(typed(family, 503)), Scenarios.CustomerFacingService)
        assertSome(classify(typed(family, 503), { customerFacing: false }), Scenarios.NonCustomerFacingService)
        const record = Option.getOrThrow(toErrorRecord(typed(family), { now: new Date(0) }))
        expect(record).toStrictEqual({
          category: Scenarios.UserConstraint,
          operation: "Test.call",
          endpoint: "POST https://shop/atlas/v1/test",
          description: known(family).reason,
          responseCode: 400,
          failedCorrelationId: "corr-9",
          timestamp: "1970-01-01T00:00:00.000Z"
        })
      })
    })
  }

  it("a network error of the same call is no network connection, response code -1", () => {
    const error = new ClientError({ operation: "Checkout.updateTip", method: "PUT", url: "https://shop/t", reason: "Network" })
    const record = Option.getOrThrow(toErrorRecord(error))
    expect([record.category, record.description, record.responseCode]).toStrictEqual([
      Scenarios.NetworkConnection,
      "no network connection",
      -1
    ])
  })

  it("checkout records describe the first root cause (spec §8) and name the user error schema version", () => {
    const [family] = errorFamilies.filter((f) => f.tag === "CheckoutModifyError")
    const answer = answerOf(family!, 400, "Checkout.updateCheckout")
    const rootCauses: HttpErrorObject["rootCauses"] = [{ code: "ALCOHOL_NA_FOR_SELECTED_SLOT", reason: "handed off from 10:00" }]
    const error = family!.match({ ...answer, errors: [answer.errors[0]!, { ...answer.errors[1]!, rootCauses }] })!
    const record = Option.getOrThrow(toErrorRecord(error))
    expect([record.description, record.schemaVersion]).toStrictEqual(["handed off from 10:00", "0.2.0"])
  })

  it("the first family that knows an answer wins; none leaves it for an UpstreamError", () => {
    const [cartRejected, checkoutModify] = errorFamilies
    const both: Answer = {
      ...answerOf(checkoutModify!),
      errors: [
        { ...errorObject(400), code: "ITEM_FALLOUT" },
        { ...errorObject(400), code: "MAX" }
      ]
    }
    assert.strictEqual(matchFamilies([checkoutModify!, cartRejected!], both)?._tag, "CheckoutModifyError")
    assert.strictEqual(matchFamilies([cartRejected!, checkoutModify!], both)?._tag, "CartRejected")
    assert.isUndefined(matchFamilies([], both))
  })

  it("a family keyed by text needs its code and a known text", () => {
    const mapping = errorFamilies.find((f) => f.tag === "LocationMappingError")!
    const unknownText = { ...answerOf(mapping), errors: [{ ...errorObject(400), code: "LMS-MBDAS", reason: "something new" }] }
    assert.isUndefined(mapping.match(unknownText))
    const otherCode = { ...answerOf(mapping), errors: [{ ...errorObject(400), code: "OTHER", reason: "parameter error" }] }
    assert.isUndefined(mapping.match(otherCode))
  })
})

describe("slot states of every error class (failureState)", () => {
  const site = { operation: "Test.call", method: "GET", url: "https://shop/x" }
  const answers: ReadonlyArray<CallError> = [
    new UpstreamError({ ...site, status: 500, errors: [] }),
    new IdempotencyKeyReused({ ...site, idempotencyKey: "k", errors: [] }),
    ...errorFamilies.map((f) => typed(f))
  ]
  const others: ReadonlyArray<readonly [string, unknown]> = [
    ["ClientError Network", new ClientError({ ...site, reason: "Network" })],
    ["ClientError Timeout", new ClientError({ ...site, reason: "Timeout" })],
    ["ClientError Aborted", new ClientError({ ...site, reason: "Aborted" })],
    ["RequestValidationError", new RequestValidationError({ operation: "Test.call", requestKind: "test", issues: "x" })],
    ["ResponseDecodeError", new ResponseDecodeError({ ...site, status: 200, issues: "x" })],
    ["UnexpectedError", new UnexpectedError({ message: "died" })],
    ["an app's own Error", new Error("boom")],
    ["a plain object tagged UpstreamError (no mark)", { _tag: "UpstreamError" }]
  ]

  for (const error of answers) {
    it(`${error._tag}: response-error`, () => {
      expect(failureState(error)).toStrictEqual({ status: "response-error", error })
    })
  }
  for (const [name, error] of others) {
    it(`${name}: client-error`, () => {
      expect(failureState(error)).toStrictEqual({ status: "client-error", error })
    })
  }

  it("isNoResponse: a ClientError only (no answer at all); every answer and other failure is one", () => {
    expect(others.filter(([, error]) => isNoResponse(error)).map(([name]) => name)).toEqual([
      "ClientError Network",
      "ClientError Timeout",
      "ClientError Aborted"
    ])
    expect(answers.filter((error) => isNoResponse(error))).toEqual([])
  })
})
