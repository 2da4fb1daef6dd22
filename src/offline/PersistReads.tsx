/**
 * The persisted read cache for a React app: `<PersistReads owner={...} />` under the provider
 * persists and restores its reads (`persistReads`), `useOfflineStatus()` says when a page shows
 * restored reads it cannot refresh, and as of when.
 *
 * @since 0.4.0
 */
import { useEffect, useSyncExternalStore } from "react"
import { useSlotStore } from "../react/AtlasProvider.js"
import { ONLINE, type OfflineStatus, statusOf } from "./offlineStatus.js"
import { persistReads, type PersistReadsOptions } from "./persistedReads.js"

/** Props of {@link PersistReads}: the options of `persistReads`, with an owner that may be unknown yet. */
export interface PersistReadsProps extends Omit<PersistReadsOptions, "owner"> {
  /** Whose reads these are (the profile id, `guest:<session>`); nothing is persisted or restored while undefined. */
  readonly owner: string | undefined
}

/**
 * Persists the provider's reads for `owner` in IndexedDB and restores them on the next load (see
 * `persistReads`): put it once under the provider. It renders nothing and starts after the first
 * render (no render waits for IndexedDB); another owner stops the first one's cache and restores
 * the new owner's reads only.
 *
 * @example
 * <AtlasProvider runtime={runtime}>
 *   <PersistReads owner={profileId === undefined ? undefined : `profile:${profileId}`} />
 *   <App />
 * </AtlasProvider>
 */
export function PersistReads(props: PersistReadsProps): null {
  const store = useSlotStore()
  const { owner, database, table, maxEntries, maxBytes, maxAgeMs, saveDelayMs } = props
  useEffect(() => {
    if (owner === undefined) return
    const persisted = persistReads(store, {
      owner,
      ...(database === undefined ? {} : { database }),
      ...(table === undefined ? {} : { table }),
      ...(maxEntries === undefined ? {} : { maxEntries }),
      ...(maxBytes === undefined ? {} : { maxBytes }),
      ...(maxAgeMs === undefined ? {} : { maxAgeMs }),
      ...(saveDelayMs === undefined ? {} : { saveDelayMs })
    })
    return () => persisted.stop()
  }, [store, owner, database, table, maxEntries, maxBytes, maxAgeMs, saveDelayMs])
  return null
}

const online = (): OfflineStatus => ONLINE

/**
 * Whether a read on screen shows a value restored by `<PersistReads>` that cannot be refreshed
 * (its revalidation failed without an answer, or the browser is offline), and when the oldest such
 * value was fetched: for a notice such as "Offline, as of 10:42". Never offline on the server,
 * nor without `<PersistReads>`.
 *
 * @example
 * export function OfflineNotice() {
 *   const { offline, asOf } = useOfflineStatus()
 *   if (!offline) return null
 *   return <p role="status">Offline, as of {new Date(asOf!).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}</p>
 * }
 */
export const useOfflineStatus = (): OfflineStatus => {
  const box = statusOf(useSlotStore())
  return useSyncExternalStore(box.subscribe, box.get, online)
}
