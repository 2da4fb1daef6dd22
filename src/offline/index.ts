/**
 * `atlas-client/offline`: shopping with a bad signal. What outlives a page is kept in IndexedDB
 * (`indexedDbTable`, in memory where it is missing) or `localStorage` (`localStorageTable`). The
 * outbox (`createOutbox`, `<OutboxSync>`, `useOutbox`, `useOutboxOutcome`) keeps writes made offline and sends each
 * once when the connection comes back; `<PersistReads>` / `persistReads` keep the shopper's reads
 * across reloads and `useOfflineStatus` says when a page shows them and cannot refresh them; the
 * offline shell's service worker (written by `atlasServiceWorker()` of `atlas-client/vite`) is
 * registered after load with `registerServiceWorker()`, and the pages it kept are dropped on
 * sign-out with `clearOfflinePages()`. `useWhenOffline` loads an app's offline parts outside its
 * first screen, in time.
 *
 * @since 0.4.0
 */
export { indexedDbTable } from "./indexedDbTable.js"
export { type KeyValueTable, memoryTable } from "./KeyValueTable.js"
export { localStorageTable } from "./localStorageTable.js"
export { createOutbox, Outbox, type Outboxed, type OutboxOptions, type OutboxState } from "./Outbox.js"
export { type LockRunner, type OutboxEntry, type RefusedWrite, WriteQueued } from "./WriteQueued.js"
export { OutboxSync, type OutboxSyncProps, useOutbox } from "./OutboxSync.js"
export { type FailedState, type OutboxOutcome, useOutboxOutcome } from "./useOutboxOutcome.js"
export { clearOfflinePages, registerServiceWorker, type RegisterServiceWorkerOptions } from "./serviceWorker.js"
export { type OfflineStatus } from "./offlineStatus.js"
export { useWhenOffline, type WhenOfflineOptions } from "./useWhenOffline.js"
export { PersistReads, type PersistReadsProps, useOfflineStatus } from "./PersistReads.js"
export {
  clearPersistedReads,
  PersistedRead,
  type PersistedReads,
  persistReads,
  type PersistReadsOptions,
  READS_DATABASE
} from "./persistedReads.js"
