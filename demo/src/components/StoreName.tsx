/**
 * A store's name for shoppers, never its raw id: the name remembered when the store was chosen,
 * else `Stores.getStoreDetails`' name once it loads ("your store" until then, or when it fails).
 */
import { StoresUseCases, useRead } from "atlas-client/react"

/** The key of a store's details read for its name (a server loader prefetches it under this key). */
export const storeNameKey = (locationId: string | undefined): string => `store-name:${locationId ?? ""}`

/** The name of the store `locationId`, read when not `known`. */
export const useStoreName = (locationId: string | undefined, known?: string): string | undefined => {
  const { state } = useRead(StoresUseCases.getStoreDetails, known === undefined && locationId !== undefined ? [locationId] : undefined, {
    key: storeNameKey(locationId)
  })
  return known ?? (state.status === "success" ? state.value.name : undefined)
}

/** A store's name (a fallback while it loads). */
export const StoreName = ({ locationId, fallback = "your store" }: { readonly locationId: string; readonly fallback?: string }) => (
  <>{useStoreName(locationId) ?? fallback}</>
)
