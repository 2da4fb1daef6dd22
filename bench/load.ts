/**
 * Table 6, the storefront's load on a phone (issue 22): `npm start`'s server (the built storefront
 * and the reference upstream, in its own process), Debian's chromium with a phone's profile, and
 * per route the time to its first content (a product tile on `/shop`, store results on the
 * locator), when an add-to-cart button first answers a click, LCP, total blocking time, its script
 * bytes by chunk (React, router, data layer, app) and its atlas API requests.
 *
 * Nothing here assumes the pages are rendered in the browser: content is found by selector (a
 * MutationObserver sees server-rendered markup as the parser inserts it; its time is the end of the
 * frame that paints it), and add to cart is probed as a shopper taps: once, on the first tile's
 * button, in the frame after the tiles are painted; it is answered when the header's cart count
 * shows another number, changed in the page (hydrated, the add runs in the browser) or on the page
 * the form's post came back to (before hydration the button submits a form the server handles).
 * A load may so span two documents: its times are since the first one's navigation.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"
import type { Browser, Page, Request } from "playwright-core"
import { CHROMIUM, launchBrowser } from "../test/e2e/browser.js"
import { buildStorefrontIfStale } from "../test/e2e/setup.js"
import { compressedSizes } from "./bundle.js"
import { median } from "./table.js"

const root = fileURLToPath(new URL("..", import.meta.url))
const dist = join(root, "demo", "dist", "client")

/** The phone every timed load runs on (Lighthouse's mobile network and CPU, a 390×844 @3x screen). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  /** `Emulation.setCPUThrottlingRate`. */
  cpuSlowdown: 4,
  /** `Network.emulateNetworkConditions`: kbps of 1024 bits, as Lighthouse counts them. */
  network: { downKbps: 1.6 * 1024, upKbps: 750, rttMs: 150 }
} as const

/** The profile in words, for the tables and the README. */
export const phoneProfile = (): string =>
  `${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, mobile UA, CPU ${PHONE.cpuSlowdown}× slower, ` +
  `${PHONE.network.downKbps / 1024} Mbps down / ${PHONE.network.upKbps} kbps up / ${PHONE.network.rttMs} ms RTT, cache disabled, ` +
  `a fresh browser context per load`

/** A route the table loads, and what shows that its content is there. */
export interface LoadRoute {
  readonly path: string
  /** What the first content is, in words. */
  readonly content: string
  /** Its selector. */
  readonly selector: string
  /** Whether the route shows add-to-cart buttons to probe. */
  readonly addToCart: boolean
}

/** The routes of the table: the shop and the locator opened from a link. */
export const LOAD_ROUTES: ReadonlyArray<LoadRoute> = [
  { path: "/shop", content: "first product tile", selector: "[data-tile]", addToCart: true },
  { path: "/stores?zip=45202&modality=PICKUP", content: "store results", selector: "[data-store]", addToCart: false }
]

/** The first tile's add-to-cart button, and the header's cart count that answers it. */
const ADD_TO_CART = { button: "[data-tile] [data-add-to-cart]:not(:disabled)", count: '[data-testid="cart-count"]' } as const

const ATLAS_PATH = "/atlas/v1"

/** What the page records (see `pageScript`); times are ms from navigation start. */
interface PageMarks {
  readonly fcp: number | null
  readonly lcp: number | null
  readonly content: number | null
  readonly addToCart: number | null
  readonly clicks: number
  readonly longTasks: ReadonlyArray<readonly [start: number, duration: number]>
  readonly now: number
}

/**
 * The script every document of a load runs before its own (plain JavaScript, so that nothing of the
 * bench's compiler ends up in the page). `config`: the content's selector and, for routes with add
 * to cart, the button's selector and the add request's path.
 */
