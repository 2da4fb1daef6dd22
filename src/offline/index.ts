/**
 * `atlas-client/offline`: shopping with a bad signal. What outlives a page is kept in IndexedDB
 * (`indexedDbTable`, in memory where it is missing).
 *
 * @since 0.4.0
 */
export { indexedDbTable, type KeyValueTable, memoryTable } from "./KeyValueTable.js"
