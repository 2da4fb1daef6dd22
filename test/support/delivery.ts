/** Delivery setup for checkout tests: the shopper's delivery address, saved through the modality preferences. */
import * as Effect from "effect/Effect"
import { type Address, ModalityPreferences } from "atlas-client"

/** A street address in downtown Cincinnati (zip 45202), near the first seeded store. */
export const cincinnati: Address = {
  addressLines: ["1014 Vine St"],
  cityTown: "Cincinnati",
  stateProvince: "OH",
  postalCode: "45202",
  countryCode: "US"
}

/** Saves `address` as the shopper's delivery modality (primary for delivery; the active type unchanged). */
export const saveDeliveryAddress = (address: Address = cincinnati) =>
  Effect.flatMap(ModalityPreferences, (m) =>
    m.updatePreferences({ modalityType: "DELIVERY", source: "Profile", destination: { address } }, { activate: false })
  )
