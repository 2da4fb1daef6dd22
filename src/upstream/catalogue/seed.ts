/**
 * The reference upstream's catalogue: 2,100 grocery items across 25 departments, generated
 * deterministically from `data.ts` (mulberry32, fixed seed) with valid GTIN-13 check digits,
 * prices and sales, restriction groups (alcohol, cold medicine), shippable and non-shippable
 * items, marketplace items with their sellers, and review ratings. Built once per process: the
 * catalogue never changes, so every upstream (and every reset) shares it.
 *
 * @since 0.1.0
 */
import { gtinCheckDigit } from "../../rules/barcode.js"
import type { ApplicableItemType, CatalogueDepartment, ProductRestriction, RelatedTag, UnitOfMeasure } from "../../schema/items.js"
import { Seller } from "../../schema/sellers.js"
import { money } from "../money.js"
import { seededRandom } from "../random.js"
import { DEPARTMENTS, type DepartmentKind, SELLERS } from "./data.js"

/** The seed of the catalogue generator. */
export const CATALOGUE_SEED = 0xca7a1065

/** The restriction group of alcohol. */
export const ALCOHOL: ProductRestriction = { groupId: "ALCOHOL", maxQuantity: 12, displayName: "Alcohol" }
/** The restriction group of cold medicine (pseudoephedrine). */
export const COLD_MEDICINE: ProductRestriction = { groupId: "COLD_MEDICINE", maxQuantity: 4, displayName: "Cold and sinus medicine" }

/** One product of the catalogue, with everything the items, products and search answers are built from. */
export interface CatalogueEntry {
  readonly index: number
  readonly gtin13: string
  readonly baseName: string
  readonly description: string
  readonly brand: string
  readonly department: CatalogueDepartment
  readonly kind: DepartmentKind
  readonly categories: ReadonlyArray<string>
  readonly size: string
  readonly unitOfMeasure: UnitOfMeasure
  readonly applicableItemType: ApplicableItemType
  readonly regular: number
  readonly promo: number | undefined
  readonly minimumOrderQuantity: number
  readonly maximumOrderQuantity: number
  readonly homeDeliveryItem: boolean
  readonly clickListItem: boolean
  readonly soldInStore: boolean
  readonly productRestrictions: ReadonlyArray<ProductRestriction>
  readonly shippable: boolean
  readonly shipReason: { readonly code: number; readonly description: string } | undefined
  /** Units in the ship warehouse. */
  readonly shipStock: number
  readonly sellerId: string | undefined
  /** The star ratings of its seeded reviews, oldest first. */
  readonly ratings: ReadonlyArray<number>
  readonly longDescription: string
  readonly relatedTags: ReadonlyArray<RelatedTag>
}

/** The whole catalogue. */
export interface Catalogue {
  readonly entries: ReadonlyArray<CatalogueEntry>
  readonly byGtin: ReadonlyMap<string, CatalogueEntry>
  readonly departments: ReadonlyArray<CatalogueDepartment>
  readonly sellers: ReadonlyArray<Seller>
  /** The entries with a promo price, in catalogue order. */
  readonly onSale: ReadonlyArray<CatalogueEntry>
}

const pad = (n: number, width: number) => String(n).padStart(width, "0")

/** A 13-digit code: a 12-digit body and its check digit. */
export const gtin13Of = (body: string): string => body + String(gtinCheckDigit(body))

const shelfPrice = (n: number) => {
  const dollars = Math.floor(n)
  return dollars < 1 ? money(n) : money(dollars + 0.49 + (n - dollars >= 0.5 ? 0.5 : 0))
}

