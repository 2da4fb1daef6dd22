/**
 * `atlas-client/offline`: shopping with a bad signal. What outlives a page is kept in IndexedDB
 * (`indexedDbTable`, in memory where it is missing); `<PersistReads>` / `persistReads` keep the
 * shopper's reads across reloads, `useOfflineStatus` says when a page shows them and cannot
 * refresh them.
 *
 * @since 0.4.0
 */
export { indexedDbTable, type KeyValueTable, memoryTable } from "./KeyValueTable.js"
export { type OfflineStatus } from "./offlineStatus.js"
export { PersistReads, type PersistReadsProps, useOfflineStatus } from "./PersistReads.js"
export {
  clearPersistedReads,
  PersistedRead,
  type PersistedReads,
  persistReads,
  type PersistReadsOptions,
  READS_DATABASE
} from "./persistedReads.js"
