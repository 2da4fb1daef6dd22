/**
 * The `shopping-lists` operations of operations.tsv: list, create, replace and delete (writes keyed).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { ShoppingListDeletedResponse, ShoppingListInput, ShoppingListResponse, ShoppingListsResponse } from "../schema/shopping-lists.js"
import { make } from "../core/Operation.js"

const ListPath = Schema.Struct({ shoppingListId: Schema.String.pipe(Schema.minLength(1)) })

/** GET /shopping-list/v1/shopping-lists: the shopper's lists. */
export const getShoppingLists = make({
  domain: "shopping-lists",
  name: "ShoppingLists.getShoppingLists",
  requestKind: "shopping lists",
  summary: "Shopping lists",
  method: "GET",
  path: "/shopping-list/v1/shopping-lists",
  retry: "read",
  success: ShoppingListsResponse,
  errors: [500]
})

/** POST /shopping-list/v1/shopping-lists: create a list. */
export const createShoppingList = make({
  domain: "shopping-lists",
  name: "ShoppingLists.createShoppingList",
  requestKind: "create shopping list",
  summary: "Create a shopping list",
  method: "POST",
  path: "/shopping-list/v1/shopping-lists",
  retry: "keyed",
  payload: ShoppingListInput,
  success: ShoppingListResponse,
  successStatus: 201,
  errors: [400, 409, 500]
})

/** PUT /shopping-list/v1/shopping-lists/{shoppingListId}: rename a list and replace its entries. */
export const updateShoppingList = make({
  domain: "shopping-lists",
  name: "ShoppingLists.updateShoppingList",
  requestKind: "update shopping list",
  summary: "Update a shopping list",
  method: "PUT",
  path: "/shopping-list/v1/shopping-lists/{shoppingListId}",
  retry: "keyed",
  pathParams: ListPath,
  payload: ShoppingListInput,
  success: ShoppingListResponse,
  errors: [400, 404, 409, 500]
})

/** DELETE /shopping-list/v1/shopping-lists/{shoppingListId}: delete a list. */
export const deleteShoppingList = make({
  domain: "shopping-lists",
  name: "ShoppingLists.deleteShoppingList",
  requestKind: "delete shopping list",
  summary: "Delete a shopping list",
  method: "DELETE",
  path: "/shopping-list/v1/shopping-lists/{shoppingListId}",
  retry: "keyed",
  pathParams: ListPath,
  success: ShoppingListDeletedResponse,
  errors: [400, 404, 409, 500]
})

/** Every shopping-lists operation. */
export const ShoppingListsContract = { getShoppingLists, createShoppingList, updateShoppingList, deleteShoppingList } as const
