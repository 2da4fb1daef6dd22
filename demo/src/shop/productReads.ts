/**
 * The product page's read of its item (in full, keyed apart from the tiles' lookups), and its
 * prefetch when a shopper shows intent to open the page (a product link's hover, focus or touch):
 * the page then renders from the cache, with no loading state, once the prefetch finished. The tiles
 * load this module with the first intent (the shop's first screen carries none of it).
 */
import { ItemsUseCases, prefetch, type SlotStore } from "atlas-client/react"

/** The product page's item read asks for everything about the item. */
export const FULL_ITEM = { projection: "items.full" } as const

/** The key of the product page's item read. */
export const productKey = (gtin13: string): string => `${gtin13}:full`

/** Prefetches the product page's item into the provider's store. */
export const warmProduct = (store: SlotStore, gtin13: string): Promise<void> =>
  prefetch(store, ItemsUseCases.lookupItem, [gtin13, FULL_ITEM], { key: productKey(gtin13) })
