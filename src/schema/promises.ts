/**
 * Promises, quotes and time slots (spec §3): the promise lifecycle INITIAL → RECALCULATE →
 * COMPLETE, capabilities, quote vendors, eligibility providers, quick options with their labels,
 * exclusion codes, and time slots per store and modality.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { tolerant, tolerantLiteral } from "./common.js"
import { CheckoutModality, FulfilmentKind } from "./checkout.js"
import { WireModality } from "./modality.js"

const NonEmpty = Schema.String.pipe(Schema.minLength(1))

/** Promise status, in lifecycle order. */
export const PromiseStatus = Schema.Literal("INITIAL", "RECALCULATE", "COMPLETE")
/** @see PromiseStatus */
export type PromiseStatus = typeof PromiseStatus.Type
/** Promise capabilities. */
export const PromiseCapability = Schema.Literal("PICK", "STAGE", "TRANSPORT", "LAST_MILE_HANDOFF")
/** @see PromiseCapability */
export type PromiseCapability = typeof PromiseCapability.Type
/** Quote vendors. */
export const QuoteVendor = Schema.Literal("KR001", "IC001", "NU001", "OC001", "SH001")
/** @see QuoteVendor */
export type QuoteVendor = typeof QuoteVendor.Type
/** Eligibility providers. */
export const EligibilityProvider = Schema.Literal("INSTACART", "OCADO", "KROGER", "NURO", "SHIPT", "MARKETPLACE")
/** @see EligibilityProvider */
export type EligibilityProvider = typeof EligibilityProvider.Type
/** Quick options. */
export const QuickOption = Schema.Literal("FASTEST", "FASTEST_WITH_ALL_ITEMS", "FASTEST_FREE")
/** @see QuickOption */
export type QuickOption = typeof QuickOption.Type
/** The label of each quick option. */
export const QUICK_OPTION_LABELS: Readonly<Record<QuickOption, string>> = {
  FASTEST: "Fastest",
  FASTEST_WITH_ALL_ITEMS: "Fastest with all items",
  FASTEST_FREE: "Fastest Free delivery"
}
/** Why an item is excluded from a quote. */
export const ExclusionCode = Schema.Literal("ITEM_RESTRICTED", "NOT_APPLICABLE", "COMMUNICATION_FAILED", "NOT_AVAILABLE", "AGE_RESTRICTED")
/** @see ExclusionCode */
export type ExclusionCode = typeof ExclusionCode.Type

/** An item to promise or quote. */
export const PromiseItem = Schema.Struct({ upc: NonEmpty, quantity: Schema.Number.pipe(Schema.int(), Schema.positive()) })
/** @see PromiseItem */
export type PromiseItem = typeof PromiseItem.Type

/**
 * A time slot of a store and modality; reservations consume its capacity. Required: its id, start
 * and end (the slot pickers list them) and the seats remaining (a full slot cannot be chosen); the
 * store, modality, fulfilment, fee and capacity are optional.
 */
export const Timeslot = Schema.Struct({
  timeslotId: Schema.String,
  locationId: Schema.optional(Schema.String),
  modality: Schema.optional(tolerant(CheckoutModality)),
  fulfilment: Schema.optional(tolerant(FulfilmentKind)),
  start: Schema.String,
  end: Schema.String,
  fee: Schema.optional(Schema.Number),
  capacity: Schema.optional(Schema.Number),
  remaining: Schema.Number
})
/** @see Timeslot */
export type Timeslot = typeof Timeslot.Type

/**
 * A promise: what a vendor commits to for a slot. Required: its id and status (spec §4's
 * lifecycle); the rest is optional, as a real server may leave it out.
 */
export class FulfilmentPromise extends Schema.Class<FulfilmentPromise>("FulfilmentPromise")({
  promiseId: Schema.String,
  status: tolerant(PromiseStatus),
  version: Schema.optional(tolerantLiteral("v2", "v4")),
  locationId: Schema.optional(Schema.String),
  modality: Schema.optional(tolerant(CheckoutModality)),
  vendor: Schema.optional(tolerant(QuoteVendor)),
  capabilities: Schema.optional(Schema.Array(tolerant(PromiseCapability))),
  timeslotId: Schema.optional(Schema.String),
  reserved: Schema.optional(Schema.Boolean),
  items: Schema.optional(Schema.Array(PromiseItem))
}) {}

