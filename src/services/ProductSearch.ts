/**
 * Product search: by text, department and filters, paged, with department and brand facets.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { runner } from "../layers/runner.js"
import { SearchContract } from "../contract/search.js"
import type { ItemModalityType } from "../schema/items.js"
import type { ProductSort } from "../schema/search.js"
import { defined, nonBlank } from "../internal/optional.js"
import type { ServiceError } from "./ServiceError.js"

/** A search; blank text and empty lists are not sent. */
export interface ProductSearchQuery {
  readonly term?: string
  readonly department?: string
  readonly brands?: ReadonlyArray<string>
  readonly onSale?: boolean
  readonly inStock?: boolean
  /** Only items offered for this modality (the active modality's, upstream, when absent). */
  readonly modality?: ItemModalityType
  readonly locationId?: string
  readonly minPrice?: number
  readonly maxPrice?: number
  readonly minRating?: number
  readonly sort?: ProductSort
  readonly page?: { readonly size?: number; readonly offset?: number }
}

/**
 * Product search: by text, department and filters, paged, with department and brand facets to narrow it.
 *
 * @example
 * ```ts
 * export const milkOnSale = Effect.gen(function* () {
 *   const search = yield* ProductSearch
 *   return yield* search.searchProducts({ term: "milk", onSale: true, inStock: true })
 * })
 * ```
 */
export class ProductSearch extends Effect.Service<ProductSearch>()("atlas-client/ProductSearch", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** One page of items ("Expecting products search request" for a bad page or price). */
      searchProducts: fn("ProductSearch.searchProducts")(function* (query: ProductSearchQuery) {
        const body = yield* run(SearchContract.searchProducts, {
          urlParams: defined({
            "filter.term": nonBlank(query.term),
            "filter.department": query.department === "" ? undefined : query.department,
            "filter.brands": query.brands?.length ? query.brands : undefined,
            "filter.onSale": query.onSale,
            "filter.inStock": query.inStock,
            "filter.modality": query.modality,
            "filter.locationId": query.locationId,
            "filter.minPrice": query.minPrice,
            "filter.maxPrice": query.maxPrice,
            "filter.minRating": query.minRating,
            sort: query.sort,
            "page.size": query.page?.size,
            "page.offset": query.page?.offset
          })
        })
        return { products: body.data.products, page: body.meta.page, facets: body.meta.facets }
      })
    } as const
  })
}) {}

/** Every error a {@link ProductSearch} use case can fail with (derived from the use cases, so from the descriptors). */
export type ProductSearchError = ServiceError<ProductSearch>
