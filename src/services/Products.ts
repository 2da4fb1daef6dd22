/**
 * Products: catalogue products by GTIN (two paths) and product validation per modality through the
 * upstream (`/products/validation/modality`, which applies the rules library's `validateProducts`).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { ProductsContract } from "../contract/products.js"
import { runner } from "../layers/runner.js"
import type { ProductValidationLine, ValidationModality } from "../schema/products.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * Catalogue products by GTIN or UPC (names, images, sizes) and whether they can be bought for a modality.
 *
 * @example
 * ```ts
 * export const productCards = Effect.gen(function* () {
 *   const products = yield* Products
 *   return yield* products.getProducts(["0001111041700", "0001111060903"])
 * })
 * ```
 */
export class Products extends Effect.Service<Products>()("atlas-client/Products", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** Products by a list of GTINs (GET /product/v2/products; "Expecting products request" for an empty list). */
      getProducts: fn("Products.getProducts")(function* (gtin13s: ReadonlyArray<string>) {
        const body = yield* run(ProductsContract.getProducts, { urlParams: { "filter.gtin13s": gtin13s } })
        return { products: body.data.products, missing: body.meta.missing ?? [] }
      }),

      /** Products by upcs in the path (GET /products/products/{upcs}). */
      getProductsByUpcs: fn("Products.getProductsByUpcs")(function* (upcs: ReadonlyArray<string>) {
        const body = yield* run(ProductsContract.getProductsByUpcs, { path: { upcs } })
        return { products: body.data.products, missing: body.meta.missing ?? [] }
      }),

      /**
       * Validates cart lines (all of them: restriction groups sum over the cart) for a modality in
       * any spelling; one rejection per rejected line, with the spec §8 message.
       */
      validateModality: fn("Products.validateModality")(function* (
        modality: ValidationModality,
        lines: ReadonlyArray<ProductValidationLine>,
        options: { readonly locationId?: string } = {}
      ) {
        const body = yield* run(ProductsContract.validateModality, {
          payload: { modality, lines, ...(options.locationId === undefined ? {} : { locationId: options.locationId }) }
        })
        return body.data
      })
    } as const
  })
}) {}

/** Every error a {@link Products} use case can fail with (derived from the use cases, so from the descriptors). */
export type ProductsError = ServiceError<Products>
