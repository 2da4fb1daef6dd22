/**
 * Real response bodies for the bench, produced by the reference upstream over loopback: a store's
 * details, one item, and a 400-item product search (assembled from pages, the contract allowing at
 * most 100 a page) as search sends it (items.compact), and the same search with the items as the
 * `items.full` projection shows them (inventory summaries for two modalities, long descriptions,
 * related tags): the about-500 KB body of issue 11.
 */
import { ITEMS_MAX_GTIN13S } from "../src/schema/items.js"
import { SEARCH_MAX_PAGE_SIZE } from "../src/schema/search.js"
import { fixtures } from "../src/testing/fixtures.js"
import { startReferenceServer } from "../src/upstream/server/node.js"

/** The bodies, as the upstream sent them. */
export interface Bodies {
  readonly storeId: string
  readonly gtin13: string
  readonly storeDetails: string
  readonly items: string
  /** The search, items.compact (as the search endpoint sends it). */
  readonly search: string
  /** The same search, every item as items.full shows it. */
  readonly searchFull: string
  readonly searchItems: number
}

const text = async (url: string): Promise<string> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.text()
}

/** Starts the reference server on free ports, reads the bodies, and stops it. */
export const loadBodies = async (searchItems = 400): Promise<Bodies> => {
  const server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
  try {
    const base = `${server.origins.atlas}/atlas/v1`
    const { pickupStore, item } = fixtures()
    const storeId = pickupStore.locationId
    const storeDetails = await text(`${base}/stores/v1/details/${storeId}`)
    const items = await text(`${base}/item/v2/items?filter.gtin13s=${item.gtin13}&filter.modalityTypes=PICKUP&filter.locationId=${storeId}`)
    type Page = {
      data: { products: Array<unknown> }
      meta: { page: { size: number; offset: number; total: number } } & Record<string, unknown>
    }
    const pages: Array<Page> = []
    for (let offset = 0; offset < searchItems; offset += SEARCH_MAX_PAGE_SIZE) {
      const size = Math.min(SEARCH_MAX_PAGE_SIZE, searchItems - offset)
      pages.push(
        JSON.parse(
          await text(
            `${base}/search/v1/products-search?filter.locationId=${storeId}&filter.modality=PICKUP&page.size=${size}&page.offset=${offset}`
          )
        ) as Page
      )
    }
    const first = pages[0]!
    const products = pages.flatMap((p) => p.data.products)
    // A one-page search body holding `found`, with the first page's meta.
    const asSearch = (found: ReadonlyArray<unknown>) =>
      JSON.stringify({
        data: { products: found },
        meta: { ...first.meta, page: { ...first.meta.page, size: found.length, offset: 0 } }
      })
    const search = asSearch(products)
    const gtins = products.map((p) => (p as { gtin13: string }).gtin13)
    const full: Array<unknown> = []
    for (let i = 0; i < gtins.length; i += ITEMS_MAX_GTIN13S) {
      const batch = gtins.slice(i, i + ITEMS_MAX_GTIN13S).join(",")
      const page = JSON.parse(
        await text(
          `${base}/item/v2/items?filter.gtin13s=${batch}&filter.modalityTypes=PICKUP,DELIVERY&filter.locationId=${storeId}&projections=items.full`
        )
      ) as { data: { items: Array<unknown> } }
      full.push(...page.data.items)
    }
    if (full.length !== products.length) throw new Error(`items.full returned ${full.length} of ${products.length} products`)
    const searchFull = asSearch(full)
    return { storeId, gtin13: item.gtin13, storeDetails, items, search, searchFull, searchItems: products.length }
  } finally {
    await server.close()
  }
}
