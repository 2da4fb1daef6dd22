/**
 * `atlas-client/offline`: shopping with a bad signal. What outlives a page is kept in IndexedDB
 * (`indexedDbTable`, in memory where it is missing).
 *
 * @since 0.4.0
 */
export { indexedDbTable, type KeyValueTable, memoryTable } from "./KeyValueTable.js"
export {
  createOutbox,
  type LockRunner,
  Outbox,
  type OutboxEntry,
  type Outboxed,
  type OutboxOptions,
  type RefusedWrite,
  webLock,
  WriteQueued
} from "./Outbox.js"
export { OutboxSync, type OutboxSyncProps, useOutbox } from "./OutboxSync.js"
