/**
 * Shopping lists: the shopper's lists (`ShoppingListsUseCases.getShoppingLists`), a new list
 * (`createShoppingList`), entries ticked off, added and removed (`updateShoppingList`, entries keep
 * their ids), a list deleted (`deleteShoppingList`), and a product entry put in the cart. Every
 * form, an entry's tick included, is one the server handles (`POST /lists`, the lists route's action; a
 * product entry's "Add to cart": `POST /cart`), so they work before hydration and without
 * JavaScript; once hydrated they run in the browser, through the outboxes: the list writes through
 * `listAndCouponOutbox`, a product entry's "Add to cart" through the cart's (`shop/outbox.ts`). A
 * write made offline (or unanswered) is kept on the device and sent once when the connection is
 * back; meanwhile the lists show what the kept writes will make of them, with "Saved on this
 * device: …", and a kept write the upstream refuses when it is sent shows its message on its list.
 */
import { ShoppingListInput } from "atlas-client"
import { isFailed, ShoppingListsUseCases, useAction, useRead } from "atlas-client/react"
import { useOutbox, useOutboxOutcome, WriteQueued } from "atlas-client/offline"
import * as Schema from "effect/Schema"
import { useEffect, useId, useRef, useState } from "react"
import { ErrorNotice, Spinner } from "../components/States.js"
import { tagOf } from "../errors.js"
import { Link } from "../router.js"
import { ServerForm, typedIn } from "../ServerForm.js"
import { ADD_TO_CART, addFailure } from "../shop/AddToCart.js"
import { listFailure } from "../shop/AddToList.js"
import {
  inputsOf,
  ListAndCouponSync,
  listAndCouponOutbox,
  refusedListWrites,
  refusedOfListsGone,
  type ShownEntry,
  type ShownList,
  shownLists,
  waitingNote
} from "../shop/listAndCouponOutbox.js"
import { isAddOf, outbox } from "../shop/outbox.js"
import "./lists.css"
import { useEarlyFields } from "atlas-client/react-router"

/** What a refused list write says: a missing name asked for, else the error's own message. */
export const listRefusal = (tag: string, message: string): string => (tag === "RequestValidationError" ? "Give your list a name." : message)

const EntryToCart = ({ upc, quantity, formName }: { readonly upc: string; readonly quantity: number; readonly formName: string }) => {
  const add = useAction(outbox.writes.addToCart, { key: upc })
  // What this button's own last add ended as (the shared slot may hold an older add's result); an add
  // of this item kept offline and refused when it was sent shows here until the next add.
  const { outcome, waiting, failed, track } = useOutboxOutcome(outbox, (entry) => isAddOf(entry, upc))
  // A success sets the cart read from the cart answered: the header's count follows.
  const addToCart = () => track(() => add.runAsync(upc, quantity))
  return (
    <span className="entry__cart">
      <ServerForm
        className="entry__form"
        name={formName}
        does={ADD_TO_CART}
        fields={{ upc, quantity: String(quantity) }}
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
      {waiting !== undefined && (
        <span className="add__note" role="status">
          {waiting.message}
        </span>
      )}
      {failed !== undefined && (
        <span className="add__error" role="alert">
          {addFailure(failed.error)}
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
  readonly item: ShownEntry
  readonly busy: boolean
  readonly onTick: (checked: boolean) => void
}) => {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current !== null && box.current.checked !== (item.checked ?? false)) onTick(box.current.checked)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ServerForm
      className="entry__form entry__tick"
      action="/lists"
      name={`tick-${item.key}`}
      does="tick"
      fields={{ listId, entryId: item.id ?? "", checked: item.checked === true ? "false" : "true" }}
      onSubmit={() => {
        if (!busy) onTick(item.checked !== true)
      }}
    >
      <label className="check">
        <input ref={box} type="checkbox" checked={item.checked === true} disabled={busy} onChange={(e) => onTick(e.target.checked)} />
        <span>
          {item.upc === undefined ? item.text : <Link to={`/products/${item.upc}`}>{item.text}</Link>}
          {(item.quantity ?? 1) > 1 ? ` × ${item.quantity}` : ""}
        </span>
      </label>
      <noscript>
        <button type="submit" className="button button--small button--ghost">
          {item.checked === true ? "Untick" : "Tick off"}
          <span className="visually-hidden"> {item.text}</span>
        </button>
      </noscript>
    </ServerForm>
  )
}

/** The note of a list whose writes wait on the device. */
const Waiting = ({ list }: { readonly list: ShownList }) =>
  list.waiting === undefined ? null : (
    <p className="add__note" role="status">
      {waitingNote(list.waiting)}
    </p>
  )

/** A list created on this device and not sent yet: shown as it will be, changed once it is sent. */
const KeptListCard = ({ list }: { readonly list: ShownList }) => (
  <li className="card list-card" aria-label={list.name}>
    <div className="section-head">
      <h2 className="card__title">{list.name}</h2>
      <span className="muted">{list.items.length} items</span>
    </div>
    <ul className="entries">
      {list.items.map((item) => (
        <li key={item.key} className="entry">
          {item.text}
        </li>
      ))}
    </ul>
    <Waiting list={list} />
  </li>
)

