/**
 * The products use cases, ready for the hooks: products by gtin13 or UPC, and product validation
 * for a modality.
 *
 * @since 0.1.0
 */
import { ProductsContract } from "../../contract/products.js"
import { Products } from "../../services/Products.js"
import { fromOperation } from "../fromOperation.js"

/** Products use cases. */
export const ProductsUseCases = {
  getProducts: /* @__PURE__ */ fromOperation(Products, ProductsContract.getProducts, { success: false }),
  getProductsByUpcs: /* @__PURE__ */ fromOperation(Products, ProductsContract.getProductsByUpcs, { success: false }),
  validateModality: /* @__PURE__ */ fromOperation(Products, ProductsContract.validateModality)
} as const
