/**
 * A store's name for shoppers, never its raw id: the name remembered when the store was chosen,
 * else `Stores.getStoreDetails`' name once it loads ("your store" until then, or when it fails).
 */
import { StoresUseCases, useRead } from "atlas-client/react"

/** The name of the store `locationId`, read when not `known`. */
export const useStoreName = (locationId: string | undefined, known?: string): string | undefined => {
  const { state } = useRead(StoresUseCases.getStoreDetails, known === undefined && locationId !== undefined ? [locationId] : undefined, {
    key: `store-name:${locationId ?? ""}`
  })
  return known ?? (state.status === "success" ? state.value.name : undefined)
}

/** A store's name (a fallback while it loads). */
export const StoreName = ({ locationId, fallback = "your store" }: { readonly locationId: string; readonly fallback?: string }) => (
  <>{useStoreName(locationId) ?? fallback}</>
)
