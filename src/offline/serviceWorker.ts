/**
 * The offline shell's registration: the page registers the worker the build wrote
 * (`atlasServiceWorker()` of `atlas-client/vite`) once it has loaded.
 *
 * @since 0.4.0
 */
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
