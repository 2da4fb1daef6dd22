/**
 * The reference upstream's stores: 132 stores of five banners at real US zip codes, built
 * deterministically (a mulberry32 generator with a fixed seed) so every run and test sees the same.
 *
 * Store types as the seed uses them (pickup leaves out I, AL, WG; in-store leaves out HS, I, X, D,
 * MF, P, AL, WG; spec §9): PU supermarket, LC supermarket with a Little Clinic, PH supermarket with a
 * full pharmacy (the three serve pickup and in-store), MF marketplace and X express (pickup only),
 * D delivery hub, P pickup point, HS ship-to-home center, J jewelry store, I standalone fuel center,
 * AL partner location, WG warehouse grocery.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import type { Address, LatLng } from "../../schema/common.js"
import {
  type DayHours,
  type Department,
  DepartmentCode,
  days,
  LocationId,
  Store,
  type StoreStatus,
  type StoreType
} from "../../schema/stores.js"
import { lookupZip } from "./geo.js"
import { type MetroPlan, METROS, type Slot } from "./plan.js"
import { seededRandom } from "../random.js"

/** A display name for each store type, as the filters facet shows it. */
export const STORE_TYPE_NAMES: Readonly<Record<StoreType, string>> = {
  X: "Express",
  J: "Jewelry",
  AL: "Alternative Location",
  I: "Standalone Fuel",
  LC: "The Little Clinic",
  PH: "Pharmacy",
  PU: "Supermarket",
  MF: "Marketplace",
  D: "Delivery Hub",
  P: "Pickup Point",
  HS: "Home Shipping",
  WG: "Warehouse Grocery"
}

/** The seed of the store generator. */
export const STORE_SEED = 0x5eed0142

interface Random {
  readonly next: () => number
  readonly int: (lo: number, hi: number) => number
  readonly pick: <T>(items: readonly [T, ...Array<T>]) => T
  readonly chance: (p: number) => boolean
}

const random = (seed: number): Random => {
  const next = seededRandom(seed)
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1))
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] ?? items[0],
    chance: (p) => next() < p
  }
}

const TIMEZONES: Readonly<Record<string, string>> = {
  OH: "America/New_York",
  KY: "America/New_York",
  GA: "America/New_York",
  FL: "America/New_York",
  NY: "America/New_York",
  NJ: "America/New_York",
  MA: "America/New_York",
  PA: "America/New_York",
  DC: "America/New_York",
  VA: "America/New_York",
  MD: "America/New_York",
  NC: "America/New_York",
  IN: "America/Indiana/Indianapolis",
  MI: "America/Detroit",
  TN: "America/Chicago",
  TX: "America/Chicago",
  IL: "America/Chicago",
  MO: "America/Chicago",
  MN: "America/Chicago",
  WI: "America/Chicago",
  CO: "America/Denver",
  UT: "America/Denver",
  AZ: "America/Phoenix",
  CA: "America/Los_Angeles",
  NV: "America/Los_Angeles",
  WA: "America/Los_Angeles",
  OR: "America/Los_Angeles"
}

const STREETS = [
  "Vine St",
  "Ludlow Ave",
  "Ferguson Rd",
  "Main St",
  "Oak St",
  "Maple Ave",
  "Park Ave",
  "Broadway",
  "Market St",
  "Washington Blvd",
  "Lincoln Ave",
  "Madison Rd",
  "Highland Ave",
  "Elm St",
  "Central Pkwy",
  "River Rd",
  "Church St",
  "Union Ave",
  "Lake St",
  "Spring St"
] as const

const time = (hour: number, minute = 0) => ({ hour, minute })
const open = (day: DayHours["day"], from: { hour: number; minute: number }, to: { hour: number; minute: number }): DayHours => ({
  day,
  open: from,
  close: to
})
const special = (day: DayHours["day"], value: "CLOSED" | "24 Hours"): DayHours => ({ day, special: value })

const around24 = (): ReadonlyArray<DayHours> => days.map((day) => special(day, "24 Hours"))

const storeHours = (rng: Random, closedSunday: boolean): ReadonlyArray<DayHours> => {
  const from = time(rng.pick([5, 6, 6, 7, 7, 8]), rng.pick([0, 0, 30]))
  const to = time(rng.pick([21, 22, 22, 23, 23]), rng.pick([0, 0, 30]))
  return days.map((day) =>
    day !== "sunday"
      ? open(day, from, to)
      : closedSunday
        ? special(day, "CLOSED")
        : open(day, time(from.hour + 1, from.minute), time(to.hour - 1, to.minute))
  )
}

const pharmacyHours = (rng: Random): ReadonlyArray<DayHours> => {
  const close = rng.pick([20, 21, 21])
  return days.map((day) =>
    day === "sunday" ? special(day, "CLOSED") : day === "saturday" ? open(day, time(9), time(18)) : open(day, time(9), time(close))
  )
}

const dept = (code: string, name: string, hours?: ReadonlyArray<DayHours>): Department => ({
  code: DepartmentCode.make(code),
  name,
  ...(hours !== undefined ? { hours } : {})
})

const GROCERY: ReadonlyArray<Department> = [
  dept("01", "Grocery"),
  dept("02", "Bakery"),
  dept("03", "Deli"),
  dept("04", "Produce"),
  dept("05", "Meat & Seafood")
]

