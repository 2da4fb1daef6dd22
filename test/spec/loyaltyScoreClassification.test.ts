import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { http, HttpResponse } from "msw"
import { Analytics, AnalyticsMemory, DataClassification, LOYALTY_SCORE_CLASSIFICATION, OptUp } from "atlas-client"
import { contract } from "../../src/contract/index.js"
import { mswOrigins, shopperClient } from "atlas-client/testing"
import { serveMswUpstream } from "../support/upstream.js"

const { server } = serveMswUpstream()
const api = `${mswOrigins.atlas}/atlas/v1`

/** A shopper's client whose request layer reports every failed call to an in-memory Analytics. */
const live = OptUp.Default.pipe(Layer.provideMerge(shopperClient()), Layer.provideMerge(Analytics.memory))
const recorded = Effect.flatMap(AnalyticsMemory, (m) => m.events)

const down = (status: number) => () =>
  HttpResponse.json({ errors: [{ code: "DOWN", reason: "down", datetime: "2025-01-01T00:00:00Z", statusCode: status }] }, { status })

// Spec §3: analytics data classifications ... "(loyalty score call is highly private linked)".
describe("spec §3: the loyalty score call is highly private linked", () => {
  it("the OptUP score operation declares the classification; no other operation does", () => {
    expect(LOYALTY_SCORE_CLASSIFICATION).toBe(DataClassification.highlyPrivateLinked)
    expect(contract.optup.getOptUpScore.dataClassification).toBe("highly private linked personal information")
    const declared = Object.values(contract)
      .flatMap((group) => Object.values(group))
      .filter((op) => op.dataClassification !== undefined)
      .map((op) => op.name)
    expect(declared).toStrictEqual(["OptUp.getScore"])
  })

  it.live("a failed score call's error record carries it; another OptUP call's record does not", () =>
    Effect.gen(function* () {
      server.use(http.get(`${api}/optup/v2/optup-score`, down(503)), http.get(`${api}/optup/v2/mni-orders`, down(503)))
      const optup = yield* OptUp
      yield* Effect.flip(optup.getScore())
      yield* Effect.flip(optup.getMniOrders(1, 2026))
      const records = yield* recorded
      expect(records.map((r) => [r.operation, r.category, r.dataClassification])).toStrictEqual([
        ["OptUp.getScore", "customer-facing service error", "highly private linked personal information"],
        ["OptUp.getMniOrders", "customer-facing service error", undefined]
      ])
    }).pipe(Effect.provide(live))
  )
})
