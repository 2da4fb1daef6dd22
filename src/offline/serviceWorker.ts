/**
 * The offline shell from the page: the registration of the worker the build wrote
 * (`atlasServiceWorker()` of `atlas-client/vite`) once the page has loaded, and the kept pages
 * dropped on sign-out. One module, so the page loads one small chunk for both.
 *
 * @since 0.4.0
 */
import { PAGES_CACHE_PREFIX } from "./serviceWorkerCaches.js"

/** Options of {@link registerServiceWorker}. */
export interface RegisterServiceWorkerOptions {
  /** The worker's URL: `/sw.js` by default (`atlasServiceWorker()`'s `fileName` at the site's root). */
  readonly url?: string
  /** The pages it serves: `/` by default. */
  readonly scope?: string
}

/** Resolves once the page has loaded and the browser is idle (a task later where `requestIdleCallback` is missing). */
const afterLoad = (): Promise<void> =>
  new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0))
    if (document.readyState === "complete") idle()
    else window.addEventListener("load", idle, { once: true })
  })

/**
 * Registers the offline shell's service worker (`atlasServiceWorker()` of `atlas-client/vite`)
 * once the page has loaded and the browser is idle, so it never delays the first paint; the
 * browser checks for a new build's worker on each navigation (`updateViaCache: "none"`). Resolves
 * with the registration, or undefined where service workers are missing (a server render, an
 * insecure origin) or the registration failed (e.g. in development, where there is no worker).
 *
 * @example
 * // the app's browser entry, after hydration
 * registerServiceWorker()
 *
 * @since 0.4.0
 */
export const registerServiceWorker = async (options: RegisterServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration | undefined> => {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return undefined
  await afterLoad()
  try {
    return await navigator.serviceWorker.register(options.url ?? "/sw.js", { scope: options.scope ?? "/", updateViaCache: "none" })
  } catch {
    return undefined
  }
}

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
