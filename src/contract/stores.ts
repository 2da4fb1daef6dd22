/**
 * The `stores` and `locator` operations of operations.tsv.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import {
  AddressRequest,
  AddressValidationResponse,
  DepartmentCode,
  LocationId,
  MAX_RADIUS_MILES,
  SimilarAddressesResponse,
  StoreDetailsResponse,
  StoreFiltersResponse,
  StoreListResponse,
  StoreMatchesResponse,
  StoreType
} from "../schema/stores.js"
import { BooleanFromString, CommaSeparated, make } from "../core/Operation.js"
import { LatLngFromString, PositiveIntFromString } from "../core/params.js"
import { AddressValidationFailure } from "../errors/families.js"

const Radius = Schema.NumberFromString.pipe(
  Schema.between(0, MAX_RADIUS_MILES, {
    message: () => `radiusInMiles must be between 0 and ${MAX_RADIUS_MILES}`
  })
)

/** GET /stores/v1/details/{storeId}: one store by its 8-digit location id. */
export const getStoreDetails = make({
  domain: "stores",
  name: "Stores.getStoreDetails",
  requestKind: "store details",
  summary: "Store details",
  method: "GET",
  path: "/stores/v1/details/{storeId}",
  retry: "read",
  pathParams: Schema.Struct({ storeId: LocationId }),
  success: StoreDetailsResponse
})

/** GET /stores/v2/filters: banners, departments and store types a search can be narrowed by. */
export const getStoreFilters = make({
  domain: "stores",
  name: "Stores.getStoreFilters",
  requestKind: "store filters",
  summary: "Store search filters",
  method: "GET",
  path: "/stores/v2/filters",
  retry: "read",
  success: StoreFiltersResponse,
  errors: [500]
})

/** Url params of the locator (the default-location params of spec §9). */
export const LocatorParams = Schema.Struct({
  "filter.latLong": LatLngFromString,
  "filter.departments": Schema.optional(CommaSeparated(DepartmentCode)),
  "filter.excludeStoreTypes": Schema.optional(CommaSeparated(StoreType)),
  "filter.radiusInMiles": Schema.optional(Radius),
  "filter.maxResults": Schema.optional(PositiveIntFromString)
})
/** The locator's query parameters as sent: the point, departments, store types left out, radius and count. */
export type LocatorParams = typeof LocatorParams.Type

/** GET /stores/v2/locator: the nearest stores to a point. */
export const locateStores = make({
  domain: "stores",
  name: "Stores.locateStores",
  requestKind: "store locator",
  summary: "Nearest stores to a point",
  method: "GET",
  path: "/stores/v2/locator",
  retry: "read",
  urlParams: LocatorParams,
  success: StoreMatchesResponse,
  errors: [400, 500]
})

/** The longest free-text store query (a zip, city or store name) a store search sends. */
export const STORE_QUERY_MAX_LENGTH = 100

/** Url params of the store search; only non-empty filters are sent. */
export const StoreSearchParams = Schema.Struct({
  "filter.departments": Schema.optional(CommaSeparated(DepartmentCode)),
  "filter.latLng": Schema.optional(LatLngFromString),
  "filter.open24Hours": Schema.optional(BooleanFromString),
  "filter.query": Schema.optional(
    Schema.String.pipe(
      Schema.maxLength(STORE_QUERY_MAX_LENGTH, { message: () => `A store search is at most ${STORE_QUERY_MAX_LENGTH} characters` })
    )
  ),
  "filter.radiusInMiles": Schema.optional(Radius),
  "filter.storeType": Schema.optional(StoreType),
  "filter.maxResults": Schema.optional(PositiveIntFromString),
  "filter.banner": Schema.optional(Schema.String.pipe(Schema.maxLength(STORE_QUERY_MAX_LENGTH)))
})
/** The store search's query parameters as sent (`filter.*`), empty filters left out. */
export type StoreSearchParams = typeof StoreSearchParams.Type

/** GET /stores/v1/search: stores by zip, city, name or point, with filters. */
export const searchStores = make({
  domain: "stores",
  name: "Stores.searchStores",
  requestKind: "store search",
  summary: "Search stores",
  method: "GET",
  path: "/stores/v1/search",
  retry: "read",
  urlParams: StoreSearchParams,
  success: StoreMatchesResponse,
  errors: [400, 500]
})

/** Url params of the store list. */
export const StoreListParams = Schema.Struct({
  "filter.banner": Schema.optional(Schema.String),
  "filter.locationIds": Schema.optional(CommaSeparated(LocationId)),
  "page.size": Schema.optional(PositiveIntFromString),
  "page.offset": Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative()))
})
/** The options of the store list (banner, location ids, page size and offset), as `Stores.listStores` takes and sends them. */
export type StoreListParams = typeof StoreListParams.Type

/** GET /stores/v1/list: every store, by banner or ids, paged. */
export const listStores = make({
  domain: "stores",
  name: "Stores.listStores",
  requestKind: "store list",
  summary: "List stores",
  method: "GET",
  path: "/stores/v1/list",
  retry: "read",
  urlParams: StoreListParams,
  success: StoreListResponse,
  errors: [400, 500]
})

/** POST /locator/address-validation: is this a deliverable US address; its normalised form. */
export const validateAddress = make({
  domain: "locator",
  name: "Locator.validateAddress",
  requestKind: "address validation",
  summary: "Validate an address",
  method: "POST",
  path: "/locator/address-validation",
  retry: "read",
  payload: AddressRequest,
  success: AddressValidationResponse,
  errors: [400, 500],
  codes: [AddressValidationFailure]
})

/** POST /locator/findSimilarAddresses: addresses like the one given (same street, nearby zips). */
export const findSimilarAddresses = make({
  domain: "locator",
  name: "Locator.findSimilarAddresses",
  requestKind: "similar addresses",
  summary: "Find similar addresses",
  method: "POST",
  path: "/locator/findSimilarAddresses",
  retry: "read",
  payload: AddressRequest,
  success: SimilarAddressesResponse,
  errors: [400, 500],
  codes: [AddressValidationFailure]
})

/** Every stores and locator operation. */
export const StoresContract = {
  getStoreDetails,
  getStoreFilters,
  locateStores,
  searchStores,
  listStores,
  validateAddress,
  findSimilarAddresses
} as const
