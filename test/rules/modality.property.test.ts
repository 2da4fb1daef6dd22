import { assert, describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import fc from "fast-check"
import { addModality, createPreferences, type ModalityInput } from "atlas-client/rules"
import { type Modality, type ModalityPreferencesData, ModalitySource, toWireModality } from "atlas-client"

const UPGRADES = new Set(["Profile", "PROFILE", "Options", "MODALITY_OPTIONS"])

const spelling = {
  PICKUP: fc.constantFrom("PICKUP", "Pickup", "pickup"),
  IN_STORE: fc.constantFrom("IN_STORE", "InStore", "in-store"),
  DELIVERY: fc.constantFrom("DELIVERY", "Delivery", "delivery"),
  SHIP: fc.constantFrom("SHIP", "Ship", "ship")
} as const

const date = fc.integer({ min: 0, max: 400 }).map((d) => new Date(Date.UTC(2025, 0, 1) + d * 3_600_000).toISOString())
const source = fc.constantFrom(...ModalitySource.literals)

type Draft = Omit<ModalityInput, "id">

const location: fc.Arbitrary<Draft> = fc.record({
  modalityType: fc.oneof(spelling.PICKUP, spelling.IN_STORE),
  createdDate: date,
  source,
  destination: fc.constantFrom("01400943", "01400316", "01600001").map((locationId) => ({ location: { locationId } }))
})

const lines = fc.constantFrom<ReadonlyArray<string> | undefined>(
  undefined,
  ["1014 Vine St"],
  ["1014  VINE st"],
  ["200 Main St"],
  ["200 Main St", "Apt 2"]
)
const address: fc.Arbitrary<Draft> = fc.record({
  modalityType: fc.oneof(spelling.DELIVERY, spelling.SHIP),
  createdDate: date,
  source,
  destination: fc.record({ postalCode: fc.constantFrom("45202", "45220"), lines }).map(({ postalCode, lines }) => ({
    address: { postalCode, ...(lines === undefined ? {} : { addressLines: lines }) }
  }))
})

const step = fc.record({ draft: fc.oneof(location, address), activate: fc.boolean(), now: date })
const scenario = fc.record({ first: fc.oneof(location, address), steps: fc.array(step, { maxLength: 25 }) })

const ok = <A, E>(e: Either.Either<A, E>): A => Either.getOrThrowWith(e, (err) => new Error(String(err)))

const norm = (m: Modality) =>
  "address" in m.destination
    ? (m.destination.address.addressLines ?? []).map((l) => l.trim().replace(/\s+/g, " ").toLowerCase()).join("|")
    : ""

const equal = (a: Modality, b: Modality): boolean => {
  if (a.modalityType !== b.modalityType) return false
  if ("location" in a.destination && "location" in b.destination)
    return a.destination.location.locationId === b.destination.location.locationId
  if ("address" in a.destination && "address" in b.destination) {
    if (a.destination.address.postalCode !== b.destination.address.postalCode) return false
    // Same type and postal code may coexist only as distinct street addresses.
    return norm(a) === "" || norm(b) === "" || norm(a) === norm(b)
  }
  return false
}

const run = (
  first: Draft,
  steps: ReadonlyArray<{ readonly draft: Draft; readonly activate: boolean; readonly now: string }>,
  check: (
    before: ModalityPreferencesData,
    after: ModalityPreferencesData,
    input: ModalityInput,
    options: { activate: boolean; now: string }
  ) => void
) => {
  let prefs = ok(createPreferences({ ...first, id: "m0" }))
  steps.forEach(({ draft, activate, now }, i) => {
    const input = { ...draft, id: `m${i + 1}` }
    const next = ok(addModality(prefs, input, { activate, now }))
    check(prefs, next, input, { activate, now })
    prefs = next
  })
  return prefs
}

const chosenOf = (after: ModalityPreferencesData, _before: ModalityPreferencesData, input: ModalityInput) => {
  const type = Option.getOrThrow(toWireModality(input.modalityType))
  return after.modalities.find((m) => m.id === after.primaryModality[type])
}

describe("addModality properties (fast-check)", () => {
  it("never two equal modalities", () => {
    fc.assert(
      fc.property(scenario, ({ first, steps }) => {
        run(first, steps, (_, after) => {
          after.modalities.forEach((a, i) => after.modalities.slice(i + 1).forEach((b) => assert.isFalse(equal(a, b), `${a.id} ~ ${b.id}`)))
          assert.strictEqual(new Set(after.modalities.map((m) => m.id)).size, after.modalities.length)
        })
      }),
      { numRuns: 300 }
    )
  })

  it("the primary always points at an existing modality of its type; the active type has a primary", () => {
    fc.assert(
      fc.property(scenario, ({ first, steps }) => {
        run(first, steps, (_, after) => {
          for (const [type, id] of Object.entries(after.primaryModality)) {
            const m = after.modalities.find((x) => x.id === id)
            assert.isDefined(m, `primary ${type} → ${id}`)
            assert.strictEqual(m?.modalityType, type)
          }
          assert.isDefined(after.activeModality)
          if (after.activeModality !== undefined)
            assert.isDefined(after.primaryModality[Option.getOrThrow(toWireModality(after.activeModality))])
        })
      }),
      { numRuns: 300 }
    )
  })

  it("active changes only when activation is asked or none is set; the primary of the type is the chosen one", () => {
    fc.assert(
      fc.property(scenario, ({ first, steps }) => {
        run(first, steps, (before, after, input, { activate }) => {
          const chosen = chosenOf(after, before, input)
          assert.isDefined(chosen)
          if (chosen === undefined) return
          const expected = activate || before.activeModality === undefined ? chosen.modalityType : before.activeModality
          assert.strictEqual(after.activeModality, expected)
        })
      }),
      { numRuns: 300 }
    )
  })

  it("the chosen modality's created date is now (refreshed on reuse); its source is upgraded only to Profile or Options", () => {
    fc.assert(
      fc.property(scenario, ({ first, steps }) => {
        run(first, steps, (before, after, input, { now }) => {
          const chosen = chosenOf(after, before, input)
          assert.isDefined(chosen)
          if (chosen === undefined) return
          assert.strictEqual(chosen.createdDate, now)
          const previous = before.modalities.find((m) => m.id === chosen.id)
          if (previous === undefined) {
            assert.strictEqual(chosen.id, input.id)
            assert.strictEqual(chosen.source, input.source)
          } else {
            assert.strictEqual(chosen.source, UPGRADES.has(input.source) ? input.source : previous.source)
          }
          for (const m of after.modalities) {
            if (m.id === chosen.id) continue
            const b = before.modalities.find((x) => x.id === m.id)
            assert.isDefined(b, "only the chosen modality is new")
            expect(m, "other modalities are untouched").toStrictEqual(b)
          }
        })
      }),
      { numRuns: 300 }
    )
  })
})
