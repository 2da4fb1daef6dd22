import { describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import fc from "fast-check"
import { classify, ClientError, FlashSaleOffer, OfferStatus, RequestValidationError, ResponseDecodeError } from "atlas-client"
import { MAX_PROJECTION_DEPTH, parseProjection } from "atlas-client/rules"

const nested = (depth: number) => `${"a[".repeat(depth)}b${"]".repeat(depth)}`

// Spec §5: "Projection strings use domain[a,b] nesting, max depth 10; errors (HTTP 400, title invalid
// projections): early termination, unexpected [, unexpected ]."
describe("spec §5: projection errors are early termination, unexpected [, unexpected ] (no fourth kind)", () => {
  it("a [ opening an eleventh level is an unexpected [, status 400, title invalid projections", () => {
    expect(MAX_PROJECTION_DEPTH).toBe(10)
    expect(Either.isRight(parseProjection(nested(10)))).toBe(true)
    const result = parseProjection(nested(11))
    if (Either.isRight(result)) throw new Error("depth 11 parsed")
    expect([result.left.detail, result.left.position, result.left.status, result.left.title]).toEqual([
      "unexpected [",
      nested(11).lastIndexOf("["),
      400,
      "invalid projections"
    ])
    expect(result.left.message).toBe(`invalid projections: unexpected [ at position ${nested(11).lastIndexOf("[")}`)
  })

  it("property: every error is one of the spec's three", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab[], "), maxLength: 40 }), fc.integer({ min: 0, max: 14 }), (text, depth) => {
        for (const input of [text, nested(depth) + text]) {
          const result = parseProjection(input)
          if (Either.isLeft(result)) expect(["early termination", "unexpected [", "unexpected ]"]).toContain(result.left.detail)
        }
      })
    )
  })
})

// Spec §3: "Offers: statuses Draft, Published, DisplayDisabled, ExecutionDisabled, NoLongerEffective
// (upper-case variants also exist)".
describe("spec §3: offer statuses Draft, Published, DisplayDisabled, ExecutionDisabled, NoLongerEffective (upper-case variants also exist)", () => {
  const spec = ["Draft", "Published", "DisplayDisabled", "ExecutionDisabled", "NoLongerEffective"] as const

  it("the upper-case variants are read as the spec's spelling; only the spec's spelling is sent", () => {
    for (const status of spec) {
      expect(Schema.decodeUnknownSync(OfferStatus)(status)).toBe(status)
      expect(Schema.decodeUnknownSync(OfferStatus)(status.toUpperCase())).toBe(status)
      expect(Schema.encodeSync(OfferStatus)(status)).toBe(status)
    }
    expect(Either.isLeft(Schema.decodeUnknownEither(OfferStatus)("DISPLAY_DISABLED"))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(OfferStatus)("published"))).toBe(true)
  })

  it("a flash-sale offer in the upper-case spelling holds the spec's", () => {
    const offer = Schema.decodeUnknownSync(FlashSaleOffer)({
      id: "FS-1",
      couponId: "c1",
      status: "NOLONGEREFFECTIVE",
      method: "Wallet",
      definedType: "FLASH_SALE",
      rewardType: "ITEM",
      rewardSubtype: "Amount",
      requirementType: "Quantity",
      digitalLimitType: "Exact",
      maxQuantity: 2,
      claimed: 0
    })
    expect(offer.status).toBe("NoLongerEffective")
  })
})

// Spec §8: "A client error whose message contains 'network error' becomes a network error,
// description 'no network connection', response code -1; anything else is a runtime error." The
// scenarios of §8 name no "runtime error": docs/spec-decisions.md says how it is split.
describe("spec §8: anything else is a runtime error (browser request error or application exception error)", () => {
  const site = { operation: "Stores.searchStores", method: "GET", url: "https://shop/atlas/v1/stores/v1/search" }
  const scenario = (error: Parameters<typeof classify>[0]) => Option.getOrThrow(classify(error))

  it("a request aborted by the browser or the caller is a browser request error", () => {
    expect(scenario(new ClientError({ ...site, reason: "Aborted" }))).toBe("browser request error")
  })

  it("every other runtime failure is an application exception error", () => {
    expect(scenario(new ClientError({ ...site, reason: "Timeout" }))).toBe("application exception error")
    expect(scenario(new RequestValidationError({ operation: site.operation, requestKind: "store search", issues: "x" }))).toBe(
      "application exception error"
    )
    expect(scenario(new ResponseDecodeError({ ...site, status: 200, issues: "x" }))).toBe("application exception error")
  })

  it("a client error naming a network error is a network connection error", () => {
    expect(scenario(new ClientError({ ...site, reason: "Network" }))).toBe("network connection error")
  })
})
