import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Customer, ProfileErrorTexts } from "atlas-client"
import { shopperClient } from "atlas-client/testing"
import { normalizeProfileId as ruleNormalize } from "atlas-client/rules"
import { mswShopper, signInSession } from "../support/upstream.js"

const { requests, upstream, run, api, last } = mswShopper(Customer.Default)

/** Opens the session with a first call, then signs it in as a seeded shopper. */
const signInAs = (shopperId: string) =>
  Effect.gen(function* () {
    const customer = yield* Customer
    yield* customer.getProfileContext()
    yield* signInSession(upstream, shopperId)
    return customer
  })

describe("Customer through the reference upstream (msw)", () => {
  it.live("getIdentity: the anonymous identity has no email, only the anonymous role, and is not authenticated", () =>
    run(
      Effect.gen(function* () {
        const identity = yield* Customer.pipe(Effect.flatMap((c) => c.getIdentity()))
        assert.isUndefined(identity.emailAddress)
        expect(identity.roles).toStrictEqual(["anonymous"])
        assert.isFalse(identity.isAuthenticated)
        assert.isTrue(identity.isAnonymous)
        assert.strictEqual(last().url, `${api}/profile/context`)
        assert.strictEqual(last().method, "GET")
        assert.strictEqual(last().headers.get("x-call-origin"), "Customer.getProfileContext")
      })
    )
  )

  it.live("a signed-in shopper's identity and profile context", () =>
    run(
      Effect.gen(function* () {
        const customer = yield* signInAs("shopper-ben")
        const context = yield* customer.getProfileContext()
        assert.strictEqual(context.identity.emailAddress, "ben.okafor@example.com")
        assert.isTrue(context.identity.isAuthenticated)
        assert.includeMembers([...context.identity.roles], ["user"])
        assert.notInclude(context.identity.roles, "anonymous")
        assert.strictEqual(context.premiumState, "NOT_PREMIUM")
        assert.strictEqual(context.accountState, "OPEN")
      })
    )
  )

  it.live("getProfile: detail levels id, basic, full; projections compact and full; the profile id normalised", () =>
    run(
      Effect.gen(function* () {
        const customer = yield* signInAs("shopper-ava")
        const stored = upstream.state.customer.profiles.get("shopper-ava")?.profileId ?? ""
        assert.match(stored, /^\{.*-.*\}$/, "stored with braces and dashes")

        const id = yield* customer.getProfile({ detailLevel: "id" })
        assert.strictEqual(id.profileId, ruleNormalize(stored))
        assert.match(id.profileId, /^[0-9A-F]+$/)
        assert.isUndefined(id.emailAddress)
        assert.strictEqual(new URL(last().url).searchParams.get("filter.detailLevel"), "id")

        const basic = yield* customer.getProfile()
        assert.strictEqual(basic.detailLevel, "basic")
        assert.strictEqual(basic.emailAddress, "ava.johnson@example.com")
        assert.strictEqual(basic.accountState, "OPEN")
        assert.strictEqual(basic.premiumState, "PREMIUM")
        assert.isUndefined(basic.kycStatus)
        assert.strictEqual(new URL(last().url).search, "")

        const compact = yield* customer.getProfile({ detailLevel: "full", projection: "customerProfile.compact" })
        assert.strictEqual(new URL(last().url).searchParams.get("projections"), "customerProfile.compact")
        assert.strictEqual(compact.currency, "USD")
        assert.strictEqual(compact.kycStatus, "APPROVED")
        assert.isUndefined(compact.phones)

        const full = yield* customer.getProfile({ detailLevel: "full", projection: "customerProfile.full" })
        assert.isTrue((full.phones ?? []).some((p) => p.type === "MOBILE"))
        assert.isTrue((full.addresses ?? []).length > 0)
        assert.strictEqual(yield* customer.getProfileId(), id.profileId)
      })
    )
  )

  it.live("a closed account's profile says CLOSED", () =>
    run(
      Effect.gen(function* () {
        const customer = yield* signInAs("shopper-chloe")
        const profile = yield* customer.getProfile({ detailLevel: "full" })
        assert.strictEqual(profile.accountState, "CLOSED")
        assert.strictEqual(profile.kycStatus, "REFUSED")
      })
    )
  )

  it.live("profile errors pbsg are ProfileErrors with the spec's texts", () =>
    run(
      Effect.gen(function* () {
        const customer = yield* Customer
        const anonymous = yield* customer.getProfile().pipe(Effect.flip)
        assert.strictEqual(anonymous._tag, "ProfileError")
        if (anonymous._tag === "ProfileError") {
          assert.strictEqual(anonymous.code, "pbsg")
          assert.strictEqual(anonymous.reason, "userId is empty")
          assert.strictEqual(anonymous.message, "userId is empty")
        }
        yield* signInAs("shopper-ava")
        const record = upstream.state.customer.profiles.get("shopper-ava")
        if (record === undefined) throw new Error("no profile")
        const reasons: Array<string> = ["userId is empty"]
        record.banner = undefined
        reasons.push(
          yield* customer.getProfile().pipe(
            Effect.flip,
            Effect.map((e) => (e._tag === "ProfileError" ? e.reason : e._tag))
          )
        )
        assert.strictEqual((yield* customer.getProfile({ banner: "Atlas Market" })).banner, "Atlas Market")
        record.email = ""
        reasons.push(
          yield* customer.getProfile({ banner: "Atlas Market" }).pipe(
            Effect.flip,
            Effect.map((e) => (e._tag === "ProfileError" ? e.reason : e._tag))
          )
        )
        upstream.state.customer.profiles.delete("shopper-ava")
        const missing = yield* customer.getProfile().pipe(Effect.flip)
        reasons.push(missing._tag === "ProfileError" ? missing.reason : missing._tag)
        assert.strictEqual(missing._tag === "ProfileError" ? missing.status : 0, 404)
        assert.sameMembers(reasons, [...ProfileErrorTexts])
      })
    )
  )

  it.live("preferences: create (keyed, XSRF), list with params, bulk put, put one", () =>
    run(
      Effect.gen(function* () {
        const customer = yield* signInAs("shopper-ava")
        const created = yield* customer.createPreference({ name: "  theme ", value: "dark", category: "display" })
        assert.strictEqual(created.name, "theme")
        const create = last()
        assert.strictEqual(create.method, "POST")
        assert.strictEqual(create.url, `${api}/enterprise-customer/v1/customer-preferences/`)
        assert.isNotNull(create.headers.get("idempotency-key"))
        assert.isNotNull(create.headers.get("x-xsrf-token"))
        const duplicate = yield* customer.createPreference({ name: "theme", value: "light" }).pipe(Effect.flip)
        assert.strictEqual(duplicate._tag === "UpstreamError" ? duplicate.errors[0]?.code : duplicate._tag, "PREFERENCE_EXISTS")

        const all = yield* customer.putPreferences([
          { name: "theme", value: "light" },
          { name: "FFBetaProgram", value: "true", category: "friendsAndFamily" },
          { name: "snapEnabled", value: "false", category: "snap" }
        ])
        assert.strictEqual(last().method, "PUT")
        assert.strictEqual(all.length, 3)
        assert.strictEqual(all.find((p) => p.name === "theme")?.preferenceId, created.preferenceId)
        assert.strictEqual(all.find((p) => p.name === "theme")?.value, "light")

        const some = yield* customer.getPreferences({ names: ["theme", "snapEnabled", " "] })
        assert.strictEqual(new URL(last().url).searchParams.get("filter.names"), "theme,snapEnabled")
        assert.sameMembers(
          some.map((p) => p.name),
          ["theme", "snapEnabled"]
        )
        const byCategory = yield* customer.getPreferences({ category: "snap" })
        expect(byCategory.map((p) => p.name)).toStrictEqual(["snapEnabled"])

        const updated = yield* customer.updatePreference(created.preferenceId, "system")
        assert.strictEqual(last().url, `${api}/enterprise-customer/v1/customer-preferences/${created.preferenceId}`)
        assert.strictEqual(last().method, "PUT")
        assert.strictEqual(updated.value, "system")
        assert.strictEqual(updated.category, "display")
        const unknown = yield* customer.updatePreference("pref-nope", "x").pipe(Effect.flip)
        assert.strictEqual(unknown._tag === "UpstreamError" ? unknown.status : 0, 404)
      })
    )
  )

  it.live("preference validation happens before sending", () =>
    run(
      Effect.gen(function* () {
        const customer = yield* Customer
        const empty = yield* customer.createPreference({ name: "  ", value: "x" }).pipe(Effect.flip)
        assert.strictEqual(empty.message, "Expecting create customer preference request")
        const none = yield* customer.putPreferences([]).pipe(Effect.flip)
        assert.strictEqual(none.message, "Expecting bulk customer preferences request")
        const blankId = yield* customer.updatePreference(" ", "x").pipe(Effect.flip)
        assert.strictEqual(blankId._tag, "RequestValidationError")
        assert.strictEqual(requests.length, 0)
      })
    )
  )

  it.live("anonymous preferences are kept per session", () =>
    run(
      Effect.gen(function* () {
        const customer = yield* Customer
        yield* customer.getProfileContext()
        yield* customer.createPreference({ name: "lang", value: "en" })
        const mine = yield* customer.getPreferences()
        expect(mine.map((p) => p.name)).toStrictEqual(["lang"])
        const other = yield* Customer.pipe(
          Effect.flatMap((c) => c.getPreferences()),
          Effect.provide(Customer.Default.pipe(Layer.provideMerge(shopperClient())))
        )
        expect(other).toStrictEqual([])
      })
    )
  )
})
