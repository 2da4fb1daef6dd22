/**
 * Shopping lists: the shopper's lists (`ShoppingListsUseCases.getShoppingLists`), a new list
 * (`createShoppingList`), entries ticked off, added and removed (`updateShoppingList`, entries keep
 * their ids), a list deleted (`deleteShoppingList`), and a product entry put in the cart. Every
 * form, an entry's tick included, is one the server handles (`POST /lists`, the lists route's action; a
 * product entry's "Add to cart": `POST /cart`), so they work before hydration and without
 * JavaScript; once hydrated they run in the browser.
 */
import type { ShoppingList, ShoppingListItem } from "atlas-client"
import { CartsUseCases, ShoppingListsUseCases, useAction, useRead } from "atlas-client/react"
import { useEffect, useId, useRef, useState } from "react"
import { ErrorNotice, Spinner } from "../components/States.js"
import { isFailed, messageOf, tagOf } from "../errors.js"
import { Link } from "../router.js"
import { ServerForm, typedIn } from "../ServerForm.js"
import { addFailure } from "../shop/AddToCart.js"
import { entriesOf } from "../shop/AddToList.js"
import "./lists.css"
import { useEarlyFields } from "atlas-client/react-router"

/** What a refused list write says: a missing name asked for, else the error's own message. */
export const listRefusal = (tag: string, message: string): string => (tag === "RequestValidationError" ? "Give your list a name." : message)

const EntryToCart = ({ entry }: { readonly entry: ShoppingListItem & { readonly upc: string } }) => {
  const add = useAction(CartsUseCases.addToCart, { key: entry.upc })
  // What this button's own last add ended as (the shared slot may hold an older add's result).
  const [outcome, setOutcome] = useState<Awaited<ReturnType<typeof add.runAsync>>>()
  const addToCart = async () => {
    setOutcome(undefined)
    // A success sets the cart read from the cart answered: the header's count follows.
    setOutcome(await add.runAsync(entry.upc, entry.quantity))
  }
  return (
    <span className="entry__cart">
      <ServerForm
        className="entry__form"
        action="/cart"
        name={`cart-${entry.id}`}
        does="add"
        fields={{ upc: entry.upc, quantity: String(entry.quantity) }}
        onSubmit={() => {
          if (add.state.status !== "request") void addToCart()
        }}
      >
        <button type="submit" className="button button--small button--secondary" disabled={add.state.status === "request"}>
          {add.state.status === "request" ? "Adding…" : "Add to cart"}
        </button>
      </ServerForm>
      {outcome?.status === "success" && (
        <span className="add__ok" role="status">
          ✓ Added
        </span>
      )}
      {isFailed(outcome) && (
        <span className="add__error" role="alert">
          {addFailure(outcome.error)}
        </span>
      )}
    </span>
  )
}

/**
 * An entry's tick: a form the server handles (`do=tick`, the entry's new state); without JavaScript
 * its "Tick off"/"Untick" button sends it, hydrated the box does, and a box ticked before hydration is
 * saved once hydrated.
 */
const EntryTick = ({
  listId,
  item,
  busy,
  onTick
}: {
  readonly listId: string
  readonly item: ShoppingListItem
  readonly busy: boolean
  readonly onTick: (checked: boolean) => void
}) => {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current !== null && box.current.checked !== item.checked) onTick(box.current.checked)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ServerForm
      className="entry__form entry__tick"
      action="/lists"
      name={`tick-${item.id}`}
      does="tick"
      fields={{ listId, entryId: item.id, checked: item.checked ? "false" : "true" }}
      onSubmit={() => {
        if (!busy) onTick(!item.checked)
      }}
    >
      <label className="check">
        <input ref={box} type="checkbox" checked={item.checked} disabled={busy} onChange={(e) => onTick(e.target.checked)} />
        <span>
          {item.upc === undefined ? item.text : <Link to={`/products/${item.upc}`}>{item.text}</Link>}
          {item.quantity > 1 ? ` × ${item.quantity}` : ""}
        </span>
      </label>
      <noscript>
        <button type="submit" className="button button--small button--ghost">
          {item.checked ? "Untick" : "Tick off"}
          <span className="visually-hidden"> {item.text}</span>
        </button>
      </noscript>
    </ServerForm>
  )
}

