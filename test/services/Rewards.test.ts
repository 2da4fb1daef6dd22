import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { http, HttpResponse } from "msw"
import { Analytics, CommunityRewards, Fuel, Loyalty, Membership, OptUp } from "atlas-client"
import { codeOf } from "../support/errors.js"
import { mswShopper, signInSession } from "../support/upstream.js"

const { requests, server, upstream, run, api, last } = mswShopper(
  Layer.mergeAll(Fuel.Default, Loyalty.Default, CommunityRewards.Default, OptUp.Default, Membership.Default)
)

/** Opens the session with a first call, then signs it in as a seeded shopper. */
const signInAs = (shopperId: string) =>
  Effect.gen(function* () {
    yield* Effect.flatMap(CommunityRewards, (c) => c.getOrgTypes())
    yield* signInSession(upstream, shopperId)
  })

describe("Fuel points and loyalty through the reference upstream (msw)", () => {
  it.live("the savings calculator: 10 cents a gallon per 100 points, at most $1, on up to 35 gallons", () =>
    run(
      Effect.gen(function* () {
        const fuel = yield* Fuel
        const saved = yield* fuel.calculateSavings({ points: 350, gallons: 12, pricePerGallon: 3.49 })
        assert.strictEqual(last().method, "POST")
        assert.strictEqual(last().url, `${api}/fuel-points/v1/savings-calculator`)
        assert.isNull(last().headers.get("idempotency-key"))
        expect(saved).toStrictEqual({
          centsPerGallon: 30,
          savings: 3.6,
          discountType: "REWARD",
          rewardsType: "FIXED",
          status: "ACTIVE",
          customerIdType: "PRIMARY"
        })
        expect(yield* fuel.calculateSavings({ points: 5000, gallons: 50, pricePerGallon: 3 })).toStrictEqual({
          centsPerGallon: 100,
          savings: 35,
          discountType: "REWARD",
          rewardsType: "FIXED",
          status: "ACTIVE",
          customerIdType: "PRIMARY"
        })
        assert.strictEqual((yield* fuel.calculateSavings({ points: 99, gallons: 10, pricePerGallon: 3 })).discountType, "NONE")
        const sent = requests.length
        assert.strictEqual(
          (yield* Effect.flip(fuel.calculateSavings({ points: -1, gallons: 1, pricePerGallon: 1 }))).message,
          "Expecting fuel savings calculator request"
        )
        assert.strictEqual(requests.length, sent)
      })
    )
  )

  it.live("loyalty summary, transactions of the program, virtual card, shopper card and alternate ids (SUCCESS, FAILURE)", () =>
    run(
      Effect.gen(function* () {
        const loyalty = yield* Loyalty
        const summary = yield* loyalty.getSummary()
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/summary`)
        assert.match(summary.cardNumber, /^\d{13}$/)
        const transactions = yield* loyalty.getTransactions(summary.programId)
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/transactions/${summary.programId}`)
        assert.strictEqual(transactions.length, 6)
        // Purchases earn points: 10 to 99 each, never negative.
        assert.isTrue(transactions.every((t) => t.points >= 10 && t.points < 100))
        assert.strictEqual(codeOf(yield* Effect.flip(loyalty.getTransactions("program-x"))), "PROGRAM_NOT_FOUND")
        assert.isTrue(yield* loyalty.isVirtualCardAvailable())
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/virtual-card/available`)
        const created = yield* loyalty.createVirtualCard()
        assert.strictEqual(last().method, "POST")
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/virtual-card/create`)
        assert.match(last().headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        assert.isTrue(created.virtual)
        assert.isFalse(yield* loyalty.isVirtualCardAvailable())
        assert.strictEqual(codeOf(yield* Effect.flip(loyalty.createVirtualCard())), "VIRTUAL_CARD_EXISTS")
        const card = yield* loyalty.updateShopperCard("4111 2222 33334")
        assert.strictEqual(last().method, "PUT")
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/shopper-card/update`)
        expect(card).toStrictEqual({ cardNumber: "4111222233334", virtual: false })
        assert.isTrue(yield* loyalty.isCardOrAltIdAvailable())
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/card-or-alt-id/available`)
        const taken = yield* loyalty.updateAlternateId("(513) 555-0100")
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/alternate-id/update`)
        expect(taken).toStrictEqual({ status: "FAILURE", alternateId: "5135550100" })
        expect(yield* loyalty.updateAlternateId("513-555-0199")).toStrictEqual({ status: "SUCCESS", alternateId: "5135550199" })
        expect(yield* loyalty.getAlternateIds()).toStrictEqual(["5135550199"])
        assert.strictEqual(last().url, `${api}/rewards/loyalty/v1/alternate-ids`)
        assert.isFalse(yield* loyalty.isCardOrAltIdAvailable())
        const sent = requests.length
        assert.strictEqual((yield* Effect.flip(loyalty.updateAlternateId("555"))).message, "Expecting alternate id update request")
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})

describe("Community rewards and OptUP through the reference upstream (msw)", () => {
  it.live("enrollment, npo search and org types, enroll and unenroll (keyed)", () =>
    run(
      Effect.gen(function* () {
        const community = yield* CommunityRewards
        assert.isNull(yield* community.getEnrollment())
        assert.strictEqual(last().url, `${api}/rewards/community/v1/enrollment`)
        const types = yield* community.getOrgTypes()
        assert.strictEqual(last().url, `${api}/rewards/community/v1/npo/orgtypes`)
        assert.includeMembers([...types], ["Food Bank", "School"])
        const banks = yield* community.searchNpos("food", "Food Bank")
        assert.strictEqual(last().url, `${api}/rewards/community/v1/npo/search?filter.query=food&filter.orgType=Food+Bank`)
        expect(banks.map((n) => n.name)).toStrictEqual(["Cincinnati Food Bank", "Eastside Food Pantry"])
        const enrolled = yield* community.enroll(banks[1]!.id)
        assert.strictEqual(last().url, `${api}/rewards/community/v1/enroll`)
        assert.match(last().headers.get("idempotency-key") ?? "", /^[0-9a-f-]{36}$/)
        assert.strictEqual(enrolled?.id, banks[1]!.id)
        assert.strictEqual((yield* community.getEnrollment())?.id, banks[1]!.id)
        assert.strictEqual(codeOf(yield* Effect.flip(community.enroll("npo-999"))), "NPO_NOT_FOUND")
        assert.isNull(yield* community.unenroll())
        assert.strictEqual(last().url, `${api}/rewards/community/v1/unenroll`)
        assert.strictEqual(codeOf(yield* Effect.flip(community.unenroll())), "NOT_ENROLLED")
      })
    )
  )

  it.live("the OptUP score and classification of a shopper; scored orders by filter.month and filter.year; a bad month sends nothing", () =>
    run(
      Effect.gen(function* () {
        const optup = yield* OptUp
        expect(yield* optup.getScore()).toStrictEqual({ score: 0, classification: "noClassification" })
        assert.strictEqual(last().url, `${api}/optup/v2/optup-score`)
        yield* signInAs("shopper-ava")
        const score = yield* optup.getScore()
        assert.isTrue(score.score >= 20 && score.score <= 100)
        assert.strictEqual(score.classification, score.score >= 70 ? "maintain" : score.score >= 40 ? "moderate" : "minimize")
        const orders = yield* optup.getMniOrders(3, 2024)
        assert.strictEqual(last().url, `${api}/optup/v2/mni-orders?filter.month=3&filter.year=2024`)
        expect(orders.map((o) => o.orderId)).toStrictEqual(["order-202403-1", "order-202403-2", "order-202403-3"])
        expect(yield* optup.getMniOrders(1, 2100)).toStrictEqual([])
        const sent = requests.length
        const bad = yield* Effect.flip(optup.getMniOrders(13, 2024))
        assert.strictEqual(bad._tag, "InvalidOptUpPeriod")
        assert.strictEqual(requests.length, sent)
      })
    )
  )
})

describe("Membership through the reference upstream (msw)", () => {
  it.live(
    "plans by plan filter with the shopper's enrollment; enrollments by status (NONE in the query); PATCH an enrollment (keyed)",
    () =>
      run(
        Effect.gen(function* () {
          const membership = yield* Membership
          const anonymous = yield* membership.getMembership()
          assert.strictEqual(last().url, `${api}/membership/v1/membership`)
          assert.strictEqual(last().headers.get("x-call-origin"), "Membership.getMembership")
          assert.strictEqual(anonymous.plans.length, 4)
          assert.isNull(anonymous.enrollment)
          yield* signInAs("shopper-ava")
          const annual = yield* membership.getMembership("STANDARD_ANNUAL_ONLY")
          assert.strictEqual(last().url, `${api}/membership/v1/membership?filter.plan=STANDARD_ANNUAL_ONLY`)
          expect(annual.plans.map((p) => p.id)).toStrictEqual(["boost-annual", "delivery-savings-pass"])
          expect(annual.plans.map((p) => p.feeMembershipType)).toStrictEqual(["BOOST", "DSP"])
          assert.strictEqual(annual.enrollment?.status, "ACTIVE")
          expect((yield* membership.getMembership("FREE_TRIAL_MONTHLY")).plans.map((p) => p.subscriptionType)).toStrictEqual(["FREE_TRIAL"])
          const none = yield* membership.getEnrollments(["EXPIRED", "NONE"])
          assert.strictEqual(last().url, `${api}/membership/v1/enrollments?filter.status=EXPIRED,NONE`)
          expect(none).toStrictEqual([])
          const [enrollment] = yield* membership.getEnrollments()
          let dropped = 0
          server.use(
            http.patch(
              `${api}/membership/v1/membership/sub-ava/enrollment/enr-ava-1`,
              async ({ request }) => {
                await upstream.handle("atlas", request)
                dropped += 1
                return HttpResponse.error()
              },
              { once: true }
            )
          )
          const downgraded = yield* membership.updateEnrollment(enrollment!.subscriptionId, enrollment!.id, {
            planId: "boost-lite-monthly",
            method: "DOWNGRADE"
          })
          assert.strictEqual(dropped, 1)
          assert.strictEqual(last().method, "PATCH")
          assert.strictEqual(last().url, `${api}/membership/v1/membership/sub-ava/enrollment/enr-ava-1`)
          expect({ planId: downgraded.planId, method: downgraded.method, status: downgraded.status }).toStrictEqual({
            planId: "boost-lite-monthly",
            method: "DOWNGRADE",
            status: "ACTIVE"
          })
          const cancelled = yield* membership.updateEnrollment("sub-ava", "enr-ava-1", { status: "CANCELLED" })
          assert.strictEqual(cancelled.status, "CANCELLED")
          expect((yield* membership.getEnrollments(["CANCELLED"])).map((e) => e.id)).toStrictEqual(["enr-ava-1"])
          assert.strictEqual(
            codeOf(yield* Effect.flip(membership.updateEnrollment("sub-ava", "enr-ava-1", { status: "ACTIVE" }))),
            "ENROLLMENT_CANCELLED"
          )
          assert.strictEqual(
            codeOf(yield* Effect.flip(membership.updateEnrollment("sub-x", "enr-x", { status: "ACTIVE" }))),
            "ENROLLMENT_NOT_FOUND"
          )
          assert.strictEqual(
            codeOf(yield* Effect.flip(membership.updateEnrollment("sub-ava", "enr-ava-1", { planId: "gold" }))),
            "PLAN_NOT_FOUND"
          )
        })
      )
  )

  it.live("a failed membership read (Membership.getMembership) is silent for analytics (spec §8)", () =>
    run(
      Effect.gen(function* () {
        server.use(
          http.get(`${api}/membership/v1/membership`, () =>
            HttpResponse.json({ errors: [{ code: "DOWN", reason: "down", statusCode: 503 }] }, { status: 503 })
          )
        )
        const error = yield* Effect.flip(Effect.flatMap(Membership, (m) => m.getMembership()))
        const analytics = yield* Analytics
        assert.isTrue(Option.isNone(yield* analytics.report(error)))
      }).pipe(Effect.provide(Analytics.memory))
    )
  )
})
