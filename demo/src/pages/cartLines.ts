/**
 * A cart with one line's quantity changed, as the cart page shows it while the change is saved
 * (the optimistic change of `CartsUseCases.updateLine`): the line's total and savings at its own
 * price per unit, and the cart's count and totals moved by the difference (those the cart has: a
 * server that leaves one out has it summed by the page). The cart the write answers replaces it.
 */
import type { Cart } from "atlas-client"

const cents = (n: number): number => Math.round(n * 100) / 100

/** `cart` with line `lineId` at `quantity` (the same cart when it has no such line, or the line has that quantity). */
export const withQuantity = (cart: Cart, lineId: string, quantity: number): Cart => {
  const line = cart.lineItems.find((l) => l.id === lineId)
  if (line === undefined || line.quantity === quantity) return cart
  const per = (amount: number, fallback: number) => (line.quantity > 0 ? amount / line.quantity : fallback)
  const paid = line.price.promo ?? line.price.regular
  const lineTotal = cents(per(line.lineTotal, paid) * quantity)
  // A line's savings may be left out by the server (spec §3 does not name them): its prices' difference then.
  const savedBefore = line.savings ?? cents((line.price.regular - paid) * line.quantity)
  const savings = cents(per(savedBefore, line.price.regular - paid) * quantity)
  const paidMore = lineTotal - line.lineTotal
  const savedMore = savings - savedBefore
  return {
    ...cart,
    lineItems: cart.lineItems.map((l) => (l.id === lineId ? { ...l, quantity, lineTotal, savings } : l)),
    ...(cart.itemCount === undefined ? {} : { itemCount: cart.itemCount + quantity - line.quantity }),
    ...(cart.subtotal === undefined ? {} : { subtotal: cents(cart.subtotal + paidMore + savedMore) }),
    ...(cart.savings === undefined ? {} : { savings: cents(cart.savings + savedMore) }),
    ...(cart.total === undefined ? {} : { total: cents(cart.total + paidMore) })
  }
}