/** Create a promise. */
export const CreatePromiseRequest = Schema.Struct({
  locationId: NonEmpty,
  modality: CheckoutModality,
  timeslotId: Schema.optional(NonEmpty),
  items: Schema.Array(PromiseItem)
})
/** @see CreatePromiseRequest */
export type CreatePromiseRequest = typeof CreatePromiseRequest.Type
/** Modify a promise (RECALCULATE) or complete it. */
export const UpdatePromiseRequest = Schema.Struct({
  promiseId: NonEmpty,
  status: Schema.optional(Schema.Literal("RECALCULATE", "COMPLETE")),
  timeslotId: Schema.optional(NonEmpty),
  items: Schema.optional(Schema.Array(PromiseItem))
})
/** @see UpdatePromiseRequest */
export type UpdatePromiseRequest = typeof UpdatePromiseRequest.Type
/** One promise. */
export const PromiseResponse = Schema.Struct({ data: Schema.Struct({ promise: FulfilmentPromise }) })
/** A deleted promise. */
export const PromiseDeletedResponse = Schema.Struct({ data: Schema.Struct({ promiseId: Schema.String, deleted: Schema.Boolean }) })

/** Sourcing options of items at a store. */
export const SourcingOptionsRequest = Schema.Struct({ locationId: NonEmpty, items: Schema.Array(PromiseItem) })
/** One sourcing option. Required: the vendor and whether it is eligible; the provider and fulfilment are optional. */
export const SourcingOption = Schema.Struct({
  vendor: tolerant(QuoteVendor),
  provider: Schema.optional(tolerant(EligibilityProvider)),
  fulfilment: Schema.optional(tolerant(FulfilmentKind)),
  eligible: Schema.Boolean
})
/** @see SourcingOption */
export type SourcingOption = typeof SourcingOption.Type
/** The sourcing options. */
export const SourcingOptionsResponse = Schema.Struct({ data: Schema.Struct({ options: Schema.Array(SourcingOption) }) })
/** Ship options of items to a postal code. */
export const ShipOptionsRequest = Schema.Struct({
  postalCode: Schema.String.pipe(Schema.pattern(/^\d{5}$/)),
  items: Schema.Array(PromiseItem)
})
/** One ship option. Required: its id and label; the cost and days are optional. */
export const ShipOption = Schema.Struct({
  optionId: Schema.String,
  label: Schema.String,
  cost: Schema.optional(Schema.Number),
  days: Schema.optional(Schema.Number)
})
/** @see ShipOption */
export type ShipOption = typeof ShipOption.Type
/** The ship options. */
export const ShipOptionsResponse = Schema.Struct({ data: Schema.Struct({ options: Schema.Array(ShipOption) }) })

/** A quote request body. */
export const QuoteRequest = Schema.Struct({ items: Schema.Array(PromiseItem) })
/** @see QuoteRequest */
export type QuoteRequest = typeof QuoteRequest.Type
/** A quick option of a quote, labelled. Required: the option and its slot; the label is optional ({@link QUICK_OPTION_LABELS} has the known ones). */
export const QuoteQuickOption = Schema.Struct({
  option: tolerant(QuickOption),
  label: Schema.optional(Schema.String),
  timeslotId: Schema.String
})
/** @see QuoteQuickOption */
export type QuoteQuickOption = typeof QuoteQuickOption.Type
/** An item a quote excludes. */
export const QuoteExclusion = Schema.Struct({ upc: Schema.String, code: tolerant(ExclusionCode) })
/** @see QuoteExclusion */
export type QuoteExclusion = typeof QuoteExclusion.Type
/** A quoted promise (compact: slot and vendor only). Required: its slot; the rest is optional. */
export const QuotedPromise = Schema.Struct({
  vendor: Schema.optional(tolerant(QuoteVendor)),
  timeslotId: Schema.String,
  fee: Schema.optional(Schema.Number),
  start: Schema.optional(Schema.String),
  end: Schema.optional(Schema.String)
})
/** @see QuotedPromise */
export type QuotedPromise = typeof QuotedPromise.Type
/**
 * A quote, for any of the four modality types. Required: its id (spec §3) and promises (what it
 * quotes); the store, modality, quick options and exclusions are optional.
 */
export class Quote extends Schema.Class<Quote>("Quote")({
  quoteId: Schema.String,
  locationId: Schema.optional(Schema.String),
  modality: Schema.optional(tolerant(WireModality)),
  promises: Schema.Array(QuotedPromise),
  quickOptions: Schema.optional(Schema.Array(QuoteQuickOption)),
  exclusions: Schema.optional(Schema.Array(QuoteExclusion))
}) {}
/** One quote. */
export const QuoteResponse = Schema.Struct({ data: Schema.Struct({ quote: Quote }) })

/** Upfront time slots of a store and modality. */
export const UpfrontTimeslotsRequest = Schema.Struct({ locationId: NonEmpty, modality: CheckoutModality })
/** @see UpfrontTimeslotsRequest */
export type UpfrontTimeslotsRequest = typeof UpfrontTimeslotsRequest.Type
/** Time slots. */
export const TimeslotsResponse = Schema.Struct({ data: Schema.Struct({ timeslots: Schema.Array(Timeslot) }) })
