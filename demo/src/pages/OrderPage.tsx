/**
 * An order (issue 7): the confirmation (the purchased checkout from `CheckoutUseCases.getCheckouts`,
 * its charges from `PaymentUseCases.getPayments`, a delivery's hand-off address), the substitutions proposed on it
 * (`OrderUseCases.getSubstitutions`, accepted or rejected once with `decideSubstitutions`), the
 * post-order messages of its sub-order (`getMessages`, `postMessage`), and a return of a line
 * (`startReturn`; a refusal shows its return failure code's words and the upstream's reason).
 * `/orders` lists the shopper's orders.
 */
import { useActionData, useParams } from "react-router"
import type { CheckoutDetails, Substitution } from "atlas-client"
import type { AtlasStore } from "atlas-client/react/server"
import {
  CheckoutUseCases,
  ItemsUseCases,
  OrderUseCases,
  PaymentUseCases,
  type SlotState,
  TimeslotsUseCases,
  type UseCaseSuccess,
  useRead
} from "atlas-client/react"
import { LineItems } from "../components/LineItems.js"
import { ErrorNotice, Spinner } from "../components/States.js"
import { failureOf } from "../errors.js"
import { orderNumber } from "../format.js"
import { Link } from "../router.js"
import { money } from "../shop/format.js"
import {
  describeReturnFailure,
  paymentTypeLabel,
  reasonOf,
  slotDay,
  slotHours,
  useFreshAction,
  useFreshRead,
  slotModality,
  unitPriceOf
} from "./checkoutShared.js"
import { addressText } from "./checkout/address.js"
import {
  audienceOf,
  audiences,
  MESSAGE_MAX,
  ORDER_FIELDS,
  type ReturnAnswer,
  returnActionOf,
  returnActions,
  returnStarted
} from "./orderFields.js"
import { ServerForm } from "../ServerForm.js"
import { useFormDraft } from "../useFormDraft.js"
import "./checkout.css"

type Placed = CheckoutDetails & { readonly orderId: string }

const ItemName = ({ upc, fallback }: { readonly upc: string; readonly fallback?: string }) => {
  const { state } = useRead(ItemsUseCases.lookupItem, fallback === undefined ? [upc] : undefined, { key: upc })
  return <>{fallback ?? (state.status === "success" ? state.value.description : "An item")}</>
}

const SlotTime = ({ order }: { readonly order: CheckoutDetails }) => {
  const { state } = useRead(TimeslotsUseCases.getUpfrontTimeslots, [order.locationId, slotModality(order.modality)], {
    key: `${order.locationId}:${order.modality}`
  })
  const slot = state.status === "success" ? state.value.find((s) => s.timeslotId === order.timeslotId) : undefined
  if (slot !== undefined) return <>{`${slotDay(slot)}, ${slotHours(slot)}`}</>
  return <>{state.status === "request" || state.status === "idle" ? "…" : order.timeslotId === undefined ? "—" : "Time slot reserved"}</>
}

const Payments = ({ orderId }: { readonly orderId: string }) => {
  const { state } = useRead(PaymentUseCases.getPayments, [orderId], { key: orderId })
  if (state.status !== "success") return <>…</>
  return (
    <>
      {state.value.map((p) => (
        <span key={p.paymentId} className="order__payment">
          {paymentTypeLabel(p.type)} {money(p.amount)} ({p.status.toLowerCase()})
        </span>
      ))}
    </>
  )
}

const Confirmation = ({ order }: { readonly order: CheckoutDetails & { readonly orderId: string } }) => (
  <section className="card order__confirmation" aria-labelledby="confirmation-title">
    <p className="order__check" aria-hidden="true">
      ✓
    </p>
    <h2 id="confirmation-title" className="card__title">
      Thank you! Your order is confirmed.
    </h2>
    <dl className="fact-rows">
      <div>
        <dt>Order number</dt>
        <dd data-testid="order-id" data-order-id={order.orderId}>
          {orderNumber(order.orderId)}
        </dd>
      </div>
      <div>
        <dt>{order.modality === "DELIVERY" ? "Delivery" : "Pickup"}</dt>
        <dd>
          <SlotTime order={order} />
        </dd>
      </div>
      {order.handoffAddress !== undefined && (
        <div>
          <dt>Delivering to</dt>
          <dd data-testid="order-address">{addressText(order.handoffAddress)}</dd>
        </div>
      )}
      <div>
        <dt>Total</dt>
        <dd data-testid="order-total">{money(order.totals.total)}</dd>
      </div>
      <div>
        <dt>Paid with</dt>
        <dd>
          <Payments orderId={order.orderId} />
        </dd>
      </div>
    </dl>
    <LineItems lines={order.lineItems} label="Items in your order" />
  </section>
)