const pageScript = (config: { readonly content: string; readonly addToCart: typeof ADD_TO_CART | null }): string => `(function (config) {
  if (window.top !== window) return;
  // A load may span documents (a tap posted as a form before hydration comes back as a new page): times
  // are since the first document's navigation, its marks are kept in the tab's session storage.
  var saved = window.sessionStorage;
  var read = function (key, fallback) { var v = saved.getItem(key); return v === null ? fallback : JSON.parse(v); };
  var keep = function (key, value) { saved.setItem(key, JSON.stringify(value)); };
  var firstDocument = read("atlas.start", null) === null;
  if (firstDocument) keep("atlas.start", performance.timeOrigin);
  var sinceStart = function (t) { return performance.timeOrigin + t - read("atlas.start", performance.timeOrigin); };
  var marks = read("atlas.marks", { fcp: null, lcp: null, content: null, addToCart: null, clicks: 0, longTasks: [] });
  var observers = [];
  var observe = function (type, onEntry) {
    try {
      var observer = new PerformanceObserver(function (list) { list.getEntries().forEach(onEntry); });
      observer.observe({ type: type, buffered: true });
      observers.push({ observer: observer, onEntry: onEntry });
    } catch (e) {}
  };
  var flush = function () { observers.forEach(function (o) { o.observer.takeRecords().forEach(o.onEntry); }); };
  // The marks so far, with the entries not yet delivered to the observers.
  Object.defineProperty(window, "__atlasLoad", {
    value: function () {
      flush();
      return {
        fcp: marks.fcp, lcp: marks.lcp, content: marks.content, addToCart: marks.addToCart, clicks: marks.clicks,
        longTasks: marks.longTasks.slice(), now: sinceStart(performance.now())
      };
    }
  });
  window.addEventListener("pagehide", function () { flush(); keep("atlas.marks", marks); });
  // The first document's paints are the load's; every document's long tasks count.
  if (firstDocument) {
    observe("paint", function (e) { if (e.name === "first-contentful-paint") marks.fcp = e.startTime; });
    observe("largest-contentful-paint", function (e) { marks.lcp = e.startTime; });
  }
  observe("longtask", function (e) { marks.longTasks.push([sinceStart(e.startTime), e.duration]); });
  // The end of the frame that paints what is in the DOM now: a message posted from its rAF callback
  // runs once that frame's rendering is done.
  var afterPaint = function (record) {
    requestAnimationFrame(function () {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () { record(performance.now()); };
      channel.port2.postMessage(null);
    });
  };
  var probing = config.addToCart;
  // One tap on the first tile's button as soon as it is painted; answered when the header's count
  // shows another number (changed in the page, or on the page a posted form came back to).
  var countText = function () { var c = document.querySelector(probing.count); return c === null ? null : c.textContent; };
  var answering = false;
  var watchAnswer = function () {
    if (probing === null || marks.addToCart !== null || answering) return;
    var before = read("atlas.countBefore", null);
    var now = countText();
    if (before === null || now === null || now === before) return;
    answering = true;
    afterPaint(function (t) { marks.addToCart = sinceStart(t); keep("atlas.marks", marks); });
  };
  var tap = function () {
    if (read("atlas.tapped", false)) return;
    var button = document.querySelector(probing.button);
    if (button === null) { requestAnimationFrame(tap); return; }
    keep("atlas.tapped", true);
    keep("atlas.countBefore", countText());
    marks.clicks++;
    keep("atlas.marks", marks);
    button.click();
  };
  var seen = !firstDocument;
  var check = function () {
    watchAnswer();
    if (seen || document.querySelector(config.content) === null) return;
    seen = true;
    afterPaint(function (t) {
      marks.content = t;
      // A shopper taps once they see it: the next frame.
      if (probing !== null) requestAnimationFrame(tap);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})(${JSON.stringify(config)})`

/** Total blocking time: the part over 50 ms of each long task, clipped to [from, to]. */
const blockingTime = (tasks: PageMarks["longTasks"], from: number, to: number): number =>
  tasks.reduce((sum, [start, duration]) => {
    const clipped = Math.min(start + duration, to) - Math.max(start, from)
    return clipped > 50 ? sum + clipped - 50 : sum
  }, 0)

/** What a script is mostly made of: React, React Router, the data layer (Effect, `@effect/*`, the library), the app. */
export type Chunk = "react" | "router" | "data" | "app"
export const CHUNKS: ReadonlyArray<Chunk> = ["react", "router", "data", "app"]

/** The part a module of a source map belongs to, by its path (absolute). */
const partOf = (source: string): Chunk =>
  /node_modules\/react-router\//.test(source)
    ? "router"
    : /node_modules\/(react|react-dom|scheduler)\//.test(source)
      ? "react"
      : /node_modules\/(effect|@effect)\//.test(source) || source.startsWith(join(root, "src") + sep)
        ? "data"
        : "app"

