/**
 * The `products` operations of operations.tsv: products by GTIN (two paths) and product validation
 * per modality.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Gtin13, ITEMS_MAX_GTIN13S } from "../schema/items.js"
import { ProductsResponse, ProductValidationRequest, ProductValidationResponse } from "../schema/products.js"
import { CommaSeparated, make } from "../core/Operation.js"

const Gtins = CommaSeparated(Gtin13).pipe(
  Schema.minItems(1, { message: () => "a list of GTINs is required" }),
  Schema.maxItems(ITEMS_MAX_GTIN13S)
)

/** GET /product/v2/products: products by a list of GTINs. */
export const getProducts = make({
  domain: "products",
  name: "Products.getProducts",
  requestKind: "products",
  summary: "Products by GTIN",
  method: "GET",
  path: "/product/v2/products",
  retry: "read",
  urlParams: Schema.Struct({ "filter.gtin13s": Gtins }),
  success: ProductsResponse,
  errors: [400, 500]
})

/** GET /products/products/{upcs}: products by upcs in the path (comma-joined). */
export const getProductsByUpcs = make({
  domain: "products",
  name: "Products.getProductsByUpcs",
  requestKind: "products by upc",
  summary: "Products by upc",
  method: "GET",
  path: "/products/products/{upcs}",
  retry: "read",
  pathParams: Schema.Struct({ upcs: Gtins }),
  success: ProductsResponse,
  errors: [400, 500]
})

/** POST /products/validation/modality: product validation of cart lines for a modality (a read). */
export const validateModality = make({
  domain: "products",
  name: "Products.validateModality",
  requestKind: "product validation",
  summary: "Validate products for a modality",
  method: "POST",
  path: "/products/validation/modality",
  retry: "read",
  payload: ProductValidationRequest,
  success: ProductValidationResponse,
  errors: [400, 500],
  contextDependent: true
})

/** Every products operation. */
export const ProductsContract = { getProducts, getProductsByUpcs, validateModality } as const
