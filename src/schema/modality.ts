/**
 * Modality preferences vocabulary (spec §3 "Modality preferences", §9): modality types in every
 * spelling, persisted sources, destinations and hand-off, the modality and the preference set, the
 * location-and-fulfilment (LAF) object, fee promo and membership types, and the bodies of the
 * `modality` and `laf` operations.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { Address, LatLng, tolerant, tolerantLiteral, tolerantSpelling } from "./common.js"

/** Modality types as they go out on the wire (upper-case). */
export const WireModality = Schema.Literal("PICKUP", "DELIVERY", "SHIP", "IN_STORE")
/** @see WireModality */
export type WireModality = typeof WireModality.Type
/** The modality types, in the order the shop lists them. */
export const modalityTypes: ReadonlyArray<WireModality> = WireModality.literals

/** Every spelling of a modality type the spec lists. */
export const ModalityTypeSpelling = Schema.Literal(
  "Delivery",
  "Ship",
  "Pickup",
  "InStore",
  "delivery",
  "ship",
  "pickup",
  "in-store",
  "DELIVERY",
  "SHIP",
  "PICKUP",
  "IN_STORE"
)
/** @see ModalityTypeSpelling */
export type ModalityTypeSpelling = typeof ModalityTypeSpelling.Type

const spellings: Readonly<Record<ModalityTypeSpelling, WireModality>> = {
  Delivery: "DELIVERY",
  delivery: "DELIVERY",
  DELIVERY: "DELIVERY",
  Ship: "SHIP",
  ship: "SHIP",
  SHIP: "SHIP",
  Pickup: "PICKUP",
  pickup: "PICKUP",
  PICKUP: "PICKUP",
  InStore: "IN_STORE",
  "in-store": "IN_STORE",
  IN_STORE: "IN_STORE"
}

/**
 * A modality type in any spelling the spec lists, as its wire spelling; `none` otherwise.
 *
 * @example
 * toWireModality("in-store") // Option.some("IN_STORE")
 * toWireModality("Curbside") // Option.none()
 */
export const toWireModality = (value: string): Option.Option<WireModality> =>
  Object.hasOwn(spellings, value) ? Option.some(spellings[value as ModalityTypeSpelling]) : Option.none()

/**
 * A modality type: every spelling is accepted when decoding, the upper-case one is sent.
 *
 * @example
 * Schema.decodeSync(ModalityType)("InStore") // "IN_STORE"
 */
export const ModalityType = Schema.transform(ModalityTypeSpelling, WireModality, {
  strict: true,
  decode: (s) => spellings[s],
  encode: (w) => w
})
/** @see ModalityType */
export type ModalityType = typeof ModalityType.Type

/**
 * A modality type as a response carries it: every spelling read as the upper-case one, a type
 * added later kept as sent.
 */
export const ModalityTypeIn = tolerantSpelling(WireModality.literals, spellings)

/** Modality types whose hand-off is a store location (pickup and in-store). */
export const LOCATION_MODALITIES: ReadonlyArray<WireModality> = ["PICKUP", "IN_STORE"]
/** Modality types whose hand-off is an address (ship and delivery). */
export const ADDRESS_MODALITIES: ReadonlyArray<WireModality> = ["DELIVERY", "SHIP"]

/** Every persisted source of a modality (spec §3). */
export const ModalitySource = Schema.Literal(
  "Profile",
  "Options",
  "LOCATION_AUTOGEN",
  "SHIP_AUTOGEN",
  "PROFILE",
  "FALLBACK_SHOPPING_CONTEXT",
  "DEFAULT_ACTIVE_MODALITY_COOKIE",
  "FALLBACK_ACTIVE_MODALITY_COOKIE",
  "DEFAULT_MODALITY_ADDRESS",
  "DEFAULT_MODALITY_CRAWLER",
  "DEFAULT_MODALITY_UNKNOWN",
  "MODALITY_OPTIONS",
  "LANDING_PAGE",
  "FROM_ACTIVE"
)
/** @see ModalitySource */
export type ModalitySource = typeof ModalitySource.Type

/** A store's address in a location destination: where the store is (lat, lng, postal code). */
export const StoreAddress = Schema.Struct({
  addressLines: Schema.optional(Schema.Array(Schema.String)),
  cityTown: Schema.optional(Schema.String),
  stateProvince: Schema.optional(Schema.String),
  postalCode: Schema.optional(Schema.String),
  lat: Schema.optional(Schema.Number),
  lng: Schema.optional(Schema.Number)
})
/** @see StoreAddress */
export type StoreAddress = typeof StoreAddress.Type

