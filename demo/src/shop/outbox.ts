/**
 * The storefront's write outbox (`atlas-client/offline`): a cart change made with a bad signal is
 * kept on the device and sent, once, when the connection or the page comes back. The tiles' "Add
 * to cart" and the cart page's quantity and removal run through it; checkout and payment never do.
 */
import { CartsUseCases } from "atlas-client/react"
import { createOutbox, type OutboxEntry } from "atlas-client/offline"

/** The outbox of the shop's cart writes. */
export const outbox = createOutbox({
  writes: { addToCart: CartsUseCases.addToCart, updateLine: CartsUseCases.updateLine, removeLine: CartsUseCases.removeLine }
})

/** Whether a kept write is an add to cart (of the item `upc`, when given). */
export const isAddOf = (entry: OutboxEntry, upc?: string): boolean =>
  entry.useCase === CartsUseCases.addToCart.name && (upc === undefined || entry.args[0] === upc)

/** The items of adds kept and not sent yet (by UPC), which the header counts as lines. */
export const pendingAdds = (pending: ReturnType<typeof outbox.current>["pending"]): ReadonlySet<string> =>
  new Set(pending.filter((entry) => isAddOf(entry)).map((entry) => String(entry.args[0])))