/** The part most of a built script's source is (by its source map: its modules' lengths), or the app's. */
const chunkOf = (path: string): Chunk => {
  try {
    const map = JSON.parse(readFileSync(join(dist, `${decodeURIComponent(path)}.map`), "utf8")) as {
      readonly sources: ReadonlyArray<string>
      readonly sourcesContent?: ReadonlyArray<string | null>
    }
    const sizes = new Map<Chunk, number>()
    const at = dirname(join(dist, decodeURIComponent(path)))
    map.sources.forEach((source, i) => {
      const part = partOf(resolve(at, source))
      sizes.set(part, (sizes.get(part) ?? 0) + (map.sourcesContent?.[i]?.length ?? 1))
    })
    return [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "app"
  } catch {
    return "app"
  }
}

/** A script a load fetched: bytes as served (chromium's accept-encoding) and of its file in demo/dist. */
export interface Script {
  readonly path: string
  readonly chunk: Chunk
  /** The response body's bytes as transferred. */
  readonly served: number
  readonly encoding: string
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

/** Bytes summed over scripts. */
export interface Bytes {
  readonly files: number
  readonly served: number
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

const sumBytes = (scripts: ReadonlyArray<Script>): Bytes => ({
  files: scripts.length,
  served: scripts.reduce((s, x) => s + x.served, 0),
  raw: scripts.reduce((s, x) => s + x.raw, 0),
  gzip: scripts.reduce((s, x) => s + x.gzip, 0),
  brotli: scripts.reduce((s, x) => s + x.brotli, 0)
})

const fileSizes = new Map<string, { raw: number; gzip: number; brotli: number }>()
const sizesOfFile = (path: string) => {
  const cached = fileSizes.get(path)
  if (cached !== undefined) return cached
  let sizes = { raw: 0, gzip: 0, brotli: 0 }
  try {
    const code = new Uint8Array(readFileSync(join(dist, decodeURIComponent(path))))
    sizes = { raw: code.byteLength, ...compressedSizes(code) }
  } catch {
    // Not a file of the build (an inline or foreign script): counted as served only.
  }
  fileSizes.set(path, sizes)
  return sizes
}

/** One load of a route. */
export interface Load {
  /** ms from navigation start; null: never (not by the time the page settled). */
  readonly content: number | null
  readonly addToCart: number | null
  readonly fcp: number | null
  readonly lcp: number | null
  /** ms, from FCP to the end of the measurement. */
  readonly tbt: number
  /** Add-to-cart clicks the probe made (1 when the first click took effect). */
  readonly clicks: number
  /** When the measurement ended (ms from navigation start). */
  readonly end: number
  readonly scripts: ReadonlyArray<Script>
  /** Atlas API requests (paths under /atlas/v1, without the query). */
  readonly atlasRequests: ReadonlyArray<string>
}

interface LoadOptions {
  /** The phone's CPU and network (the timed loads); the counting loads run unthrottled. */
  readonly throttle: boolean
  /** Whether to probe add to cart (it sends an add, so counting loads leave it out). */
  readonly probe: boolean
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Loads `route` in a fresh context and waits until it settles: its content (and add to cart)
 * recorded and the network quiet for a while, or, without them, the network and the main thread
 * quiet for longer (then they are "never"), or a time limit.
 */
export const loadRoute = async (browser: Browser, origin: string, route: LoadRoute, options: LoadOptions): Promise<Load> => {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE.userAgent,
    locale: "en-US",
    timezoneId: "America/New_York",
    serviceWorkers: "block"
  })
  try {
    await context.addInitScript({
      content: pageScript({ content: route.selector, addToCart: options.probe && route.addToCart ? ADD_TO_CART : null })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    if (options.throttle) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: PHONE.network.rttMs,
        downloadThroughput: (PHONE.network.downKbps * 1024) / 8,
        uploadThroughput: (PHONE.network.upKbps * 1024) / 8
      })
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown })
    }
    const network = { inflight: 0, last: Date.now() }
    const atlasRequests: Array<string> = []
    const scripts: Array<Promise<Script>> = []
    const isScript = (request: Request) => request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname)
    page.on("request", (request) => {
      network.inflight++
      network.last = Date.now()
      const url = new URL(request.url())
      if (url.origin === origin && url.pathname.startsWith(ATLAS_PATH))
        atlasRequests.push(`${request.method()} ${url.pathname.slice(ATLAS_PATH.length)}`)
    })
    const settled = (request: Request) => {
      network.inflight--
      network.last = Date.now()
      const url = new URL(request.url())
      if (url.origin !== origin || !isScript(request)) return
      scripts.push(
        (async (): Promise<Script> => {
          const response = await request.response()
          const headers = response === null ? {} : await response.allHeaders()
          const sizes = await request.sizes().catch(() => undefined)
          const served = sizes?.responseBodySize ?? Number(headers["content-length"] ?? 0)
          return {
            path: url.pathname,
            chunk: chunkOf(url.pathname),
            served,
            encoding: headers["content-encoding"] ?? "identity",
            ...sizesOfFile(url.pathname)
          }
        })()
      )
    }
    page.on("requestfinished", settled)
    page.on("requestfailed", settled)

    const limits = options.throttle
      ? { doneQuietMs: 1_000, neverQuietMs: 3_000, neverIdleMs: 2_000, timeoutMs: 45_000 }
      : { doneQuietMs: 500, neverQuietMs: 1_500, neverIdleMs: 1_000, timeoutMs: 20_000 }
    const started = Date.now()
    await page.goto(`${origin}${route.path}`, { waitUntil: "load", timeout: limits.timeoutMs })
    const wantsAddToCart = options.probe && route.addToCart
    let marks: PageMarks
    for (;;) {
      marks = await readMarks(page)
      const quiet = network.inflight === 0 ? Date.now() - network.last : 0
      const complete = marks.content !== null && (!wantsAddToCart || marks.addToCart !== null)
      const lastTaskEnd = Math.max(0, ...marks.longTasks.map(([start, duration]) => start + duration))
      if (complete && quiet >= limits.doneQuietMs) break
      if (!complete && quiet >= limits.neverQuietMs && marks.now - lastTaskEnd >= limits.neverIdleMs) break
      if (Date.now() - started > limits.timeoutMs) break
      await sleep(100)
    }
    await cdp.detach().catch(() => undefined)
    return {
      content: marks.content,
      addToCart: wantsAddToCart ? marks.addToCart : null,
      fcp: marks.fcp,
      lcp: marks.lcp,
      tbt: marks.fcp === null ? 0 : blockingTime(marks.longTasks, marks.fcp, marks.now),
      clicks: marks.clicks,
      end: marks.now,
      scripts: (await Promise.all(scripts)).sort((a, b) => a.path.localeCompare(b.path)),
      atlasRequests
    }
  } finally {
    await context.close()
  }
}

