/**
 * "Add to list": the shopper's lists (`ShoppingListsUseCases.getShoppingLists`), and the item
 * appended to the chosen one (`updateShoppingList`, entries keep their ids) or to a new list
 * (`createShoppingList`). A form the server handles (`POST /lists`, the lists route's action):
 * before hydration and without JavaScript the server adds it and brings the shopper back.
 */
import type { Item, ShoppingList, ShoppingListItemInput } from "atlas-client"
import { ShoppingListsUseCases, useAction, useRead } from "atlas-client/react"
import { useId, useState } from "react"
import { isFailed, messageOf } from "../errors.js"
import { Link } from "../router.js"
import { ServerForm } from "../ServerForm.js"

/** The choice of a new list (named {@link NEW_LIST_NAME}) in "Add to list". */
export const NEW_LIST = "__new"

/** The name of the list "Add to list" makes when the shopper has none or asks for a new one. */
export const NEW_LIST_NAME = "My groceries"

/** The entries of a list as a write takes them. */
export const entriesOf = (list: ShoppingList): Array<ShoppingListItemInput> =>
  list.items.map((e) => ({
    id: e.id,
    text: e.text,
    quantity: e.quantity,
    checked: e.checked,
    ...(e.upc === undefined ? {} : { upc: e.upc })
  }))

/** Adds an item to one of the shopper's lists. */
export const AddToList = ({ item }: { readonly item: Item }) => {
  const lists = useRead(ShoppingListsUseCases.getShoppingLists, [])
  const update = useAction(ShoppingListsUseCases.updateShoppingList, { key: `add-${item.gtin13}` })
  const create = useAction(ShoppingListsUseCases.createShoppingList, { key: `add-${item.gtin13}` })
  const [choice, setChoice] = useState("")
  const id = useId()
  const mine = lists.state.status === "success" ? lists.state.value : []
  const chosen = choice !== "" ? choice : (mine[0]?.id ?? NEW_LIST)
  // Whether this control's own last save landed (the shared slots may hold older results).
  const [saved, setSaved] = useState(false)
  const failure = [update.state, create.state].find(isFailed)
  const busy = update.state.status === "request" || create.state.status === "request"
  const entry = { text: item.description, quantity: 1, upc: item.gtin13 }
  const save = async () => {
    setSaved(false)
    const list = mine.find((l) => l.id === chosen)
    const ended =
      list === undefined
        ? await create.runAsync({ name: NEW_LIST_NAME, items: [entry] })
        : await update.runAsync(list.id, { name: list.name, items: [...entriesOf(list), entry] })
    // The write makes the lists stale: they are fetched again.
    if (ended.status === "success") setSaved(true)
  }
  return (
    <div className="add-list">
      <label htmlFor={id} className="add-list__label">
        Save to a shopping list
      </label>
      <ServerForm
        className="add-list__row"
        action="/lists"
        name={`list-${item.gtin13}`}
        does="add"
        fields={{ text: item.description, upc: item.gtin13 }}
        onSubmit={() => {
          if (!busy) void save()
        }}
      >
        <select
          id={id}
          name="listId"
          value={chosen}
          onChange={(e) => setChoice(e.target.value)}
          disabled={lists.state.status === "request"}
        >
          {mine.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({l.items.length})
            </option>
          ))}
          <option value={NEW_LIST}>New list: {NEW_LIST_NAME}</option>
        </select>
        <button type="submit" className="button button--secondary button--small" disabled={busy}>
          {busy ? "Saving…" : "Add to list"}
        </button>
      </ServerForm>
      <div aria-live="polite">
        {saved && failure === undefined && (
          <p className="add__ok">
            ✓ Saved · <Link to="/lists">View lists</Link>
          </p>
        )}
        {failure !== undefined && (
          <p className="add__error" role="alert">
            {messageOf(failure.error)}
          </p>
        )}
      </div>
    </div>
  )
}