// A list write makes the lists stale: the page's read fetches them again.
const ListCard = ({ list }: { readonly list: ShownList & { readonly id: string } }) => {
  const update = useAction(listAndCouponOutbox.writes.updateShoppingList, { key: list.id })
  const remove = useAction(listAndCouponOutbox.writes.deleteShoppingList, { key: list.id })
  const { refused } = useOutbox(listAndCouponOutbox)
  const refusedLater = refusedListWrites(refused, list.id)
  const [text, setText] = useState("")
  const addForm = useRef<HTMLFormElement>(null)
  useEarlyFields(addForm, (fields) => setText(typedIn(fields, "text") ?? ""))
  const inputId = useId()
  // A kept write refused when it was sent shows its message until the shopper changes the list again.
  const dismiss = () => refusedLater.forEach((r) => listAndCouponOutbox.dismiss(r.entry))
  const save = async (items: ReturnType<typeof inputsOf>) => {
    dismiss()
    await update.runAsync(list.id, { name: list.name, items })
  }
  const deleteList = async () => {
    dismiss()
    await remove.runAsync(list.id)
  }
  const entries = inputsOf(list)
  const onAdd = () => {
    if (text.trim() === "") return
    void save([...entries, { text: text.trim(), quantity: 1, checked: false }])
    setText("")
  }
  const busy = update.state.status === "request" || remove.state.status === "request"
  // Kept on the device is not a failure: the list shows it waiting.
  const failure = [update.state, remove.state, ...refusedLater.map((r) => r.state)].find(
    (state) => isFailed(state) && !(state.error instanceof WriteQueued)
  )
  const done = list.items.filter((i) => i.checked === true).length
  if (list.deleting)
    return (
      <li className="card list-card" aria-labelledby={`${list.id}-name`}>
        <h2 id={`${list.id}-name`} className="card__title">
          {list.name}
        </h2>
        <p className="muted">Deleted on this device.</p>
        <Waiting list={list} />
      </li>
    )
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
        {list.items.map((item, at) => (
          <li key={item.key} className={`entry${item.checked === true ? " entry--done" : ""}`}>
            <EntryTick
              listId={list.id}
              item={item}
              busy={busy}
              onTick={(checked) => void save(entries.map((x, i) => (i === at ? { ...x, checked } : x)))}
            />
            <span className="entry__actions">
              {item.upc !== undefined && <EntryToCart upc={item.upc} quantity={item.quantity ?? 1} formName={`cart-${item.key}`} />}
              <ServerForm
                className="entry__form"
                action="/lists"
                name={`remove-${item.key}`}
                does="remove"
                fields={{ listId: list.id, entryId: item.id ?? "" }}
                onSubmit={() => {
                  if (!busy) void save(entries.filter((_, i) => i !== at))
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
      <Waiting list={list} />
      {failure !== undefined && isFailed(failure) && (
        <p className="add__error" role="alert">
          {listFailure(failure.error)}
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

const isListInput = Schema.is(ShoppingListInput)

/** The shopping lists page. */
export const ListsPage = () => {
  const lists = useRead(ShoppingListsUseCases.getShoppingLists, [])
  const create = useAction(listAndCouponOutbox.writes.createShoppingList, { key: "lists-page" })
  const { pending, refused } = useOutbox(listAndCouponOutbox)
  const [name, setName] = useState("")
  // A name the list rules refuse, found before anything is kept or sent.
  const [unnamed, setUnnamed] = useState(false)
  const createForm = useRef<HTMLFormElement>(null)
  useEarlyFields(createForm, (fields) => setName(typedIn(fields, "name") ?? ""))
  const { state } = lists
  const shown = state.status === "success" ? shownLists(state.value, pending) : []
  const refusedCreates = refusedListWrites(refused, undefined)
  // A kept change of a list deleted meanwhile (on another device): said here, its list being gone.
  const refusedGone = state.status === "success" ? refusedOfListsGone(refused, shown) : []
  const onCreate = async () => {
    refusedCreates.forEach((r) => listAndCouponOutbox.dismiss(r.entry))
    setUnnamed(!isListInput({ name }))
    if (!isListInput({ name })) return
    const ended = await create.runAsync({ name })
    if (ended.status === "success" || (isFailed(ended) && ended.error instanceof WriteQueued)) setName("")
  }
  const createFailure = [create.state, ...refusedCreates.map((r) => r.state)].find((s) => isFailed(s) && !(s.error instanceof WriteQueued))
  return (
    <div className="page lists-page">
      <ListAndCouponSync />
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
        {unnamed ? (
          <p className="field__error" role="alert">
            {listRefusal("RequestValidationError", "")}
          </p>
        ) : (
          createFailure !== undefined &&
          isFailed(createFailure) && (
            <p className="field__error" role="alert">
              {listRefusal(tagOf(createFailure.error), listFailure(createFailure.error))}
            </p>
          )
        )}
      </ServerForm>
      {refusedGone.map(({ refused: r, name }) => (
        <div key={r.entry.id} className="card add__error" role="alert">
          <p>
            We couldn’t save your change to {name === undefined ? "a list" : `“${name}”`}.{" "}
            {isFailed(r.state) ? listFailure(r.state.error) : ""}
          </p>
          <button type="button" className="button button--small button--ghost" onClick={() => listAndCouponOutbox.dismiss(r.entry)}>
            Dismiss
          </button>
        </div>
      ))}
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading your lists…" />}
      {isFailed(state) && <ErrorNotice error={state.error} onRetry={lists.refetch} />}
      {state.status === "success" && shown.length === 0 && (
        <div className="empty">
          <p className="empty__title">No shopping lists yet</p>
          <p>
            Create a list above, or save products to a list from their page in the <Link to="/shop">shop</Link>.
          </p>
        </div>
      )}
      {shown.length > 0 && (
        <ul className="list-grid">
          {shown.map((l) =>
            l.id === undefined ? <KeptListCard key={l.waiting?.id} list={l} /> : <ListCard key={l.id} list={{ ...l, id: l.id }} />
          )}
        </ul>
      )}
    </div>
  )
}
