/** The checkout's time slot step: the slots of its store and modality, choosing one reserves it. */
import type { Timeslot } from "atlas-client"
import { CheckoutUseCases, StoresUseCases, TimeslotsUseCases, useRead } from "atlas-client/react"
import { useRef, useState } from "react"
import { ErrorNotice, Spinner } from "../../components/States.js"
import { storeNameKey } from "../../components/StoreName.js"
import { failureOf } from "../../errors.js"
import { money } from "../../shop/format.js"
import { slotsReadOf, slotDay, slotHours, useFreshAction } from "../checkoutShared.js"
import { CHECKOUT_DOES, refusalOf } from "./answers.js"
import { ServerForm, typedIn } from "../../ServerForm.js"
import { Refusal, Said, type StepProps } from "./parts.js"
import { useEarlyFields } from "atlas-client/react-router"

/** Step 2: the time slots of the checkout's store and modality; choosing one reserves it on the checkout. */
export const Slots = ({ checkout, apply, answered }: StepProps) => {
  const [slotsArgs, slotsKey] = slotsReadOf(checkout)
  const slots = useRead(TimeslotsUseCases.getUpfrontTimeslots, slotsArgs, { key: slotsKey })
  const details = useRead(StoresUseCases.getStoreDetails, [checkout.locationId], { key: storeNameKey(checkout.locationId) })
  const timeZone = details.state.status === "success" ? details.state.value.timezone : undefined
  const day = (slot: Timeslot) => slotDay(slot, timeZone)
  const hours = (slot: Timeslot) => slotHours(slot, timeZone)
  const refused = refusalOf(answered, "slot")
  const update = useFreshAction(CheckoutUseCases.updateCheckout, { key: "timeslot" })
  const [wanted, setWanted] = useState<string | undefined>(undefined)
  const reserve = async (timeslotId: string) => {
    setWanted(timeslotId)
    const ended = await update.runAsync(checkout.checkoutId, { timeslotId })
    if (ended.status === "success") apply(ended.value)
  }
  // A slot chosen before hydration is reserved once hydrated.
  const form = useRef<HTMLFormElement>(null)
  useEarlyFields(form, (fields) => {
    const picked = typedIn(fields, "timeslot")
    if (picked !== undefined && picked !== checkout.timeslotId) void reserve(picked)
  })
  const busy = update.state.status === "request"
  const error = failureOf(update.state)
  // The shopper's pick shows at once; a refused one gives way to the checkout's slot.
  const chosen = error !== undefined ? checkout.timeslotId : (wanted ?? checkout.timeslotId)
  const { state } = slots
  const days = new Map<string, Array<Timeslot>>()
  if (state.status === "success") for (const s of state.value) days.set(day(s), [...(days.get(day(s)) ?? []), s])
  const reserved = state.status === "success" ? state.value.find((s) => s.timeslotId === checkout.timeslotId) : undefined
  return (
    <section className="card checkout__step" aria-labelledby="slot-title" aria-busy={busy}>
      <h2 id="slot-title" className="card__title">
        {checkout.modality === "DELIVERY" ? "Delivery time" : "Pickup time"}
      </h2>
      {(state.status === "idle" || state.status === "request") && <Spinner label="Loading time slots…" />}
      {(state.status === "response-error" || state.status === "client-error") && (
        <ErrorNotice error={state.error} onRetry={slots.refetch} />
      )}
      {state.status === "success" && (
        <ServerForm
          ref={form}
          name="slot"
          does={CHECKOUT_DOES.slot}
          fields={{ checkoutId: checkout.checkoutId }}
          onSubmit={() => undefined}
        >
          <fieldset className="slots" disabled={busy}>
            <legend className="visually-hidden">Time slots</legend>
            {[...days.entries()].map(([date, list]) => (
              <div key={date} className="slots__day">
                <h3 className="slots__date">{date}</h3>
                <div className="slots__list">
                  {list.map((s) => (
                    <label key={s.timeslotId} className={`slot${s.remaining === 0 ? " slot--full" : ""}`}>
                      <input
                        type="radio"
                        name="timeslot"
                        value={s.timeslotId}
                        checked={chosen === s.timeslotId}
                        disabled={s.remaining === 0}
                        aria-label={`${date} ${hours(s)}${s.remaining === 0 ? ", full" : s.fee === undefined ? "" : s.fee === 0 ? ", free" : `, ${money(s.fee)}`}`}
                        onChange={() => void reserve(s.timeslotId)}
                      />
                      <span className="slot__time">{hours(s)}</span>
                      <span className="slot__fee">
                        {s.remaining === 0 ? "Full" : s.fee === undefined ? "" : s.fee === 0 ? "Free" : money(s.fee)}
                      </span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </fieldset>
          <noscript>
            <button type="submit" className="button button--secondary">
              Reserve this slot
            </button>
          </noscript>
        </ServerForm>
      )}
      <p className="checkout__status" role="status">
        {busy
          ? "Reserving your time…"
          : reserved !== undefined
            ? `Reserved: ${day(reserved)}, ${hours(reserved)}`
            : "Choose a time to reserve it."}
      </p>
      <Refusal error={error} />
      {update.state.status === "idle" && refused !== undefined && <Said words={refused.error} />}
    </section>
  )
}
