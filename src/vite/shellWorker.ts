/**
 * The offline shell's service worker, as a function the plugin writes into `sw.js` with its
 * build's settings (`(shellWorker)(self, settings)`): it holds every name it uses, since it runs
 * alone in the worker, far from this module.
 *
 * - install: the build's files (scripts, styles, fonts, the public folder's pictures) go into the
 *   version's cache, then the worker takes over at once (`skipWaiting`);
 * - activate: the caches of other versions are deleted, the open pages are claimed and kept
 *   (fetched again: the page a shopper landed on was loaded before the worker ran), navigation
 *   preload is switched on;
 * - a precached file: from the cache (the network if it is missing);
 * - a page (a GET navigation): the network first; a successful HTML answer is kept (the last
 *   `maxPages`, none marked `no-store`); when the network fails, or is slower than
 *   `navigationTimeoutMs` and the page was kept, the kept copy; else the offline page;
 * - a form posted while the network fails: a page saying the change was not sent (nothing is
 *   queued, least of all a payment);
 * - the atlas API and everything else: untouched;
 * - a form posted to a sign-in path (signing in or out) that the server answered, or a
 *   `Clear-Site-Data` answer (cache, storage or `*`): every kept page is dropped (a hydrated page
 *   drops them itself with `clearOfflinePages()`).
 */

/** What the plugin gives the worker. */
export interface ShellWorkerSettings {
  /** The build's version (a hash of its files): the caches' names end with it. */
  readonly version: string
  /** The cache of the build's files. */
  readonly shellCache: string
  /** The cache of the pages kept for offline. */
  readonly pagesCache: string
  /** Every cache of the shell's is named after it: the other versions' are deleted. */
  readonly cachePrefix: string
  /** The paths of the files kept at install (`/assets/index-Bx1.js`, `/favicon.svg`). */
  readonly precache: ReadonlyArray<string>
  /** Paths under it carry their content's hash (fetched at install as the HTTP cache has them); the others are revalidated. */
  readonly hashedPrefix: string
  /** The app's own offline page (a precached path), or null for the built-in one. */
  readonly offlinePage: string | null
  /** Paths whose posted forms sign a shopper in or out: once the server answers one, the kept pages are dropped. */
  readonly signInPaths: ReadonlyArray<string>
  /** Path prefixes the worker never answers (the atlas API, development routes). */
  readonly passThrough: ReadonlyArray<string>
  readonly navigationTimeoutMs: number
  readonly maxPages: number
  /** The shop's name in the built-in pages. */
  readonly appName: string
}

/** The part of a request the worker reads. */
interface WorkerRequest {
  readonly url: string
  readonly method: string
  readonly mode: string
  readonly referrer: string
}

/** A fetch event, as the worker uses it. */
interface WorkerFetchEvent {
  readonly request: WorkerRequest & Request
  readonly preloadResponse?: Promise<Response | undefined>
  readonly respondWith: (answer: Promise<Response>) => void
  readonly waitUntil: (work: Promise<unknown>) => void
}

/** An install or activate event. */
interface WorkerLifeEvent {
  readonly waitUntil: (work: Promise<unknown>) => void
}

/** The service worker's global scope, as the worker uses it. */
export interface ShellWorkerScope {
  readonly location: { readonly origin: string }
  readonly caches: CacheStorage
  readonly fetch: (request: Request | string, init?: RequestInit) => Promise<Response>
  readonly skipWaiting: () => Promise<void>
  readonly clients: {
    readonly claim: () => Promise<void>
    readonly matchAll: (options: { readonly type: "window" }) => Promise<ReadonlyArray<{ readonly url: string }>>
  }
  readonly registration: { readonly navigationPreload?: { readonly enable: () => Promise<void> } }
  readonly setTimeout: (run: () => void, ms: number) => unknown
  addEventListener(type: "install" | "activate", listener: (event: WorkerLifeEvent) => void): void
  addEventListener(type: "fetch", listener: (event: WorkerFetchEvent) => void): void
}

/**
 * The worker: registers its listeners on `scope` (the worker's `self`) with the build's
 * `settings`. Self-contained: `sw.js` is its source text called with them.
 */
