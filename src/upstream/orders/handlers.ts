/**
 * Reference-upstream handlers after the order: substitutions proposed on the order (the shopper
 * accepts or rejects each once), post-order messages per sub-order, and returns refused with the
 * return failure codes: unknown lines, more than was bought, refunds larger than paid, too many
 * recent refunds, too high a share of recent order dollars refunded, too old an order, actions
 * not offered online (EXCHANGE) or not for the order's fulfilment type (REPLACE of a pickup order:
 * a replacement is delivered), departments never returned (gift cards) and restricted categories
 * (the restriction groups: alcohol, cold and sinus medicine).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { PostOrderMessagingContract, ReturnsContract, SubstitutionsContract } from "../../contract/orders.js"
import { catalogue } from "../catalogue/seed.js"
import type { AtlasState } from "../state.js"
import { fail, UpstreamFailure } from "../failure.js"
import { nextId } from "../ids.js"
import { money } from "../money.js"
import { type CallContext, ownerOf, route, type Route } from "../route.js"
import { DAY } from "../time.js"
import { type OrderRecord } from "../checkout/state.js"

type Ctx = CallContext<AtlasState>

/** The return rules of the reference upstream. */
export const RETURN_RULES: {
  readonly windowDays: number
  readonly maxRecentRefunds: number
  readonly maxRefundRatio: number
  /** Departments whose items are never returned (gift cards). */
  readonly blockedDepartments: ReadonlyArray<string>
} = { windowDays: 30, maxRecentRefunds: 3, maxRefundRatio: 0.5, blockedDepartments: ["gift-cards"] }

const orderBy = (ctx: Ctx, find: (o: OrderRecord) => boolean, what: string): OrderRecord | UpstreamFailure => {
  const owner = ownerOf(ctx)
  const order = [...ctx.state.checkout.orders.values()].find((o) => o.owner === owner && find(o))
  return order ?? fail(404, "ORDER_NOT_FOUND", `No order ${what}`)
}

/** The caller's order with an order id: the orders are keyed by it. */
const orderById = (ctx: Ctx, orderId: string): OrderRecord | UpstreamFailure => {
  const order = ctx.state.checkout.orders.get(orderId)
  return order !== undefined && order.owner === ownerOf(ctx) ? order : fail(404, "ORDER_NOT_FOUND", `No order ${orderId}`)
}

const messagesOf = (ctx: Ctx, path: { readonly subOrderId: string; readonly logisticOrderNumber?: string }) =>
  orderBy(
    ctx,
    (o) =>
      o.order.subOrderId === path.subOrderId &&
      (path.logisticOrderNumber === undefined || o.order.logisticOrderNumber === path.logisticOrderNumber),
    path.subOrderId
  )

type MessageOps = readonly [
  typeof PostOrderMessagingContract.getMessages | typeof PostOrderMessagingContract.getMessagesBySubOrder,
  typeof PostOrderMessagingContract.postMessage | typeof PostOrderMessagingContract.postMessageBySubOrder,
  typeof PostOrderMessagingContract.editMessage | typeof PostOrderMessagingContract.editMessageBySubOrder,
  typeof PostOrderMessagingContract.deleteMessage | typeof PostOrderMessagingContract.deleteMessageBySubOrder
]

const messageRoutes = ([get, post, put, del]: MessageOps): ReadonlyArray<Route<AtlasState>> => [
  route(get, ({ path }, ctx: Ctx) => {
    const order = messagesOf(ctx, path)
    return order instanceof UpstreamFailure ? Effect.fail(order) : Effect.succeed({ data: { messages: order.messages } })
  }),
  route(post, ({ path, payload }, ctx: Ctx) => {
    const order = messagesOf(ctx, path)
    if (order instanceof UpstreamFailure) return Effect.fail(order)
    const now = ctx.now.toISOString()
    const message = {
      messageId: nextId(ctx.state.checkout, "message"),
      subOrderId: order.order.subOrderId,
      audience: payload.audience,
      text: payload.text.trim(),
      createdAt: now,
      updatedAt: now
    }
    order.messages.push(message)
    return Effect.succeed({ data: { message } })
  }),
  route(put, ({ path, payload }, ctx: Ctx) => {
    const order = messagesOf(ctx, path)
    if (order instanceof UpstreamFailure) return Effect.fail(order)
    const at = order.messages.findIndex((m) => m.messageId === payload.messageId)
    const current = order.messages[at]
    if (current === undefined) return Effect.fail(fail(404, "MESSAGE_NOT_FOUND", `No message ${payload.messageId}`))
    const message = { ...current, text: payload.text.trim(), updatedAt: ctx.now.toISOString() }
    order.messages[at] = message
    return Effect.succeed({ data: { message } })
  }),
  route(del, ({ path, urlParams }, ctx: Ctx) => {
    const order = messagesOf(ctx, path)
    if (order instanceof UpstreamFailure) return Effect.fail(order)
    const id = urlParams["filter.messageId"]
    const at = order.messages.findIndex((m) => m.messageId === id)
    if (at < 0) return Effect.fail(fail(404, "MESSAGE_NOT_FOUND", `No message ${id}`))
    order.messages.splice(at, 1)
    return Effect.succeed({ data: { messageId: id, deleted: true } })
  })
]

