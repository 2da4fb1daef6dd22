/**
 * What the order page's forms and the order route's action both know: the forms' field names, the
 * message audiences and return actions offered (with their words), a message's longest length, and
 * the sentence a started return is told with.
 */
import type { MessageAudience, ReturnAction } from "atlas-client"

/** The order forms' field names. */
export const ORDER_FIELDS = {
  line: "lineId",
  accept: "accept",
  subOrder: "subOrderId",
  text: "text",
  audience: "audience",
  upc: "upc",
  quantity: "quantity",
  action: "action",
  amount: "refundAmount"
} as const

/** A message's longest length (characters). */
export const MESSAGE_MAX = 500

/** Who a message goes to, in the shopper's words. */
export const audiences: ReadonlyArray<{ readonly value: MessageAudience; readonly label: string }> = [
  { value: "Person", label: "Just me" },
  { value: "Household", label: "My household" },
  { value: "Card", label: "Card holder" }
]

/** What a return asks for, in the shopper's words. */
export const returnActions: ReadonlyArray<{ readonly value: ReturnAction; readonly label: string }> = [
  { value: "REFUND", label: "Refund" },
  { value: "RETURN", label: "Return to store" },
  { value: "REPLACE", label: "Replacement" },
  { value: "EXCHANGE", label: "Exchange" }
]

/** A form's audience value as one offered. */
export const audienceOf = (value: string): MessageAudience | undefined => audiences.find((a) => a.value === value)?.value

/** A form's return action value as one offered. */
export const returnActionOf = (value: string): ReturnAction | undefined => returnActions.find((a) => a.value === value)?.value

/** "Your return has started: refund of $3.49." (the parts the answer gives). */
export const returnStarted = (action: string | undefined, amount: string | undefined): string => {
  const what = returnActions.find((a) => a.value === action)?.label.toLowerCase()
  return `Your return has started${what === undefined ? (amount === undefined ? "" : `: ${amount}`) : `: ${what}${amount === undefined ? "" : ` of ${amount}`}`}.`
}

/** The order action's answer to a return started without JavaScript. */
export interface ReturnAnswer {
  readonly returned: string
}