const departmentsFor = (type: StoreType, rng: Random): ReadonlyArray<Department> => {
  const extra: Array<Department> = []
  const add = (when: boolean, d: Department) => {
    if (when) extra.push(d)
  }
  switch (type) {
    case "PU":
    case "LC":
    case "PH":
    case "MF":
      add(true, dept("94", "Pickup"))
      add(rng.chance(0.75), dept("0E", "Delivery"))
      add(rng.chance(0.4), dept("69", "Online Deli & Bakery"))
      add(type !== "PU" || rng.chance(0.5), dept("09", "Pharmacy", pharmacyHours(rng)))
      add(rng.chance(0.25), dept("OH", "External Ordering"))
      add(rng.chance(0.25), dept("OI", "External Delivery"))
      add(rng.chance(0.3), dept("FP", "Fuel Center"))
      add(type === "LC", dept("LC", "The Little Clinic"))
      add(type === "MF", dept("HM", "Home & Apparel"))
      return [...GROCERY, ...extra]
    case "WG":
      return [...GROCERY, dept("0E", "Delivery")]
    case "X":
      add(rng.chance(0.5), dept("94", "Pickup"))
      return [dept("01", "Grocery"), dept("03", "Deli"), dept("04", "Produce"), ...extra]
    case "D":
      return [dept("94", "Pickup"), dept("0E", "Delivery"), dept("OI", "External Delivery")]
    case "P":
      return [dept("94", "Pickup")]
    case "HS":
      return [dept("SH", "Ship to Home"), dept("0E", "Delivery")]
    case "I":
      add(rng.chance(0.5), dept("CS", "Convenience Store"))
      return [dept("FP", "Fuel Center"), ...extra]
    case "AL":
      return [dept("OH", "External Ordering")]
    case "J":
      return [dept("JW", "Jewelry")]
  }
}

const nameFor = (banner: string, area: string, type: StoreType): string => {
  switch (type) {
    case "X":
      return `${banner} Express ${area}`
    case "J":
      return `${banner} Jewelers ${area}`
    case "I":
      return `${banner} Fuel ${area}`
    case "AL":
      return `${banner} ${area} Partner Site`
    case "D":
      return `${banner} ${area} Delivery Hub`
    case "P":
      return `${banner} ${area} Pickup Point`
    case "HS":
      return `${banner} ${area} Ship Center`
    case "MF":
      return `${banner} Marketplace ${area}`
    case "WG":
      return `${banner} Warehouse ${area}`
    default:
      return `${banner} ${area}`
  }
}

const statusFor = (index: number): StoreStatus => (index % 23 === 9 ? "CLOSED" : index % 29 === 14 ? "" : "OPEN")

const jitter = (rng: Random, value: number): number => Math.round((value + (rng.next() * 2 - 1) * 0.015) * 1e6) / 1e6

const slotOf = (slot: Slot): { type: StoreType; brand?: string } => (typeof slot === "string" ? { type: slot } : slot)

/**
 * The seeded stores: the same 132 stores on every call, at real US zip codes, each with a
 * unique 8-digit location id (3-digit division, 5-digit store number).
 *
 * @example
 * const stores = seedStores()
 * stores.find((s) => s.address.postalCode === "45202")?.banner // "Atlas Market"
 */
export const seedStores = (metros: ReadonlyArray<MetroPlan> = METROS): ReadonlyArray<Store> => {
  const rng = random(STORE_SEED)
  const nextNumber = new Map<string, number>()
  const names = new Set<string>()
  const stores: Array<Store> = []
  for (const metro of metros) {
    for (const plan of metro.zips) {
      const place = lookupZip(plan.zip)
      if (Option.isNone(place)) continue
      for (const raw of plan.slots) {
        const { type, brand } = slotOf(raw)
        const index = stores.length
        const number = (nextNumber.get(metro.division) ?? 300 + rng.int(0, 40)) + rng.int(1, 30)
        nextNumber.set(metro.division, number)
        const storeNumber = String(number).padStart(5, "0")
        const street = rng.pick(STREETS)
        let name = nameFor(metro.banner, plan.area, type)
        if (names.has(name)) name = `${name} ${street.split(" ")[0] ?? ""}`.trim()
        names.add(name)
        const is24 = type === "I" || ((type === "PU" || type === "MF" || type === "WG") && index % 11 === 5)
        const closedSunday = type === "J" || type === "X" || (type === "PU" && index % 13 === 3)
        const address: Address = {
          addressLines: [`${rng.int(100, 9899)} ${street}`],
          cityTown: place.value.city,
          stateProvince: place.value.state,
          postalCode: place.value.zip,
          countryCode: "US",
          ...(plan.county !== undefined ? { county: plan.county } : {})
        }
        const geolocation: LatLng = { lat: jitter(rng, place.value.point.lat), lng: jitter(rng, place.value.point.lng) }
        const hours = is24 ? around24() : storeHours(rng, closedSunday)
        stores.push(
          new Store({
            locationId: LocationId.make(`${metro.division}${storeNumber}`),
            divisionNumber: metro.division,
            storeNumber,
            name,
            banner: metro.banner,
            ...(brand !== undefined ? { brand } : {}),
            storeType: type,
            status: statusFor(index),
            address,
            geolocation,
            phone: `(${plan.phoneArea ?? metro.phoneArea}) 555-01${String(index % 100).padStart(2, "0")}`,
            timezone: TIMEZONES[place.value.state] ?? "America/New_York",
            open24Hours: is24,
            hours,
            departments: departmentsFor(type, rng)
          })
        )
      }
    }
  }
  return stores
}
