/**
 * The checkout's action: its forms posted before the page is hydrated or without JavaScript, run as
 * the shopper with the form's intent key as the write's idempotency key (the same form posted twice
 * is one write). Starting: pickup, or delivery once an address is saved (without one, the page comes
 * back with delivery chosen and the address step); the address typed is checked by the locator and
 * the one chosen saved, as the browser does (`DeliveryAddress.tsx`); then a time slot, the tip and
 * promo codes. A success brings the shopper back (303); a refusal answers the page with the
 * shopper's words and what they typed.
 */
import { Address, type CheckoutModality } from "atlas-client"
import { CheckoutUseCases, ModalityUseCases, type SettledState, UnexpectedError, type UseCase } from "atlas-client/react"
import type { AtlasStore } from "atlas-client/react/server"
import { intentOf } from "atlas-client/react-router/server"
import * as Either from "effect/Either"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import { type ActionFunctionArgs, data } from "react-router"
import { tagOf } from "../../errors.js"
import { DO_FIELD, RETURN_FIELD, returnPath } from "../../ServerForm.js"
import { backTo, type Shopper, shopperOf } from "../../shopper.server.js"
import { modalityOf } from "../locatorQuery.js"
import { reasonOf } from "../checkoutShared.js"
import { draftOf, problemsOf, savedDeliveryAddress, similarAddresses, toAddress, validateAddress } from "./address.js"
import { type AddressAnswer, CHECKOUT_DOES, type CheckoutAnswer, CHOICE_FIELD, type StepAnswer } from "./answers.js"

/** A posted text field ("" when not posted). */
const textOf = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.trim() : ""
}

/** How a write ended: its value, or its typed error (the page says why in the shopper's words: `reasonOf`). */
type Written<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown }

/**
 * Runs a use case as the shopper in the request's store, like `actIn`, keeping its error as it is
 * (the upstream's reason and code, which a form error's message does not carry).
 */
const writeAs = async <Args extends ReadonlyArray<unknown>, A, E, R, RU extends R>(
  store: AtlasStore<R>,
  useCase: UseCase<Args, A, E, RU>,
  ...args: Args
): Promise<Written<A>> => {
  // The slot store is untyped: its run of `useCase` settles with the use case's own value or error.
  const state = (await store.slots.act(useCase, args)) as SettledState<A, E>
  if (state.status === "success") return { ok: true, value: state.value }
  return { ok: false, error: state.status === "cancelled" ? new UnexpectedError({ message: "The request was cancelled" }) : state.error }
}

/** The write options of a form's second write: its intent key with a suffix (its own key, as stable). */
const intentWith = (form: FormData, suffix: string): { readonly idempotencyKey?: string } => {
  const { idempotencyKey } = intentOf(form)
  return idempotencyKey === undefined ? {} : { idempotencyKey: `${idempotencyKey}-${suffix}` }
}

const refuse = (answer: CheckoutAnswer) => data<CheckoutAnswer>(answer, { status: 400 })

const stepRefusal = (step: StepAnswer["step"], error: string, typed: string) => refuse({ step, error, typed })

const DELIVERY_START = "/checkout?modality=DELIVERY"

/** The shopper's saved delivery address, if they have one. */
const savedAddress = async (shopper: Shopper) => {
  const prefs = await writeAs(shopper.store, ModalityUseCases.getPreferences)
  return prefs.ok ? { prefs: prefs.value, address: Option.getOrUndefined(Option.map(prefs.value, savedDeliveryAddress)) } : undefined
}

const start = async (form: FormData, shopper: Shopper, back: (to: string) => Promise<Response>) => {
  const modality: CheckoutModality = textOf(form, "modality") === "DELIVERY" ? "DELIVERY" : "PICKUP"
  if (modality === "DELIVERY" && (await savedAddress(shopper))?.address === undefined) return back(DELIVERY_START)
  const request = { cartId: textOf(form, "cartId"), modality, locationId: textOf(form, "locationId") }
  const created = await writeAs(shopper.store, CheckoutUseCases.createCheckout, request, intentOf(form))
  if (!created.ok) return stepRefusal("start", reasonOf(created.error), modality)
  return back(`/checkout?id=${encodeURIComponent(created.value.checkoutId)}`)
}

