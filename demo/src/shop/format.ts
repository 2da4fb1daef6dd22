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

const hues: Readonly<Record<string, number>> = {
  produce: 110,
  dairy: 205,
  "meat-seafood": 0,
  bakery: 32,
  deli: 20,
  frozen: 195,
  pantry: 40,
  "pasta-rice": 45,
  breakfast: 38,
  snacks: 25,
  beverages: 190,
  canned: 15,
  baking: 330,
  condiments: 10,
  international: 280,
  "beer-wine-spirits": 345,
  health: 170,
  "personal-care": 300,
  baby: 220,
  pet: 60,
  household: 230,
  cleaning: 180,
  paper: 210,
  floral: 130,
  "gift-cards": 260
}

/** A department's hue for the product art. */
export const departmentHue = (departmentId: string): number => hues[departmentId] ?? 140

/** Up to two initials of a product's name ("Orange Juice" → "OJ"). */
export const initials = (name: string): string =>
  name
    .split(/[\s&-]+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("")