/** The load's marks; none while a document is being replaced (a posted form coming back). */
const readMarks = async (page: Page): Promise<PageMarks> =>
  (await page.evaluate<PageMarks | null>(`typeof window.__atlasLoad === "function" ? window.__atlasLoad() : null`).catch(() => null)) ??
  ({ fcp: null, lcp: null, content: null, addToCart: null, clicks: 0, longTasks: [], now: 0 } satisfies PageMarks)

/** `npm start`'s server in its own process, on free ports. */
export interface StorefrontServer {
  /** The storefront's (and the atlas API's) origin. */
  readonly origin: string
  /** Puts the reference upstream back to its seed (`POST /__dev/reset`). */
  readonly reset: () => Promise<void>
  readonly close: () => Promise<void>
}

/**
 * Starts `demo/server/main.ts --port 0` under tsx (what `npm start` runs once the storefront is
 * built) and reads the storefront's URL from what it prints.
 */
export const startStorefrontServer = async (): Promise<StorefrontServer> => {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "demo/server/main.ts", "--port", "0"], {
    cwd: root,
    env: { ...process.env, ATLAS_CHAOS: "" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench: the storefront server did not start in 60 s:\n${output}`)), 60_000)
    const read = (data: Buffer) => {
      output += data.toString()
      const url = /storefront\s+(http:\/\/[^\s/]+)\//.exec(output)?.[1]
      if (url !== undefined) {
        clearTimeout(timer)
        resolve(url)
      }
    }
    // Kept reading to the end, so the server never blocks on a full pipe.
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`bench: the storefront server exited (${code}):\n${output}`))
    })
  })
  return {
    origin,
    reset: async () => {
      const response = await fetch(`${origin}/__dev/reset`, { method: "POST" })
      await response.body?.cancel()
    },
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM")
        await exited
      }
    }
  }
}

/** Median of loads where null (never) counts as the slowest; null when most never came. */
const medianOrNever = (xs: ReadonlyArray<number | null>): number | null => {
  const m = median(xs.map((x) => x ?? Infinity))
  return Number.isFinite(m) ? m : null
}

/** A route's figures: its scripts and requests (an unthrottled load), and the timed loads' medians. */
export interface RouteResult {
  readonly route: string
  readonly content: string
  /** Per chunk and in all, from the counting load. */
  readonly bytes: Readonly<Record<Chunk | "total", Bytes>>
  readonly scripts: ReadonlyArray<Script>
  readonly atlasRequests: number
  readonly atlasPaths: ReadonlyArray<string>
  /** Whether the counting load showed the route's content. */
  readonly contentShown: boolean
  /** The timed loads (the full bench only). */
  readonly timed?: {
    readonly loads: ReadonlyArray<Omit<Load, "scripts" | "atlasRequests">>
    readonly median: {
      readonly content: number | null
      readonly addToCart: number | null
      readonly fcp: number | null
      readonly lcp: number | null
      readonly tbt: number
    }
  }
}

/** The table's figures. */
export interface LoadResults {
  readonly chromium: string
  readonly profile: string
  readonly runs: number
  readonly routes: ReadonlyArray<RouteResult>
}

/** Builds the storefront if it is stale and runs `f` with its server, which it then stops. */
export const withStorefront = async <A>(f: (server: StorefrontServer) => Promise<A>): Promise<A> => {
  if (!existsSync(CHROMIUM)) throw new Error(`bench: the load tables need Debian's chromium at ${CHROMIUM} (apt-get install -y chromium)`)
  await buildStorefrontIfStale("bench")
  const server = await startStorefrontServer()
  try {
    return await f(server)
  } finally {
    await server.close()
  }
}

/**
 * Measures every route: one unthrottled load for scripts and requests (all that `--check` does),
 * then, unless `countOnly`, `runs` timed loads per route on the phone, the routes taking turns.
 */
export const runLoad = async (
  server: StorefrontServer,
  options: { readonly runs: number; readonly countOnly: boolean }
): Promise<LoadResults> => {
  const browser = await launchBrowser()
  try {
    const counted: Array<Load> = []
    for (const route of LOAD_ROUTES) {
      await server.reset()
      counted.push(await loadRoute(browser, server.origin, route, { throttle: false, probe: false }))
    }
    const timed: Array<Array<Load>> = LOAD_ROUTES.map(() => [])
    if (!options.countOnly) {
      for (let run = 0; run < options.runs; run++) {
        for (const [i, route] of LOAD_ROUTES.entries()) {
          await server.reset()
          timed[i]!.push(await loadRoute(browser, server.origin, route, { throttle: true, probe: true }))
        }
      }
    }
    const routes = LOAD_ROUTES.map((route, i): RouteResult => {
      const count = counted[i]!
      const bytes = Object.fromEntries([
        ...CHUNKS.map((chunk) => [chunk, sumBytes(count.scripts.filter((s) => s.chunk === chunk))] as const),
        ["total", sumBytes(count.scripts)] as const
      ]) as Record<Chunk | "total", Bytes>
      const loads = timed[i]!
      return {
        route: route.path,
        content: route.content,
        bytes,
        scripts: count.scripts,
        atlasRequests: count.atlasRequests.length,
        atlasPaths: count.atlasRequests,
        contentShown: count.content !== null,
        ...(loads.length === 0
          ? {}
          : {
              timed: {
                loads: loads.map(({ scripts: _scripts, atlasRequests: _requests, ...load }) => load),
                median: {
                  content: medianOrNever(loads.map((l) => l.content)),
                  addToCart: route.addToCart ? medianOrNever(loads.map((l) => l.addToCart)) : null,
                  fcp: medianOrNever(loads.map((l) => l.fcp)),
                  lcp: medianOrNever(loads.map((l) => l.lcp)),
                  tbt: median(loads.map((l) => l.tbt))
                }
              }
            })
      }
    })
    return { chromium: browser.version(), profile: phoneProfile(), runs: options.countOnly ? 0 : options.runs, routes }
  } finally {
    await browser.close()
  }
}
