/**
 * Product validation in the reference upstream: the rules library's `validateProducts` over item
 * records built for the modality and store, as the product-validation operation and cart writes
 * apply it.
 *
 * @since 0.1.0
 */
import { productModalityOf, type ValidationLine, validateProducts } from "../../rules/products.js"
import type { Rejection } from "../../schema/products.js"
import { itemRecord } from "./records.js"
import type { Catalogue } from "./seed.js"

/**
 * Rejections of `lines` for a modality (any spelling) at a store; unknown upcs are unavailable.
 *
 * @example
 * validateLines(catalogue(), "PICKUP", [{ upc: "0000100000173", quantity: 1 }], "01400943")
 */
export const validateLines = (
  cat: Catalogue,
  modality: string,
  lines: ReadonlyArray<ValidationLine>,
  locationId: string | undefined
): ReadonlyArray<Rejection> => {
  const type = productModalityOf(modality) ?? "IN_STORE"
  const items = [...new Set(lines.map((l) => l.upc))].flatMap((upc) => {
    const entry = cat.byGtin.get(upc)
    return entry === undefined ? [] : [itemRecord(entry, { locationId, modalityTypes: [type], projection: "items.full" })]
  })
  return validateProducts({ modality, lines, items })
}
