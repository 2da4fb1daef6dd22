// The modality examples of `atlas-client/rules` (the others: rules.test.ts): each region is the
// `@example` of its function in src/rules/modality.ts (verbatim, checked by test/docs/apiExamples.test.ts),
// and runs here.
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import {
  activeModalityOf,
  addModality,
  createPreferences,
  findEqualModality,
  hasAddressLines,
  isIncomplete,
  isKnownModality,
  isLocationModality,
  isTrustedSource,
  lafObject,
  modalityHeader,
  type ModalityInput,
  primaryModalityOf,
  setActiveModality,
  validateModality
} from "atlas-client/rules"

// Modalities as a caller sends them, for the modality examples.
const pickupAt = (locationId: string): ModalityInput => ({
  id: `pickup-${locationId}`,
  modalityType: "PICKUP",
  createdDate: "2024-05-01T12:00:00.000Z",
  source: "PROFILE",
  destination: { location: { locationId } }
})
const deliveryTo = (postalCode: string, addressLines: ReadonlyArray<string>): ModalityInput => ({
  id: `delivery-${postalCode}`,
  modalityType: "DELIVERY",
  createdDate: "2024-05-01T12:00:00.000Z",
  source: "PROFILE",
  destination: { address: { postalCode, addressLines } }
})

describe("modality", () => {
  it("isTrustedSource", () => {
    // #region isTrustedSource
    expect(isTrustedSource("PROFILE")).toBe(true)
    expect(isTrustedSource("DEFAULT_MODALITY_UNKNOWN")).toBe(false)
    // #endregion isTrustedSource
  })
  it("isIncomplete", () => {
    // #region isIncomplete
    expect(isIncomplete(undefined)).toBe(true)
    expect(isIncomplete({ modalities: [{ source: "DEFAULT_MODALITY_UNKNOWN" }] })).toBe(true)
    expect(isIncomplete({ modalities: [{ source: "SHIP_AUTOGEN" }] })).toBe(false)
    // #endregion isIncomplete
  })
  it("isLocationModality", () => {
    // #region isLocationModality
    expect(isLocationModality("PICKUP")).toBe(true)
    expect(isLocationModality("DELIVERY")).toBe(false)
    // #endregion isLocationModality
  })
  it("validateModality", () => {
    // #region validateModality
    const pickup = validateModality({ ...pickupAt("01400943"), modalityType: "pickup" })
    expect(Either.map(pickup, (m) => m.modalityType)).toStrictEqual(Either.right("PICKUP"))
    expect(Either.isLeft(validateModality({ ...pickupAt("01400943"), destination: {} }))).toBe(true)
    // #endregion validateModality
  })
  it("isKnownModality", () => {
    // #region isKnownModality
    const pickup = Either.getOrThrow(validateModality(pickupAt("01400943")))
    expect(isKnownModality(pickup)).toBe(true)
    expect(isKnownModality({ ...pickup, modalityType: "DRONE" })).toBe(false)
    // #endregion isKnownModality
  })
  it("hasAddressLines", () => {
    // #region hasAddressLines
    expect(hasAddressLines({ postalCode: "45202", addressLines: ["1014 Vine St"] })).toBe(true)
    expect(hasAddressLines({ postalCode: "45202" })).toBe(false)
    // #endregion hasAddressLines
  })
  it("createPreferences", () => {
    // #region createPreferences
    const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
    expect(prefs.activeModality).toBe("PICKUP")
    expect(prefs.primaryModality).toStrictEqual({ PICKUP: "pickup-01400943" })
    // #endregion createPreferences
  })
  it("addModality", () => {
    // #region addModality
    const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
    const more = Either.getOrThrow(addModality(prefs, deliveryTo("45202", ["1014 Vine St"]), { activate: true }))
    expect(more.activeModality).toBe("DELIVERY")
    expect(more.modalities.length).toBe(2)
    // #endregion addModality
  })
  it("findEqualModality", () => {
    // #region findEqualModality
    const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
    const again = Either.getOrThrow(validateModality({ ...pickupAt("01400943"), id: "new" }))
    expect(Option.map(findEqualModality(prefs.modalities, again), (m) => m.id)).toStrictEqual(Option.some("pickup-01400943"))
    // #endregion findEqualModality
  })
  it("primaryModalityOf", () => {
    // #region primaryModalityOf
    const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
    expect(Either.map(primaryModalityOf(prefs, "PICKUP"), (m) => m.id)).toStrictEqual(Either.right("pickup-01400943"))
    expect(Either.isLeft(primaryModalityOf(prefs, "SHIP"))).toBe(true) // NoPrimaryModality
    // #endregion primaryModalityOf
  })
  it("setActiveModality", () => {
    // #region setActiveModality
    const prefs = Either.getOrThrow(addModality(Either.getOrThrow(createPreferences(pickupAt("01400943"))), deliveryTo("45202", [])))
    expect(Either.map(setActiveModality(prefs, "DELIVERY"), (p) => p.activeModality)).toStrictEqual(Either.right("DELIVERY"))
    expect(Either.isLeft(setActiveModality(prefs, "SHIP"))).toBe(true)
    // #endregion setActiveModality
  })
  it("activeModalityOf", () => {
    // #region activeModalityOf
    const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
    expect(Option.map(activeModalityOf(prefs), (m) => m.modalityType)).toStrictEqual(Option.some("PICKUP"))
    expect(Option.isNone(activeModalityOf(undefined))).toBe(true)
    // #endregion activeModalityOf
  })
  it("modalityHeader", () => {
    // #region modalityHeader
    const pickup = Either.getOrThrow(validateModality(pickupAt("01400943")))
    expect(modalityHeader(pickup)).toStrictEqual({ type: "PICKUP", locationId: "01400943" })
    expect(modalityHeader({ type: "DELIVERY", postalCode: "45202" })).toStrictEqual({ type: "DELIVERY", postalCode: "45202" })
    // #endregion modalityHeader
  })
  it("lafObject", () => {
    // #region lafObject
    const pickup = Either.getOrThrow(validateModality(pickupAt("01400943")))
    const laf = lafObject(pickup, { storeId: "01400943" })
    expect(laf.sources).toStrictEqual([{ storeId: "01400943" }])
    // #endregion lafObject
  })
})
