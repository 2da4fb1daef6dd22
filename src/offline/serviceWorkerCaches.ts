/**
 * The names of the offline shell's caches (Cache Storage), which the service worker the build
 * writes (`atlasServiceWorker()` of `atlas-client/vite`) opens and the page clears
 * (`clearOfflinePages()`, here: apart from the registration, which a page loads after load): each build's files in `atlas-offline-shell-<version>`, the pages kept
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

/**
 * Drops every page the offline shell kept (they may show the shopper's cart, address or name):
 * call it on sign-out, before leaving the page. Nothing where Cache Storage is missing.
 *
 * @since 0.4.0
 */
export const clearOfflinePages = async (): Promise<void> => {
  if (typeof caches === "undefined") return
  const names = await caches.keys()
  await Promise.all(names.filter((name) => name.startsWith(PAGES_CACHE_PREFIX)).map((name) => caches.delete(name)))
}