const SubstitutionRow = ({
  orderId,
  substitution,
  original
}: {
  readonly orderId: string
  readonly substitution: Substitution
  readonly original: string | undefined
}) => {
  const decide = useFreshAction(OrderUseCases.decideSubstitutions, { key: `${orderId}:${substitution.lineId}` })
  const busy = decide.state.status === "request"
  const status =
    decide.state.status === "success" ? decide.state.value.substitutions.find((s) => s.lineId === substitution.lineId)?.status : undefined
  const current = status ?? substitution.status
  return (
    <li className="sub">
      <p className="sub__what">
        <span>
          <ItemName upc={substitution.originalUpc} {...(original === undefined ? {} : { fallback: original })} />
        </span>{" "}
        →{" "}
        <strong>
          <ItemName upc={substitution.substituteUpc} />
        </strong>
      </p>
      {current === "PROPOSED" ? (
        <ServerForm
          className="sub__actions"
          name={`decide-${substitution.lineId}`}
          does="decide"
          fields={{ [ORDER_FIELDS.line]: substitution.lineId }}
          onSubmit={(e) => {
            const accept = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "true"
            if (!busy) decide.run(orderId, [{ lineId: substitution.lineId, accept }])
          }}
        >
          <button type="submit" name={ORDER_FIELDS.accept} value="true" className="button button--small" disabled={busy}>
            {busy ? "Saving…" : "Accept substitute"}
          </button>
          <button type="submit" name={ORDER_FIELDS.accept} value="false" className="button button--small button--ghost" disabled={busy}>
            Reject substitute
          </button>
        </ServerForm>
      ) : (
        <p className={`pill ${current === "ACCEPTED" ? "pill--ok" : "pill--warn"}`} role="status">
          {current === "ACCEPTED" ? "Substitute accepted" : "Substitute rejected"}
        </p>
      )}
      {failureOf(decide.state) !== undefined && (
        <p className="field__error" role="alert">
          {reasonOf(failureOf(decide.state))}
        </p>
      )}
    </li>
  )
}

type OrderSubstitutions = UseCaseSuccess<typeof OrderUseCases.getSubstitutions>

const Substitutions = ({
  order,
  state,
  onRetry
}: {
  readonly order: Placed
  readonly state: SlotState<OrderSubstitutions, unknown>
  readonly onRetry: () => void
}) => {
  return (
    <section className="card" aria-labelledby="subs-title">
      <h2 id="subs-title" className="card__title">
        Substitutions
      </h2>
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading substitutions…" />}
      {(state.status === "response-error" || state.status === "client-error") && <ErrorNotice error={state.error} onRetry={onRetry} />}
      {state.status === "success" &&
        (state.value.substitutions.length === 0 ? (
          <p className="muted">No substitutions on this order.</p>
        ) : (
          <ul className="subs">
            {state.value.substitutions.map((s) => (
              <SubstitutionRow
                key={s.lineId}
                orderId={order.orderId}
                substitution={s}
                original={order.lineItems.find((l) => l.lineId === s.lineId)?.description}
              />
            ))}
          </ul>
        ))}
    </section>
  )
}

const readMessage = (fields: FormData) => ({ length: String(fields.get(ORDER_FIELDS.text) ?? "").trim().length })

