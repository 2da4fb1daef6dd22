/**
 * The shopping-lists use cases, ready for the hooks: the shopper's lists, and the writes that make
 * them stale (each keyed: one call with one `Idempotency-Key`, reused by its retries).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { ShoppingListsContract } from "../../contract/shopping-lists.js"
import type { ShoppingListInput } from "../../schema/shopping-lists.js"
import { ShoppingLists } from "../../services/ShoppingLists.js"
import { defineUseCase } from "../UseCase.js"

const getShoppingLists = /* @__PURE__ */ defineUseCase({
  name: "ShoppingLists.getShoppingLists",
  mode: "read",
  // The lists as the service answers them, so a server's snapshot carries them.
  success: ShoppingListsContract.getShoppingLists.success.fields.data.fields.shoppingLists,
  run: () => Effect.flatMap(ShoppingLists, (s) => s.getShoppingLists())
})

/** Shopping-lists use cases; every write makes the lists stale. */
export const ShoppingListsUseCases = {
  getShoppingLists,
  createShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.createShoppingList",
    mode: "mutation",
    run: (list: ShoppingListInput) => Effect.flatMap(ShoppingLists, (s) => s.createShoppingList(list)),
    invalidates: [getShoppingLists]
  }),
  updateShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.updateShoppingList",
    mode: "mutation",
    run: (shoppingListId: string, list: ShoppingListInput) =>
      Effect.flatMap(ShoppingLists, (s) => s.updateShoppingList(shoppingListId, list)),
    invalidates: [getShoppingLists]
  }),
  deleteShoppingList: /* @__PURE__ */ defineUseCase({
    name: "ShoppingLists.deleteShoppingList",
    mode: "mutation",
    run: (shoppingListId: string) => Effect.flatMap(ShoppingLists, (s) => s.deleteShoppingList(shoppingListId)),
    invalidates: [getShoppingLists]
  })
} as const
