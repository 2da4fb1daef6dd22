import { assert, describe, it, expect } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { http, HttpResponse } from "msw"
import { Analytics, AnalyticsMemory, classify, isSilent, Membership, MembershipOperation, UpstreamError } from "atlas-client"
import { mswOrigins, shopperClient } from "atlas-client/testing"
import { serveMswUpstream } from "../support/upstream.js"

const { server } = serveMswUpstream()
const api = `${mswOrigins.atlas}/atlas/v1`

/** A shopper's client whose request layer reports every failed call to an in-memory Analytics. */
const live = Membership.Default.pipe(Layer.provideMerge(shopperClient()), Layer.provideMerge(Analytics.memory))
const recorded = Effect.flatMap(AnalyticsMemory, (m) => m.events)

const down = (status: number) => () =>
  HttpResponse.json({ errors: [{ code: "DOWN", reason: "down", datetime: "2025-01-01T00:00:00Z", statusCode: status }] }, { status })

// Spec §8: "The membership analytics call is silent." Only that call: the membership read.
describe("spec §8: The membership analytics call is silent (the membership read only)", () => {
  it("isSilent names the membership read and no other membership use case", () => {
    assert.strictEqual(MembershipOperation, "Membership.getMembership")
    assert.isTrue(isSilent("Membership.getMembership"))
    assert.isFalse(isSilent("Membership.updateEnrollment"))
    assert.isFalse(isSilent("Membership.getEnrollments"))
  })

  it.live("a failed membership read records nothing", () =>
    Effect.gen(function* () {
      server.use(http.get(`${api}/membership/v1/membership`, down(503)))
      const error = yield* Effect.flip(Effect.flatMap(Membership, (m) => m.getMembership()))
      assert.instanceOf(error, UpstreamError)
      assert.isTrue(Option.isNone(classify(error)))
      expect(yield* recorded).toStrictEqual([])
    }).pipe(Effect.provide(live))
  )

  it.live("a failed enrollment write is classified like any other call: 404 user constraint, 503 customer-facing service error", () =>
    Effect.gen(function* () {
      const membership = yield* Membership
      // The reference upstream: no such enrollment for an anonymous shopper (404).
      const missing = yield* Effect.flip(membership.updateEnrollment("sub-x", "enr-x", { status: "CANCELLED" }))
      assert.strictEqual(Option.getOrThrow(classify(missing)), "user constraint error")
      server.use(http.patch(`${api}/membership/v1/membership/:subscriptionId/enrollment/:enrollmentId`, down(503)))
      const failed = yield* Effect.flip(membership.updateEnrollment("sub-x", "enr-x", { status: "CANCELLED" }))
      assert.strictEqual(Option.getOrThrow(classify(failed)), "customer-facing service error")
      const records = yield* recorded
      expect(records.map((r) => [r.category, r.responseCode, r.endpoint])).toStrictEqual([
        ["user constraint error", 404, `PATCH ${api}/membership/v1/membership/sub-x/enrollment/enr-x`],
        ["customer-facing service error", 503, `PATCH ${api}/membership/v1/membership/sub-x/enrollment/enr-x`]
      ])
    }).pipe(Effect.provide(live))
  )

  it.live("a failed enrollments read is recorded too", () =>
    Effect.gen(function* () {
      server.use(http.get(`${api}/membership/v1/enrollments`, down(500)))
      const error = yield* Effect.flip(Effect.flatMap(Membership, (m) => m.getEnrollments()))
      assert.strictEqual(Option.getOrThrow(classify(error)), "customer-facing service error")
      expect((yield* recorded).map((r) => r.category)).toStrictEqual(["customer-facing service error"])
    }).pipe(Effect.provide(live))
  )
})