/** A store location: its location id; for pickup also its store id and address. */
export const StoreLocation = Schema.Struct({
  locationId: Schema.String,
  storeId: Schema.optional(Schema.String),
  address: Schema.optional(StoreAddress)
})
/** @see StoreLocation */
export type StoreLocation = typeof StoreLocation.Type

/** A destination address: postal code, optional street parts and the point (lat, lng). */
export const DestinationAddress = Schema.Struct({
  postalCode: Schema.String,
  addressLines: Schema.optional(Schema.Array(Schema.String)),
  county: Schema.optional(Schema.String),
  stateProvince: Schema.optional(Schema.String),
  cityTown: Schema.optional(Schema.String),
  countryCode: Schema.optional(Schema.String),
  location: Schema.optional(LatLng)
})
/** @see DestinationAddress */
export type DestinationAddress = typeof DestinationAddress.Type

/** A location destination (pickup, in-store). */
export const LocationDestination = Schema.Struct({ location: StoreLocation })
/** @see LocationDestination */
export type LocationDestination = typeof LocationDestination.Type
/** An address destination (ship, delivery). */
export const AddressDestination = Schema.Struct({ address: DestinationAddress })
/** @see AddressDestination */
export type AddressDestination = typeof AddressDestination.Type

/** A destination: a store location or an address. */
export const Destination = Schema.Union(LocationDestination, AddressDestination)
/** @see Destination */
export type Destination = typeof Destination.Type

/** One way a shopper shops: a type, where it hands off, when it was chosen and from where. */
export const Modality = Schema.Struct({
  id: Schema.String,
  modalityType: ModalityTypeIn,
  createdDate: Schema.String,
  destination: Destination,
  fallbackDestination: Schema.optional(Destination),
  fallbackFulfillment: Schema.optional(Schema.String),
  source: tolerant(ModalitySource),
  isTrustedSource: Schema.optional(Schema.Boolean)
})
/** @see Modality */
export type Modality = typeof Modality.Type

const modalityId = Schema.optional(Schema.String)

/** The primary modality per type as it is held and sent: upper-case modality type → modality id. */
const CanonicalPrimaryModality = Schema.Struct({ PICKUP: modalityId, DELIVERY: modalityId, SHIP: modalityId, IN_STORE: modalityId })

/** A primary modality map keyed by any spelling of a modality type (spec §3). */
const PrimaryModalityAnySpelling = Schema.Struct({
  PICKUP: modalityId,
  DELIVERY: modalityId,
  SHIP: modalityId,
  IN_STORE: modalityId,
  Pickup: modalityId,
  Delivery: modalityId,
  Ship: modalityId,
  InStore: modalityId,
  pickup: modalityId,
  delivery: modalityId,
  ship: modalityId,
  "in-store": modalityId
})

/** The spellings in the order they are read: the upper-case canonical one first. */
const spellingPrecedence: ReadonlyArray<ModalityTypeSpelling> = [
  ...WireModality.literals,
  ...(["Pickup", "Delivery", "Ship", "InStore", "pickup", "delivery", "ship", "in-store"] as const)
]

/**
 * The primary modality per type (spec §3: "primaryModality (map from modality type to a modality
 * id)"): a key may be any spelling of a modality type (`Pickup`, `pickup`, `PICKUP`, ...) and is
 * decoded to the upper-case one; when two spellings of one type are present, the upper-case one
 * wins, then `Pickup`-style, then `pickup`-style. Keys that are no modality type are dropped.
 * Encoded with the upper-case keys.
 *
 * @example
 * Schema.decodeSync(PrimaryModality)({ Pickup: "m1", "in-store": "m2" }) // { PICKUP: "m1", IN_STORE: "m2" }
 */
export const PrimaryModality = Schema.transform(PrimaryModalityAnySpelling, CanonicalPrimaryModality, {
  strict: true,
  decode: (byAnySpelling) => {
    const primary: { -readonly [K in WireModality]?: string } = {}
    for (const spelling of spellingPrecedence) {
      const id = byAnySpelling[spelling]
      const type = spellings[spelling]
      if (id !== undefined && primary[type] === undefined) primary[type] = id
    }
    return primary
  },
  encode: (primary) => primary
})
/** @see PrimaryModality */
export type PrimaryModality = typeof PrimaryModality.Type

