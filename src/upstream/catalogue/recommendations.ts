/**
 * Recommendation strategies over the catalogue, each deterministic.
 *
 * @since 0.1.0
 */
import type { ItemModalityType, RelatedTagSource } from "../../schema/items.js"
import type { RecommendationStrategy } from "../../schema/recommendations.js"
import { itemRecord } from "./records.js"
import { type Catalogue, type CatalogueEntry, ratingOf } from "./seed.js"

/** A recommendation before it becomes an item record. */
export interface Pick {
  readonly entry: CatalogueEntry
  readonly source: RelatedTagSource
  readonly reason: string
  readonly monetized?: boolean
}

const COMPLEMENTS: Readonly<Record<string, ReadonlyArray<string>>> = {
  produce: ["dairy", "condiments"],
  dairy: ["bakery", "breakfast"],
  "meat-seafood": ["condiments", "produce"],
  bakery: ["dairy", "deli"],
  deli: ["bakery", "condiments"],
  frozen: ["beverages", "snacks"],
  pantry: ["bakery", "breakfast"],
  "pasta-rice": ["condiments", "canned"],
  breakfast: ["dairy", "produce"],
  snacks: ["beverages", "deli"],
  beverages: ["snacks"],
  canned: ["pasta-rice", "pantry"],
  baking: ["dairy", "pantry"],
  condiments: ["meat-seafood", "bakery"],
  international: ["produce", "pasta-rice"],
  "beer-wine-spirits": ["snacks", "deli"],
  health: ["personal-care"],
  "personal-care": ["health", "paper"],
  baby: ["paper", "personal-care"],
  pet: ["household", "cleaning"],
  household: ["cleaning", "paper"],
  cleaning: ["household", "paper"],
  paper: ["cleaning", "household"],
  floral: ["gift-cards"],
  "gift-cards": ["floral"]
}

const STAPLES = [
  "Whole Milk",
  "Large Eggs",
  "White Sandwich Bread",
  "Bananas",
  "Salted Butter",
  "Ground Coffee",
  "Toilet Paper",
  "Paper Towels",
  "Chicken Breast",
  "Spring Water",
  "Long Grain White Rice",
  "Peanut Butter"
]

const popular = (entries: ReadonlyArray<CatalogueEntry>) =>
  [...entries].sort((a, b) => ratingOf(b).count - ratingOf(a).count || a.index - b.index)

const fallback = (cat: Catalogue): Array<Pick> =>
  popular(cat.entries).map((entry) => ({ entry, source: "FALLBACK", reason: "Popular with shoppers" }))

/** Inputs of a strategy. */
export interface StrategyInput {
  readonly gtin13?: string | undefined
  readonly owner: string
  readonly signedIn: boolean
  readonly monetize?: boolean | undefined
  readonly cart?: ReadonlyArray<string> | undefined
}

/** Every recommendation of a strategy, best first. */
export const recommend = (cat: Catalogue, strategy: RecommendationStrategy, input: StrategyInput): ReadonlyArray<Pick> => {
  const anchor = input.gtin13 === undefined ? undefined : cat.byGtin.get(input.gtin13)
  const others = (e: CatalogueEntry) => e.gtin13 !== anchor?.gtin13
  switch (strategy) {
    case "better-for-you":
      if (anchor === undefined) return []
      return cat.entries
        .filter((e) => others(e) && e.department.id === anchor.department.id && e.relatedTags.some((t) => t.tag === "organic"))
        .sort((a, b) => Number(b.baseName === anchor.baseName) - Number(a.baseName === anchor.baseName) || a.index - b.index)
        .map((entry) => ({ entry, source: "ORGANIC", reason: "A better-for-you choice" }))
    case "similar":
      if (anchor === undefined) return fallback(cat)
      return cat.entries
        .filter((e) => others(e) && e.department.id === anchor.department.id)
        .sort(
          (a, b) =>
            Number(b.baseName === anchor.baseName) - Number(a.baseName === anchor.baseName) ||
            Number(b.brand === anchor.brand) - Number(a.brand === anchor.brand) ||
            a.index - b.index
        )
        .map((entry) => ({
          entry,
          source: "ORGANIC",
          reason: entry.baseName === anchor.baseName ? "Same product, another brand" : `More from ${anchor.department.name}`
        }))
    case "complementary": {
      if (anchor === undefined) return fallback(cat)
      const departments = COMPLEMENTS[anchor.department.id] ?? []
      return popular(cat.entries.filter((e) => departments.includes(e.department.id))).map((entry) => ({
        entry,
        source: "CURATED",
        reason: `Goes well with ${anchor.baseName}`
      }))
    }
    case "financial-services":
      return cat.entries
        .filter((e) => e.kind === "giftcard")
        .map((entry) => ({ entry, source: "CURATED", reason: "Gift cards and financial services" }))
    case "start-my-cart": {
      const staples = cat.entries.filter((e) => STAPLES.includes(e.baseName))
      const shift = [...input.owner].reduce((s, c) => s + c.charCodeAt(0), 0) % Math.max(1, staples.length)
      return [...staples.slice(shift), ...staples.slice(0, shift)].map((entry) => ({
        entry,
        source: input.signedIn ? "ORGANIC" : "FALLBACK",
        reason: input.signedIn ? "You buy this often" : "Shoppers start with this"
      }))
    }
    case "strategic-targets":
      return cat.entries
        .filter((e) => e.brand === "Atlas Private Selection" && e.promo !== undefined)
        .map((entry) => ({ entry, source: "CURATED", reason: "Featured by Atlas" }))
    case "my-sale-items": {
      const onSale = [...cat.onSale].sort(
        (a, b) => (b.regular - (b.promo ?? b.regular)) / b.regular - (a.regular - (a.promo ?? a.regular)) / a.regular || a.index - b.index
      )
      return onSale.map((entry, i) => {
        const sponsored = input.monetize === true && i % 4 === 3
        return {
          entry,
          source: "CURATED",
          reason: sponsored ? "Sponsored" : "On sale now",
          ...(input.monetize === true ? { monetized: sponsored } : {})
        }
      })
    }
    case "did-you-forget": {
      const inCart = new Set(
        (input.cart ?? []).flatMap((g) => {
          const e = cat.byGtin.get(g)
          return e === undefined ? [] : [e.baseName]
        })
      )
      return cat.entries
        .filter((e) => STAPLES.includes(e.baseName) && !inCart.has(e.baseName) && e.brand === "Atlas")
        .map((entry) => ({ entry, source: "ORGANIC", reason: "Did you forget?" }))
    }
  }
}

/** One page of a strategy as the recommendations body. */
export const recommendationsPage = (
  picks: ReadonlyArray<Pick>,
  strategy: RecommendationStrategy,
  page: { readonly size?: number | undefined; readonly offset?: number | undefined },
  ctx: { readonly modality: ItemModalityType | undefined; readonly locationId: string | undefined }
) => {
  const size = page.size ?? 12
  const offset = page.offset ?? 0
  return {
    data: {
      recommendations: picks.slice(offset, offset + size).map((p) => ({
        item: itemRecord(p.entry, {
          locationId: ctx.locationId,
          modalityTypes: ctx.modality === undefined ? [] : [ctx.modality],
          projection: "items.compact"
        }),
        source: p.source,
        reason: p.reason,
        ...(p.monetized === undefined ? {} : { monetized: p.monetized })
      }))
    },
    meta: { strategy, page: { size, offset, total: picks.length } }
  }
}