export function shellWorker(scope: ShellWorkerScope, settings: ShellWorkerSettings): void {
  const { shellCache, pagesCache } = settings
  const precached = new Set(settings.precache)
  const TIMED_OUT = Symbol("timed out")

  const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

  const page = (title: string, body: string) =>
    new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}` +
        `a{color:#0b57d0}h1{font-size:1.5rem}</style></head><body><main>${body}</main></body></html>`,
      { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } }
    )

  const keptPaths = async (): Promise<Array<string>> => {
    const cache = await scope.caches.open(pagesCache)
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url)
      return url.pathname + url.search
    })
  }

  const offlinePage = async (path: string): Promise<Response> => {
    if (settings.offlinePage !== null) {
      const own = await (await scope.caches.open(shellCache)).match(settings.offlinePage)
      if (own !== undefined) return own
    }
    const kept = await keptPaths()
    const name = escapeHtml(settings.appName)
    const links = kept.map((p) => `<li><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></li>`).join("")
    return page(
      `Offline · ${settings.appName}`,
      `<h1>You’re offline</h1><p>${name} can’t be reached right now, and this page was not opened on this device before.</p>` +
        `<h2>What still works</h2>` +
        (kept.length === 0
          ? `<p>Pages you open while online are kept on this device: next time they open offline as you last saw them.</p>`
          : `<p>The pages you opened before open as you last saw them:</p><ul>${links}</ul>`) +
        `<p><a href="${escapeHtml(path)}">Try again</a> when you’re back online.</p>`
    )
  }

  const notSentPage = (referrer: string): Response => {
    const back = referrer !== "" && new URL(referrer).origin === scope.location.origin ? referrer : "/"
    return page(
      `Not sent · ${settings.appName}`,
      `<h1>Your change was not sent</h1><p>You’re offline: ${escapeHtml(settings.appName)} can’t be reached right now.</p>` +
        `<p>Try again when you’re back online. Orders and payments are never sent later on their own.</p>` +
        `<p><a href="${escapeHtml(back)}">Back to the page</a></p>`
    )
  }

  const clearPages = () => scope.caches.delete(pagesCache)

  const clearsSite = (response: Response) => /"(cache|storage|\*)"/.test(response.headers.get("clear-site-data") ?? "")

  const keepable = (response: Response) =>
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").includes("text/html") &&
    !(response.headers.get("cache-control") ?? "").includes("no-store")

  const keep = async (path: string, response: Response) => {
    const cache = await scope.caches.open(pagesCache)
    await cache.delete(path)
    await cache.put(path, response)
    const keys = await cache.keys()
    for (const old of keys.slice(0, Math.max(0, keys.length - settings.maxPages))) await cache.delete(old)
  }

  const handles = (url: URL) =>
    url.origin === scope.location.origin && !settings.passThrough.some((prefix) => url.pathname.startsWith(prefix))

  /** The open pages, kept as the network gives them now. */
  const keepOpenPages = async () => {
    for (const client of await scope.clients.matchAll({ type: "window" })) {
      const url = new URL(client.url)
      if (!handles(url)) continue
      const response = await scope.fetch(new Request(url.href, { credentials: "same-origin" })).catch(() => undefined)
      if (response !== undefined && keepable(response)) await keep(url.pathname + url.search, response).catch(() => undefined)
    }
  }

  /** The network's answer to a page, kept when it can be shown offline later. */
  const fromNetwork = async (event: WorkerFetchEvent, path: string): Promise<Response> => {
    const preloaded = event.preloadResponse === undefined ? undefined : await event.preloadResponse.catch(() => undefined)
    const response = preloaded ?? (await scope.fetch(event.request))
    if (clearsSite(response)) event.waitUntil(clearPages())
    else if (keepable(response)) event.waitUntil(keep(path, response.clone()).catch(() => undefined))
    return response
  }

  const navigate = async (event: WorkerFetchEvent): Promise<Response> => {
    const url = new URL(event.request.url)
    const path = url.pathname + url.search
    const network = fromNetwork(event, path)
    // The worker lives until the answer is in (and kept), even when the kept copy was shown first.
    event.waitUntil(network.catch(() => undefined))
    const keptCopy = scope.caches
      .open(pagesCache)
      .then((cache) => cache.match(path))
      .catch(() => undefined)
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => scope.setTimeout(() => resolve(TIMED_OUT), settings.navigationTimeoutMs))
    try {
      const first = await Promise.race([network, timeout])
      if (first !== TIMED_OUT) return first
      return (await keptCopy) ?? (await network)
    } catch {
      return (await keptCopy) ?? (await offlinePage(path))
    }
  }

  const submit = async (event: WorkerFetchEvent): Promise<Response> => {
    try {
      const response = await scope.fetch(event.request)
      if (clearsSite(response) || settings.signInPaths.includes(new URL(event.request.url).pathname)) await clearPages()
      return response
    } catch {
      return notSentPage(event.request.referrer)
    }
  }

  const precachedFile = async (request: Request, path: string): Promise<Response> =>
    (await (await scope.caches.open(shellCache)).match(path)) ?? scope.fetch(request)

  scope.addEventListener("install", (event) => {
    event.waitUntil(
      (async () => {
        const cache = await scope.caches.open(shellCache)
        await cache.addAll(
          settings.precache.map((path) => new Request(path, path.startsWith(settings.hashedPrefix) ? {} : { cache: "no-cache" }))
        )
        await scope.skipWaiting()
      })()
    )
  })

  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await scope.caches.keys())
          if (name.startsWith(settings.cachePrefix) && name !== shellCache && name !== pagesCache) await scope.caches.delete(name)
        await scope.registration.navigationPreload?.enable()
        await scope.clients.claim()
        await keepOpenPages()
      })()
    )
  })

  scope.addEventListener("fetch", (event) => {
    const request = event.request
    const url = new URL(request.url)
    if (!handles(url)) return
    if (request.mode === "navigate") {
      if (request.method === "GET") event.respondWith(navigate(event))
      else if (request.method === "POST") event.respondWith(submit(event))
      return
    }
    if (request.method === "GET" && url.search === "" && precached.has(url.pathname))
      event.respondWith(precachedFile(request, url.pathname))
  })
}
