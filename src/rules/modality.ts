/**
 * Modality preference handling (spec §3 "Modality preferences", §4, §5, §8): validating a
 * modality, adding it to a shopper's preferences (matching, reuse, replacement, primary and
 * active), creating preferences, trusted and complete sources, the modality header and the
 * location-and-fulfilment object. Pure: the caller passes `now`; ids come with the modality.
 *
 * Source names (DESIGN): "options" is `Options` and `MODALITY_OPTIONS`, "profile" `Profile` and
 * `PROFILE`, fallback shopping context `FALLBACK_SHOPPING_CONTEXT`, landing page `LANDING_PAGE`,
 * ship and location autogen `SHIP_AUTOGEN` and `LOCATION_AUTOGEN`.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import type { LatLng, Tolerant } from "../schema/common.js"
import {
  type Destination,
  type DestinationAddress,
  type LafObject,
  type LafSource,
  type Modality,
  type ModalityPreferencesData,
  type ModalitySource,
  type ModalityTypeSpelling,
  type StoreLocation,
  toWireModality,
  type WireModality
} from "../schema/modality.js"
import { defined } from "../internal/optional.js"
import { hasStreetAddress } from "./address.js"

/** The message of a delivery or ship modality with no street address (only lat/lng, or nothing). */
export const ADDRESS_NEEDS_POSTAL_CODE = "address needs at least a postalCode"
/** The message of a street address with no non-empty part, or whose postal code is not a string. */
export const STREET_ADDRESS_INCOMPLETE = "a street address needs at least one non-empty part and a string postalCode"

/** Why a modality was refused. */
export type InvalidModalityReason = "UnknownModalityType" | "NoPostalCode" | "IncompleteStreetAddress" | "NoLocation"

/**
 * A modality the rules refuse (spec §5), with the spec's message.
 *
 * @example
 * validateModality({ ...delivery, destination: { address: { location: { lat: 39.1, lng: -84.5 } } } })
 * // Either.left(InvalidModality { reason: "NoPostalCode", message: "address needs at least a postalCode" })
 */
export class InvalidModality extends Data.TaggedError("InvalidModality")<{
  readonly reason: InvalidModalityReason
  readonly message: string
}> {}

/**
 * The shopper has no primary modality of the type asked for (spec §8).
 *
 * @example
 * new NoPrimaryModality({ modalityType: "SHIP" }).message // "No primary modality of type SHIP exists for this user"
 */
export class NoPrimaryModality extends Data.TaggedError("NoPrimaryModality")<{ readonly modalityType: string }> {
  /** The spec's text for the missing primary modality, naming its type. */
  override get message(): string {
    return `No primary modality of type ${this.modalityType} exists for this user`
  }
}

/** An address as a caller may send it: any part may be missing (the rules say which may not). */
export interface AddressInput {
  readonly postalCode?: unknown
  readonly addressLines?: ReadonlyArray<string> | undefined
  readonly county?: string | undefined
  readonly stateProvince?: string | undefined
  readonly cityTown?: string | undefined
  readonly countryCode?: string | undefined
  readonly location?: LatLng | undefined
}

/** A destination as a caller may send it: a store location, or an address (possibly incomplete). */
export interface DestinationInput {
  readonly location?: (Partial<StoreLocation> & { readonly lat?: number; readonly lng?: number }) | undefined
  readonly address?: AddressInput | null | undefined
}

/** A modality as a caller may send it, before validation. */
export interface ModalityInput {
  readonly id: string
  readonly modalityType: WireModality | ModalityTypeSpelling
  readonly createdDate: string
  readonly destination: DestinationInput
  readonly fallbackDestination?: Destination | undefined
  readonly fallbackFulfillment?: string | undefined
  readonly source: ModalitySource
  readonly isTrustedSource?: boolean | undefined
}

/** Options of {@link addModality}. */
export interface AddModalityOptions {
  /** Make the chosen modality's type the active one (otherwise only when none is active). */
  readonly activate?: boolean
  /** The time of the change (the created date of new and reused modalities); the modality's own created date by default. */
  readonly now?: Date | string
}

const TRUSTED: ReadonlySet<string> = new Set([
  "Options",
  "MODALITY_OPTIONS",
  "Profile",
  "PROFILE",
  "FALLBACK_SHOPPING_CONTEXT",
  "LANDING_PAGE"
])
const COMPLETE: ReadonlySet<string> = new Set([
  "Profile",
  "PROFILE",
  "SHIP_AUTOGEN",
  "LOCATION_AUTOGEN",
  "FALLBACK_SHOPPING_CONTEXT",
  "Options",
  "MODALITY_OPTIONS",
  "LANDING_PAGE"
])
const UPGRADES: ReadonlySet<string> = new Set(["Profile", "PROFILE", "Options", "MODALITY_OPTIONS"])

