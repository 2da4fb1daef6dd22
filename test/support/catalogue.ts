/** Picks from the reference upstream's catalogue for tests. */
import { catalogue, type CatalogueEntry } from "../../src/upstream/catalogue/seed.js"

export const entries = (): ReadonlyArray<CatalogueEntry> => catalogue().entries

export const pick = (predicate: (e: CatalogueEntry) => boolean, n = 1): ReadonlyArray<CatalogueEntry> => {
  const found = entries().filter(predicate).slice(0, n)
  if (found.length < n) throw new Error("the catalogue has no such item")
  return found
}

export const first = (predicate: (e: CatalogueEntry) => boolean): CatalogueEntry => pick(predicate)[0] as CatalogueEntry

/** An ordinary item: offered for every modality, max 10, no restrictions, not on sale. */
export const plain = (e: CatalogueEntry) =>
  e.homeDeliveryItem &&
  e.clickListItem &&
  e.soldInStore &&
  e.productRestrictions.length === 0 &&
  e.minimumOrderQuantity === 1 &&
  e.promo === undefined &&
  e.maximumOrderQuantity === 10

export const coldMedicine = (e: CatalogueEntry) =>
  e.productRestrictions.some((r) => r.groupId === "COLD_MEDICINE") && e.homeDeliveryItem && e.clickListItem
