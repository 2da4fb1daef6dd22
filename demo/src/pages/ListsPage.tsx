/**
 * Shopping lists: the shopper's lists (`ShoppingListsUseCases.getShoppingLists`), a new list
 * (`createShoppingList`), entries ticked off, added and removed (`updateShoppingList`, entries keep
 * their ids), a list deleted (`deleteShoppingList`), and a product entry put in the cart.
 */
import type { ShoppingList, ShoppingListItem } from "atlas-client"
import { CartsUseCases, ShoppingListsUseCases, useAction, useRead } from "atlas-client/react"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { ErrorNotice, Spinner } from "../components/States.js"
import { messageOf, tagOf } from "../errors.js"
import { Link } from "../router.js"
import { addFailure } from "../shop/AddToCart.js"
import { entriesOf } from "../shop/AddToList.js"
import { useCart } from "../shop/cart.js"

/** Runs `onDone` when a slot state turns to success after mount. */
const useOnSuccess = (state: { readonly status: string }, onDone: () => void) => {
  const initial = useRef(state)
  useEffect(() => {
    if (state.status === "success" && state !== initial.current) onDone()
  }, [state]) // eslint-disable-line react-hooks/exhaustive-deps
  return initial.current
}

const EntryToCart = ({ entry }: { readonly entry: ShoppingListItem & { readonly upc: string } }) => {
  const add = useAction(CartsUseCases.addToCart, { key: entry.upc })
  const { apply } = useCart()
  const initial = useRef(add.state)
  useEffect(() => {
    if (add.state.status === "success" && add.state !== initial.current) apply(add.state.value)
  }, [add.state, apply])
  const fresh = add.state !== initial.current
  return (
    <span className="entry__cart">
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => add.run(entry.upc, entry.quantity)}
        disabled={add.state.status === "request"}
      >
        {add.state.status === "request" ? "Adding…" : "Add to cart"}
      </button>
      {fresh && add.state.status === "success" && (
        <span className="add__ok" role="status">
          ✓ Added
        </span>
      )}
      {fresh && (add.state.status === "client-error" || add.state.status === "response-error") && (
        <span className="add__error" role="alert">
          {addFailure(add.state.error)}
        </span>
      )}
    </span>
  )
}

const ListCard = ({ list, onChanged }: { readonly list: ShoppingList; readonly onChanged: () => void }) => {
  const update = useAction(ShoppingListsUseCases.updateShoppingList, { key: list.id })
  const remove = useAction(ShoppingListsUseCases.deleteShoppingList, { key: list.id })
  const [text, setText] = useState("")
  const inputId = useId()
  useOnSuccess(update.state, onChanged)
  useOnSuccess(remove.state, onChanged)
  const save = (items: ReturnType<typeof entriesOf>) => update.run(list.id, { name: list.name, items })
  const entries = entriesOf(list)
  const onAdd = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (text.trim() === "") return
    save([...entries, { text: text.trim(), quantity: 1, checked: false }])
    setText("")
  }
  const busy = update.state.status === "request" || remove.state.status === "request"
  const failure = [update.state, remove.state].find((s) => s.status === "client-error" || s.status === "response-error")
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
            <label className="check">
              <input
                type="checkbox"
                checked={item.checked}
                disabled={busy}
                onChange={(e) => save(entries.map((x) => (x.id === item.id ? { ...x, checked: e.target.checked } : x)))}
              />
              <span>
                {item.upc === undefined ? item.text : <Link to={`/products/${item.upc}`}>{item.text}</Link>}
                {item.quantity > 1 ? ` × ${item.quantity}` : ""}
              </span>
            </label>
            <span className="entry__actions">
              {item.upc !== undefined && <EntryToCart entry={{ ...item, upc: item.upc }} />}
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={busy}
                onClick={() => save(entries.filter((x) => x.id !== item.id))}
                aria-label={`Remove ${item.text}`}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form className="list-card__add" onSubmit={onAdd}>
        <label htmlFor={inputId} className="visually-hidden">
          Add an item to {list.name}
        </label>
        <input
          id={inputId}
          type="text"
          placeholder="Add an item, e.g. bananas"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
        />
        <button type="submit" className="button button--small" disabled={busy}>
          Add
        </button>
      </form>
      {failure !== undefined && "error" in failure && (
        <p className="add__error" role="alert">
          {messageOf(failure.error)}
        </p>
      )}
      <div className="list-card__foot">
        <button type="button" className="button button--small button--danger" disabled={busy} onClick={() => remove.run(list.id)}>
          Delete list
        </button>
      </div>
    </li>
  )
}

/** The shopping lists page. */
export const ListsPage = () => {
  const lists = useRead(ShoppingListsUseCases.getShoppingLists, [])
  const create = useAction(ShoppingListsUseCases.createShoppingList, { key: "lists-page" })
  const [name, setName] = useState("")
  useOnSuccess(create.state, () => {
    setName("")
    lists.refetch()
  })
  const { state } = lists
  const onCreate = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    create.run({ name })
  }
  return (
    <div className="page lists-page">
      <div className="page-head">
        <p className="eyebrow">Plan your shop</p>
        <h1>Shopping lists</h1>
      </div>
      <form className="card new-list" onSubmit={onCreate} noValidate>
        <div className="field">
          <label htmlFor="new-list-name">New list</label>
          <div className="search__row">
            <input
              id="new-list-name"
              type="text"
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
        {(create.state.status === "client-error" || create.state.status === "response-error") && (
          <p className="field__error" role="alert">
            {tagOf(create.state.error) === "RequestValidationError" ? "Give your list a name." : messageOf(create.state.error)}
          </p>
        )}
      </form>
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading your lists…" />}
      {(state.status === "response-error" || state.status === "client-error") && (
        <ErrorNotice error={state.error} onRetry={lists.refetch} />
      )}
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
            <ListCard key={l.id} list={l} onChanged={lists.refetch} />
          ))}
        </ul>
      )}
    </div>
  )
}
