/**
 * The words of the header's modality picker: the four ways to shop, their names and hints, and how
 * the header says the active one ("Pickup at", "Delivery to", ...). Shared by the picker's trigger
 * (in the first screen) and its panel (loaded when it opens).
 */
import type { ActiveModality } from "atlas-client"

export type PickerType = "PICKUP" | "DELIVERY" | "SHIP" | "IN_STORE"

export const TYPES: ReadonlyArray<{ readonly value: PickerType; readonly label: string; readonly hint: string }> = [
  { value: "PICKUP", label: "Pickup", hint: "Ready at a store" },
  { value: "DELIVERY", label: "Delivery", hint: "To your door" },
  { value: "SHIP", label: "Ship", hint: "Shipped to you" },
  { value: "IN_STORE", label: "In-store", hint: "Shop a store’s aisles" }
]

export const nameOf = (type: string) => TYPES.find((t) => t.value === type)?.label ?? type

const isPickerType = (type: string): type is PickerType => TYPES.some((t) => t.value === type)

/** "Pickup at", "Delivery to", ... */
export const modalityLead = (type: string): string => {
  switch (type) {
    case "PICKUP":
      return "Pickup at"
    case "IN_STORE":
      return "Shopping in-store at"
    case "DELIVERY":
      return "Delivery to"
    case "SHIP":
      return "Shipping to"
    default:
      return "Shopping"
  }
}

/** Where the active modality points, in words. */
export const modalityPlace = (active: ActiveModality, label: string | undefined): string =>
  label ?? (active.locationId !== undefined ? "your store" : (active.postalCode ?? "your address"))

/** The picker's type for the active modality (pickup when none is chosen yet). */
export const typeOf = (active: ActiveModality | undefined): PickerType =>
  active !== undefined && isPickerType(active.type) ? active.type : "PICKUP"