/**
 * Trusted sources are only options, profile, fallback shopping context and landing page.
 *
 * @example
 * ```ts
 * expect(isTrustedSource("PROFILE")).toBe(true)
 * expect(isTrustedSource("DEFAULT_MODALITY_UNKNOWN")).toBe(false)
 * ```
 */
export const isTrustedSource = (source: string): boolean => TRUSTED.has(source)

/**
 * A modality set is incomplete when it is missing, or any entry has a source outside profile,
 * ship autogen, location autogen, fallback shopping context, options and landing page.
 *
 * @example
 * ```ts
 * expect(isIncomplete(undefined)).toBe(true)
 * expect(isIncomplete({ modalities: [{ source: "DEFAULT_MODALITY_UNKNOWN" }] })).toBe(true)
 * expect(isIncomplete({ modalities: [{ source: "SHIP_AUTOGEN" }] })).toBe(false)
 * ```
 */
export const isIncomplete = (
  prefs: { readonly modalities?: ReadonlyArray<{ readonly source: string }> | null | undefined } | null | undefined
): boolean =>
  prefs === null ||
  prefs === undefined ||
  prefs.modalities === null ||
  prefs.modalities === undefined ||
  prefs.modalities.some((m) => !COMPLETE.has(m.source))

/**
 * Whether a modality type hands off at a store location (pickup, in-store).
 *
 * @example
 * ```ts
 * expect(isLocationModality("PICKUP")).toBe(true)
 * expect(isLocationModality("DELIVERY")).toBe(false)
 * ```
 */
export const isLocationModality = (type: string): boolean => type === "PICKUP" || type === "IN_STORE"

const nonEmpty = (s: unknown): boolean => typeof s === "string" && s.trim() !== ""

const validAddress = (address: AddressInput | null | undefined): Either.Either<DestinationAddress, InvalidModality> => {
  if (!hasStreetAddress(address)) return Either.left(new InvalidModality({ reason: "NoPostalCode", message: ADDRESS_NEEDS_POSTAL_CODE }))
  const { location, ...street } = address
  if (Object.values(street).every((v) => v === undefined)) {
    return Either.left(new InvalidModality({ reason: "NoPostalCode", message: ADDRESS_NEEDS_POSTAL_CODE }))
  }
  const parts = [
    ...(street.addressLines ?? []),
    street.cityTown,
    street.stateProvince,
    street.county,
    street.countryCode,
    street.postalCode
  ]
  if (typeof street.postalCode !== "string" || !parts.some(nonEmpty)) {
    return Either.left(new InvalidModality({ reason: "IncompleteStreetAddress", message: STREET_ADDRESS_INCOMPLETE }))
  }
  return Either.right(
    defined({
      postalCode: street.postalCode,
      addressLines: street.addressLines === undefined ? undefined : [...street.addressLines],
      county: street.county,
      stateProvince: street.stateProvince,
      cityTown: street.cityTown,
      countryCode: street.countryCode,
      location
    })
  )
}

/** A modality whose type this client knows (what {@link validateModality} returns). */
export type KnownModality = Modality & { readonly modalityType: WireModality }

/**
 * Whether a modality's type is one this client knows (a response may carry a type added later).
 *
 * @example
 * ```ts
 * const pickup = Either.getOrThrow(validateModality(pickupAt("01400943")))
 * expect(isKnownModality(pickup)).toBe(true)
 * expect(isKnownModality({ ...pickup, modalityType: "DRONE" })).toBe(false)
 * ```
 */
export const isKnownModality = (modality: Modality): modality is KnownModality => Option.isSome(toWireModality(modality.modalityType))

/**
 * Checks a modality (spec §3 hand-off, §5): pickup and in-store need a store location with a
 * location id; ship and delivery need a street address with at least one non-empty part and a
 * string postal code ("address needs at least a postalCode" when there is only lat/lng). The
 * type comes back in its wire spelling and `isTrustedSource` follows the source.
 *
 * @example
 * ```ts
 * const pickup = validateModality({ ...pickupAt("01400943"), modalityType: "pickup" })
 * expect(Either.map(pickup, (m) => m.modalityType)).toStrictEqual(Either.right("PICKUP"))
 * expect(Either.isLeft(validateModality({ ...pickupAt("01400943"), destination: {} }))).toBe(true)
 * ```
 */
