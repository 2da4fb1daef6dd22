/**
 * `atlas-client/offline`: shopping with a bad signal. What outlives a page is kept in IndexedDB
 * (`indexedDbTable`, in memory where it is missing); the offline shell's service worker (written
 * by `atlasServiceWorker()` of `atlas-client/vite`) is registered after load with
 * `registerServiceWorker()`, and the pages it kept are dropped on sign-out with `clearOfflinePages()`.
 *
 * @since 0.4.0
 */
export { indexedDbTable, type KeyValueTable, memoryTable } from "./KeyValueTable.js"
export { clearOfflinePages, registerServiceWorker, type RegisterServiceWorkerOptions } from "./serviceWorker.js"
