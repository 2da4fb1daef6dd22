/**
 * Pure queries over the catalogue: the shopper's modality from the request, product search with
 * facets and paging, alternative locations, and an item's reviews.
 *
 * @since 0.1.0
 */
import type { ProductSearchParams } from "../../contract/search.js"
import type { ReviewsParams } from "../../contract/reviews.js"
import type { ItemModalityType, ItemProjection } from "../../schema/items.js"
import { Review } from "../../schema/reviews.js"
import type { SearchFacet } from "../../schema/search.js"
import { SEARCH_DEFAULT_PAGE_SIZE } from "../../schema/search.js"
import type { Store } from "../../schema/stores.js"
import { isExcludedBrand } from "../stores/queries.js"
import { lookupZip, milesBetween } from "../stores/geo.js"
import { seededRandom } from "../random.js"
import { availableFor, itemRecord, storeAvailable, stockLevelOf, unitPrice } from "./records.js"
import { type Catalogue, type CatalogueEntry, ratingOf } from "./seed.js"

/** The active modality as the request's `x-modality` header carries it. */
export interface RequestModality {
  readonly type: ItemModalityType
  readonly locationId?: string
  readonly postalCode?: string
}

const modalityTypes: ReadonlyArray<string> = ["PICKUP", "DELIVERY", "SHIP", "IN_STORE"]

/** The `x-modality` header of a request, when it is a modality. */
export const requestModality = (request: Request): RequestModality | undefined => {
  const header = request.headers.get("x-modality")
  if (header === null) return undefined
  try {
    const parsed: unknown = JSON.parse(header)
    if (typeof parsed !== "object" || parsed === null) return undefined
    const { type, locationId, postalCode } = parsed as Record<string, unknown>
    if (typeof type !== "string" || !modalityTypes.includes(type)) return undefined
    return {
      type: type as ItemModalityType,
      ...(typeof locationId === "string" ? { locationId } : {}),
      ...(typeof postalCode === "string" ? { postalCode } : {})
    }
  } catch {
    return undefined
  }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9%$]+/)
    .filter((w) => w !== "")

const haystack = (e: CatalogueEntry) =>
  `${e.description} ${e.department.name} ${e.categories.join(" ")} ${e.relatedTags.map((t) => t.tag).join(" ")}`.toLowerCase()

const relevance = (e: CatalogueEntry, terms: ReadonlyArray<string>): number => {
  if (terms.length === 0) return 1
  const text = haystack(e)
  const name = e.baseName.toLowerCase()
  let score = 0
  for (const t of terms) {
    if (!text.includes(t)) return 0
    score += name.includes(t) ? 3 : e.brand.toLowerCase().includes(t) ? 2 : 1
  }
  return score
}