export const validateModality = (input: ModalityInput): Either.Either<KnownModality, InvalidModality> => {
  const type = toWireModality(input.modalityType)
  if (Option.isNone(type)) {
    return Either.left(
      new InvalidModality({ reason: "UnknownModalityType", message: `Unknown modality type ${String(input.modalityType)}` })
    )
  }
  const base = {
    id: input.id,
    modalityType: type.value,
    createdDate: input.createdDate,
    source: input.source,
    isTrustedSource: isTrustedSource(input.source),
    ...defined({ fallbackDestination: input.fallbackDestination, fallbackFulfillment: input.fallbackFulfillment })
  }
  if (isLocationModality(type.value)) {
    const location = input.destination.location
    if (location === undefined || !nonEmpty(location.locationId)) {
      return Either.left(
        new InvalidModality({ reason: "NoLocation", message: `A ${type.value} modality needs a store location with a locationId` })
      )
    }
    const destination: Destination = {
      location: defined({ locationId: location.locationId ?? "", storeId: location.storeId, address: location.address })
    }
    return Either.right({ ...base, destination })
  }
  return Either.map(validAddress(input.destination.address), (address): KnownModality => ({ ...base, destination: { address } }))
}

const isoOf = (now: Date | string | undefined, fallback: string): string =>
  now === undefined ? fallback : typeof now === "string" ? now : now.toISOString()

const time = (date: string): number => {
  const t = Date.parse(date)
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t
}

const locationIdOf = (m: Modality): string | undefined => ("location" in m.destination ? m.destination.location.locationId : undefined)
const addressOf = (m: Modality): DestinationAddress | undefined => ("address" in m.destination ? m.destination.address : undefined)
const norm = (s: string | undefined): string => (s ?? "").trim().replace(/\s+/g, " ").toLowerCase()
const linesOf = (a: DestinationAddress | undefined): ReadonlyArray<string> => (a?.addressLines ?? []).map(norm).filter((l) => l !== "")

/**
 * Whether an address has address lines (a street address beyond the postal code).
 *
 * @example
 * ```ts
 * expect(hasAddressLines({ postalCode: "45202", addressLines: ["1014 Vine St"] })).toBe(true)
 * expect(hasAddressLines({ postalCode: "45202" })).toBe(false)
 * ```
 */
export const hasAddressLines = (address: DestinationAddress | undefined): boolean => linesOf(address).length > 0

const sameFullAddress = (a: DestinationAddress, b: DestinationAddress): boolean => {
  const la = linesOf(a)
  const lb = linesOf(b)
  return (
    la.length === lb.length &&
    la.every((l, i) => l === lb[i]) &&
    norm(a.postalCode) === norm(b.postalCode) &&
    norm(a.cityTown) === norm(b.cityTown) &&
    norm(a.stateProvince) === norm(b.stateProvince)
  )
}

const mostRecent = (ms: ReadonlyArray<Modality>): Modality | undefined =>
  ms.reduce<Modality | undefined>((best, m) => (best === undefined || time(m.createdDate) > time(best.createdDate) ? m : best), undefined)

/**
 * The existing modality equal to a new one (spec §4): location modalities match on type and
 * location id; address modalities on type and postal code, with a full address match when the new
 * one has address lines, else the most recent one with address lines (the most recent one when
 * none has lines).
 *
 * @example
 * ```ts
 * const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
 * const again = Either.getOrThrow(validateModality({ ...pickupAt("01400943"), id: "new" }))
 * expect(Option.map(findEqualModality(prefs.modalities, again), (m) => m.id)).toStrictEqual(Option.some("pickup-01400943"))
 * ```
 */
export const findEqualModality = (modalities: ReadonlyArray<Modality>, modality: Modality): Option.Option<Modality> => {
  const sameType = modalities.filter((m) => m.modalityType === modality.modalityType)
  if (isLocationModality(modality.modalityType)) {
    return Option.fromNullable(sameType.find((m) => locationIdOf(m) !== undefined && locationIdOf(m) === locationIdOf(modality)))
  }
  const address = addressOf(modality)
  if (address === undefined) return Option.none()
  const samePostal = sameType.filter((m) => addressOf(m)?.postalCode === address.postalCode)
  if (hasAddressLines(address)) {
    return Option.fromNullable(
      samePostal.find((m) => {
        const other = addressOf(m)
        return other !== undefined && hasAddressLines(other) && sameFullAddress(other, address)
      })
    )
  }
  return Option.fromNullable(mostRecent(samePostal.filter((m) => hasAddressLines(addressOf(m)))) ?? mostRecent(samePostal))
}

