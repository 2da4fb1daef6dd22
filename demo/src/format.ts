/**
 * How the storefront shows stores: hours through the rules' `formatStoreHour`, store types, status,
 * distance and today's day in the store's time zone.
 */
import type { DayHours, Store, StoreType, Tolerant } from "atlas-client"
import { formatStoreHour } from "atlas-client/rules"

/** Days in week order, as the upstream names them. */
export const weekDays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const

/** One day's hours: "7:00 AM – 9:30 PM", "24 Hours", "Closed" or "Hours unavailable". */
export const formatDayHours = (hours: DayHours | undefined): string => {
  if (hours === undefined) return "Hours unavailable"
  if (hours.special === "24 Hours") return "24 Hours"
  if (hours.special === "CLOSED") return "Closed"
  if (hours.open !== undefined && hours.close !== undefined) {
    const open = formatStoreHour(hours.open.hour, hours.open.minute)
    const close = formatStoreHour(hours.close.hour, hours.close.minute)
    if (open !== "" && close !== "") return `${open} – ${close}`
  }
  return "Hours unavailable"
}

/** The day of the week now in a time zone (the browser's when the zone is unknown). */
export const todayIn = (timeZone: string, now: Date = new Date()): DayHours["day"] => {
  let name: string
  try {
    name = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone }).format(now).toLowerCase()
  } catch {
    name = new Intl.DateTimeFormat("en-US", { weekday: "long" }).format(now).toLowerCase()
  }
  return weekDays.find((d) => d === name) ?? "sunday"
}

/** The hours of one day of a week. */
export const hoursOn = (hours: ReadonlyArray<DayHours>, day: DayHours["day"]): DayHours | undefined => hours.find((h) => h.day === day)

/** Today's hours of a store, as a sentence part. */
export const todaysHours = (store: Store): string =>
  store.open24Hours ? "24 Hours" : formatDayHours(hoursOn(store.hours ?? [], todayIn(zoneOf(store))))

const storeTypes: Readonly<Record<StoreType, string>> = {
  PU: "Supermarket",
  LC: "Supermarket · The Little Clinic",
  PH: "Supermarket · Pharmacy",
  MF: "Marketplace",
  X: "Express",
  J: "Jewelers",
  AL: "Partner site",
  I: "Fuel center",
  D: "Delivery hub",
  P: "Pickup point",
  HS: "Ship center",
  WG: "Warehouse"
}

/** A shopper-facing name of a store type. */
const storeTypeNames: Readonly<Record<string, string | undefined>> = storeTypes

/** A store type's name; a type the storefront does not know yet shows as its code. */
export const storeTypeLabel = (type: Tolerant<StoreType>): string => storeTypeNames[type] ?? type

/** A store's time zone; the shopper's own when the store gives none. */
export const zoneOf = (store: Store): string => store.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone

/** A store's status as a shopper reads it, with its tone. */
export const storeStatus = (store: Store): { readonly label: string; readonly tone: "ok" | "bad" | "muted" } =>
  store.status === "OPEN"
    ? { label: "Open", tone: "ok" }
    : store.status === "CLOSED"
      ? { label: "Temporarily closed", tone: "bad" }
      : { label: "Status unknown", tone: "muted" }

/** "2.4 mi". */
export const formatDistance = (miles: number): string => `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toString()} mi`

/** The first line and the city line of an address. */
export const addressLines = (store: Store): readonly [string, string] => [
  (store.address.addressLines ?? []).join(", "),
  [store.address.cityTown, [store.address.stateProvince, store.address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")
]

/** A store name without its banner ("Atlas Market Downtown" → "Downtown"). */
export const shortName = (store: Store): string =>
  store.name.startsWith(`${store.banner} `) ? store.name.slice(store.banner.length + 1) : store.name

/**
 * An order's number as shoppers see it: the digits of its id ("order-000004" → "#000004"), never
 * the id's internal prefix; an id without digits is shown as it is.
 */
export const orderNumber = (orderId: string): string => {
  const digits = /(\d+)$/.exec(orderId)?.[1]
  return digits === undefined ? orderId : `#${digits}`
}