const build = (): Catalogue => {
  const next = seededRandom(CATALOGUE_SEED)
  const chance = (p: number) => next() < p
  const entries: Array<CatalogueEntry> = []
  let sellerTurn = 0
  DEPARTMENTS.forEach((dept, d) => {
    const department = { id: dept.id, name: dept.name }
    dept.brands.forEach((brand, b) => {
      const storeBrand = brand.startsWith("Atlas")
      const factor = storeBrand ? 0.85 + next() * 0.1 : 1 + next() * 0.3
      dept.bases.forEach((base, k) => {
        const [rawName = "", price = "1", size = "1 ct"] = base.split("|")
        const cold = rawName.endsWith("*")
        const minTwo = rawName.endsWith("#")
        const baseName = rawName.replace(/[*#]$/, "")
        const gtin13 = gtin13Of(`00${pad(d + 1, 3)}${pad(b, 2)}${pad(k, 3)}${pad(Math.floor(next() * 100), 2)}`)
        const regular = dept.kind === "giftcard" ? Number(price) : shelfPrice(Number(price) * factor)
        const onSale = dept.kind !== "giftcard" && chance(0.2)
        const promo = onSale ? money(regular * (0.7 + next() * 0.15)) : undefined
        const marketplace = dept.marketplace === true && !storeBrand && chance(0.25)
        const sellerId = marketplace ? SELLERS[sellerTurn++ % SELLERS.length]?.sellerId : undefined
        const inStoreOnly = baseName === "Money Order"
        const restrictions = dept.kind === "alcohol" ? [ALCOHOL] : cold ? [COLD_MEDICINE] : []
        const shipReason =
          dept.kind === "perishable"
            ? { code: 1, description: "Perishable items don't ship" }
            : dept.kind === "alcohol"
              ? { code: 3, description: "Alcohol can't be shipped" }
              : cold || inStoreOnly
                ? { code: 4, description: "Restricted item" }
                : chance(0.06)
                  ? { code: 5, description: "Out of stock for shipping" }
                  : undefined
        const shippable = shipReason === undefined || shipReason.code === 5
        const count = Math.floor(next() * next() * 40)
        const quality = 2.6 + next() * 2.4
        const ratings = Array.from({ length: count }, () => Math.min(5, Math.max(1, Math.round(quality + (next() - 0.5) * 2.2))))
        const tags: Array<RelatedTag> = [
          ...(brand.includes("Simple Truth") ? [{ tag: "organic", source: "ORGANIC" as const }] : []),
          ...(dept.tags ?? []).map((tag) => ({ tag, source: "CURATED" as const })),
          ...(chance(0.1) ? [{ tag: "gluten free", source: "FALLBACK" as const }] : [])
        ]
        entries.push({
          index: entries.length,
          gtin13,
          baseName,
          description: `${brand} ${baseName}`,
          brand,
          department,
          kind: dept.kind,
          categories: [dept.name, baseName],
          size,
          unitOfMeasure:
            size === "1 lb" && dept.unit === "Pounds" ? "Pounds" : dept.unit === "Pounds_Per_Package" ? "Pounds_Per_Package" : "Each",
          applicableItemType: dept.kind === "giftcard" ? "Miscellaneous" : dept.unit === "Pounds" ? "Both" : "Normal",
          regular,
          promo,
          minimumOrderQuantity: minTwo ? 2 : 1,
          maximumOrderQuantity: cold ? 3 : onSale ? 5 : 10,
          homeDeliveryItem: !marketplace && !inStoreOnly && !chance(0.03),
          clickListItem: !marketplace && !inStoreOnly && !chance(0.03),
          soldInStore: !marketplace && !chance(0.01),
          productRestrictions: restrictions,
          shippable,
          shipReason,
          shipStock: shippable && shipReason === undefined ? (chance(0.05) ? 0 : 5 + Math.floor(next() * 200)) : 0,
          sellerId,
          ratings,
          longDescription: `${brand} ${baseName}, ${size}. From the ${dept.name} aisle${sellerId === undefined ? "" : ", sold and shipped by a marketplace seller"}.`,
          relatedTags: tags
        })
      })
    })
  })
  const sellers = SELLERS.map(
    (s, i) =>
      new Seller({
        sellerId: s.sellerId,
        name: s.name,
        description: `${s.name} sells on the atlas marketplace and ships from ${s.shipsFrom}.`,
        rating: { average: money(3.6 + ((i * 7) % 14) / 10), count: 40 + i * 53 },
        shipsFrom: s.shipsFrom,
        returnPolicy: i % 3 === 0 ? "Returns within 30 days" : "Returns within 14 days",
        since: s.since
      })
  )
  return {
    entries,
    byGtin: new Map(entries.map((e) => [e.gtin13, e])),
    departments: DEPARTMENTS.map((d) => ({ id: d.id, name: d.name })),
    sellers,
    onSale: entries.filter((e) => e.promo !== undefined)
  }
}

let built: Catalogue | undefined

/** The catalogue, built on first use. */
export const catalogue = (): Catalogue => {
  built ??= build()
  return built
}

/** The average of an entry's ratings, to one decimal, and their count. */
export const ratingOf = (entry: CatalogueEntry): { readonly average: number; readonly count: number } => ({
  average: entry.ratings.length === 0 ? 0 : Math.round((entry.ratings.reduce((a, b) => a + b, 0) / entry.ratings.length) * 10) / 10,
  count: entry.ratings.length
})
