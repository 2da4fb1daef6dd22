/**
 * Per-store inventory (deterministic: a hash of the item and the store, so nothing is stored) and
 * the item and product records the reference upstream answers with.
 *
 * @since 0.1.0
 */
import { Item, type ItemModalityType, type ItemProjection, type StockLevel } from "../../schema/items.js"
import { Product } from "../../schema/products.js"
import { seededRandom } from "../random.js"
import { type CatalogueEntry, ratingOf } from "./seed.js"

/** The inventory key when no store is known (online). */
export const ONLINE = "ONLINE"

const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * Units of an item at a store: about 7% of items are out of stock at a store, 13% low (1-5).
 *
 * @example
 * storeAvailable("0000100000173", "01400943") // the same number on every run
 */
export const storeAvailable = (gtin13: string, locationId: string): number => {
  const r = seededRandom(hash(`${gtin13}@${locationId}`))()
  if (r < 0.07) return 0
  if (r < 0.2) return 1 + (Math.floor(r * 1000) % 5)
  return 6 + (Math.floor(r * 10000) % 115)
}

/** The stock level of a count: 0 out, 1-5 low, more high. */
export const stockLevelOf = (available: number): StockLevel =>
  available <= 0 ? "TEMPORARILY_OUT_OF_STOCK" : available <= 5 ? "LOW" : "HIGH"

/** Where and for what an item record is built. */
export interface RecordContext {
  readonly locationId?: string | undefined
  readonly modalityTypes: ReadonlyArray<ItemModalityType>
  readonly projection?: ItemProjection | undefined
}

/** Units available for one modality: the ship warehouse for SHIP, else the store. */
export const availableFor = (entry: CatalogueEntry, modality: ItemModalityType | undefined, locationId: string | undefined): number =>
  modality === "SHIP" ? entry.shipStock : storeAvailable(entry.gtin13, locationId ?? ONLINE)

/** An entry as the items call returns it. */
export const itemRecord = (entry: CatalogueEntry, ctx: RecordContext): Item => {
  const shipOnly = ctx.modalityTypes.length > 0 && ctx.modalityTypes.every((m) => m === "SHIP")
  const available = shipOnly ? entry.shipStock : storeAvailable(entry.gtin13, ctx.locationId ?? ONLINE)
  const full = ctx.projection === "items.full"
  const rating = ratingOf(entry)
  return new Item({
    gtin13: entry.gtin13,
    upc: entry.gtin13,
    description: entry.description,
    brand: entry.brand,
    department: entry.department,
    categories: entry.categories,
    size: entry.size,
    unitOfMeasure: entry.unitOfMeasure,
    applicableItemType: entry.applicableItemType,
    price: {
      regular: entry.regular,
      ...(entry.promo === undefined ? {} : { promo: entry.promo }),
      ...(entry.unitOfMeasure === "Each" ? {} : { unitPrice: `$${(entry.promo ?? entry.regular).toFixed(2)}/lb` })
    },
    minimumOrderQuantity: entry.minimumOrderQuantity,
    maximumOrderQuantity: entry.maximumOrderQuantity,
    homeDeliveryItem: entry.homeDeliveryItem,
    clickListItem: entry.clickListItem,
    soldInStore: entry.soldInStore,
    productRestrictions: entry.productRestrictions,
    ship: { shippableItem: entry.shippable, ...(entry.shipReason === undefined ? {} : { reason: entry.shipReason }) },
    inventory: {
      effective: { available },
      stockLevel: stockLevelOf(available),
      ...(shipOnly || ctx.locationId === undefined ? {} : { locationId: ctx.locationId })
    },
    ...(entry.sellerId === undefined ? {} : { sellerId: entry.sellerId }),
    ...(rating.count === 0 ? {} : { rating }),
    ...(full
      ? {
          inventorySummaries: ctx.modalityTypes.map((modalityType) => {
            const n = availableFor(entry, modalityType, ctx.locationId)
            return { modalityType, availableToSell: n, stockLevel: stockLevelOf(n) }
          }),
          longDescription: entry.longDescription,
          relatedTags: entry.relatedTags
        }
      : {})
  })
}

/** An entry as the products calls return it. */
export const productRecord = (entry: CatalogueEntry): Product => {
  const rating = ratingOf(entry)
  return new Product({
    upc: entry.gtin13,
    description: entry.description,
    brand: entry.brand,
    department: entry.department,
    categories: entry.categories,
    size: entry.size,
    longDescription: entry.longDescription,
    ...(entry.sellerId === undefined ? {} : { sellerId: entry.sellerId }),
    ...(rating.count === 0 ? {} : { rating }),
    relatedTags: entry.relatedTags
  })
}

/** The price a shopper pays for one unit. */
export const unitPrice = (entry: CatalogueEntry): number => entry.promo ?? entry.regular
