/**
 * Loyalty, fuel, membership and cashback (`/rewards`): the server renders the summary, the
 * membership and the cashback balance (their reads prefetched as the shopper), and its action runs
 * the rewards forms sent before the page is hydrated or without JavaScript: the fuel savings
 * calculator (a calculation: the page comes back with its result) and a membership switched or
 * cancelled (`updateEnrollment`, the form's intent key as its idempotency key; the shopper is
 * brought back). A refused form shows its message on the page.
 */
import { FuelUseCases, LoyaltyUseCases, MembershipUseCases } from "atlas-client/react"
import { actIn, intentOf } from "atlas-client/react-router/server"
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router"
import { refused, unknownForm, wordsOf, withRefusal } from "../formAnswer.js"
import { type RouteHandle, readInBrowser, titled } from "../pageRoute.js"
import { type FuelAnswer, RewardsPage } from "../pages/RewardsPage.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../ServerForm.js"
import { backTo, loadAs, type Shopper, shopperOf } from "../shopper.server.js"

export const meta = titled("Your rewards")
export const handle: RouteHandle = { section: "/rewards" }

export const loader = (args: LoaderFunctionArgs) =>
  loadAs(args, async (store) => {
    await Promise.all([store.prefetch(LoyaltyUseCases.getSummary), store.prefetch(MembershipUseCases.getMembership)])
    return {}
  })

export const clientLoader = readInBrowser

/** A form's number field (NaN when it holds none: the use case's validation refuses it). */
const numberIn = (form: FormData, name: string): number => {
  const value = form.get(name)
  return typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN
}

/** The fuel calculator's answer: its result with the figures asked, or why not. */
const fuel = async (shopper: Shopper, form: FormData) => {
  const asked = {
    points: Math.floor(numberIn(form, "points")),
    gallons: numberIn(form, "gallons"),
    pricePerGallon: numberIn(form, "price")
  }
  const result = await actIn(shopper.store, FuelUseCases.calculateSavings, asked)
  if (!result.ok) return refused(wordsOf(result.error))
  return data<FuelAnswer>({ fuel: { centsPerGallon: result.value.centsPerGallon, savings: result.value.savings } })
}

/** A membership switched (`planId`) or cancelled: brought back, or why not. */
const enrollment = async (shopper: Shopper, form: FormData, cancel: boolean, context: ActionFunctionArgs["context"]) => {
  const field = (name: string) => String(form.get(name) ?? "")
  const method: "UPGRADE" | "DOWNGRADE" = field("method") === "UPGRADE" ? "UPGRADE" : "DOWNGRADE"
  const patch = cancel ? { status: "CANCELLED" as const } : { planId: field("planId"), method }
  const result = await actIn(
    shopper.store,
    MembershipUseCases.updateEnrollment,
    field("subscriptionId"),
    field("enrollmentId"),
    patch,
    intentOf(form)
  )
  if (!result.ok) return refused(wordsOf(result.error))
  return backTo(context, shopper, returnPath(form.get(RETURN_FIELD), "/rewards"))
}

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  const does = form.get(DO_FIELD)
  if (does !== "fuel" && does !== "switch" && does !== "cancel") return unknownForm("rewards page")
  const shopper = await shopperOf(request, context)
  return does === "fuel" ? fuel(shopper, form) : enrollment(shopper, form, does === "cancel", context)
}

export default withRefusal(RewardsPage)
