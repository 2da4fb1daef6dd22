/**
 * The `promises`, `quotes` and `timeslots` operations of operations.tsv. Promise writes are keyed;
 * a promise create sends `x-instacart-no-reservation` (the string `true` unless the V2 flag).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { WireModality } from "../schema/modality.js"
import {
  CreatePromiseRequest,
  PromiseDeletedResponse,
  PromiseResponse,
  QuickOption,
  QuoteRequest,
  QuoteResponse,
  QuoteVendor,
  ShipOptionsRequest,
  ShipOptionsResponse,
  SourcingOptionsRequest,
  SourcingOptionsResponse,
  TimeslotsResponse,
  UpdatePromiseRequest,
  UpfrontTimeslotsRequest
} from "../schema/promises.js"
import { CommaSeparated, make } from "../core/Operation.js"
import { NonEmpty } from "../core/params.js"
import { PromiseModify } from "../errors/families.js"

const PromiseParams = Schema.Struct({ "filter.promiseId": NonEmpty("promiseId") })
const NoReservation = Schema.Struct({ "x-instacart-no-reservation": Schema.Literal("true", "false") })
const errors = [400, 404, 409, 500]

const promiseOps = (version: "v2" | "v4", suffix: "" | "V4") => ({
  get: make({
    domain: "promises",
    name: `Promises.getPromise${suffix}`,
    requestKind: "get promise",
    summary: `A promise (${version})`,
    method: "GET",
    path: `/promising/${version}/promises`,
    retry: "read",
    urlParams: PromiseParams,
    success: PromiseResponse
  }),
  create: make({
    domain: "promises",
    name: `Promises.createPromise${suffix}`,
    requestKind: "create promise",
    summary: `Create a promise (${version})`,
    method: "POST",
    path: `/promising/${version}/promises`,
    retry: "keyed",
    headers: NoReservation,
    payload: CreatePromiseRequest,
    success: PromiseResponse,
    errors,
    codes: [PromiseModify]
  }),
  update: make({
    domain: "promises",
    name: `Promises.updatePromise${suffix}`,
    requestKind: "update promise",
    summary: `Modify or complete a promise (${version})`,
    method: "PUT",
    path: `/promising/${version}/promises`,
    retry: "keyed",
    payload: UpdatePromiseRequest,
    success: PromiseResponse,
    errors,
    codes: [PromiseModify]
  })
})
const v2 = promiseOps("v2", "")
const v4 = promiseOps("v4", "V4")

/** DELETE /promising/v2/promises: release a promise (and its reservation). */
export const deletePromise = make({
  domain: "promises",
  name: "Promises.deletePromise",
  requestKind: "delete promise",
  summary: "Delete a promise",
  method: "DELETE",
  path: "/promising/v2/promises",
  retry: "keyed",
  urlParams: PromiseParams,
  success: PromiseDeletedResponse,
  errors
})
/** POST /promises/sourcingoptions (a read). */
export const getSourcingOptions = make({
  domain: "promises",
  name: "Promises.getSourcingOptions",
  requestKind: "sourcing options",
  summary: "Sourcing options",
  method: "POST",
  path: "/promises/sourcingoptions",
  retry: "read",
  payload: SourcingOptionsRequest,
  success: SourcingOptionsResponse
})
/** POST /promises/options: ship options (a read). */
export const getShipOptions = make({
  domain: "promises",
  name: "Promises.getShipOptions",
  requestKind: "ship options",
  summary: "Ship options",
  method: "POST",
  path: "/promises/options",
  retry: "read",
  payload: ShipOptionsRequest,
  success: ShipOptionsResponse
})

/**
 * Url params of a quote (spec §7): `filter.shoppingModality` is any of the four modality types
 * (spec §1: "modality preferences (pickup, delivery, ship, in-store)"), sent upper-case.
 */
export const QuoteParams = Schema.Struct({
  "filter.shoppingModality": WireModality,
  "filter.storeId": Schema.String.pipe(Schema.pattern(/^\d{8}$/)),
  "option.quickOptions": Schema.optional(CommaSeparated(QuickOption)),
  "option.excludeVendors": Schema.optional(CommaSeparated(QuoteVendor)),
  projections: Schema.optional(Schema.Literal("promises.compact"))
})
/** A quote's query parameters as sent: the shopping modality, the store, quick options and vendors left out. */
export type QuoteParams = typeof QuoteParams.Type

/** POST /promising/v2/quotes (a read). */
export const createQuote = make({
  domain: "quotes",
  name: "Quotes.getQuote",
  requestKind: "Quotes",
  summary: "Quote promises for items",
  method: "POST",
  path: "/promising/v2/quotes",
  retry: "read",
  urlParams: QuoteParams,
  payload: QuoteRequest,
  success: QuoteResponse
})
/** GET /promising/v2/quotes/{quoteId}. */
export const getQuoteById = make({
  domain: "quotes",
  name: "Quotes.getQuoteById",
  requestKind: "Quotes",
  summary: "A quote",
  method: "GET",
  path: "/promising/v2/quotes/{quoteId}",
  retry: "read",
  pathParams: Schema.Struct({ quoteId: NonEmpty("quoteId") }),
  success: QuoteResponse
})

/** POST /promising/v2/upfront-timeslots (a read). */
export const getUpfrontTimeslots = make({
  domain: "timeslots",
  name: "Timeslots.getUpfrontTimeslots",
  requestKind: "upfront timeslots",
  summary: "Time slots of a store and modality",
  method: "POST",
  path: "/promising/v2/upfront-timeslots",
  retry: "read",
  payload: UpfrontTimeslotsRequest,
  success: TimeslotsResponse,
  contextDependent: true
})
/** GET /timeslots/{locationIds}: time slots of stores (ids comma-joined). */
export const getTimeslots = make({
  domain: "timeslots",
  name: "Timeslots.getTimeslots",
  requestKind: "timeslots",
  summary: "Time slots of stores",
  method: "GET",
  path: "/timeslots/{locationIds}",
  retry: "read",
  pathParams: Schema.Struct({ locationIds: CommaSeparated(Schema.String.pipe(Schema.pattern(/^\d{8}$/))).pipe(Schema.minItems(1)) }),
  success: TimeslotsResponse
})

/** Every promises operation. */
export const PromisesContract = {
  getPromise: v2.get,
  createPromise: v2.create,
  updatePromise: v2.update,
  deletePromise,
  getPromiseV4: v4.get,
  createPromiseV4: v4.create,
  updatePromiseV4: v4.update,
  getSourcingOptions,
  getShipOptions
} as const
/** Every quotes operation. */
export const QuotesContract = { createQuote, getQuoteById } as const
/** Every timeslots operation. */
export const TimeslotsContract = { getUpfrontTimeslots, getTimeslots } as const