// A list write makes the lists stale: the page's read fetches them again.
const ListCard = ({ list }: { readonly list: ShoppingList }) => {
  const update = useAction(ShoppingListsUseCases.updateShoppingList, { key: list.id })
  const remove = useAction(ShoppingListsUseCases.deleteShoppingList, { key: list.id })
  const [text, setText] = useState("")
  const addForm = useRef<HTMLFormElement>(null)
  useEarlyFields(addForm, (fields) => setText(typedIn(fields, "text") ?? ""))
  const inputId = useId()
  const save = async (items: ReturnType<typeof entriesOf>) => {
    await update.runAsync(list.id, { name: list.name, items })
  }
  const deleteList = async () => {
    await remove.runAsync(list.id)
  }
  const entries = entriesOf(list)
  const onAdd = () => {
    if (text.trim() === "") return
    void save([...entries, { text: text.trim(), quantity: 1, checked: false }])
    setText("")
  }
  const busy = update.state.status === "request" || remove.state.status === "request"
  const failure = [update.state, remove.state].find(isFailed)
  const done = list.items.filter((i) => i.checked).length
  return (
    <li className="card list-card" aria-labelledby={`${list.id}-name`} aria-busy={busy}>
      <div className="section-head">
        <h2 id={`${list.id}-name`} className="card__title">
          {list.name}
        </h2>
        <span className="muted">
          {done} of {list.items.length} done
        </span>
      </div>
      {list.items.length === 0 && <p className="muted">Nothing on this list yet.</p>}
      <ul className="entries">
        {list.items.map((item) => (
          <li key={item.id} className={`entry${item.checked ? " entry--done" : ""}`}>
            <EntryTick
              listId={list.id}
              item={item}
              busy={busy}
              onTick={(checked) => void save(entries.map((x) => (x.id === item.id ? { ...x, checked } : x)))}
            />
            <span className="entry__actions">
              {item.upc !== undefined && <EntryToCart entry={{ ...item, upc: item.upc }} />}
              <ServerForm
                className="entry__form"
                action="/lists"
                name={`remove-${item.id}`}
                does="remove"
                fields={{ listId: list.id, entryId: item.id }}
                onSubmit={() => {
                  if (!busy) void save(entries.filter((x) => x.id !== item.id))
                }}
              >
                <button type="submit" className="button button--small button--ghost" disabled={busy} aria-label={`Remove ${item.text}`}>
                  Remove
                </button>
              </ServerForm>
            </span>
          </li>
        ))}
      </ul>
      <ServerForm
        ref={addForm}
        className="list-card__add"
        action="/lists"
        name={`add-${list.id}`}
        does="add"
        fields={{ listId: list.id }}
        onSubmit={onAdd}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Add an item to {list.name}
        </label>
        <input
          id={inputId}
          type="text"
          name="text"
          placeholder="Add an item, e.g. bananas"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
        />
        <button type="submit" className="button button--small" disabled={busy}>
          Add
        </button>
      </ServerForm>
      {failure !== undefined && (
        <p className="add__error" role="alert">
          {messageOf(failure.error)}
        </p>
      )}
      <div className="list-card__foot">
        <ServerForm
          className="entry__form"
          action="/lists"
          name={`delete-${list.id}`}
          does="delete"
          fields={{ listId: list.id }}
          onSubmit={() => {
            if (!busy) void deleteList()
          }}
        >
          <button type="submit" className="button button--small button--danger" disabled={busy}>
            Delete list
          </button>
        </ServerForm>
      </div>
    </li>
  )
}

/** The shopping lists page. */
export const ListsPage = () => {
  const lists = useRead(ShoppingListsUseCases.getShoppingLists, [])
  const create = useAction(ShoppingListsUseCases.createShoppingList, { key: "lists-page" })
  const [name, setName] = useState("")
  const createForm = useRef<HTMLFormElement>(null)
  useEarlyFields(createForm, (fields) => setName(typedIn(fields, "name") ?? ""))
  const { state } = lists
  const onCreate = async () => {
    if ((await create.runAsync({ name })).status === "success") setName("")
  }
  return (
    <div className="page lists-page">
      <div className="page-head">
        <p className="eyebrow">Plan your shop</p>
        <h1>Shopping lists</h1>
      </div>
      <ServerForm
        ref={createForm}
        className="card new-list"
        action="/lists"
        name="create"
        does="create"
        fields={{}}
        onSubmit={() => void onCreate()}
      >
        <div className="field">
          <label htmlFor="new-list-name">New list</label>
          <div className="search__row">
            <input
              id="new-list-name"
              type="text"
              name="name"
              placeholder="e.g. Weekend barbecue"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={80}
            />
            <button type="submit" className="button" disabled={create.state.status === "request"}>
              Create list
            </button>
          </div>
        </div>
        {isFailed(create.state) && (
          <p className="field__error" role="alert">
            {listRefusal(tagOf(create.state.error), messageOf(create.state.error))}
          </p>
        )}
      </ServerForm>
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading your lists…" />}
      {isFailed(state) && <ErrorNotice error={state.error} onRetry={lists.refetch} />}
      {state.status === "success" && state.value.length === 0 && (
        <div className="empty">
          <p className="empty__title">No shopping lists yet</p>
          <p>
            Create a list above, or save products to a list from their page in the <Link to="/shop">shop</Link>.
          </p>
        </div>
      )}
      {state.status === "success" && state.value.length > 0 && (
        <ul className="list-grid">
          {state.value.map((l) => (
            <ListCard key={l.id} list={l} />
          ))}
        </ul>
      )}
    </div>
  )
}