const checkAddress = async (form: FormData, shopper: Shopper) => {
  const draft = draftOf(form)
  const problems = problemsOf(draft)
  const answer = (more: Partial<AddressAnswer>, status = 200) =>
    data<CheckoutAnswer>({ step: "address", draft, problems, ...more }, { status })
  if (Object.keys(problems).length > 0) return answer({}, 400)
  const address = toAddress(draft)
  const checked = await writeAs(shopper.store, validateAddress, address)
  if (!checked.ok)
    return answer(
      {
        error:
          tagOf(checked.error) === "AddressValidationError"
            ? "We couldn’t check this address. Check the street address and ZIP code, then try again."
            : `We couldn’t check this address right now. ${reasonOf(checked.error)}`
      },
      400
    )
  if (checked.value.valid) return answer({ found: { verified: true, choices: [checked.value.address], reasons: [] } })
  const others = await writeAs(shopper.store, similarAddresses, address)
  return answer({ found: { verified: false, choices: others.ok ? others.value : [], reasons: checked.value.messages } })
}

const decodeChoice = Schema.decodeUnknownEither(Schema.parseJson(Address))

const deliverTo = async (form: FormData, shopper: Shopper, back: (to: string) => Promise<Response>) => {
  const address = Either.getOrUndefined(decodeChoice(textOf(form, CHOICE_FIELD)))
  const refused = (error: string) => refuse({ step: "address", draft: draftOf(form), problems: {}, error })
  if (address === undefined) return refused("Choose the address to deliver to.")
  const saved = await savedAddress(shopper)
  if (saved === undefined) return refused("We couldn’t save this address right now. Try again.")
  // A shopper whose way of shopping is not saved yet keeps it: their store first, then the address.
  if (Option.isNone(saved.prefs)) {
    const location = { location: { locationId: textOf(form, "locationId") } }
    const choice = { modalityType: modalityOf(textOf(form, "storeModality")), source: "Options" as const, destination: location }
    const kept = await writeAs(shopper.store, ModalityUseCases.updatePreferences, choice, { activate: true, ...intentWith(form, "store") })
    if (!kept.ok) return refused(`We couldn’t save this address. ${reasonOf(kept.error)}`)
  }
  const delivery = { modalityType: "DELIVERY" as const, source: "Profile" as const, destination: { address } }
  const ended = await writeAs(shopper.store, ModalityUseCases.updatePreferences, delivery, { activate: false, ...intentOf(form) })
  if (!ended.ok) return refused(`We couldn’t save this address. ${reasonOf(ended.error)}`)
  return back(DELIVERY_START)
}

/** A write on the checkout the form names, answered as the step's refusal (with what was typed) when refused. */
const onCheckout = async (form: FormData, shopper: Shopper, back: () => Promise<Response>) => {
  const checkoutId = textOf(form, "checkoutId")
  const { store } = shopper
  const answered = async <A>(step: StepAnswer["step"], typed: string, written: Promise<Written<A>>) => {
    const result = await written
    return result.ok ? back() : stepRefusal(step, reasonOf(result.error), typed)
  }
  switch (form.get(DO_FIELD)) {
    case CHECKOUT_DOES.slot: {
      const timeslotId = textOf(form, "timeslot")
      if (timeslotId === "") return stepRefusal("slot", "Choose a time to reserve it.", "")
      return answered("slot", timeslotId, writeAs(store, CheckoutUseCases.updateCheckout, checkoutId, { timeslotId }, intentOf(form)))
    }
    case CHECKOUT_DOES.tip: {
      const typed = textOf(form, "tip")
      const amount = Number(typed)
      if (typed === "" || !Number.isFinite(amount) || amount < 0) return stepRefusal("tip", "Enter a tip of $0 or more.", typed)
      return answered("tip", typed, writeAs(store, CheckoutUseCases.setTip, checkoutId, Math.round(amount * 100) / 100, intentOf(form)))
    }
    case CHECKOUT_DOES.addPromo: {
      const code = textOf(form, "code")
      if (code === "") return stepRefusal("promo", "Enter a promo code.", code)
      return answered("promo", code, writeAs(store, CheckoutUseCases.addPromo, checkoutId, code, intentOf(form)))
    }
    case CHECKOUT_DOES.removePromo:
      return answered("promo", "", writeAs(store, CheckoutUseCases.removePromo, checkoutId, textOf(form, "code"), intentOf(form)))
    default:
      throw data({ what: "page" }, { status: 400 })
  }
}

/** The checkout route's action. */
export const checkoutAction = async ({ request, context }: ActionFunctionArgs) => {
  const form = await request.formData()
  const shopper = await shopperOf(request, context)
  const back = (to: string) => backTo(context, shopper, to)
  switch (form.get(DO_FIELD)) {
    case CHECKOUT_DOES.start:
      return start(form, shopper, back)
    case CHECKOUT_DOES.checkAddress:
      return checkAddress(form, shopper)
    case CHECKOUT_DOES.deliverTo:
      return deliverTo(form, shopper, back)
    default:
      return onCheckout(form, shopper, () => back(returnPath(form.get(RETURN_FIELD), "/checkout")))
  }
}
