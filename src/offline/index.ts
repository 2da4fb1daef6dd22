/**
 * `atlas-client/offline`: shopping with a bad signal. What outlives a page is kept in IndexedDB
 * (`indexedDbTable`, in memory where it is missing).
 *
 * @since 0.4.0
 */
export { indexedDbTable, type KeyValueTable, localStorageTable, memoryTable } from "./KeyValueTable.js"
export { createOutbox, Outbox, type Outboxed, type OutboxOptions, type OutboxState } from "./Outbox.js"
export { type LockRunner, type OutboxEntry, type RefusedWrite, WriteQueued } from "./WriteQueued.js"
export { OutboxSync, type OutboxSyncProps, useOutbox } from "./OutboxSync.js"