const startReturn = (op: typeof ReturnsContract.startReturn | typeof ReturnsContract.startReturnV1) =>
  route(op, ({ path, payload }, ctx: Ctx) => {
    const state = ctx.state.checkout
    const order = orderById(ctx, path.orderId)
    if (order instanceof UpstreamFailure) return Effect.fail(order)
    const now = ctx.now.getTime()
    const refuse = (code: string, reason: string) => Effect.fail(fail(400, code, reason))
    if (payload.action === "EXCHANGE") return refuse("REQUESTED_ACTION_NOT_ALLOWED", `${payload.action} is not offered for this order`)
    if (payload.action === "REPLACE" && order.order.modality === "PICKUP")
      return refuse("BLOCKED_FULFILLMENT_TYPE", "Replacements are delivered: REPLACE is not offered for pickup orders")
    if (now - Date.parse(order.order.placedAt) > RETURN_RULES.windowDays * DAY)
      return refuse("INVALID_TRANSACTION_AGE", "The order is too old to return")
    const owner = order.owner
    const recent = state.returns.filter((r) => r.owner === owner && now - r.at <= RETURN_RULES.windowDays * DAY)
    if (recent.length >= RETURN_RULES.maxRecentRefunds) return refuse("TOO_MANY_RECENT_REFUNDS_BY_CUSTOMER", "Too many recent refunds")
    let owed = 0
    for (const item of payload.items) {
      const line = order.order.lineItems.find((l) => l.upc === item.upc)
      if (line === undefined) return refuse("BLOCKED_UPC", `${item.upc} was not in the order`)
      const entry = catalogue().byGtin.get(item.upc)
      if (entry !== undefined && RETURN_RULES.blockedDepartments.includes(entry.department.id))
        return refuse("BLOCKED_DEPARTMENT", `Items of ${entry.department.name} cannot be returned`)
      const restricted = entry?.productRestrictions[0]
      if (restricted !== undefined) return refuse("BLOCKED_CATEGORY", `${restricted.displayName} cannot be returned`)
      if (item.quantity + (order.returned.get(item.upc) ?? 0) > line.quantity)
        return refuse("REQUESTED_REFUND_AMOUNT_TOO_LARGE", `More of ${item.upc} than was bought`)
      owed += line.unitPrice * item.quantity
    }
    const amount = money(payload.refundAmount ?? owed)
    if (amount > money(owed)) return refuse("REQUESTED_REFUND_AMOUNT_TOO_LARGE", `The refund exceeds ${money(owed).toFixed(2)}`)
    const ordered = [...state.orders.values()]
      .filter((o) => o.owner === owner && now - Date.parse(o.order.placedAt) <= RETURN_RULES.windowDays * DAY)
      .reduce((s, o) => s + o.order.total, 0)
    const refunded = recent.reduce((s, r) => s + r.record.refundAmount, 0) + amount
    if (ordered > 0 && refunded / ordered > RETURN_RULES.maxRefundRatio) {
      return refuse(
        "RATIO_OF_RECENT_REFUND_DOLLARS_OVER_RECENT_ORDER_DOLLARS_EXCEEDED",
        "Recent refunds are too large a share of recent orders"
      )
    }
    for (const item of payload.items) order.returned.set(item.upc, (order.returned.get(item.upc) ?? 0) + item.quantity)
    const record = {
      returnId: nextId(state, "return"),
      orderId: path.orderId,
      action: payload.action,
      refundAmount: amount,
      status: "STARTED" as const
    }
    state.returns.push({ owner, record, at: now })
    return Effect.succeed({ data: { return: record } })
  })

/** The substitutions, post-order messaging and returns routes. */
export const orderRoutes: ReadonlyArray<Route<AtlasState>> = [
  route(SubstitutionsContract.getSubstitutions, ({ path }, ctx: Ctx) => {
    const order = orderById(ctx, path.orderIdentifier)
    return order instanceof UpstreamFailure ? Effect.fail(order) : Effect.succeed({ data: order.substitutions })
  }),
  route(SubstitutionsContract.getSubstitutionsBySubOrder, ({ path }, ctx: Ctx) => {
    const order = orderBy(ctx, (o) => o.order.subOrderId === path.subOrderId, path.subOrderId)
    return order instanceof UpstreamFailure ? Effect.fail(order) : Effect.succeed({ data: order.substitutions })
  }),
  route(SubstitutionsContract.decideSubstitutions, ({ path, payload }, ctx: Ctx) => {
    const order = orderById(ctx, path.orderIdentifier)
    if (order instanceof UpstreamFailure) return Effect.fail(order)
    const subs = [...order.substitutions.substitutions]
    for (const d of payload.decisions) {
      const at = subs.findIndex((s) => s.lineId === d.lineId)
      const current = subs[at]
      if (current === undefined) return Effect.fail(fail(404, "SUBSTITUTION_NOT_FOUND", `No substitution on line ${d.lineId}`))
      if (current.status !== "PROPOSED")
        return Effect.fail(
          fail(409, "SUBSTITUTION_DECIDED", `The substitution on line ${d.lineId} was already ${current.status.toLowerCase()}`)
        )
      subs[at] = { ...current, status: d.accept ? "ACCEPTED" : "REJECTED", requestedBy: "CUSTOMER" }
    }
    order.substitutions = { ...order.substitutions, substitutions: subs }
    return Effect.succeed({ data: order.substitutions })
  }),
  ...messageRoutes([
    PostOrderMessagingContract.getMessages,
    PostOrderMessagingContract.postMessage,
    PostOrderMessagingContract.editMessage,
    PostOrderMessagingContract.deleteMessage
  ]),
  ...messageRoutes([
    PostOrderMessagingContract.getMessagesBySubOrder,
    PostOrderMessagingContract.postMessageBySubOrder,
    PostOrderMessagingContract.editMessageBySubOrder,
    PostOrderMessagingContract.deleteMessageBySubOrder
  ]),
  startReturn(ReturnsContract.startReturn),
  startReturn(ReturnsContract.startReturnV1)
]
