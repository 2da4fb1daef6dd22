/**
 * Product search vocabulary: sort orders, facets and the search response (items, compact).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Item } from "./items.js"

/** How search results are ordered. */
export const ProductSort = Schema.Literal("relevance", "price_asc", "price_desc", "rating", "name")
/** @see ProductSort */
export type ProductSort = typeof ProductSort.Type

/** The largest page a search returns. */
export const SEARCH_MAX_PAGE_SIZE = 100
/** The page size when none is asked for. */
export const SEARCH_DEFAULT_PAGE_SIZE = 24

/** One value a search can be narrowed by, with how many results have it. */
export const SearchFacet = Schema.Struct({ id: Schema.String, name: Schema.String, count: Schema.Int })
/** @see SearchFacet */
export type SearchFacet = typeof SearchFacet.Type

/** A page of a list: its size, offset and the total. */
export const PageMeta = Schema.Struct({ size: Schema.Int, offset: Schema.Int, total: Schema.Int })
/** @see PageMeta */
export type PageMeta = typeof PageMeta.Type

/** The body of product search: one page of items, with department and brand facets. */
export const ProductSearchResponse = Schema.Struct({
  data: Schema.Struct({ products: Schema.Array(Item) }),
  meta: Schema.Struct({
    page: PageMeta,
    facets: Schema.Struct({ departments: Schema.Array(SearchFacet), brands: Schema.Array(SearchFacet) })
  })
})
/** @see ProductSearchResponse */
export type ProductSearchResponse = typeof ProductSearchResponse.Type
