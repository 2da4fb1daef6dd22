/**
 * Product validation per modality (spec §5, §8; DESIGN `validateProducts`): one rejection per
 * rejected cart line, the first that applies in this order:
 *
 * 1. unavailable: unknown upc (or modality);
 * 2. out of stock: ship reason code 5, whether or not `ship.shippableItem` is set (spec §5: "Ship
 *    reason code 5 means out of stock"; a catalogue marks an item out of stock for shipping as not
 *    shippable with reason code 5);
 * 3. unavailable: the modality's flag (`homeDeliveryItem`, `clickListItem`, `soldInStore`,
 *    `ship.shippableItem`; spec §5: "Ship needs the item shippable, else unavailable");
 * 4. out of stock: not enough to ship (summed inventory summaries, else effective available);
 * 5. under the minimum, over the maximum, over a restriction group's maximum (cross-product).
 *
 * The order is recorded in `docs/spec-decisions.md`.
 *
 * @since 0.1.0
 */
import type { Rejection } from "../schema/products.js"

/** The four modalities, as {@link productModalityOf} names them. */
export type ProductModality = "PICKUP" | "DELIVERY" | "SHIP" | "IN_STORE"

/** A cart line to validate: the upc, the quantity, and the line's id when it has one. */
export interface ValidationLine {
  readonly upc: string
  readonly quantity: number
  readonly itemId?: string | undefined
}

/** The item fields validation reads (spec §3 "Item fields read"), as the items call returns them. */
export interface ValidationItem {
  readonly upc: string
  readonly minimumOrderQuantity?: number | undefined
  readonly maximumOrderQuantity?: number | undefined
  readonly homeDeliveryItem?: boolean | undefined
  readonly clickListItem?: boolean | undefined
  readonly soldInStore?: boolean | undefined
  readonly productRestrictions?:
    ReadonlyArray<{ readonly groupId: string; readonly maxQuantity: number; readonly displayName: string }> | undefined
  readonly ship?: { readonly shippableItem: boolean; readonly reason?: { readonly code: number } | undefined } | undefined
  readonly inventory?: { readonly effective?: { readonly available: number } | undefined } | undefined
  readonly inventorySummaries?: ReadonlyArray<{ readonly availableToSell: number; readonly modalityType?: string | undefined }> | undefined
}

/** What {@link validateProducts} takes: the modality (any spelling the spec lists), every cart line, the items. */
export interface ValidateProductsInput {
  readonly modality: string
  readonly lines: ReadonlyArray<ValidationLine>
  readonly items: ReadonlyArray<ValidationItem>
}

const spellings: Readonly<Record<string, ProductModality>> = {
  pickup: "PICKUP",
  delivery: "DELIVERY",
  ship: "SHIP",
  instore: "IN_STORE"
}

/**
 * The modality a spelling names (`PICKUP`, `Pickup`, `pickup`, `IN_STORE`, `InStore`, `in-store`,
 * ...), or undefined.
 *
 * @example
 * ```ts
 * expect(productModalityOf("in-store")).toBe("IN_STORE")
 * expect(productModalityOf("Delivery")).toBe("DELIVERY")
 * ```
 */
export const productModalityOf = (spelling: string): ProductModality | undefined => spellings[spelling.toLowerCase().replace(/[-_\s]/g, "")]

/** The action wording of the messages: to ship, to deliver, to pick up, to purchase. */
export const modalityAction: Readonly<Record<ProductModality, string>> = {
  SHIP: "ship",
  DELIVERY: "deliver",
  PICKUP: "pick up",
  IN_STORE: "purchase"
}

/** The spec §8 messages. */
export const rejectionMessages = {
  /** The item cannot be bought for this modality (or is unknown): names the action, e.g. "add to cart". */
  unavailable: (action: string) => `This item isn't available to ${action} right now.`,
  /** The item is out of stock (a ship reason code 5). */
  outOfStock: "This item is out of stock",
  /** The quantity is below the item's minimum for the action. */
  min: (action: string, n: number) => `The minimum quantity to ${action} this item is ${n}`,
  /** The quantity is above the item's maximum for the action. */
  max: (action: string, n: number) => `The maximum quantity to ${action} this item is ${n}`,
  /** The quantity is above the limit shared by every item of its type (a cross-product limit). */
  crossProduct: (n: number) => `The maximum quantity allowed for this type of item is ${n}`
} as const