const withFlags = (prefs: ModalityPreferencesData): ModalityPreferencesData => ({ ...prefs, hasIncompleteModalities: isIncomplete(prefs) })

/**
 * Preferences from one modality: it is the only one, primary for its type and active (spec §4).
 *
 * @example
 * ```ts
 * const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
 * expect(prefs.activeModality).toBe("PICKUP")
 * expect(prefs.primaryModality).toStrictEqual({ PICKUP: "pickup-01400943" })
 * ```
 */
export const createPreferences = (
  input: ModalityInput,
  options: Pick<AddModalityOptions, "now"> = {}
): Either.Either<ModalityPreferencesData, InvalidModality> =>
  Either.map(validateModality(input), (m) => {
    const modality = { ...m, createdDate: isoOf(options.now, m.createdDate) }
    return withFlags({
      activeModality: modality.modalityType,
      primaryModality: { [modality.modalityType]: modality.id },
      modalities: [modality]
    })
  })

/**
 * Adds or selects a modality (spec §4). An equal existing modality ({@link findEqualModality}) is
 * reused: its created date refreshed to `now`, its source upgraded only when the new source is
 * Profile or Options. Otherwise the new one is added, and a new address modality with address
 * lines replaces older ones of the same type and postal code lacking them. The primary for the
 * type becomes the chosen modality; the active type changes only when `activate` is asked or none
 * is set. Without preferences this is {@link createPreferences}.
 *
 * @example
 * ```ts
 * const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
 * const more = Either.getOrThrow(addModality(prefs, deliveryTo("45202", ["1014 Vine St"]), { activate: true }))
 * expect(more.activeModality).toBe("DELIVERY")
 * expect(more.modalities.length).toBe(2)
 * ```
 */
export const addModality = (
  prefs: ModalityPreferencesData | null | undefined,
  input: ModalityInput,
  options: AddModalityOptions = {}
): Either.Either<ModalityPreferencesData, InvalidModality> => {
  if (prefs === null || prefs === undefined) return createPreferences(input, options)
  return Either.map(validateModality(input), (modality) => {
    const now = isoOf(options.now, modality.createdDate)
    const type = modality.modalityType
    const match = findEqualModality(prefs.modalities, modality)
    let modalities: ReadonlyArray<Modality>
    let chosen: string
    if (Option.isSome(match)) {
      const source = UPGRADES.has(modality.source) ? modality.source : match.value.source
      const reused: Modality = { ...match.value, createdDate: now, source, isTrustedSource: isTrustedSource(source) }
      modalities = prefs.modalities.map((m) => (m === match.value ? reused : m))
      chosen = reused.id
    } else {
      const address = addressOf(modality)
      const replaced = (m: Modality) =>
        address !== undefined &&
        hasAddressLines(address) &&
        m.modalityType === type &&
        addressOf(m)?.postalCode === address.postalCode &&
        !hasAddressLines(addressOf(m))
      modalities = [...prefs.modalities.filter((m) => !replaced(m)), { ...modality, createdDate: now }]
      chosen = modality.id
    }
    const ids = new Set(modalities.map((m) => m.id))
    const primaryModality = Object.fromEntries(
      Object.entries({ ...prefs.primaryModality, [type]: chosen }).filter(([, id]) => id !== undefined && ids.has(id))
    )
    const activeModality = options.activate === true || prefs.activeModality === undefined ? type : prefs.activeModality
    return withFlags({ ...prefs, activeModality, primaryModality, modalities })
  })
}

/**
 * The primary modality of a type, or {@link NoPrimaryModality} (spec §8).
 *
 * @example
 * ```ts
 * const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
 * expect(Either.map(primaryModalityOf(prefs, "PICKUP"), (m) => m.id)).toStrictEqual(Either.right("pickup-01400943"))
 * expect(Either.isLeft(primaryModalityOf(prefs, "SHIP"))).toBe(true) // NoPrimaryModality
 * ```
 */
export const primaryModalityOf = (
  prefs: ModalityPreferencesData,
  type: Tolerant<WireModality>
): Either.Either<Modality, NoPrimaryModality> => {
  // A type this client does not know has no primary (the map holds the known types only).
  const id = Option.match(toWireModality(type), { onNone: () => undefined, onSome: (wire) => prefs.primaryModality[wire] })
  const found = id === undefined ? undefined : prefs.modalities.find((m) => m.id === id)
  return found === undefined ? Either.left(new NoPrimaryModality({ modalityType: type })) : Either.right(found)
}

