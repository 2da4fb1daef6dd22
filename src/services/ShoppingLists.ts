/**
 * Shopping lists: the shopper's lists; create, replace and delete (keyed writes).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { runner } from "../layers/runner.js"
import { ShoppingListsContract } from "../contract/shopping-lists.js"
import type { CallOptions } from "../layers/AtlasHttp.js"
import type { ShoppingListInput } from "../schema/shopping-lists.js"
import type { ServiceError } from "./ServiceError.js"

/**
 * The shopper's shopping lists: read, create, replace and delete them (keyed writes).
 *
 * @example
 * ```ts
 * export const listNames = Effect.gen(function* () {
 *   const lists = yield* ShoppingLists
 *   const found = yield* lists.getShoppingLists()
 *   return found.map((list) => list.name)
 * })
 * ```
 */
export class ShoppingLists extends Effect.Service<ShoppingLists>()("atlas-client/ShoppingLists", {
  effect: Effect.gen(function* () {
    const { run, fn } = yield* runner
    return {
      /** The shopper's lists. */
      getShoppingLists: fn("ShoppingLists.getShoppingLists")(function* () {
        return (yield* run(ShoppingListsContract.getShoppingLists, {})).data.shoppingLists
      }),
      /** Creates a list ("Expecting create shopping list request" without a name). */
      createShoppingList: fn("ShoppingLists.createShoppingList")(function* (list: ShoppingListInput, options?: CallOptions) {
        return (yield* run(ShoppingListsContract.createShoppingList, { payload: list }, options)).data.shoppingList
      }),
      /** Renames a list and replaces its entries (entries with an id keep it). */
      updateShoppingList: fn("ShoppingLists.updateShoppingList")(function* (
        shoppingListId: string,
        list: ShoppingListInput,
        options?: CallOptions
      ) {
        return (yield* run(ShoppingListsContract.updateShoppingList, { path: { shoppingListId }, payload: list }, options)).data
          .shoppingList
      }),
      /** Deletes a list. */
      deleteShoppingList: fn("ShoppingLists.deleteShoppingList")(function* (shoppingListId: string, options?: CallOptions) {
        return (yield* run(ShoppingListsContract.deleteShoppingList, { path: { shoppingListId } }, options)).data
      })
    } as const
  })
}) {}

/** Every error a {@link ShoppingLists} use case can fail with (derived from the use cases, so from the descriptors). */
export type ShoppingListsError = ServiceError<ShoppingLists>