const Messages = ({ subOrderId }: { readonly subOrderId: string }) => {
  const target = { subOrderId }
  const read = useFreshRead(OrderUseCases.getMessages, [target], { key: subOrderId })
  const send = useFreshAction(OrderUseCases.postMessage, { key: subOrderId })
  const { draft, update, form } = useFormDraft(readMessage, { length: 0 })
  const { state, refetch } = read
  // A message makes the messages stale: they are fetched again.
  const post = async (element: HTMLFormElement) => {
    const fields = new FormData(element)
    const text = String(fields.get(ORDER_FIELDS.text) ?? "").trim()
    const audience = audienceOf(String(fields.get(ORDER_FIELDS.audience))) ?? "Person"
    if ((await send.runAsync(target, audience, text)).status === "success") {
      element.reset()
      update()
    }
  }
  const busy = send.state.status === "request"
  return (
    <section className="card" aria-labelledby="messages-title">
      <h2 id="messages-title" className="card__title">
        Messages about this order
      </h2>
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading messages…" />}
      {(state.status === "response-error" || state.status === "client-error") && <ErrorNotice error={state.error} onRetry={refetch} />}
      {state.status === "success" &&
        (state.value.length === 0 ? (
          <p className="muted">No messages yet.</p>
        ) : (
          <ul className="messages" aria-label="Messages">
            {state.value.map((m) => (
              <li key={m.messageId} className="message">
                <p className="message__text">{m.text}</p>
                <p className="message__meta muted">
                  {m.audience !== undefined && <>To {audiences.find((a) => a.value === m.audience)?.label ?? m.audience}</>}
                  {m.audience !== undefined && m.createdAt !== undefined && " · "}
                  {m.createdAt !== undefined &&
                    new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(m.createdAt))}
                </p>
              </li>
            ))}
          </ul>
        ))}
      <ServerForm
        {...form}
        className="message-form"
        name="message"
        does="message"
        fields={{ [ORDER_FIELDS.subOrder]: subOrderId }}
        onSubmit={(e) => {
          if (!busy && draft.length > 0) void post(e.currentTarget)
        }}
      >
        <div className="field">
          <label htmlFor="message-text">Message</label>
          <textarea id="message-text" name={ORDER_FIELDS.text} rows={3} required maxLength={MESSAGE_MAX} readOnly={busy} />
          <p className="field__hint">At most {MESSAGE_MAX} characters.</p>
        </div>
        <div className="checkout__inline">
          <div className="field">
            <label htmlFor="message-audience">Send to</label>
            <select id="message-audience" name={ORDER_FIELDS.audience} defaultValue="Person">
              {audiences.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary" disabled={busy}>
            {busy ? "Sending…" : "Send message"}
          </button>
        </div>
        {failureOf(send.state) !== undefined && (
          <p className="field__error" role="alert">
            {reasonOf(failureOf(send.state))}
          </p>
        )}
      </ServerForm>
    </section>
  )
}

interface ReturnDraft {
  readonly upc: string
  readonly quantity: string
  readonly amount: string
}

const readReturn = (fields: FormData): ReturnDraft => ({
  upc: String(fields.get(ORDER_FIELDS.upc) ?? ""),
  quantity: String(fields.get(ORDER_FIELDS.quantity) ?? ""),
  amount: String(fields.get(ORDER_FIELDS.amount) ?? "")
})

