/**
 * The `search` operation of operations.tsv: product search by text, department and filters, paged.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { ItemModalityType } from "../schema/items.js"
import { ProductSearchResponse, ProductSort, SEARCH_MAX_PAGE_SIZE } from "../schema/search.js"
import { BooleanFromString, CommaSeparated, make } from "../core/Operation.js"
import { IntFromString, StoreLocationId } from "../core/params.js"

const Price = Schema.NumberFromString.pipe(Schema.finite(), Schema.nonNegative())

/** The longest search term a product search sends (a longer one fails validation; nothing is sent). */
export const SEARCH_TERM_MAX_LENGTH = 100

/** Url params of product search; only non-empty ones are sent. */
export const ProductSearchParams = Schema.Struct({
  "filter.term": Schema.optional(
    Schema.String.pipe(
      Schema.maxLength(SEARCH_TERM_MAX_LENGTH, { message: () => `A search term is at most ${SEARCH_TERM_MAX_LENGTH} characters` })
    )
  ),
  "filter.department": Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z0-9-]+$/))),
  "filter.brands": Schema.optional(CommaSeparated(Schema.String)),
  "filter.onSale": Schema.optional(BooleanFromString),
  "filter.inStock": Schema.optional(BooleanFromString),
  "filter.modality": Schema.optional(ItemModalityType),
  "filter.locationId": Schema.optional(StoreLocationId),
  "filter.minPrice": Schema.optional(Price),
  "filter.maxPrice": Schema.optional(Price),
  "filter.minRating": Schema.optional(Schema.NumberFromString.pipe(Schema.between(0, 5))),
  sort: Schema.optional(ProductSort),
  "page.size": Schema.optional(IntFromString.pipe(Schema.between(1, SEARCH_MAX_PAGE_SIZE))),
  "page.offset": Schema.optional(IntFromString.pipe(Schema.nonNegative()))
})
/** Product search's query parameters as the service sends them (term, department, facets, paging). */
export type ProductSearchParams = typeof ProductSearchParams.Type

/** GET /search/v1/products-search: a page of items matching text, department and filters. */
export const searchProducts = make({
  domain: "search",
  name: "ProductSearch.searchProducts",
  requestKind: "products search",
  summary: "Search products",
  method: "GET",
  path: "/search/v1/products-search",
  retry: "read",
  urlParams: ProductSearchParams,
  success: ProductSearchResponse,
  errors: [400, 500],
  contextDependent: true
})

/** Every search operation. */
export const SearchContract = { searchProducts } as const
