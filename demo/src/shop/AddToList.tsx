/**
 * "Add to list": the shopper's lists (`ShoppingListsUseCases.getShoppingLists`), and the item
 * appended to the chosen one (`updateShoppingList`, entries keep their ids) or to a new list
 * (`createShoppingList`). A form the server handles (`POST /lists`, the lists route's action):
 * before hydration and without JavaScript the server adds it and brings the shopper back. Hydrated,
 * the writes go through the lists' outbox (`listAndCouponOutbox.tsx`): made offline, or unanswered,
 * the add is kept on the device ("Saved on this device: …") and sent once when the connection is
 * back; the lists offered are those the kept writes will leave, so a second add builds on the first.
 */
import type { Item, ShoppingList, ShoppingListItemInput } from "atlas-client"
import { ShoppingListsUseCases, useAction, useRead } from "atlas-client/react"
import { useOutbox, useOutboxOutcome } from "atlas-client/offline"
import { useId, useState } from "react"
import { describeError, messageOf, tagOf } from "../errors.js"
import { Link } from "../router.js"
import { ServerForm } from "../ServerForm.js"
import { inputsOf, ListAndCouponSync, listAndCouponOutbox, shownLists } from "./listAndCouponOutbox.js"

/** The choice of a new list (named {@link NEW_LIST_NAME}) in "Add to list". */
export const NEW_LIST = "__new"

/** The name of the list "Add to list" makes when the shopper has none or asks for a new one. */
export const NEW_LIST_NAME = "My groceries"

/** What a failed list write says: the error's own message, or for the upstream's and the network's, what went wrong (never an id). */
export const listFailure = (error: unknown): string => {
  const tag = tagOf(error)
  if (tag !== "UpstreamError" && tag !== "ClientError") return messageOf(error)
  const { title, detail } = describeError(error)
  return `${title}. ${detail}`
}

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
  const update = useAction(listAndCouponOutbox.writes.updateShoppingList, { key: `add-${item.gtin13}` })
  const create = useAction(listAndCouponOutbox.writes.createShoppingList, { key: `add-${item.gtin13}` })
  const { pending } = useOutbox(listAndCouponOutbox)
  const [choice, setChoice] = useState("")
  const id = useId()
  // The lists as the writes kept on the device will leave them (a new entry builds on those).
  const mine = shownLists(lists.state.status === "success" ? lists.state.value : [], pending).flatMap((list) =>
    list.id === undefined || list.deleting ? [] : [{ ...list, id: list.id }]
  )
  const chosen = choice !== "" ? choice : (mine[0]?.id ?? NEW_LIST)
  // What this control's own last save ended as (the shared slots may hold older results); kept, then
  // refused when it was sent, its message shows here until the next save.
  const { outcome, waiting, failed, track } = useOutboxOutcome(listAndCouponOutbox)
  const busy = update.state.status === "request" || create.state.status === "request"
  const entry = { text: item.description, quantity: 1, upc: item.gtin13 }
  const save = () => {
    const list = mine.find((l) => l.id === chosen)
    // The write makes the lists stale: they are fetched again.
    return track(() =>
      list === undefined
        ? create.runAsync({ name: NEW_LIST_NAME, items: [entry] })
        : update.runAsync(list.id, { name: list.name, items: [...inputsOf(list), entry] })
    )
  }
  return (
    <div className="add-list">
      <ListAndCouponSync />
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
        {outcome?.status === "success" && (
          <p className="add__ok">
            ✓ Saved · <Link to="/lists">View lists</Link>
          </p>
        )}
        {waiting !== undefined && (
          <p className="add__note" role="status">
            {waiting.message} <Link to="/lists">View lists</Link>
          </p>
        )}
        {failed !== undefined && (
          <p className="add__error" role="alert">
            {listFailure(failed.error)}
          </p>
        )}
      </div>
    </div>
  )
}
