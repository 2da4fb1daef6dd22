/**
 * Stores vocabulary (spec §3 "Stores", §9): store types, department codes, days, special hours,
 * status, the Store entity and the search and locator responses.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Address, LatLng, tolerant } from "./common.js"

/** Store types: X, J (jewelry), AL (alternative location), I (standalone fuel), LC (little clinic), PH (pharmacy), PU, MF, D, P, HS, WG. */
export const StoreType = Schema.Literal("X", "J", "AL", "I", "LC", "PH", "PU", "MF", "D", "P", "HS", "WG")
/** @see StoreType */
export type StoreType = typeof StoreType.Type

/** Store types a pickup search leaves out (spec §9). */
export const PICKUP_EXCLUDED_STORE_TYPES: ReadonlyArray<StoreType> = ["I", "AL", "WG"]
/** Store types an in-store search leaves out (spec §9). */
export const IN_STORE_EXCLUDED_STORE_TYPES: ReadonlyArray<StoreType> = ["HS", "I", "X", "D", "MF", "P", "AL", "WG"]
/** Brands never shown as stores (spec §9). */
export const EXCLUDED_BRANDS: ReadonlyArray<string> = ["SHELL COMPANY", "BP", "COVID", "AMOCO"]

/** Department codes with a meaning of their own: 94 pickup, 0E delivery, 69 online deli/bakery, 09 pharmacy, OH external ordering, OI external delivery. */
export const departmentCodes = {
  pickup: "94",
  delivery: "0E",
  onlineDeliBakery: "69",
  pharmacy: "09",
  externalOrdering: "OH",
  externalDelivery: "OI"
} as const

/** A department code: two digits or capitals (e.g. `94`, `0E`, `OH`). */
export const DepartmentCode = Schema.String.pipe(Schema.pattern(/^[0-9A-Z]{2}$/), Schema.brand("DepartmentCode"))
/** @see DepartmentCode */
export type DepartmentCode = typeof DepartmentCode.Type

/** Days, lower-case. */
export const Day = Schema.Literal("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
/** @see Day */
export type Day = typeof Day.Type
/** The days in week order, Sunday first. */
export const days: ReadonlyArray<Day> = Day.literals

/** Special hours: closed all day, or open around the clock. */
export const SpecialHours = Schema.Literal("CLOSED", "24 Hours")
/** @see SpecialHours */
export type SpecialHours = typeof SpecialHours.Type

/** A store's status; blank when unknown. */
export const StoreStatus = Schema.Literal("OPEN", "CLOSED", "")
/** @see StoreStatus */
export type StoreStatus = typeof StoreStatus.Type

/** A time of day as the upstream sends it; shown with `formatStoreHour` (blank when out of range). */
export const TimeOfDay = Schema.Struct({ hour: Schema.Int, minute: Schema.Int })
/** @see TimeOfDay */
export type TimeOfDay = typeof TimeOfDay.Type

/** One day's hours: open and close times, or a special value (a day or value added later is kept as sent). */
export const DayHours = Schema.Struct({
  day: tolerant(Day),
  open: Schema.optional(TimeOfDay),
  close: Schema.optional(TimeOfDay),
  special: Schema.optional(tolerant(SpecialHours))
})
/** @see DayHours */
export type DayHours = typeof DayHours.Type

/** A department of a store, with its own hours when they differ. */
export const Department = Schema.Struct({
  code: DepartmentCode,
  name: Schema.String,
  hours: Schema.optional(Schema.Array(DayHours))
})
/** @see Department */
export type Department = typeof Department.Type

/** An 8-digit store (location) id: division number (3) plus store number (5). */
export const LocationId = Schema.String.pipe(Schema.pattern(/^\d{8}$/), Schema.brand("LocationId"))
/** @see LocationId */
export type LocationId = typeof LocationId.Type

/** A store type as a response carries it: a type added later is kept as sent. */
const StoreTypeIn = tolerant(StoreType)

/**
 * A store of the shop. Required: what the spec names of a store location (its location id, address
 * and point, spec §3) and what use cases read (division, store number and banner name the weekly
 * ads; the type, the pickup and in-store searches, spec §9; the name, every list of stores); the
 * rest is optional, as a real server may leave it out.
 */
export class Store extends Schema.Class<Store>("Store")({
  locationId: LocationId,
  divisionNumber: Schema.String,
  storeNumber: Schema.String,
  name: Schema.String,
  banner: Schema.String,
  brand: Schema.optional(Schema.String),
  storeType: StoreTypeIn,
  status: Schema.optional(tolerant(StoreStatus)),
  address: Address,
  geolocation: LatLng,
  phone: Schema.optional(Schema.String),
  timezone: Schema.optional(Schema.String),
  open24Hours: Schema.optional(Schema.Boolean),
  hours: Schema.optional(Schema.Array(DayHours)),
  departments: Schema.optional(Schema.Array(Department))
}) {}

/** A store found by a search or the locator, with its distance from the point searched. */
export const StoreMatch = Schema.Struct({ store: Store, distanceMiles: Schema.Number })
/** @see StoreMatch */
export type StoreMatch = typeof StoreMatch.Type

/** The body of store details. */
export const StoreDetailsResponse = Schema.Struct({ data: Schema.Struct({ store: Store }) })
/** The body of store search and the locator. */
export const StoreMatchesResponse = Schema.Struct({
  data: Schema.Struct({ stores: Schema.Array(StoreMatch) }),
  meta: Schema.Struct({ total: Schema.Int, origin: Schema.optional(LatLng) })
})
/** The body of the store list. */
export const StoreListResponse = Schema.Struct({
  data: Schema.Struct({ stores: Schema.Array(Store) }),
  meta: Schema.Struct({ total: Schema.Int })
})

const Facet = <A, I>(code: Schema.Schema<A, I, never>) => Schema.Struct({ code, name: Schema.String, count: Schema.Int })

/** The body of the search filters: what a search can be narrowed by, with counts. */
export const StoreFiltersResponse = Schema.Struct({
  data: Schema.Struct({
    banners: Schema.Array(Facet(Schema.String)),
    departments: Schema.Array(Facet(DepartmentCode)),
    storeTypes: Schema.Array(Facet(StoreTypeIn))
  })
})

/** The largest search radius, in miles. */
export const MAX_RADIUS_MILES = 3000
/** Stores farther than this are not "nearby". */
export const NEARBY_STORE_MAX_DISTANCE_MILES = 30
/** Where the locator looks when the shopper's location is unknown: the centre of the contiguous US. */
export const DEFAULT_LOCATION: LatLng = { lat: 39.8283, lng: -98.5795 }
/** How many stores the locator returns for the default location. */
export const DEFAULT_LOCATION_MAX_RESULTS = 1

/** An address to validate or to find similar ones of. */
export const AddressRequest = Schema.Struct({ address: Address })
/** @see AddressRequest */
export type AddressRequest = typeof AddressRequest.Type

/** The body of address validation. */
export const AddressValidationResponse = Schema.Struct({
  data: Schema.Struct({
    valid: Schema.Boolean,
    address: Address,
    messages: Schema.Array(Schema.String)
  })
})

/** The body of similar addresses. */
export const SimilarAddressesResponse = Schema.Struct({ data: Schema.Struct({ addresses: Schema.Array(Address) }) })
