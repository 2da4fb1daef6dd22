/**
 * The reference upstream's modality queries: pure functions over the seeded stores and the zip
 * data answering fees, options, address validity for a modality and the LAF object, and the
 * decoration of a shopper's preferences (LAF objects, store details, geo location, version key).
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import { isEligibleStore } from "../../rules/stores.js"
import { isKnownModality, isLocationModality, lafObject } from "../../rules/modality.js"
import type { Address, LatLng } from "../../schema/common.js"
import type {
  DestinationAddress,
  FeeMembershipType,
  FeePromoType,
  FeeRequest,
  LafObject,
  LafSource,
  Modality,
  ModalityFee,
  ModalityOption,
  ModalityOptionStore,
  ModalityPreferencesData,
  WireModality
} from "../../schema/modality.js"
import { departmentCodes, NEARBY_STORE_MAX_DISTANCE_MILES, type Store } from "../../schema/stores.js"
import { lookupZip, milesBetween } from "../stores/geo.js"
import { findStore, isExcludedBrand, validateAddress } from "../stores/queries.js"
import { money } from "../money.js"

/** Most stores an option lists. */
export const MAX_OPTION_STORES = 5

/** A modality's fee schedule: the base fee, the reduced fee and the subtotal from which it applies. */
export interface FeeSchedule {
  readonly base: number
  readonly reduced: number
  readonly reducedFrom: number
}

/** The fee schedules of the reference upstream (USD). */
export const FEE_SCHEDULES: Readonly<Record<WireModality, FeeSchedule>> = {
  PICKUP: { base: 4.95, reduced: 0, reducedFrom: 35 },
  DELIVERY: { base: 9.95, reduced: 6.95, reducedFrom: 35 },
  SHIP: { base: 7.99, reduced: 0, reducedFrom: 35 },
  IN_STORE: { base: 0, reduced: 0, reducedFrom: 0 }
}

/** Membership benefits: the modalities whose fee a membership waives, from which subtotal. */
export const MEMBERSHIP_BENEFITS: Readonly<
  Record<FeeMembershipType, { readonly waives: ReadonlyArray<WireModality>; readonly from: number }>
> = {
  BOOST: { waives: ["DELIVERY", "PICKUP", "SHIP"], from: 35 },
  BOOST_LITE: { waives: ["DELIVERY", "PICKUP"], from: 50 },
  DSP: { waives: ["DELIVERY"], from: 35 }
}

/** Promo benefits: the modalities whose fee a promo waives, from which subtotal. */
export const PROMO_BENEFITS: Readonly<Record<FeePromoType, { readonly waives: ReadonlyArray<WireModality>; readonly from: number }>> = {
  FIRST_FREE: { waives: ["DELIVERY", "PICKUP"], from: 0 },
  DELIVERY_SAVINGS_PASS: { waives: ["DELIVERY"], from: 35 }
}

/**
 * The fee of one modality for a basket: the schedule's fee, waived by the membership or the first
 * promo that applies (the membership first).
 *
 * @example
 * feeFor("DELIVERY", { basket: { subtotal: 20, itemCount: 3 }, promoTypes: ["FIRST_FREE"] }).fee // 0
 */
export const feeFor = (type: WireModality, request: Pick<FeeRequest, "basket" | "promoTypes" | "membershipType">): ModalityFee => {
  const schedule = FEE_SCHEDULES[type]
  const subtotal = request.basket.subtotal
  const baseFee = subtotal >= schedule.reducedFrom ? schedule.reduced : schedule.base
  const result = (discount: number, extra: { membershipType?: FeeMembershipType; promoType?: FeePromoType }): ModalityFee => ({
    modalityType: type,
    baseFee,
    discount: money(discount),
    fee: money(baseFee - discount),
    currency: "USD",
    ...(schedule.reducedFrom > 0 && schedule.reduced === 0 ? { freeOver: schedule.reducedFrom } : {}),
    ...extra
  })
  if (baseFee === 0) return result(0, {})
  const membership = request.membershipType
  if (membership !== undefined) {
    const benefit = MEMBERSHIP_BENEFITS[membership]
    if (benefit.waives.includes(type) && subtotal >= benefit.from) return result(baseFee, { membershipType: membership })
  }
  const promo = (request.promoTypes ?? []).find((p) => PROMO_BENEFITS[p].waives.includes(type) && subtotal >= PROMO_BENEFITS[p].from)
  return promo === undefined ? result(0, {}) : result(baseFee, { promoType: promo })
}

const visible = (stores: ReadonlyArray<Store>) => stores.filter((s) => !isExcludedBrand(s))
const hasDept = (store: Store, code: string) => (store.departments ?? []).some((d) => d.code === code)

/** Which stores can serve a modality (before distance): pickup needs the pickup department, delivery the delivery one. */
export const servesModality = (store: Store, type: WireModality): boolean => {
  switch (type) {
    case "PICKUP":
      return isEligibleStore(store, "PICKUP") && hasDept(store, departmentCodes.pickup)
    case "IN_STORE":
      return isEligibleStore(store, "IN_STORE")
    case "DELIVERY":
      return isEligibleStore(store) && hasDept(store, departmentCodes.delivery)
    case "SHIP":
      return false
  }
}

