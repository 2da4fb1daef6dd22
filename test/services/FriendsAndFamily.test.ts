import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { http, HttpResponse } from "msw"
import { FRIENDS_AND_FAMILY_CONTEXT_KEY, FriendsAndFamily, preferenceValue, RequestContext, snapFlags } from "atlas-client"
import { mswShopper, signInSession, transports } from "../support/upstream.js"

const { requests, upstream, server, runVia, api } = mswShopper(FriendsAndFamily.Default)

const signInAs = (shopperId: string) =>
  Effect.gen(function* () {
    const service = yield* FriendsAndFamily
    yield* service.fetch()
    yield* signInSession(upstream, shopperId)
    return service
  })

describe.each(transports)("FriendsAndFamily through the reference upstream (msw), via %s", (transport) => {
  const run = runVia(transport)

  it.live("fetch, opt-in and opt-out are three GETs that change the shopper's state", () =>
    run(
      Effect.gen(function* () {
        const service = yield* signInAs("shopper-ava")
        const before = yield* service.fetch()
        assert.isFalse(before.optedIn)
        assert.strictEqual(requests.at(-1)?.url, `${api}/friends-and-family/`)
        const joined = yield* service.optIn()
        const optIn = requests.at(-1)
        assert.strictEqual(optIn?.method, "GET")
        assert.strictEqual(optIn?.url, `${api}/friends-and-family/opt-in`)
        assert.strictEqual(optIn?.headers.get("idempotency-key"), null)
        assert.isTrue(joined.optedIn)
        assert.strictEqual(preferenceValue(joined, "FFBetaProgram"), "true")
        assert.include(["A", "B"], joined.split)
        assert.strictEqual(joined.snapEnabled, joined.snapTestingEligibility)
        expect(Object.keys(snapFlags(joined))).toStrictEqual(["snapTestingEligibility", "snapEnabled"])
        assert.isTrue((yield* service.fetch()).optedIn)
        const left = yield* service.optOut()
        assert.strictEqual(requests.at(-1)?.url, `${api}/friends-and-family/opt-out`)
        assert.isFalse(left.optedIn)
        assert.strictEqual(preferenceValue(left, "SNAP_Program"), "false")
        assert.isFalse((yield* service.fetch()).optedIn)
        assert.strictEqual(upstream.state.friendsAndFamily.changes.value, 2)
      })
    )
  )

  it.live("the preferences go into x-customer-context keyed by the friends-and-family use case; opting out removes them", () =>
    run(
      Effect.gen(function* () {
        const service = yield* signInAs("shopper-ben")
        const ctx = yield* RequestContext
        yield* ctx.update((c) => ({ ...c, customerContext: { other: 1 } }))
        const joined = yield* service.optIn()
        yield* service.fetch()
        const header = JSON.parse(requests.at(-1)?.headers.get("x-customer-context") ?? "{}") as Record<string, unknown>
        expect(header).toStrictEqual({
          other: 1,
          [FRIENDS_AND_FAMILY_CONTEXT_KEY]: { groupName: joined.groupName, preferences: joined.preferences.map((p) => ({ ...p })) }
        })
        assert.sameMembers(
          joined.preferences.map((p) => p.name),
          ["FFBetaProgram", "SNAP_Program"]
        )
        yield* service.optOut()
        yield* service.fetch()
        assert.strictEqual(requests.at(-1)?.headers.get("x-customer-context"), '{"other":1}')
      })
    )
  )

  it.live("opt-in and opt-out are never retried: a 503 is sent once and fails", () =>
    run(
      Effect.gen(function* () {
        const service = yield* FriendsAndFamily
        let calls = 0
        server.use(
          http.get(`${api}/friends-and-family/opt-in`, () => {
            calls += 1
            return HttpResponse.json({ errors: [{ code: "DOWN", reason: "down", datetime: "x", statusCode: 503 }] }, { status: 503 })
          })
        )
        const error = yield* service.optIn().pipe(Effect.flip)
        assert.strictEqual(error._tag, "UpstreamError")
        assert.strictEqual(calls, 1)
      })
    )
  )

  it.live("anonymous shoppers can fetch but not opt in; closed accounts cannot join", () =>
    run(
      Effect.gen(function* () {
        const service = yield* FriendsAndFamily
        const anonymous = yield* service.fetch()
        assert.isFalse(anonymous.optedIn)
        const error = yield* service.optIn().pipe(Effect.flip)
        assert.strictEqual(error._tag === "UpstreamError" ? error.status : 0, 401)
        yield* signInAs("shopper-chloe")
        const closed = yield* service.optIn().pipe(Effect.flip)
        assert.strictEqual(closed._tag === "UpstreamError" ? closed.errors[0]?.code : "", "ACCOUNT_NOT_OPEN")
      })
    )
  )
})