const facets = (entries: ReadonlyArray<CatalogueEntry>, key: (e: CatalogueEntry) => { id: string; name: string }): Array<SearchFacet> => {
  const counts = new Map<string, SearchFacet>()
  for (const e of entries) {
    const { id, name } = key(e)
    const seen = counts.get(id)
    counts.set(id, { id, name, count: (seen?.count ?? 0) + 1 })
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}

/** What a search found: one page, the total and the facets. */
export interface SearchResult {
  readonly entries: ReadonlyArray<CatalogueEntry>
  readonly total: number
  readonly size: number
  readonly offset: number
  readonly departments: ReadonlyArray<SearchFacet>
  readonly brands: ReadonlyArray<SearchFacet>
}

/**
 * Searches the catalogue: every term must appear (name, brand, department, categories, tags);
 * filters narrow; department facets ignore the department filter, brand facets the brand filter.
 */
export const searchCatalogue = (cat: Catalogue, params: ProductSearchParams, locationId: string | undefined): SearchResult => {
  const terms = words(params["filter.term"] ?? "")
  const scored = cat.entries.flatMap((e) => {
    const score = relevance(e, terms)
    return score > 0 ? [{ e, score }] : []
  })
  const brands = new Set((params["filter.brands"] ?? []).map((b) => b.toLowerCase()))
  const passes = (e: CatalogueEntry) => {
    const price = unitPrice(e)
    if (params["filter.onSale"] === true && e.promo === undefined) return false
    if (params["filter.minPrice"] !== undefined && price < params["filter.minPrice"]) return false
    if (params["filter.maxPrice"] !== undefined && price > params["filter.maxPrice"]) return false
    if (params["filter.minRating"] !== undefined && ratingOf(e).average < params["filter.minRating"]) return false
    const modality = params["filter.modality"]
    if (modality === "SHIP" && !e.shippable) return false
    if (modality === "DELIVERY" && !e.homeDeliveryItem) return false
    if (modality === "PICKUP" && !e.clickListItem) return false
    if (modality === "IN_STORE" && !e.soldInStore) return false
    if (params["filter.inStock"] === true) {
      const available = availableFor(e, modality, locationId)
      if (available <= 0) return false
    }
    return true
  }
  const filtered = scored.filter(({ e }) => passes(e))
  const department = params["filter.department"]
  const inDepartment = filtered.filter(({ e }) => department === undefined || e.department.id === department)
  const matches = inDepartment.filter(({ e }) => brands.size === 0 || brands.has(e.brand.toLowerCase()))
  const sort = params.sort ?? "relevance"
  const sorted = [...matches].sort((a, b) => {
    switch (sort) {
      case "price_asc":
        return unitPrice(a.e) - unitPrice(b.e) || a.e.index - b.e.index
      case "price_desc":
        return unitPrice(b.e) - unitPrice(a.e) || a.e.index - b.e.index
      case "rating":
        return ratingOf(b.e).average - ratingOf(a.e).average || ratingOf(b.e).count - ratingOf(a.e).count || a.e.index - b.e.index
      case "name":
        return a.e.description.localeCompare(b.e.description)
      case "relevance":
        return b.score - a.score || a.e.index - b.e.index
    }
  })
  const size = params["page.size"] ?? SEARCH_DEFAULT_PAGE_SIZE
  const offset = params["page.offset"] ?? 0
  return {
    entries: sorted.slice(offset, offset + size).map(({ e }) => e),
    total: sorted.length,
    size,
    offset,
    departments: facets(
      filtered.map(({ e }) => e),
      (e) => e.department
    ),
    brands: facets(
      inDepartment.map(({ e }) => e),
      (e) => ({ id: e.brand, name: e.brand })
    ).slice(0, 25)
  }
}

/** Search results as items for the request's modality and store. */
export const searchItems = (
  result: SearchResult,
  modality: ItemModalityType | undefined,
  locationId: string | undefined,
  projection: ItemProjection = "items.compact"
) => result.entries.map((e) => itemRecord(e, { locationId, modalityTypes: modality === undefined ? [] : [modality], projection }))

/**
 * Stores near a postal code that have the item in stock, nearest first; none for an unknown zip.
 */
export const alternativeLocations = (
  stores: ReadonlyArray<Store>,
  entry: CatalogueEntry,
  postalCode: string,
  radiusInMiles = 50,
  maxResults = 10
) => {
  const place = lookupZip(postalCode)
  if (place._tag === "None") return []
  return stores
    .filter((s) => !isExcludedBrand(s) && s.status !== "CLOSED")
    .map((store) => ({ store, distanceMiles: Math.round(milesBetween(place.value.point, store.geolocation) * 10) / 10 }))
    .filter((m) => m.distanceMiles <= radiusInMiles)
    .map((m) => ({ ...m, available: storeAvailable(entry.gtin13, m.store.locationId) }))
    .filter((m) => m.available > 0)
    .sort((a, b) => a.distanceMiles - b.distanceMiles)
    .slice(0, maxResults)
    .map((m) => ({
      locationId: m.store.locationId,
      name: m.store.name,
      address: m.store.address,
      distanceMiles: m.distanceMiles,
      stockLevel: stockLevelOf(m.available),
      available: m.available
    }))
}

const TITLES: Record<number, ReadonlyArray<string>> = {
  1: ["Disappointed", "Would not buy again"],
  2: ["Not great", "Expected more"],
  3: ["It's fine", "Okay for the price"],
  4: ["Pretty good", "Solid choice"],
  5: ["Love it", "Always in my cart"]
}
const NICKNAMES = ["HomeCook", "BusyMom", "Grillmaster", "SnackFan", "WeekendBaker", "Foodie22", "BudgetShopper", "NightOwl"]

/** The seeded reviews of an entry (made on demand from its ratings), newest first. */
export const seededReviews = (entry: CatalogueEntry): ReadonlyArray<Review> => {
  const next = seededRandom(Number(entry.gtin13.slice(-9)))
  return entry.ratings
    .map((rating, i) => {
      const titles = TITLES[rating] ?? ["Review"]
      return new Review({
        reviewId: `${entry.gtin13}-r${i + 1}`,
        itemId: entry.gtin13,
        rating,
        title: titles[Math.floor(next() * titles.length)] ?? "Review",
        text: `${rating >= 4 ? "Great" : rating === 3 ? "Decent" : "Not my favourite"} ${entry.baseName.toLowerCase()} from ${entry.brand}.`,
        nickname: NICKNAMES[Math.floor(next() * NICKNAMES.length)] ?? "Shopper",
        submittedAt: new Date(Date.UTC(2025, 0, 1) + i * 86_400_000 * 3).toISOString(),
        verifiedPurchase: next() < 0.7,
        helpfulVotes: Math.floor(next() * 20)
      })
    })
    .reverse()
}

/** One page of reviews with the summary of all of them. */
export const reviewsPage = (all: ReadonlyArray<Review>, params: ReviewsParams) => {
  const rated = params["filter.rating"] === undefined ? all : all.filter((r) => r.rating === params["filter.rating"])
  const sorted = [...rated].sort((a, b) => {
    switch (params.sort ?? "recent") {
      case "rating_high":
        return b.rating - a.rating || b.submittedAt.localeCompare(a.submittedAt)
      case "rating_low":
        return a.rating - b.rating || b.submittedAt.localeCompare(a.submittedAt)
      case "helpful":
        return b.helpfulVotes - a.helpfulVotes || b.submittedAt.localeCompare(a.submittedAt)
      case "recent":
        return b.submittedAt.localeCompare(a.submittedAt)
    }
  })
  const size = params["page.size"] ?? 10
  const offset = params["page.offset"] ?? 0
  const histogram = [1, 2, 3, 4, 5].map((star) => all.filter((r) => r.rating === star).length)
  const average = all.length === 0 ? 0 : Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10
  return {
    data: { reviews: sorted.slice(offset, offset + size), summary: { average, count: all.length, histogram } },
    meta: { page: { size, offset, total: sorted.length } }
  }
}
