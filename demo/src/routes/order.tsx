/**
 * An order's page (`/orders/:id`): 404 for an order the shopper does not have. The server renders
 * its substitutions (with the items' names) and messages, read as the shopper, and its action runs
 * the order's forms sent before hydration or without JavaScript: a substitution accepted or
 * rejected, a message, a return; each write takes the form's intent key as its idempotency key (the
 * same form posted twice is one write). A decision or a message brings the shopper back; a return
 * answers the page with what was started; a refusal shows its message on the page.
 */
import type { MessageAudience, OrderSubstitutions, ReturnAction } from "atlas-client"
import { ItemsUseCases, OrderUseCases } from "atlas-client/react"
import { actIn, intentOf } from "atlas-client/react-router/server"
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router"
import { refused, unknownForm, wordsOf, withRefusal } from "../formAnswer.js"
import { notFoundUnless, readInBrowser, titled } from "../pageRoute.js"
import { describeReturnFailure } from "../pages/checkoutShared.js"
import { orderFound, OrderRoute } from "../pages/OrderPage.js"
import { audienceOf, MESSAGE_MAX, ORDER_FIELDS, type ReturnAnswer, returnActionOf, returnStarted } from "../pages/orderFields.js"
import { DO_FIELD } from "../ServerForm.js"
import { backTo, loadAs, type Shopper, shopperOf } from "../shopper.server.js"
import { money } from "../shop/format.js"

export const meta = titled("Your order")

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    const orderId = args.params.id ?? ""
    notFoundUnless("order", await orderFound(store, orderId))
    const read = await store.slots.read(OrderUseCases.getSubstitutions, [orderId], { key: orderId })
    if (read.status === "success") {
      // The slot store is untyped: a success of this read is the order's substitutions.
      const subs = read.value as OrderSubstitutions
      await Promise.all([
        store.prefetchKeyed(subs.subOrderId, OrderUseCases.getMessages, { subOrderId: subs.subOrderId }),
        ...subs.substitutions.map((s) => store.prefetchKeyed(s.substituteUpc, ItemsUseCases.lookupItem, s.substituteUpc))
      ])
    }
    return {}
  })

export const clientLoader = readInBrowser

const field = (form: FormData, name: string): string => String(form.get(name) ?? "").trim()

/** A substitution accepted or rejected (the submitter says which). */
const decide = async (shopper: Shopper, orderId: string, form: FormData) => {
  const lineId = field(form, ORDER_FIELDS.line)
  const accept = field(form, ORDER_FIELDS.accept)
  if (lineId === "" || (accept !== "true" && accept !== "false")) return unknownForm("order page")
  const decisions = [{ lineId, accept: accept === "true" }]
  const result = await actIn(shopper.store, OrderUseCases.decideSubstitutions, orderId, decisions, intentOf(form))
  return result.ok ? undefined : refused(`We couldn’t save your choice. ${wordsOf(result.error)}`)
}

/** A message about the order's sub-order. */
const message = async (shopper: Shopper, form: FormData) => {
  const subOrderId = field(form, ORDER_FIELDS.subOrder)
  const text = field(form, ORDER_FIELDS.text)
  const audience: MessageAudience | undefined = audienceOf(field(form, ORDER_FIELDS.audience))
  if (subOrderId === "" || audience === undefined) return unknownForm("order page")
  if (text === "") return refused("Write a message before sending it.")
  if (text.length > MESSAGE_MAX) return refused(`A message is at most ${MESSAGE_MAX} characters.`)
  const result = await actIn(shopper.store, OrderUseCases.postMessage, { subOrderId }, audience, text, intentOf(form))
  return result.ok ? undefined : refused(`We couldn’t send your message. ${wordsOf(result.error)}`)
}

/** A return of one line: the page says what was started, or why not. */
const startReturn = async (shopper: Shopper, orderId: string, form: FormData) => {
  const upc = field(form, ORDER_FIELDS.upc)
  const quantity = Number(field(form, ORDER_FIELDS.quantity))
  const action: ReturnAction | undefined = returnActionOf(field(form, ORDER_FIELDS.action))
  const amount = field(form, ORDER_FIELDS.amount)
  const refundAmount = amount === "" ? undefined : Number(amount)
  if (upc === "" || action === undefined) return unknownForm("order page")
  if (!Number.isInteger(quantity) || quantity < 1) return refused("Choose how many to return (at least 1).")
  if (refundAmount !== undefined && !(refundAmount >= 0)) return refused("A refund amount is a number of dollars, 0 or more.")
  const request = { action, items: [{ upc, quantity }], ...(refundAmount === undefined ? {} : { refundAmount }) }
  const result = await actIn(shopper.store, OrderUseCases.startReturn, orderId, request, intentOf(form))
  if (!result.ok) {
    const { tag, message: words, code } = result.error
    const { title, detail } = describeReturnFailure({ _tag: tag, message: words, code })
    return refused(`${title}${/[.!?]$/.test(title) ? "" : "."} ${detail}`)
  }
  const started = result.value
  return data<ReturnAnswer>({
    returned: returnStarted(started.action, started.refundAmount === undefined ? undefined : money(started.refundAmount))
  })
}

export const action = async ({ request, context, params }: ActionFunctionArgs) => {
  const form = await request.formData()
  const orderId = params.id ?? ""
  const shopper = await shopperOf(request, context)
  const does = form.get(DO_FIELD)
  const answer =
    does === "decide"
      ? await decide(shopper, orderId, form)
      : does === "message"
        ? await message(shopper, form)
        : does === "return"
          ? await startReturn(shopper, orderId, form)
          : unknownForm("order page")
  return answer ?? backTo(context, shopper, `/orders/${encodeURIComponent(orderId)}`)
}

export default withRefusal(OrderRoute)