/** Stores serving a modality within 30 miles of a point, nearest first. */
export const nearbyFor = (stores: ReadonlyArray<Store>, type: WireModality, origin: LatLng): ReadonlyArray<ModalityOptionStore> =>
  visible(stores)
    .filter((s) => servesModality(s, type))
    .map((s) => ({ store: s, miles: milesBetween(origin, s.geolocation) }))
    .filter((m) => m.miles <= NEARBY_STORE_MAX_DISTANCE_MILES)
    .sort((a, b) => a.miles - b.miles || (a.store.locationId < b.store.locationId ? -1 : 1))
    .map(({ store, miles }) => ({
      locationId: store.locationId,
      name: store.name,
      banner: store.banner,
      address: store.address,
      geolocation: store.geolocation,
      distanceMiles: Math.round(miles * 10) / 10
    }))

/**
 * The options near a point: pickup and in-store list their stores, delivery is available when a
 * delivering store is within 30 miles, ship wherever the point is in the US zip data.
 *
 * @example
 * modalityOptions(stores, cincinnati, ["PICKUP"])[0]?.available // true
 */
export const modalityOptions = (
  stores: ReadonlyArray<Store>,
  origin: LatLng,
  types: ReadonlyArray<WireModality>
): ReadonlyArray<ModalityOption> =>
  types.map((type) => {
    if (type === "SHIP") return { modalityType: type, available: true, stores: [] }
    const near = nearbyFor(stores, type, origin)
    return { modalityType: type, available: near.length > 0, stores: near.slice(0, MAX_OPTION_STORES) }
  })

/** The point of an address: its own location, else its zip's centroid. */
export const pointOf = (address: Pick<DestinationAddress, "postalCode" | "location">): Option.Option<LatLng> =>
  address.location !== undefined ? Option.some(address.location) : Option.map(lookupZip(address.postalCode.trim()), (p) => p.point)

/**
 * Whether an address can be served by a modality: a valid US address (zip data) and, except for
 * ship, a store serving the modality within 30 miles.
 *
 * @example
 * addressValidForModality(stores, "DELIVERY", { postalCode: "45202" }).valid // true
 */
export const addressValidForModality = (
  stores: ReadonlyArray<Store>,
  type: WireModality,
  address: Address
): { readonly valid: boolean; readonly reasons: ReadonlyArray<string> } => {
  const checked = validateAddress(address)
  if (!checked.valid) return { valid: false, reasons: checked.messages }
  if (type === "SHIP") return { valid: true, reasons: [] }
  const point = Option.map(lookupZip(address.postalCode.trim()), (p) => p.point)
  const near = Option.match(point, { onNone: () => [], onSome: (p) => nearbyFor(stores, type, p) })
  return near.length > 0
    ? { valid: true, reasons: [] }
    : { valid: false, reasons: [`No store within ${NEARBY_STORE_MAX_DISTANCE_MILES} miles of ${address.postalCode} offers ${type}`] }
}

/** The fulfilling source of a modality: its store, or the nearest store delivering (or shipping) to its address. */
export const sourceOf = (stores: ReadonlyArray<Store>, modality: Modality): Option.Option<LafSource> => {
  const d = modality.destination
  if ("location" in d) {
    return Option.map(findStore(stores, d.location.locationId), (s) => ({
      storeId: d.location.storeId ?? s.locationId,
      locationId: s.locationId,
      facilityType: "STORE"
    }))
  }
  // The upstream holds the modalities it validated: each of a known type.
  if (!isKnownModality(modality)) return Option.none()
  return Option.flatMap(pointOf(d.address), (point) => {
    const near =
      modality.modalityType === "SHIP"
        ? visible(stores)
            .filter((s) => s.storeType === "MF")
            .map((s) => ({ locationId: s.locationId, miles: milesBetween(point, s.geolocation) }))
            .sort((a, b) => a.miles - b.miles)
        : nearbyFor(stores, modality.modalityType, point).map((s) => ({ locationId: s.locationId, miles: s.distanceMiles }))
    return Option.map(Option.fromNullable(near[0]), (s) => ({
      storeId: s.locationId,
      locationId: s.locationId,
      facilityType: modality.modalityType === "SHIP" ? "FULFILLMENT_CENTER" : "STORE"
    }))
  })
}

/** The LAF object of a modality, when a source serves it. */
export const lafOf = (stores: ReadonlyArray<Store>, modality: Modality): Option.Option<LafObject> =>
  Option.map(sourceOf(stores, modality), (source) => lafObject(modality, source))

/**
 * Preferences as the upstream returns them: a LAF object per primary modality, the details of the
 * stores they name, the geo location (proxy store: the pickup store, or `00000000`), the capabilities
 * of the primary modalities. The version key is the stored one.
 */
export const decorate = (stores: ReadonlyArray<Store>, prefs: ModalityPreferencesData): ModalityPreferencesData => {
  const primaries = prefs.modalities.filter(isKnownModality).filter((m) => prefs.primaryModality[m.modalityType] === m.id)
  const lafs = primaries.flatMap((m) => Option.toArray(lafOf(stores, m)))
  const storeDetails = prefs.modalities.flatMap((m) =>
    "location" in m.destination
      ? Option.toArray(
          Option.map(findStore(stores, m.destination.location.locationId), (s) => ({ locationId: s.locationId, address: s.address }))
        )
      : []
  )
  const pickup = primaries.find((m) => isLocationModality(m.modalityType))
  const pickupId = pickup !== undefined && "location" in pickup.destination ? pickup.destination.location.locationId : undefined
  return {
    ...prefs,
    lafObject: lafs,
    storeDetails: storeDetails.filter((d, i) => storeDetails.findIndex((o) => o.locationId === d.locationId) === i),
    capabilities: primaries.map((m) => m.modalityType),
    featureToggles: { closeToStore: pickupId !== undefined },
    ...(pickupId === undefined ? {} : { geoLocationV1: { proxyStore: pickupId } })
  }
}