/**
 * Makes a type the active one; it needs a primary modality of that type.
 *
 * @example
 * ```ts
 * const prefs = Either.getOrThrow(addModality(Either.getOrThrow(createPreferences(pickupAt("01400943"))), deliveryTo("45202", [])))
 * expect(Either.map(setActiveModality(prefs, "DELIVERY"), (p) => p.activeModality)).toStrictEqual(Either.right("DELIVERY"))
 * expect(Either.isLeft(setActiveModality(prefs, "SHIP"))).toBe(true)
 * ```
 */
export const setActiveModality = (
  prefs: ModalityPreferencesData,
  type: WireModality
): Either.Either<ModalityPreferencesData, NoPrimaryModality> =>
  Either.map(primaryModalityOf(prefs, type), () => ({ ...prefs, activeModality: type }))

/**
 * The active modality: the primary of the active type, when both exist.
 *
 * @example
 * ```ts
 * const prefs = Either.getOrThrow(createPreferences(pickupAt("01400943")))
 * expect(Option.map(activeModalityOf(prefs), (m) => m.modalityType)).toStrictEqual(Option.some("PICKUP"))
 * expect(Option.isNone(activeModalityOf(undefined))).toBe(true)
 * ```
 */
export const activeModalityOf = (prefs: ModalityPreferencesData | null | undefined): Option.Option<Modality> =>
  prefs === null || prefs === undefined || prefs.activeModality === undefined
    ? Option.none()
    : Either.getRight(primaryModalityOf(prefs, prefs.activeModality))

/** The `x-modality` header value: type plus location id, or type plus lat, lng and postal code when present. */
export type ModalityHeader =
  | { readonly type: WireModality; readonly locationId?: string }
  | { readonly type: WireModality; readonly lat?: number; readonly lng?: number; readonly postalCode?: string }

/** What {@link modalityHeader} reads when given an already flattened active modality. */
export interface FlatModality {
  readonly type: WireModality
  readonly locationId?: string | undefined
  readonly lat?: number | undefined
  readonly lng?: number | undefined
  readonly postalCode?: string | undefined
}

/**
 * The modality header (spec §3): type plus locationId for in-store and pickup; for delivery and
 * ship, type plus lat, lng and postalCode, each only when present. Takes a modality or a flat
 * active modality (`{ type, locationId?, lat?, lng?, postalCode? }`).
 *
 * @example
 * ```ts
 * const pickup = Either.getOrThrow(validateModality(pickupAt("01400943")))
 * expect(modalityHeader(pickup)).toStrictEqual({ type: "PICKUP", locationId: "01400943" })
 * expect(modalityHeader({ type: "DELIVERY", postalCode: "45202" })).toStrictEqual({ type: "DELIVERY", postalCode: "45202" })
 * ```
 */
export const modalityHeader = (modality: KnownModality | FlatModality): ModalityHeader => {
  const flat: FlatModality = "modalityType" in modality ? flatten(modality) : modality
  if (isLocationModality(flat.type)) return { type: flat.type, ...defined({ locationId: flat.locationId }) }
  return { type: flat.type, ...defined({ lat: flat.lat, lng: flat.lng, postalCode: flat.postalCode }) }
}

const flatten = (m: KnownModality): FlatModality => {
  const address = addressOf(m)
  return defined({
    type: m.modalityType,
    locationId: locationIdOf(m),
    lat: address?.location?.lat,
    lng: address?.location?.lng,
    postalCode: address?.postalCode
  })
}

/**
 * The location-and-fulfilment object of a modality (spec §3): the hand-off (an address for ship
 * and delivery, a location with storeId for pickup and in-store) and the fulfilling sources, the
 * first of which has a storeId.
 *
 * @example
 * ```ts
 * const pickup = Either.getOrThrow(validateModality(pickupAt("01400943")))
 * const laf = lafObject(pickup, { storeId: "01400943" })
 * expect(laf.sources).toStrictEqual([{ storeId: "01400943" }])
 * ```
 */
export const lafObject = (modality: Modality, source: LafSource, ...more: ReadonlyArray<LafSource>): LafObject => {
  const d = modality.destination
  const handoff =
    "location" in d
      ? { handoffLocation: { storeId: d.location.storeId ?? d.location.locationId, locationId: d.location.locationId } }
      : { handoffAddress: d.address }
  return { modality: { type: modality.modalityType, ...handoff }, sources: [source, ...more] }
}
