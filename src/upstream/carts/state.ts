/**
 * Carts and shopping lists in the reference upstream, kept per owner: the signed-in shopper, else
 * the session's anonymous profile (`shopper?.shopperId ?? session?.profileId`).
 *
 * @since 0.1.0
 */
import type { CartType, SubstitutionPolicy } from "../../schema/carts.js"
import type { ShoppingList } from "../../schema/shopping-lists.js"

/** A cart line as stored. */
export interface CartLineRecord {
  readonly id: string
  readonly upc: string
  quantity: number
  substitutionPolicy: SubstitutionPolicy
  note: string | undefined
}

/** A cart as stored. */
export interface CartRecord {
  readonly id: string
  readonly profileId: string
  type: CartType
  lines: Array<CartLineRecord>
  readonly createdAt: string
  updatedAt: string
}

/** Every owner's carts and lists, and the id counter. */
export interface CartsState {
  readonly carts: Map<string, Array<CartRecord>>
  readonly lists: Map<string, Array<ShoppingList>>
  nextId: number
}

/** Nothing in any cart or list. */
export const seedCartsState = (): CartsState => ({ carts: new Map(), lists: new Map(), nextId: 1 })