/** The hand-off of a LAF object: an address for ship and delivery, a location for pickup and in-store. */
export const LafModality = Schema.Struct({
  type: ModalityTypeIn,
  handoffAddress: Schema.optional(DestinationAddress),
  handoffLocation: Schema.optional(Schema.Struct({ storeId: Schema.String, locationId: Schema.String }))
})
/** @see LafModality */
export type LafModality = typeof LafModality.Type

/** A source of a LAF object: the store (facility) that fulfils. */
export const LafSource = Schema.Struct({
  storeId: Schema.String,
  locationId: Schema.optional(Schema.String),
  facilityType: Schema.optional(Schema.String)
})
/** @see LafSource */
export type LafSource = typeof LafSource.Type

/** The location-and-fulfilment object: the modality's hand-off and the sources (the first has a storeId). */
export const LafObject = Schema.Struct({
  modality: LafModality,
  sources: Schema.NonEmptyArray(LafSource)
})
/** @see LafObject */
export type LafObject = typeof LafObject.Type

/** The address of a store the preferences refer to. */
export const StoreDetail = Schema.Struct({ locationId: Schema.String, address: Address })
/** @see StoreDetail */
export type StoreDetail = typeof StoreDetail.Type

/** The proxy store value meaning "none" (spec §9). */
export const PROXY_STORE_NONE = "00000000"

/** Geo location of the preferences; a proxy store of `00000000` (or empty) is decoded as absent. */
export const GeoLocationV1 = Schema.Struct({
  proxyStore: Schema.optionalToOptional(Schema.String, Schema.String, {
    decode: Option.filter((s) => s !== "" && s !== PROXY_STORE_NONE),
    encode: (o) => o
  }),
  postalCode: Schema.optional(Schema.String),
  lat: Schema.optional(Schema.Number),
  lng: Schema.optional(Schema.Number)
})
/** @see GeoLocationV1 */
export type GeoLocationV1 = typeof GeoLocationV1.Type

/** The fields of a shopper's modality preferences. */
export const modalityPreferenceFields = {
  activeModality: Schema.optional(ModalityTypeIn),
  primaryModality: PrimaryModality,
  modalities: Schema.Array(Modality),
  lafObject: Schema.optional(Schema.Array(LafObject)),
  storeDetails: Schema.optional(Schema.Array(StoreDetail)),
  capabilities: Schema.optional(Schema.Array(Schema.String)),
  featureToggles: Schema.optional(Schema.Struct({ closeToStore: Schema.optional(Schema.Boolean) })),
  geoLocationV1: Schema.optional(GeoLocationV1),
  versionKey: Schema.optional(Schema.String),
  hasIncompleteModalities: Schema.optional(Schema.Boolean)
}

/** A shopper's modality preferences as plain data (what the rules take and return). */
export const ModalityPreferencesData = Schema.Struct(modalityPreferenceFields)
/** @see ModalityPreferencesData */
export type ModalityPreferencesData = typeof ModalityPreferencesData.Type

/** A shopper's modality preferences: the active type, the primary per type, every modality. */
export class ModalityPreferenceSet extends Schema.Class<ModalityPreferenceSet>("ModalityPreferenceSet")(modalityPreferenceFields) {}

/**
 * A modality as a caller proposes it: no id or created date yet (the upstream mints them), and a
 * destination the rules check (an address may lack its postal code here; the rules say why not).
 */
export const ModalityDraft = Schema.Struct({
  modalityType: ModalityType,
  destination: Schema.Union(
    LocationDestination,
    Schema.Struct({ address: Schema.Struct({ ...DestinationAddress.fields, postalCode: Schema.optional(Schema.String) }) })
  ),
  fallbackDestination: Schema.optional(Destination),
  fallbackFulfillment: Schema.optional(Schema.String),
  source: ModalitySource
})
/** @see ModalityDraft */
export type ModalityDraft = typeof ModalityDraft.Type

/** Fee promo types (spec §3). */
export const FeePromoType = Schema.Literal("FIRST_FREE", "DELIVERY_SAVINGS_PASS")
/** @see FeePromoType */
export type FeePromoType = typeof FeePromoType.Type
/** Fee membership types (spec §3). */
export const FeeMembershipType = Schema.Literal("BOOST", "BOOST_LITE", "DSP")
/** @see FeeMembershipType */
export type FeeMembershipType = typeof FeeMembershipType.Type

