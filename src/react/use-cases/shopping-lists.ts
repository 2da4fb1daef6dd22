/**
 * The shopping-lists use cases, ready for the hooks: the shopper's lists, and the writes that make
 * them stale (each keyed: one call with one `Idempotency-Key`, reused by its retries).
 *
 * @since 0.1.0
 */
import { ShoppingListsContract } from "../../contract/shopping-lists.js"
import { ShoppingLists } from "../../services/ShoppingLists.js"
import { fromOperation } from "../fromOperation.js"

const getShoppingLists = /* @__PURE__ */ fromOperation(ShoppingLists, ShoppingListsContract.getShoppingLists)

/** Shopping-lists use cases; every write makes the lists stale. */
export const ShoppingListsUseCases = {
  getShoppingLists,
  createShoppingList: /* @__PURE__ */ fromOperation(ShoppingLists, ShoppingListsContract.createShoppingList, {
    invalidates: [getShoppingLists]
  }),
  updateShoppingList: /* @__PURE__ */ fromOperation(ShoppingLists, ShoppingListsContract.updateShoppingList, {
    invalidates: [getShoppingLists]
  }),
  deleteShoppingList: /* @__PURE__ */ fromOperation(ShoppingLists, ShoppingListsContract.deleteShoppingList, {
    invalidates: [getShoppingLists]
  })
} as const
