/**
 * The products use cases, ready for the hooks: products by gtin13 or UPC, and product validation
 * for a modality.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import type { ProductValidationLine, ValidationModality } from "../../schema/products.js"
import { Products } from "../../services/Products.js"
import { defineUseCase } from "../UseCase.js"

/** Products use cases. */
export const ProductsUseCases = {
  getProducts: /* @__PURE__ */ defineUseCase({
    name: "Products.getProducts",
    mode: "read",
    run: (gtin13s: ReadonlyArray<string>) => Effect.flatMap(Products, (s) => s.getProducts(gtin13s))
  }),
  getProductsByUpcs: /* @__PURE__ */ defineUseCase({
    name: "Products.getProductsByUpcs",
    mode: "read",
    run: (upcs: ReadonlyArray<string>) => Effect.flatMap(Products, (s) => s.getProductsByUpcs(upcs))
  }),
  validateModality: /* @__PURE__ */ defineUseCase({
    name: "Products.validateModality",
    mode: "read",
    contextDependent: true,
    run: (modality: ValidationModality, lines: ReadonlyArray<ProductValidationLine>) =>
      Effect.flatMap(Products, (s) => s.validateModality(modality, lines))
  })
} as const
