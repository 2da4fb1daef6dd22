/**
 * The storefront's second write outbox (`atlas-client/offline`): shopping-list and coupon writes
 * made with a bad signal are kept on the device and sent, once each, when the connection or the
 * page comes back. The lists page, the product page's "Add to list" and the coupons page run their
 * writes through it; `offline.tsx` (loaded after the first screen) sends what it keeps from any page.
 *
 * It is apart from the cart's (`outbox.ts`, named `atlas-outbox`) because that one is in /shop's
 * first screen: the list and coupon use cases (and their contracts' schemas) stay out of it. Its own
 * name gives it its own `localStorage` keys and Web Lock.
 *
 * While a write waits, the page shows what it will do: {@link shownLists} lays the kept list writes
 * over the lists read, {@link keptCouponWrite} the kept clips over a coupon.
 */
import { type Coupon, type ShoppingList, ShoppingListInput, type ShoppingListItemInput } from "atlas-client"
import { CouponsUseCases, ShoppingListsUseCases } from "atlas-client/react"
import { createOutbox, type OutboxEntry, OutboxSync, type RefusedWrite, WriteQueued } from "atlas-client/offline"
import * as Schema from "effect/Schema"
import { useOutboxOwner } from "./cart.js"

/** The outbox of the lists' and coupons' writes. */
export const listAndCouponOutbox = createOutbox({
  name: "atlas-outbox-lists",
  writes: {
    createShoppingList: ShoppingListsUseCases.createShoppingList,
    updateShoppingList: ShoppingListsUseCases.updateShoppingList,
    deleteShoppingList: ShoppingListsUseCases.deleteShoppingList,
    clipCoupon: CouponsUseCases.clipCoupon,
    unclipCoupon: CouponsUseCases.unclipCoupon
  }
})

const { writes } = listAndCouponOutbox

/**
 * Attaches the outbox to the page's store and shopper and sends what it keeps when the connection
 * may be back (under `CartProvider`, whose owner rule it shares). Mounted by `offline.tsx` for every
 * page, and by the pages that write through it, so that a write is never made before it is attached.
 */
export const ListAndCouponSync = () => <OutboxSync outbox={listAndCouponOutbox} owner={useOutboxOwner()} />

/** An entry of a list as shown: what a write takes, and a key for the page (its id, or the kept write's). */
export type ShownEntry = ShoppingListItemInput & { readonly key: string }

/** A list as the shopper's kept writes will leave it. */
export interface ShownList {
  /** Undefined for a list created on this device and not sent yet. */
  readonly id: string | undefined
  readonly name: string
  readonly items: ReadonlyArray<ShownEntry>
  /** The last write of this list kept on the device, waiting to be sent. */
  readonly waiting: OutboxEntry | undefined
  /** The waiting writes delete it. */
  readonly deleting: boolean
}

const isInput = Schema.is(ShoppingListInput)

const entriesShown = (items: ReadonlyArray<ShoppingListItemInput>, keyed: string): ReadonlyArray<ShownEntry> =>
  items.map((item, i) => ({ ...item, key: item.id ?? `${keyed}-${i}` }))

/** The entries of a list as a write takes them (entries keep their ids). */
export const inputsOf = (list: ShownList): Array<ShoppingListItemInput> => list.items.map(({ key: _, ...item }) => item)

/** The lists read with the kept list writes over them, oldest first: what the shopper will have once they are sent. */
export const shownLists = (lists: ReadonlyArray<ShoppingList>, pending: ReadonlyArray<OutboxEntry>): ReadonlyArray<ShownList> => {
  let shown: Array<ShownList> = lists.map((list) => ({
    id: list.id,
    name: list.name,
    items: list.items.map((item) => ({ ...item, key: item.id })),
    waiting: undefined,
    deleting: false
  }))
  for (const entry of pending) {
    const [first, second] = entry.args
    if (entry.useCase === writes.createShoppingList.name && isInput(first))
      shown = [
        ...shown,
        { id: undefined, name: first.name, items: entriesShown(first.items ?? [], entry.id), waiting: entry, deleting: false }
      ]
    else if (entry.useCase === writes.updateShoppingList.name && isInput(second))
      shown = shown.map((list) =>
        list.id === first ? { ...list, name: second.name, items: entriesShown(second.items ?? [], entry.id), waiting: entry } : list
      )
    else if (entry.useCase === writes.deleteShoppingList.name)
      shown = shown.map((list) => (list.id === first ? { ...list, waiting: entry, deleting: true } : list))
  }
  return shown
}

/** What a kept write says while it waits ("Saved on this device: …"), after a reload too. */
export const waitingNote = (entry: OutboxEntry): string =>
  new WriteQueued({ useCase: entry.useCase, entryId: entry.id, reason: undefined }).message

/** The kept list writes the upstream refused when they were sent, of list `id` (undefined: the lists created). */
export const refusedListWrites = (refused: ReadonlyArray<RefusedWrite>, id: string | undefined): ReadonlyArray<RefusedWrite> =>
  refused.filter(({ entry }) =>
    id === undefined
      ? entry.useCase === writes.createShoppingList.name
      : (entry.useCase === writes.updateShoppingList.name || entry.useCase === writes.deleteShoppingList.name) && entry.args[0] === id
  )

/** The kept writes of lists no longer shown (deleted meanwhile) refused when sent, with the list's name when the write has it. */
export const refusedOfListsGone = (
  refused: ReadonlyArray<RefusedWrite>,
  shown: ReadonlyArray<ShownList>
): ReadonlyArray<{ readonly refused: RefusedWrite; readonly name: string | undefined }> =>
  refused.flatMap((r) => {
    const [id, input] = r.entry.args
    const ofList = r.entry.useCase === writes.updateShoppingList.name || r.entry.useCase === writes.deleteShoppingList.name
    return ofList && !shown.some((list) => list.id === id) ? [{ refused: r, name: isInput(input) ? input.name : undefined }] : []
  })

const isCouponWrite = (entry: OutboxEntry, couponId: string): boolean =>
  (entry.useCase === writes.clipCoupon.name || entry.useCase === writes.unclipCoupon.name) && entry.args[0] === couponId

/** The last kept clip or unclip of a coupon and the status the coupon will have once it is sent; undefined when none waits. */
export const keptCouponWrite = (
  pending: ReadonlyArray<OutboxEntry>,
  couponId: string
): { readonly entry: OutboxEntry; readonly status: Coupon["status"] } | undefined => {
  const entry = pending.filter((kept) => isCouponWrite(kept, couponId)).at(-1)
  return entry === undefined ? undefined : { entry, status: entry.useCase === writes.clipCoupon.name ? "active" : "unclipped" }
}

/** The kept clip or unclip of a coupon the upstream refused when it was sent, if any. */
export const refusedCouponWrite = (refused: ReadonlyArray<RefusedWrite>, couponId: string): RefusedWrite | undefined =>
  refused.find(({ entry }) => isCouponWrite(entry, couponId))
