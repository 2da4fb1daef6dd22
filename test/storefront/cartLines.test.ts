/**
 * The cart page's optimistic quantity (`demo/src/pages/cartLines.ts`): the cart shown while a
 * quantity is saved is the cart the reference upstream answers for it (its lines, count and
 * totals), for an item at its regular price and one on sale; a cart without counts or totals stays
 * without them; an unknown line or the same quantity leave the cart as it was.
 */
import { describe, expect, it } from "vitest"
import { Cart } from "atlas-client"
import { withQuantity } from "../../demo/src/pages/cartLines.js"
import type { CartRecord } from "../../src/upstream/carts/state.js"
import { toCart } from "../../src/upstream/carts/handlers.js"
import { first, plain } from "../support/catalogue.js"

const regular = first(plain)
const onSale = first((e) => e.promo !== undefined && e.minimumOrderQuantity === 1)

/** The reference upstream's cart with these quantities of the two items. */
const cartOf = (quantities: readonly [number, number]): Cart =>
  toCart({
    id: "cart-1",
    profileId: "guest-1",
    type: "ACTIVE",
    lines: [
      { id: "line-1", upc: regular.gtin13, quantity: quantities[0], substitutionPolicy: "SHOPPER_CHOICE", note: undefined },
      { id: "line-2", upc: onSale.gtin13, quantity: quantities[1], substitutionPolicy: "SHOPPER_CHOICE", note: undefined }
    ],
    createdAt: "2026-11-26T00:00:00.000Z",
    updatedAt: "2026-11-26T00:00:00.000Z"
  } satisfies CartRecord)

const plainFields = (cart: Cart) => ({ ...cart, lineItems: cart.lineItems.map((l) => ({ ...l })) })

describe("a cart line's quantity shown before the upstream answers", () => {
  it.each([
    ["more of the regular item", "line-1", 4, [4, 2]],
    ["fewer of the regular item", "line-1", 1, [1, 2]],
    ["more of the item on sale", "line-2", 5, [3, 5]],
    ["fewer of the item on sale", "line-2", 1, [3, 1]]
  ] as const)("%s: the cart the upstream answers", (_, lineId, quantity, after) => {
    const shown = withQuantity(cartOf([3, 2]), lineId, quantity)
    expect(plainFields(shown)).toStrictEqual(plainFields(cartOf(after)))
  })

  it("the item on sale saves more with each one more", () => {
    const before = cartOf([3, 2])
    const shown = withQuantity(before, "line-2", 3)
    expect(shown.savings).toBeGreaterThan(before.savings ?? 0)
    expect(shown.total).toBeGreaterThan(before.total ?? 0)
    expect(shown.itemCount).toBe(6)
  })

  it("a cart without counts or totals stays without them", () => {
    const full = cartOf([3, 2])
    const bare = new Cart({ id: full.id, profileId: full.profileId, type: full.type, lineItems: full.lineItems })
    const shown = withQuantity(bare, "line-1", 5)
    expect(Object.keys(shown).sort()).toStrictEqual(["id", "lineItems", "profileId", "type"])
    expect(shown.lineItems[0]).toStrictEqual({ ...cartOf([5, 2]).lineItems[0] })
  })

  it("an unknown line, or the quantity the line has, leaves the cart as it was", () => {
    const cart = cartOf([3, 2])
    expect(withQuantity(cart, "line-9", 4)).toBe(cart)
    expect(withQuantity(cart, "line-1", 3)).toBe(cart)
  })
})
