/**
 * The locator's search as its URL names it (`/stores?zip=45202&modality=PICKUP`): the page reads it,
 * and the server prefetches the same read (the same arguments, or the hydrated read would not match).
 */
import type { StoreModality } from "atlas-client/rules"

/** The modality a locator URL names; pickup when absent or unknown. */
export const modalityOf = (value: string | null): StoreModality => (value === "IN_STORE" ? "IN_STORE" : "PICKUP")

/** The search by ZIP a locator URL names (its read's arguments), if any. */
export const locatorSearchOf = (query: URLSearchParams): readonly [string, { readonly modality: StoreModality }] | undefined => {
  const zip = query.get("zip") ?? ""
  return zip === "" || query.get("near") === "1" ? undefined : [zip, { modality: modalityOf(query.get("modality")) }]
}
