/**
 * The reference upstream's checkout rules: what a checkout may hold, when it may be handed off and
 * to whom it may be sold, refused with the client-facing modify codes of spec §8.
 *
 * - A checkout of an empty cart: ITEM_FALLOUT. More than {@link CHECKOUT_RULES} `maxUnits` units:
 *   CART_QTY_LIMIT_EXCEEDED. A delivery of more than `maxDeliveryAlcoholUnits` units of alcohol
 *   (a pickup takes the restriction group's maximum, which cart writes already hold to):
 *   ALCOHOL_QTY_EXCEEDED.
 * - Age-restricted items (alcohol, cold and sinus medicine) cannot be added to a placed order by a
 *   modify checkout (the shopper changes them in the store's app or at the counter):
 *   AGE_RESTRICTED_CLIENT_UPDATE; they fall out of a purchase by a shopper whose identity check was
 *   refused (KYC status REFUSED): AGE_RESTRICTED_FALLOUT.
 * - Alcohol is handed off from `alcoholEarliestHour` (UTC) on, as in a promise: a slot before it
 *   is ALCOHOL_FALLOUT.
 *
 * The fallouts name their root cause (`rootCauses`), which checkout error records describe.
 *
 * @since 0.2.0
 */
import type { CheckoutLine, CheckoutModality, CheckoutUseCase } from "../../schema/checkout.js"
import type { KycStatus } from "../../schema/customer.js"
import type { Timeslot } from "../../schema/promises.js"
import { ALCOHOL, catalogue, COLD_MEDICINE } from "../catalogue/seed.js"
import { fail, type UpstreamFailure } from "../failure.js"
import { ALCOHOL_PROMISE_RULES } from "../promises/handlers.js"

/** The checkout rules of the reference upstream. */
export const CHECKOUT_RULES = {
  /** Most units one checkout holds. */
  maxUnits: 100,
  /** Most units of alcohol one delivery holds. */
  maxDeliveryAlcoholUnits: 6,
  /** Alcohol is handed off from this hour (UTC) on. */
  alcoholEarliestHour: ALCOHOL_PROMISE_RULES.earliestHour,
  /** The restriction groups sold only to adults. */
  ageRestrictedGroups: [ALCOHOL.groupId, COLD_MEDICINE.groupId]
} as const

type Line = Pick<CheckoutLine, "upc" | "quantity">

const inGroups = (upc: string, groups: ReadonlyArray<string>): boolean =>
  catalogue()
    .byGtin.get(upc)
    ?.productRestrictions.some((r) => groups.includes(r.groupId)) === true

const unitsOf = (lines: ReadonlyArray<Line>, groups?: ReadonlyArray<string>): number =>
  lines.filter((l) => groups === undefined || inGroups(l.upc, groups)).reduce((s, l) => s + l.quantity, 0)

/** Whether lines hold an age-restricted item. */
const holdsAgeRestricted = (lines: ReadonlyArray<Line>): boolean => lines.some((l) => inGroups(l.upc, CHECKOUT_RULES.ageRestrictedGroups))

/** What a new checkout may hold: the failure of its lines, modality and use case, if any. */
export const contentsFailure = (
  lines: ReadonlyArray<Line>,
  modality: CheckoutModality,
  useCase: CheckoutUseCase
): UpstreamFailure | undefined => {
  if (lines.length === 0) return fail(400, "ITEM_FALLOUT", "The cart is empty")
  if (unitsOf(lines) > CHECKOUT_RULES.maxUnits)
    return fail(400, "CART_QTY_LIMIT_EXCEEDED", `A checkout holds at most ${CHECKOUT_RULES.maxUnits} units`)
  if (modality === "DELIVERY" && unitsOf(lines, [ALCOHOL.groupId]) > CHECKOUT_RULES.maxDeliveryAlcoholUnits)
    return fail(400, "ALCOHOL_QTY_EXCEEDED", `A delivery holds at most ${CHECKOUT_RULES.maxDeliveryAlcoholUnits} units of alcohol`)
  if (useCase === "MODIFY" && holdsAgeRestricted(lines))
    return fail(400, "AGE_RESTRICTED_CLIENT_UPDATE", "Age-restricted items cannot be added to a placed order online")
  return undefined
}

/** Whether a slot may hand off lines: alcohol not before the earliest hour. */
export const slotFailure = (lines: ReadonlyArray<Line>, slot: Timeslot): UpstreamFailure | undefined =>
  unitsOf(lines, [ALCOHOL.groupId]) > 0 && new Date(slot.start).getUTCHours() < CHECKOUT_RULES.alcoholEarliestHour
    ? fail(400, "ALCOHOL_FALLOUT", "Alcohol cannot be handed off in the selected time slot", {
        rootCauses: [
          { code: "ALCOHOL_NA_FOR_SELECTED_SLOT", reason: `Alcohol is handed off from ${CHECKOUT_RULES.alcoholEarliestHour}:00 UTC` }
        ]
      })
    : undefined

/** Whether lines may be sold to a buyer (a signed-in shopper's KYC status; none when anonymous). */
export const buyerFailure = (lines: ReadonlyArray<Line>, kycStatus: KycStatus | undefined): UpstreamFailure | undefined =>
  kycStatus === "REFUSED" && holdsAgeRestricted(lines)
    ? fail(400, "AGE_RESTRICTED_FALLOUT", "Age-restricted items cannot be sold to this account", {
        rootCauses: [{ code: "KYC_REFUSED", reason: "The account's identity check was refused" }]
      })
    : undefined
