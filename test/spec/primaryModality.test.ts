import { describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import fc from "fast-check"
import { ModalityPreferencesResponse, ModalityTypeSpelling, PrimaryModality, toWireModality, type WireModality } from "atlas-client"
import { getPreferences } from "../../src/contract/modality.js"
import { fastDecoder } from "../../src/internal/fastCodec.js"

const wire = (spelling: ModalityTypeSpelling): WireModality => {
  const type = toWireModality(spelling)
  if (type._tag === "None") throw new Error(`not a spelling: ${spelling}`)
  return type.value
}

const spellingsOf = (type: WireModality) => ModalityTypeSpelling.literals.filter((s) => wire(s) === type)

/** One spelling per modality type (or none), each with a modality id. */
const primaryBySpelling = fc
  .record(
    {
      PICKUP: fc.tuple(fc.constantFrom(...spellingsOf("PICKUP")), fc.string({ minLength: 1 })),
      DELIVERY: fc.tuple(fc.constantFrom(...spellingsOf("DELIVERY")), fc.string({ minLength: 1 })),
      SHIP: fc.tuple(fc.constantFrom(...spellingsOf("SHIP")), fc.string({ minLength: 1 })),
      IN_STORE: fc.tuple(fc.constantFrom(...spellingsOf("IN_STORE")), fc.string({ minLength: 1 }))
    },
    { requiredKeys: [] }
  )
  .map((chosen) => ({
    sent: Object.fromEntries(Object.values(chosen).map(([spelling, id]) => [spelling, id])),
    expected: Object.fromEntries(Object.entries(chosen).map(([type, [, id]]) => [type, id]))
  }))

const preferencesWith = (primaryModality: Record<string, string>) => ({ data: { primaryModality, modalities: [] } })

// Spec §3: "primaryModality (map from modality type to a modality id)", and the modality type is
// "Delivery, Ship, Pickup, InStore; also written ship, delivery, pickup, in-store and upper-case
// PICKUP, DELIVERY, SHIP, IN_STORE".
describe("spec §3: primaryModality (map from modality type to a modality id)", () => {
  it("every spelling of the twelve is a key, normalised to the upper-case type", () => {
    expect(spellingsOf("PICKUP")).toHaveLength(3)
    for (const spelling of ModalityTypeSpelling.literals) {
      const decoded = Schema.decodeUnknownSync(PrimaryModality)({ [spelling]: "m1" })
      expect(decoded).toEqual({ [wire(spelling)]: "m1" })
    }
  })

  it('{ "Pickup": "m1" } keeps its primary (it decoded to {} before)', () => {
    expect(Schema.decodeUnknownSync(PrimaryModality)({ Pickup: "m1" })).toEqual({ PICKUP: "m1" })
  })

  it("property: any spelling per type decodes to the upper-case key, in the preferences body and on the client's fast path", () => {
    const decodeFast = fastDecoder(getPreferences.success)
    fc.assert(
      fc.property(primaryBySpelling, ({ sent, expected }) => {
        const body = preferencesWith(sent)
        expect(Schema.decodeUnknownSync(PrimaryModality)(sent)).toEqual(expected)
        expect(Schema.decodeUnknownSync(ModalityPreferencesResponse)(body).data.primaryModality).toEqual(expected)
        const fast = decodeFast(body)
        const viaEffect = Schema.decodeUnknownSync(getPreferences.success)(body)
        if (typeof fast === "object") expect(fast).toEqual(viaEffect)
      })
    )
  })

  it("property: encoding sends the upper-case keys, and decoding them gives the same map back", () => {
    fc.assert(
      fc.property(primaryBySpelling, ({ expected }) => {
        const encoded = Schema.encodeSync(PrimaryModality)(expected)
        expect(encoded).toEqual(expected)
        expect(Schema.decodeUnknownSync(PrimaryModality)(encoded)).toEqual(expected)
      })
    )
  })

  it("two spellings of one type: the upper-case one wins; keys that are no modality type are dropped", () => {
    expect(Schema.decodeUnknownSync(PrimaryModality)({ pickup: "a", PICKUP: "b", Pickup: "c", Curbside: "x" })).toEqual({ PICKUP: "b" })
    expect(Schema.decodeUnknownSync(PrimaryModality)({ "in-store": "a", InStore: "c" })).toEqual({ IN_STORE: "c" })
  })

  it("an id that is not a string still fails, whatever the spelling of its key", () => {
    expect(Either.isLeft(Schema.decodeUnknownEither(PrimaryModality)({ Pickup: 7 }))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(PrimaryModality)({ PICKUP: 7 }))).toBe(true)
  })
})
