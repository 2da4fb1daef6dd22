/** How the shop shows prices, dates, stock and sizes. */
import type { Item, StockLevel, Tolerant } from "atlas-client"

/**
 * "2,100": a whole number with en-US digit grouping. Written out rather than through `Intl`, whose
 * number formatting costs a phone a long task the first time it is used (its locale data), before
 * the shop's first tile can be hydrated.
 */
export const grouped = (whole: number): string => String(Math.trunc(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")

/** "$3.49", "-$1,250.00": US dollars as `Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })` writes them. */
export const money = (amount: number): string => {
  const size = Math.abs(amount)
  // Rounded as its decimal reads, half away from zero ("1.005" is $1.01), as `Intl` rounds.
  const cents = /e/i.test(String(size)) ? Math.round(size * 100) : Math.round(Number(`${size}e2`))
  return `${amount < 0 && cents !== 0 ? "-" : ""}$${grouped(cents / 100)}.${String(cents % 100).padStart(2, "0")}`
}

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ")

/**
 * "Nov 26, 2026": the day of `date` in UTC (the same on the server and in the browser), as
 * `Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" })`
 * writes it; written out, as prices are, since a phone's first `Intl` date format is a long task.
 */
export const utcDay = (date: Date): string => `${MONTHS[date.getUTCMonth()]!} ${date.getUTCDate()}, ${date.getUTCFullYear()}`

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
