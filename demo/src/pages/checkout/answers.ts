/**
 * The checkout's server forms: what each asks the route's action to do (its `do` field), and what
 * the action answers when it does not bring the shopper back (a refusal in the shopper's words,
 * with what they typed, so the page shows it where they typed it and nothing is lost).
 */
import type { Address } from "atlas-client"
import type { Draft, Field } from "./address.js"

/** What a checkout form asks for. */
export const CHECKOUT_DOES = {
  /** Start the checkout from the cart (its modality: the radio posted). */
  start: "start",
  /** Check the delivery address typed. */
  checkAddress: "check-address",
  /** Save the address chosen among those found as the delivery address. */
  deliverTo: "deliver-to",
  /** Reserve the time slot chosen. */
  slot: "slot",
  tip: "tip",
  addPromo: "add-promo",
  removePromo: "remove-promo"
} as const

/** The field the delivery address posted to "deliver to" holds (the address as JSON). */
export const CHOICE_FIELD = "choice"

/** What the locator made of an address: the ones to choose from, and why it could not confirm it. */
export interface Found {
  readonly verified: boolean
  readonly choices: ReadonlyArray<Address>
  readonly reasons: ReadonlyArray<string>
}

/** The delivery address step's answer: the address typed, what is wrong with it or what was found, a refusal. */
export interface AddressAnswer {
  readonly step: "address"
  readonly draft: Draft
  readonly problems: Partial<Record<Field, string>>
  readonly found?: Found
  readonly error?: string
}

/** A refused step: why, and what the shopper had typed or chosen. */
export interface StepAnswer {
  readonly step: "start" | "slot" | "tip" | "promo"
  readonly error: string
  readonly typed: string
}

/** What the checkout's action answers when it does not bring the shopper back. */
export type CheckoutAnswer = AddressAnswer | StepAnswer

/** The refusal of `step` in an answer, if the answer is that step's. */
export const refusalOf = (answer: CheckoutAnswer | undefined, step: StepAnswer["step"]): StepAnswer | undefined =>
  answer !== undefined && answer.step === step ? answer : undefined