/** The ship reason code meaning out of stock (spec §5, §9). */
const SHIP_OUT_OF_STOCK = 5

const offered = (modality: ProductModality, item: ValidationItem): boolean => {
  switch (modality) {
    case "DELIVERY":
      return item.homeDeliveryItem === true
    case "PICKUP":
      return item.clickListItem === true
    case "IN_STORE":
      return item.soldInStore === true
    case "SHIP":
      return item.ship?.shippableItem === true
  }
}

const availableToShip = (item: ValidationItem): number =>
  item.inventorySummaries !== undefined && item.inventorySummaries.length > 0
    ? item.inventorySummaries.reduce((sum, s) => sum + s.availableToSell, 0)
    : (item.inventory?.effective?.available ?? 0)

/**
 * Validates cart lines for a modality. Returns one rejection per rejected line (in line order),
 * `itemId` being the line's `itemId`, else its upc. An unknown modality spelling makes every line
 * unavailable "to purchase".
 *
 * @example
 * ```ts
 * const rejections = validateProducts({
 *   modality: "pickup",
 *   lines: [{ upc: "0001111041700", quantity: 1 }],
 *   items: [{ upc: "0001111041700", clickListItem: false }]
 * })
 * expect(rejections.map((r) => r.code)).toStrictEqual(["UNAVAILABLE"])
 * ```
 */
export const validateProducts = (input: ValidateProductsInput): ReadonlyArray<Rejection> => {
  const modality = productModalityOf(input.modality)
  const action = modality === undefined ? modalityAction.IN_STORE : modalityAction[modality]
  const byUpc = new Map(input.items.map((item) => [item.upc, item]))
  const groupTotals = new Map<string, number>()
  for (const line of input.lines) {
    for (const group of byUpc.get(line.upc)?.productRestrictions ?? []) {
      groupTotals.set(group.groupId, (groupTotals.get(group.groupId) ?? 0) + line.quantity)
    }
  }
  const rejections: Array<Rejection> = []
  for (const line of input.lines) {
    const itemId = line.itemId ?? line.upc
    const item = byUpc.get(line.upc)
    if (item === undefined || modality === undefined) {
      rejections.push({ code: "UNAVAILABLE", message: rejectionMessages.unavailable(action), itemId })
      continue
    }
    // Reason code 5 is out of stock before the shippable flag: it comes with shippableItem false.
    if (modality === "SHIP" && item.ship?.reason?.code === SHIP_OUT_OF_STOCK) {
      rejections.push({ code: "OOS", message: rejectionMessages.outOfStock, itemId })
      continue
    }
    if (!offered(modality, item)) {
      rejections.push({ code: "UNAVAILABLE", message: rejectionMessages.unavailable(action), itemId })
      continue
    }
    if (modality === "SHIP" && availableToShip(item) < line.quantity) {
      rejections.push({ code: "OOS", message: rejectionMessages.outOfStock, itemId })
      continue
    }
    const min = item.minimumOrderQuantity
    if (min !== undefined && line.quantity < min) {
      rejections.push({ code: "MIN", message: rejectionMessages.min(action, min), itemId, minQuantity: min })
      continue
    }
    const max = item.maximumOrderQuantity
    if (max !== undefined && line.quantity > max) {
      rejections.push({ code: "MAX", message: rejectionMessages.max(action, max), itemId, maxQuantity: max })
      continue
    }
    const exceeded = (item.productRestrictions ?? [])
      .filter((group) => (groupTotals.get(group.groupId) ?? 0) > group.maxQuantity)
      .sort((a, b) => a.maxQuantity - b.maxQuantity)[0]
    if (exceeded !== undefined) {
      rejections.push({
        code: "MAX",
        message: rejectionMessages.crossProduct(exceeded.maxQuantity),
        itemId,
        maxQuantity: exceeded.maxQuantity,
        crossProduct: true,
        displayName: exceeded.displayName,
        groupId: exceeded.groupId
      })
    }
  }
  return rejections
}
