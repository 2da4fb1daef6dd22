/**
 * The names of the offline shell's caches (Cache Storage), which the service worker the build
 * writes (`atlasServiceWorker()` of `atlas-client/vite`) opens and the page clears
 * (`clearOfflinePages()`): each build's files in `atlas-offline-shell-<version>`, the pages kept
 * for offline in `atlas-offline-pages-<version>`.
 *
 * @since 0.4.0
 */

/** What every cache of the offline shell is named after. */
export const OFFLINE_CACHE_PREFIX = "atlas-offline-"

/** What the caches of kept pages are named after (one a version). */
export const PAGES_CACHE_PREFIX = `${OFFLINE_CACHE_PREFIX}pages-`

/** The cache of a build's files. */
export const shellCacheName = (version: string): string => `${OFFLINE_CACHE_PREFIX}shell-${version}`

/** The cache of the pages kept for offline by a build's worker. */
export const pagesCacheName = (version: string): string => `${PAGES_CACHE_PREFIX}${version}`
