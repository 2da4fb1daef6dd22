/** How the shop shows prices, stock and sizes. */
import type { Item, StockLevel, Tolerant } from "atlas-client"

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** "$3.49". */
export const money = (amount: number): string => usd.format(amount)

/** A stock badge: label and tone. */
export const stockBadge = (level: Tolerant<StockLevel> | undefined): { readonly label: string; readonly tone: "ok" | "low" | "out" } =>
  level === "HIGH"
    ? { label: "In stock", tone: "ok" }
    : level === "LOW"
      ? { label: "Low stock", tone: "low" }
      : level === "TEMPORARILY_OUT_OF_STOCK"
        ? { label: "Out of stock", tone: "out" }
        : { label: "Check stock in store", tone: "low" }

/** Percentage off, rounded ("20% off"). */
export const percentOff = (price: NonNullable<Item["price"]>): string | undefined =>
  price.promo === undefined || price.regular <= 0 ? undefined : `${Math.round((1 - price.promo / price.regular) * 100)}% off`

/**
 * The departments drawn in `demo/public/art/` (`<id>.svg`, the reference upstream's departments);
 * any other department shows `other.svg`.
 */
export const ART_DEPARTMENTS: ReadonlyArray<string> =
  "produce dairy meat-seafood bakery deli frozen pantry pasta-rice breakfast snacks beverages canned baking condiments international beer-wine-spirits health personal-care baby pet household cleaning paper floral gift-cards".split(
    " "
  )

/** The illustration of a department: a static file (`/art/<id>.svg`), not part of the script. */
export const artOf = (departmentId: string | undefined): string =>
  `/art/${departmentId !== undefined && ART_DEPARTMENTS.includes(departmentId) ? departmentId : "other"}.svg`
