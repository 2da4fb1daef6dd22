/**
 * Shopping lists vocabulary: lists of products or free-text entries.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Gtin13 } from "./items.js"

/** An entry of a list: a product (upc) or free text, with a quantity and whether it is ticked off. */
export const ShoppingListItem = Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  quantity: Schema.Int,
  checked: Schema.optional(Schema.Boolean),
  upc: Schema.optional(Schema.String)
})
/** @see ShoppingListItem */
export type ShoppingListItem = typeof ShoppingListItem.Type

/** A shopper's shopping list. */
export class ShoppingList extends Schema.Class<ShoppingList>("ShoppingList")({
  id: Schema.String,
  name: Schema.String,
  items: Schema.Array(ShoppingListItem),
  createdAt: Schema.optional(Schema.String),
  updatedAt: Schema.optional(Schema.String)
}) {}

/** An entry to write; entries with an id keep it. */
export const ShoppingListItemInput = Schema.Struct({
  id: Schema.optional(Schema.String.pipe(Schema.minLength(1))),
  text: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
  quantity: Schema.optional(Schema.Int.pipe(Schema.between(1, 999))),
  checked: Schema.optional(Schema.Boolean),
  upc: Schema.optional(Gtin13)
})
/** @see ShoppingListItemInput */
export type ShoppingListItemInput = typeof ShoppingListItemInput.Type

/** The body of creating a list, or replacing one (name and entries). */
export const ShoppingListInput = Schema.Struct({
  name: Schema.String.pipe(
    Schema.filter((s) => s.trim() !== "" || "a list needs a name"),
    Schema.maxLength(80)
  ),
  items: Schema.optional(Schema.Array(ShoppingListItemInput))
})
/** @see ShoppingListInput */
export type ShoppingListInput = typeof ShoppingListInput.Type

/** The body of the lists. */
export const ShoppingListsResponse = Schema.Struct({ data: Schema.Struct({ shoppingLists: Schema.Array(ShoppingList) }) })
/** The body of one list. */
export const ShoppingListResponse = Schema.Struct({ data: Schema.Struct({ shoppingList: ShoppingList }) })
/** The body of a list deletion. */
export const ShoppingListDeletedResponse = Schema.Struct({
  data: Schema.Struct({ shoppingListId: Schema.String, deleted: Schema.Boolean })
})
