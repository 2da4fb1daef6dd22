import { assert, describe, expect, it } from "@effect/vitest"
import { normalizeProfileId } from "atlas-client/rules"
import { seededShoppers, seedState } from "atlas-client/testing"

describe("the account seed", () => {
  it("one profile per seeded shopper: premium, not premium, closed account; deterministic", () => {
    const a = seedState()
    const b = seedState()
    const states = seededShoppers.map((s) => a.customer.profiles.get(s.shopperId))
    expect(states.map((p) => [p?.premiumState, p?.accountState])).toStrictEqual([
      ["PREMIUM", "OPEN"],
      ["NOT_PREMIUM", "OPEN"],
      ["DEFAULT", "CLOSED"]
    ])
    expect([...a.customer.profiles.values()]).toStrictEqual([...b.customer.profiles.values()])
    for (const p of states) {
      assert.match(normalizeProfileId(p?.profileId ?? ""), /^[0-9A-F]{32}$/)
      assert.isTrue(a.stores.some((s) => s.locationId === p?.preferredStoreId))
    }
  })

  it("a seeded shopper is premium exactly when the membership seed holds an active enrollment for them", () => {
    const state = seedState()
    for (const shopper of seededShoppers) {
      const active = (state.rewards.enrollments.get(shopper.shopperId) ?? []).some((e) => e.status === "ACTIVE")
      expect([shopper.shopperId, state.customer.profiles.get(shopper.shopperId)?.premiumState === "PREMIUM"]).toStrictEqual([
        shopper.shopperId,
        active
      ])
    }
  })

  it("banners come from the seeded stores; identity has the reference clients", () => {
    const state = seedState()
    assert.sameMembers(
      state.banners.map((b) => b.name),
      [...new Set(state.stores.map((s) => s.banner))]
    )
    assert.isTrue(state.identity.clients.has("atlas-storefront-server"))
    assert.strictEqual(state.identity.tokens.size, 0)
  })
})
