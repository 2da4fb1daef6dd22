/**
 * What the checkout and order pages share: the shopper-facing words of their typed errors (the
 * checkout, promise and return codes of the error catalogue, the upstream's own reasons), slot
 * times, card names, and an action whose state starts fresh on each visit (the cart page's lines
 * use those hooks too).
 */
import type {
  CheckoutDetails,
  CheckoutLine,
  CheckoutModality,
  CheckoutPaymentType,
  ReturnFailureCode,
  Timeslot,
  Tolerant,
  WalletCard,
  WalletPaymentType
} from "atlas-client"
import { type ActionOptions, type SlotState, type UseCase, useAction, useRead } from "atlas-client/react"
import { useEffect, useRef } from "react"
import { codeSentence, RETURN_FAILURES } from "../codes.js"
import { field, messageOf, tagOf, text } from "../errors.js"

/** The catalogue code of a typed checkout error, or the upstream's first error code. */
export const codeOf = (error: unknown): string | undefined => {
  const code = text(field(error, "code"))
  if (code !== undefined) return code
  const errors = field(error, "errors")
  return Array.isArray(errors) ? text(field(errors[0], "code")) : undefined
}

/** The shopper's words for a refusal: its catalogue code's sentence (codes.ts), else the upstream's reason. */
export const reasonOf = (error: unknown): string => codeSentence(error) ?? upstreamReason(error)

/** The upstream's own reason (or what went wrong on the way). */
const upstreamReason = (error: unknown): string => {
  const reason = text(field(error, "reason"))
  if (reason !== undefined && tagOf(error) !== "ClientError") return reason
  const errors = field(error, "errors")
  const first = Array.isArray(errors) ? text(field(errors[0], "reason")) : undefined
  if (first !== undefined) return first
  if (tagOf(error) === "ClientError") return "We couldn’t reach the store service. Check your connection and try again."
  return messageOf(error)
}

const isReturnFailure = (code: string | undefined): code is ReturnFailureCode => code !== undefined && code in RETURN_FAILURES

/** A title and detail for a refused return. */
export const describeReturnFailure = (error: unknown): { readonly title: string; readonly detail: string } => {
  const code = codeOf(error)
  return isReturnFailure(code)
    ? { title: RETURN_FAILURES[code], detail: upstreamReason(error) }
    : { title: "The return didn’t go through", detail: reasonOf(error) }
}

/** How a wallet card pays a checkout. */
export const paymentTypeOf = (type: Tolerant<WalletPaymentType>): CheckoutPaymentType =>
  type === "EBT_CARD" ? "EBT_CARD_PAY" : type === "GIFT_CARD" ? "GIFT_CARD_PAY" : "CREDIT_CARD_PAY"

const cardTypes: Readonly<Record<string, string | undefined>> = {
  CREDIT_CARD: "Credit card",
  GIFT_CARD: "Gift card",
  EBT_CARD: "EBT card",
  ACH: "Bank account"
} satisfies Readonly<Record<WalletPaymentType, string>>

/** "Credit card ending 1111" (its nickname first, when it has one; no ending when the card gives none). */
export const cardName = (card: WalletCard): string =>
  `${card.nickname !== undefined && card.nickname !== "" ? `${card.nickname} · ` : ""}${cardTypes[card.type] ?? "Card"}${card.last4 === undefined ? "" : ` ending ${card.last4}`}`

const paymentTypes: Readonly<Record<string, string | undefined>> = {
  CREDIT_CARD_PAY: "Credit card",
  CHASE_PAY: "Chase Pay",
  GIFT_CARD_PAY: "Gift card",
  EBT_CARD_PAY: "EBT card"
} satisfies Readonly<Record<CheckoutPaymentType, string>>

/** A checkout payment type, as a shopper reads it (a type added later, or none given: "Payment"). */
export const paymentTypeLabel = (type: Tolerant<CheckoutPaymentType> | undefined): string =>
  (type === undefined ? undefined : paymentTypes[type]) ?? "Payment"

/** A line's unit price: the one given, else its total over its quantity. */
export const unitPriceOf = (line: CheckoutLine): number =>
  line.unitPrice ?? (line.quantity > 0 ? line.lineTotal / line.quantity : line.lineTotal)

/** The modality a checkout's slots are asked for: pickup, or delivery for any other (a type added later included). */
export const slotModality = (modality: string): CheckoutModality => (modality === "PICKUP" ? "PICKUP" : "DELIVERY")

/** The time slots read of a checkout: its arguments and its key (the page reads it, the server's loader prefetches it). */
export const slotsReadOf = (checkout: Pick<CheckoutDetails, "locationId" | "modality">): readonly [[string, CheckoutModality], string] => [
  [checkout.locationId, slotModality(checkout.modality)],
  `${checkout.locationId}:${checkout.modality}`
]

/**
 * "Mon, Nov 23" of a slot, in the store's time zone when it is known (the server's render and the
 * browser's then agree, and a pickup time is the store's), else the device's.
 */
export const slotDay = (slot: Pick<Timeslot, "start">, timeZone?: string): string =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", ...zoned(timeZone) }).format(new Date(slot.start))

const zoned = (timeZone: string | undefined) => (timeZone === undefined ? {} : { timeZone })

const time = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", ...zoned(timeZone) }).format(new Date(iso))

/** "10:00 AM – 12:00 PM" of a slot (in the store's time zone when it is known, as {@link slotDay}). */
export const slotHours = (slot: Pick<Timeslot, "start" | "end">, timeZone?: string): string =>
  `${time(slot.start, timeZone)} – ${time(slot.end, timeZone)}`

const idle: SlotState<never, never> = { status: "idle" }

/**
 * `useAction` whose state is idle until this component runs it: what an earlier visit left in the
 * shared slot is not shown again.
 */
export const useFreshAction = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  options: ActionOptions<Args> = {}
) => {
  const action = useAction(useCase, options)
  const initial = useRef(action.state)
  const state: SlotState<A, E> = action.state === initial.current && action.state.status !== "request" ? idle : action.state
  return { ...action, state }
}

const loading: SlotState<never, never> = { status: "request" }

/** Whether the page is hydrating the server's HTML (`App` marks the page once it is hydrated). */
const hydrating = (): boolean => typeof document !== "undefined" && document.documentElement.dataset["hydrated"] === undefined
const none = Symbol("none")

/**
 * `useRead` that does not show an earlier visit's answer: while the value the entry held when this
 * component mounted is revalidated (these reads are stale at once, so they are on mount), it shows
 * as loading; the value the server read for the page being hydrated is shown as it is.
 */
export const useFreshRead = <Args extends ReadonlyArray<unknown>, A, E, R>(
  useCase: UseCase<Args, A, E, R>,
  args: Args | undefined,
  options: { readonly key?: string } = {}
) => {
  const read = useRead(useCase, args, options)
  // What the page's first render in the browser shows is what the server read for this visit.
  const earlier = useRef<A | typeof none>(read.state.status === "success" && !hydrating() ? read.state.value : none)
  const state: SlotState<A, E> =
    read.state.status === "success" && read.fetching && read.state.value === earlier.current ? loading : read.state
  return { ...read, state }
}

/** Calls `f` once for each new success of a slot (not again when `f` or the component changes). */
export const useOnSuccess = <A, E>(state: SlotState<A, E>, f: (value: A) => void) => {
  const latest = useRef(f)
  const handled = useRef<SlotState<A, E> | undefined>(undefined)
  useEffect(() => {
    latest.current = f
  })
  useEffect(() => {
    if (state.status === "success" && handled.current !== state) {
      handled.current = state
      latest.current(state.value)
    }
  }, [state])
}
