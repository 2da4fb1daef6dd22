/**
 * Time slots of the reference upstream: per seeded store and modality, two-hour windows on the next
 * two days (UTC), each with a capacity that reservations (a reserving promise, a placed order)
 * consume. Pure queries over the state and the clock.
 *
 * @since 0.1.0
 */
import type { CheckoutModality } from "../../schema/checkout.js"
import type { Timeslot } from "../../schema/promises.js"
import type { Store } from "../../schema/stores.js"
import type { CheckoutState, Sent } from "./state.js"

/** A slot as the reference upstream sends it: every field present. */
export type StoredSlot = Sent<Timeslot, "locationId" | "modality" | "fulfilment" | "fee" | "capacity">

/** Window start hours (UTC). */
export const SLOT_HOURS = [8, 10, 12, 14, 16, 18] as const
/** Reservations a slot takes, by modality. */
export const SLOT_CAPACITY: Readonly<Record<CheckoutModality, number>> = { PICKUP: 4, DELIVERY: 3 }

const fee = (modality: CheckoutModality, hour: number): number =>
  modality === "PICKUP" ? (hour === 18 ? 1.95 : 0) : hour === 12 ? 0 : 9.95

const day = (now: Date, offset: number): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10)

const pad = (n: number) => String(n).padStart(2, "0")

/** The slots of a store and modality from `now`, with the capacity left. */
export const slotsOf = (state: CheckoutState, store: Store, modality: CheckoutModality, now: Date): ReadonlyArray<StoredSlot> =>
  [1, 2].flatMap((offset) => {
    const date = day(now, offset)
    return SLOT_HOURS.map((hour) => {
      const timeslotId = `slot-${store.locationId}-${modality[0]}-${date.replaceAll("-", "")}-${pad(hour)}`
      const capacity = SLOT_CAPACITY[modality]
      return {
        timeslotId,
        locationId: store.locationId,
        modality,
        fulfilment: modality === "PICKUP" ? ("CurbSide" as const) : ("HomeDelivery" as const),
        start: `${date}T${pad(hour)}:00:00.000Z`,
        end: `${date}T${pad(hour + 2)}:00:00.000Z`,
        fee: fee(modality, hour),
        capacity,
        remaining: Math.max(0, capacity - (state.slotUsage.get(timeslotId) ?? 0))
      }
    })
  })

/** A slot of a store and modality by id, when it is one of theirs. */
export const findSlot = (
  state: CheckoutState,
  store: Store,
  modality: CheckoutModality,
  timeslotId: string,
  now: Date
): StoredSlot | undefined => slotsOf(state, store, modality, now).find((s) => s.timeslotId === timeslotId)

/** Takes one reservation of a slot. */
export const reserve = (state: CheckoutState, timeslotId: string): void => {
  state.slotUsage.set(timeslotId, (state.slotUsage.get(timeslotId) ?? 0) + 1)
}

/** Gives one reservation of a slot back. */
export const release = (state: CheckoutState, timeslotId: string): void => {
  state.slotUsage.set(timeslotId, Math.max(0, (state.slotUsage.get(timeslotId) ?? 0) - 1))
}