const Return = ({ order }: { readonly order: Placed }) => {
  const start = useFreshAction(OrderUseCases.startReturn, { key: order.orderId })
  const answered = useActionData<ReturnAnswer | { readonly error: string }>()
  const { state } = start
  const clear = () => {
    if (failureOf(state) !== undefined) start.reset()
  }
  const { draft, form } = useFormDraft(readReturn, { upc: order.lineItems[0]?.upc ?? "", quantity: "1", amount: "" })
  const line = order.lineItems.find((l) => l.upc === draft.upc)
  const busy = state.status === "request"
  const count = Number(draft.quantity)
  const refund = draft.amount.trim() === "" ? undefined : Number(draft.amount)
  const invalid =
    line === undefined || !Number.isInteger(count) || count < 1 || count > line.quantity || (refund !== undefined && !(refund >= 0))
  const error = failureOf(state)
  const refused = error === undefined ? undefined : describeReturnFailure(error)
  const started =
    state.status === "success"
      ? returnStarted(state.value.action, state.value.refundAmount === undefined ? undefined : money(state.value.refundAmount))
      : answered !== undefined && "returned" in answered
        ? answered.returned
        : undefined
  return (
    <section className="card" aria-labelledby="return-title">
      <h2 id="return-title" className="card__title">
        Return an item
      </h2>
      <ServerForm
        {...form}
        className="return-form"
        name="return"
        does="return"
        onSubmit={(e) => {
          const posted = new FormData(e.currentTarget)
          const fields = readReturn(posted)
          const action = returnActionOf(String(posted.get(ORDER_FIELDS.action))) ?? "REFUND"
          if (!invalid && !busy)
            start.run(order.orderId, {
              action,
              items: [{ upc: fields.upc, quantity: count }],
              ...(refund === undefined ? {} : { refundAmount: refund })
            })
        }}
      >
        <div className="field-row" onChange={clear}>
          <div className="field">
            <label htmlFor="return-item">Item to return</label>
            <select id="return-item" name={ORDER_FIELDS.upc} defaultValue={order.lineItems[0]?.upc}>
              {order.lineItems.map((l) => (
                <option key={l.lineId} value={l.upc}>
                  {l.description} ({l.quantity} × {money(unitPriceOf(l))})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="return-quantity">Quantity</label>
            <input id="return-quantity" name={ORDER_FIELDS.quantity} type="number" min="1" max={line?.quantity ?? 1} defaultValue="1" />
          </div>
          <div className="field">
            <label htmlFor="return-action">What you’d like</label>
            <select id="return-action" name={ORDER_FIELDS.action} defaultValue="REFUND">
              {returnActions.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="return-amount">Refund amount ($, optional)</label>
            <input
              id="return-amount"
              name={ORDER_FIELDS.amount}
              type="number"
              min="0"
              step="0.01"
              placeholder={line === undefined ? "" : (unitPriceOf(line) * (Number.isFinite(count) ? count : 1)).toFixed(2)}
              defaultValue=""
            />
          </div>
        </div>
        <button type="submit" className="button button--secondary" disabled={busy || invalid}>
          {busy ? "Requesting return…" : "Request return"}
        </button>
      </ServerForm>
      {refused !== undefined && (
        <div className="notice notice--error" role="alert">
          <div>
            <p className="notice__title">{refused.title}</p>
            <p className="notice__detail">{refused.detail}</p>
          </div>
        </div>
      )}
      {started !== undefined && (
        <p className="notice" role="status">
          {started}
        </p>
      )}
    </section>
  )
}

const isPlaced = (c: CheckoutDetails): c is Placed => c.orderId !== undefined

/** Whether the session has placed order `id` (the server's loader answers 404 when not); `true` when it cannot tell. */
export const orderFound = async <R,>(store: AtlasStore<R>, id: string): Promise<boolean> => {
  const checkouts = await store.slots.read(CheckoutUseCases.getCheckouts, [])
  return checkouts.status !== "success" || (checkouts.value as ReadonlyArray<CheckoutDetails>).some((c) => c.orderId === id)
}

/** One order's page. */
export const OrderPage = ({ id }: { readonly id: string }) => {
  const read = useFreshRead(CheckoutUseCases.getCheckouts, [])
  const { state } = read
  const order = state.status === "success" ? state.value.filter(isPlaced).find((c) => c.orderId === id) : undefined
  const subs = useFreshRead(OrderUseCases.getSubstitutions, order === undefined ? undefined : [order.orderId], { key: id })
  return (
    <div className="page order-page">
      <div className="page-head">
        <p className="eyebrow">
          <Link to="/orders">← Your orders</Link>
        </p>
        <h1>Order {orderNumber(id)}</h1>
      </div>
      {(state.status === "idle" || state.status === "request") && order === undefined && (
        <div className="card" aria-busy="true">
          <Spinner label="Loading your order…" />
        </div>
      )}
      {(state.status === "response-error" || state.status === "client-error") && <ErrorNotice error={state.error} onRetry={read.refetch} />}
      {state.status === "success" && order === undefined && (
        <div className="empty">
          <p className="empty__title">We couldn’t find order {orderNumber(id)}</p>
          <p>It may belong to another account or session.</p>
          <Link to="/orders" className="button">
            Your orders
          </Link>
        </div>
      )}
      {order !== undefined && (
        <div className="order">
          <Confirmation order={order} />
          <div className="order__after">
            <Substitutions order={order} state={subs.state} onRetry={subs.refetch} />
            {subs.state.status === "success" && <Messages subOrderId={subs.state.value.subOrderId} />}
            <Return order={order} />
          </div>
        </div>
      )}
    </div>
  )
}

/** The shopper's orders (the purchased checkouts). */
export const OrdersPage = () => {
  const read = useFreshRead(CheckoutUseCases.getCheckouts, [])
  const { state } = read
  const orders = state.status === "success" ? state.value.filter(isPlaced) : []
  return (
    <div className="page orders-page">
      <div className="page-head">
        <p className="eyebrow">Orders</p>
        <h1>Your orders</h1>
      </div>
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading your orders…" />}
      {(state.status === "response-error" || state.status === "client-error") && <ErrorNotice error={state.error} onRetry={read.refetch} />}
      {state.status === "success" && orders.length === 0 && (
        <div className="empty">
          <p className="empty__title">No orders yet</p>
          <Link to="/shop" className="button">
            Start shopping
          </Link>
        </div>
      )}
      {orders.length > 0 && (
        <ul className="orders">
          {[...orders].reverse().map((o) => (
            <li key={o.orderId} className="card orders__item">
              <Link to={`/orders/${encodeURIComponent(o.orderId)}`}>Order {orderNumber(o.orderId)}</Link>
              <span>
                {o.modality === "DELIVERY" ? "Delivery" : "Pickup"} · {o.lineItems.length} {o.lineItems.length === 1 ? "line" : "lines"}
              </span>
              <strong>{money(o.totals.total)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The order page of the `/orders/:id` route (a new page for each order). */
export const OrderRoute = () => {
  const id = useParams().id ?? ""
  return <OrderPage key={id} id={id} />
}
