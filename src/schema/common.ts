/**
 * The shared contract vocabulary used by every domain: coordinates, addresses, channels, the
 * date-time value, and the tolerant enums of response bodies.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/** The annotation marking a {@link tolerantLiteral}: its known members. */
export const TolerantLiteralId: unique symbol = Symbol.for("atlas-client/schema/TolerantLiteral")

/**
 * A value of an enum as a response carries it: one of the known members, or a member this client
 * does not know yet, kept as the string the upstream sent (`string & {}` keeps the known members
 * in editors' completions).
 */
export type Tolerant<Members extends string> = Members | (string & {})

/** A response enum: any string decodes (as itself), typed as its known members or another string. */
export interface TolerantLiteral<Members extends ReadonlyArray<string>> extends Schema.Schema<Tolerant<Members[number]>, string> {
  /** The members this client knows. */
  readonly literals: Members
  /** Whether a value is one of the known members (narrows it). */
  readonly isKnown: (value: unknown) => value is Members[number]
}

/**
 * An enum of a response (DESIGN's amendment "Enums in responses are tolerant"): a known member
 * decodes as itself, and so does any other string, so a member the upstream adds later never fails
 * a call. Request schemas keep strict literal unions (`Schema.Literal`); a response field takes
 * the same members with `tolerant(Strict)`.
 *
 * On the wire it is a string: the fast decoder checks it as one.
 *
 * @example
 * const StoreTypeIn = tolerantLiteral("X", "J", "AL")
 * Schema.decodeUnknownSync(StoreTypeIn)("ZZ") // "ZZ"
 * StoreTypeIn.isKnown("ZZ") // false
 */
export const tolerantLiteral = <const Members extends readonly [string, ...Array<string>]>(
  ...members: Members
): TolerantLiteral<Members> => {
  const known: ReadonlySet<unknown> = new Set(members)
  const schema = Schema.String.annotations({
    [TolerantLiteralId]: members,
    description: `one of ${members.map((m) => JSON.stringify(m)).join(", ")}, or another string (a member added later)`
  })
  // The one boundary: a string schema typed as the enum's members or another string (what it decodes to).
  return Object.assign(schema as unknown as Schema.Schema<Tolerant<Members[number]>, string>, {
    literals: members,
    isKnown: (value: unknown): value is Members[number] => known.has(value)
  })
}

/**
 * A point on the earth in decimal degrees.
 *
 * @example
 * const cincinnati: LatLng = { lat: 39.1072, lng: -84.502 }
 */
export const LatLng = Schema.Struct({
  lat: Schema.Number.pipe(Schema.between(-90, 90)),
  lng: Schema.Number.pipe(Schema.between(-180, 180))
})
/** @see LatLng */
export type LatLng = typeof LatLng.Type

/** Channels of spec §3 ("Channels"); every call sends `x-channel: WEB`. */
export const Channel = Schema.Literal("MOBILE", "WEB", "EMAIL", "API", "VOICE", "TELEPHONY", "MOBILE;IOS", "MOBILE;ANDROID")
/** @see Channel */
export type Channel = typeof Channel.Type

/** A US postal address as the atlas API carries it. */
export const Address = Schema.Struct({
  addressLines: Schema.optional(Schema.Array(Schema.String)),
  cityTown: Schema.optional(Schema.String),
  stateProvince: Schema.optional(Schema.String),
  postalCode: Schema.String,
  countryCode: Schema.optional(Schema.String),
  county: Schema.optional(Schema.String)
})
/** @see Address */
export type Address = typeof Address.Type

/**
 * The tolerant form of a strict literal union, for a response field: `tolerant(StoreType)` is
 * `tolerantLiteral(...StoreType.literals)`.
 *
 * @example
 * const Store = Schema.Struct({ storeType: tolerant(StoreType) })
 */
export const tolerant = <const Members extends readonly [string, ...Array<string>]>(strict: { readonly literals: Members }) =>
  tolerantLiteral(...strict.literals)

/**
 * A response enum with several spellings per member (e.g. `Pickup`, `pickup`, `PICKUP`): a known
 * spelling decodes to its member's canonical spelling, any other string to itself. The canonical
 * spelling is what is encoded.
 *
 * @example
 * const Kind = tolerantSpelling(["PICKUP", "SHIP"], { Pickup: "PICKUP", PICKUP: "PICKUP", SHIP: "SHIP" })
 * Schema.decodeUnknownSync(Kind)("Pickup") // "PICKUP"
 * Schema.decodeUnknownSync(Kind)("DRONE") // "DRONE"
 */
export const tolerantSpelling = <const Canonical extends readonly [string, ...Array<string>]>(
  canonical: Canonical,
  spellings: Readonly<Record<string, Canonical[number]>>
): Schema.Schema<Tolerant<Canonical[number]>, string> => {
  const [first, ...rest] = Object.keys(spellings)
  return Schema.transform(tolerantLiteral(first ?? canonical[0], ...rest), tolerantLiteral(...canonical), {
    strict: true,
    decode: (s) => (Object.hasOwn(spellings, s) ? spellings[s]! : s),
    encode: (s) => s
  })
}