/** The order id placeholder a fee request carries when there is no order yet (spec §9). */
export const DEFAULT_FEE_ORDER_ID = "DEFAULT_ORDER_ID"
/** The profile id placeholder a fee request carries for an anonymous shopper (spec §9). */
export const DEFAULT_FEE_PROFILE_ID = "DEFAULT_PROFILE_ID"

/** The basket a fee is computed for. */
export const FeeBasket = Schema.Struct({
  subtotal: Schema.Number.pipe(Schema.nonNegative()),
  itemCount: Schema.Int.pipe(Schema.nonNegative())
})
/** @see FeeBasket */
export type FeeBasket = typeof FeeBasket.Type

/** The body of a fee request. */
export const FeeRequest = Schema.Struct({
  orderId: Schema.String,
  profileId: Schema.String,
  modalityTypes: Schema.NonEmptyArray(ModalityType),
  basket: FeeBasket,
  promoTypes: Schema.optional(Schema.Array(FeePromoType)),
  membershipType: Schema.optional(FeeMembershipType)
})
/** @see FeeRequest */
export type FeeRequest = typeof FeeRequest.Type

/** The fee of one modality: the base amount, what was waived and why, the amount due. */
export const ModalityFee = Schema.Struct({
  modalityType: ModalityTypeIn,
  baseFee: Schema.optional(Schema.Number),
  discount: Schema.optional(Schema.Number),
  fee: Schema.Number,
  currency: Schema.optional(tolerantLiteral("USD")),
  promoType: Schema.optional(tolerant(FeePromoType)),
  membershipType: Schema.optional(tolerant(FeeMembershipType)),
  freeOver: Schema.optional(Schema.Number)
})
/** @see ModalityFee */
export type ModalityFee = typeof ModalityFee.Type

/** The body of the fees. */
export const FeesResponse = Schema.Struct({
  data: Schema.Struct({ orderId: Schema.String, profileId: Schema.String, fees: Schema.Array(ModalityFee) })
})

/** The body of an address-valid-for-modality request. */
export const AddressForModalityRequest = Schema.Struct({ modalityType: ModalityType, address: Address })
/** The body of address validity for a modality. */
export const AddressForModalityResponse = Schema.Struct({
  data: Schema.Struct({ modalityType: ModalityTypeIn, valid: Schema.Boolean, reasons: Schema.Array(Schema.String) })
})

/** The body of a modality options request: where (a zip or a point) and which types. */
export const ModalityOptionsRequest = Schema.Struct({
  postalCode: Schema.optional(Schema.String),
  location: Schema.optional(LatLng),
  modalityTypes: Schema.optional(Schema.Array(ModalityType))
}).pipe(Schema.filter((r) => r.postalCode !== undefined || r.location !== undefined || "postalCode or location is required"))
/** @see ModalityOptionsRequest */
export type ModalityOptionsRequest = typeof ModalityOptionsRequest.Type

/** A store a modality can use, with its distance from the point asked about. */
export const ModalityOptionStore = Schema.Struct({
  locationId: Schema.String,
  name: Schema.String,
  banner: Schema.optional(Schema.String),
  address: Address,
  geolocation: Schema.optional(LatLng),
  distanceMiles: Schema.Number
})
/** @see ModalityOptionStore */
export type ModalityOptionStore = typeof ModalityOptionStore.Type

/** Whether a modality is available near the point, with the stores it can use (nearest first). */
export const ModalityOption = Schema.Struct({
  modalityType: ModalityTypeIn,
  available: Schema.Boolean,
  stores: Schema.Array(ModalityOptionStore)
})
/** @see ModalityOption */
export type ModalityOption = typeof ModalityOption.Type

/** The body of modality options. */
export const ModalityOptionsResponse = Schema.Struct({
  data: Schema.Struct({ postalCode: Schema.optional(Schema.String), origin: LatLng, options: Schema.Array(ModalityOption) })
})

/** The body of the preference reads and writes. */
export const ModalityPreferencesResponse = Schema.Struct({ data: ModalityPreferenceSet })
/** The body of creating or updating preferences: one modality, activated or not. */
export const ModalityPreferencesWrite = Schema.Struct({ modality: ModalityDraft, activate: Schema.optional(Schema.Boolean) })
/** @see ModalityPreferencesWrite */
export type ModalityPreferencesWrite = typeof ModalityPreferencesWrite.Type
/** The body of setting the active modality. */
export const SetActiveModalityRequest = Schema.Struct({ modalityType: ModalityType })
/** The body of the LAF read. */
export const LafResponse = Schema.Struct({ data: LafObject })
