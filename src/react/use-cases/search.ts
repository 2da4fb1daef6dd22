/**
 * The search use case, ready for the hooks: a page of products for a query, with its facets. It
 * depends on the shopping context and re-runs when the active modality changes.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { SearchContract } from "../../contract/search.js"
import { ProductSearch } from "../../services/ProductSearch.js"
import { fromOperation } from "../fromOperation.js"

/** Search use cases. */
export const SearchUseCases = {
  searchProducts: /* @__PURE__ */ fromOperation(ProductSearch, SearchContract.searchProducts, {
    // The page as the service answers it, so a server's snapshot carries it (`dehydrate`). Built in a
    // pure call: a call among the arguments would otherwise keep search (and its service) in every
    // bundle that imports this module, the first screen's included.
    success: /* @__PURE__ */ (() =>
      Schema.Struct({
        products: SearchContract.searchProducts.success.fields.data.fields.products,
        page: SearchContract.searchProducts.success.fields.meta.fields.page,
        facets: SearchContract.searchProducts.success.fields.meta.fields.facets
      }))()
  })
} as const
