/**
 * The browser-test harness: the built storefront with the reference upstream on free loopback
 * ports, in this test file's process (so tests read `server.upstream.log` directly), and Debian's
 * chromium through playwright-core (`browser.ts`: a fresh temporary profile per launch); every test
 * gets a fresh context (no cookies, no storage).
 * A failing test leaves a screenshot under `test/e2e/artifacts/`.
 */
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest"
import type { RequestRecord } from "../../src/upstream/ReferenceUpstream.js"
import { type AtlasUpstream, makeReferenceUpstream } from "../../src/upstream/reference.js"
import { apiDocs } from "../../demo/server/apiDocs.js"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"
import { type DevEdge, loadBuild, pagesOf, storefrontApp } from "../../demo/server/app.js"
import { launchBrowser } from "./browser.js"

/** Where failure screenshots (and the layout screenshots) go; git-ignored. */
export const artifacts = fileURLToPath(new URL("./artifacts/", import.meta.url))

/** The storefront served with the reference upstream, as `npm start` serves it. */
export interface Storefront {
  /** The servers listening now (another object after {@link Storefront.restart}, on the same origins). */
  readonly server: RunningServer
  readonly upstream: AtlasUpstream
  /** The storefront's (and the atlas API's) origin. */
  readonly url: string
  readonly close: () => Promise<void>
  /**
   * Stops the servers (every open connection closed, the ports free): the storefront is unreachable,
   * as when the signal is gone. The upstream (its state, sessions, idempotency records and log) is kept.
   */
  readonly stop: () => Promise<void>
  /** Listens again on the same ports (the same origins), serving the same upstream: the signal is back. */
  readonly restart: () => Promise<void>
}

/**
 * How the storefront is served: `edge`, as if an edge in front said that (`npm start --edge-geo …
 * --edge-bot …`); `intercept`, a look at each request at the upstream's paths first (the atlas API: the server render's calls
 * and the browser's): it may wait (a slow call) or answer instead of the upstream (a failure).
 */
export interface ServeOptions {
  readonly edge?: DevEdge
  readonly intercept?: (request: Request, url: URL) => Promise<Response | undefined>
}

/** Starts the storefront (pages rendered on the server, as `npm start` serves them) and the reference upstream on free ports. */
export const startStorefront = async (serve: ServeOptions = {}): Promise<Storefront> => {
  const running: { server?: RunningServer } = {}
  const build = await loadBuild()
  if (build === undefined) throw new Error("e2e: the storefront's server entry is not built (npm run build:demo)")
  const origins = () => running.server?.origins
  const upstream = makeReferenceUpstream({
    extra: async (request, url) => (await serve.intercept?.(request, url)) ?? (request.method === "GET" ? await apiDocs(url) : undefined)
  })
  const listeners = {
    atlas: storefrontApp({
      origins,
      upstream,
      pages: pagesOf(build, { origins, ...(serve.edge === undefined ? {} : { edge: serve.edge }) })
    })
  }
  const first = await startReferenceServer({ upstream, listeners, ports: { atlas: 0, payments: 0, shoppable: 0 } })
  running.server = first
  const port = (origin: string) => Number(new URL(origin).port)
  const ports = { atlas: port(first.origins.atlas), payments: port(first.origins.payments), shoppable: port(first.origins.shoppable) }
  let listening: RunningServer | undefined = first
  const stop = async () => {
    const server = listening
    listening = undefined
    await server?.close()
  }
  return {
    get server() {
      return running.server ?? first
    },
    upstream,
    url: first.origins.atlas,
    close: stop,
    stop,
    restart: async () => {
      if (listening !== undefined) throw new Error("e2e: the storefront is already listening")
      listening = await startReferenceServer({ upstream, listeners, ports })
      running.server = listening
    }
  }
}

/** What a test works with. */
export interface E2E {
  readonly storefront: Storefront
  readonly browser: Browser
  readonly context: BrowserContext
  readonly page: Page
  /** Uncaught errors of the page (each test expects none). */
  readonly pageErrors: Array<string>
  /** A new page in a new context (e.g. with geolocation or another viewport). */
  readonly newPage: (options?: BrowserContextOptions) => Promise<Page>
}

const safeName = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 80)

/**
 * Wires a test file: one storefront and one browser for the file, a fresh context and page for
 * every test, the upstream reset between tests, a screenshot when a test fails.
 */
export const useE2E = (options: BrowserContextOptions = {}, serve: ServeOptions = {}): E2E => {
  const state: {
    storefront?: Storefront
    browser?: Browser
    contexts: Array<BrowserContext>
    page?: Page
    context?: BrowserContext
    errors: Array<string>
  } = {
    contexts: [],
    errors: []
  }
  const defaults: BrowserContextOptions = {
    viewport: { width: 1280, height: 900 },
    locale: "en-US",
    timezoneId: "America/New_York",
    // The storefront registers its offline shell's worker after load; a worker's fetches escape
    // `page.route`, so tests run without it unless they ask (`serviceWorkers: "allow"`, offline-shell.test.ts).
    serviceWorkers: "block",
    ...options
  }
  const open = async (extra: BrowserContextOptions = {}) => {
    if (state.browser === undefined || state.storefront === undefined) throw new Error("e2e: not started")
    const context = await state.browser.newContext({ baseURL: state.storefront.url, ...defaults, ...extra })
    context.setDefaultTimeout(15_000)
    state.contexts.push(context)
    const page = await context.newPage()
    page.on("pageerror", (e) => state.errors.push(e.message))
    if ({ ...defaults, ...extra }.javaScriptEnabled !== false) settleOnLoad(page)
    return { context, page }
  }

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true })
    state.storefront = await startStorefront(serve)
    state.browser = await launchBrowser()
  })
  afterAll(async () => {
    await state.browser?.close()
    await state.storefront?.close()
  })
  beforeEach(async () => {
    state.storefront?.upstream.reset()
    state.errors.length = 0
    const { context, page } = await open()
    state.context = context
    state.page = page
  })
  afterEach(async (test) => {
    // A failed test's state is already "fail" here, before its pages close.
    if (test.task.result?.state === "fail") {
      const name = safeName(test.task.name)
      for (const [i, context] of state.contexts.entries()) {
        for (const [j, p] of context.pages().entries()) {
          const suffix = i === 0 && j === 0 ? "" : `-${i}-${j}`
          await p.screenshot({ path: join(artifacts, `failed-${name}${suffix}.png`), fullPage: true }).catch(() => undefined)
        }
      }
    }
    const errors = [...state.errors]
    await Promise.all(state.contexts.map((c) => c.close()))
    state.contexts = []
    expect(errors, "uncaught errors in the page").toEqual([])
  })

  const get = <A>(value: A | undefined, what: string): A => {
    if (value === undefined) throw new Error(`e2e: no ${what} outside a test`)
    return value
  }
  return {
    get storefront() {
      return get(state.storefront, "storefront")
    },
    get browser() {
      return get(state.browser, "browser")
    },
    get context() {
      return get(state.context, "context")
    },
    get page() {
      return get(state.page, "page")
    },
    get pageErrors() {
      return state.errors
    },
    newPage: async (extra = {}) => (await open(extra)).page
  }
}

/**
 * A page opened or reloaded with the default `waitUntil` ("load") also waits until the storefront has hydrated, so a
 * test's first tap meets a working page (a tap before hydration submits the form natively, a navigation the test did
 * not ask for). Tests of the page before hydration pass `waitUntil: "domcontentloaded"` or `"commit"`. A page that
 * never hydrates (an error page, a file) is left as loaded after a bounded wait.
 */
const settleOnLoad = (page: Page): void => {
  const settle = async <R>(loaded: Promise<R>, waitUntil: string | undefined): Promise<R> => {
    const response = await loaded
    if (waitUntil === undefined || waitUntil === "load") {
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: 10_000 })
        .catch(() => undefined)
    }
    return response
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = (url, options) => settle(goto(url, options), options?.waitUntil)
  page.reload = (options) => settle(reload(options), options?.waitUntil)
}

/**
 * A console message of the test set-up, not of the page: the harness blocks service workers (their
 * fetches escape `page.route`), and the browser logs it when the page registers one.
 */
export const isHarnessMessage = (text: string): boolean => text === "Service Worker registration blocked by Playwright"

/** Requests the upstream saw for an atlas path (e.g. `/stores/v1/search`). */
export const requestsTo = (upstream: AtlasUpstream, path: string): ReadonlyArray<RequestRecord> =>
  upstream.log.filter((r) => r.path.startsWith(path))

/** Polls until `check` holds (for the upstream's view of an aborted request). */
export const eventually = async (check: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const until = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > until) throw new Error("e2e: condition not met in time")
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * Searches the shop for `term` (opening `/shop` first unless the page is on it) and waits for the
 * results' heading and first tile.
 */
export const searchFor = async (page: Page, term: string) => {
  if (!page.url().includes("/shop")) {
    await page.goto("/shop")
    await page.locator(".grid .tile[data-gtin13]").first().waitFor()
    // A search submitted while the page hydrates is lost (the early-input script is gone).
    await hydrated(page)
  }
  // The hydrated page searches in the browser (before hydration the search is a plain GET form: a new page).
  await hydrated(page)
  await page.getByRole("searchbox", { name: "Search products" }).fill(term)
  await page.getByRole("button", { name: "Search", exact: true }).click()
  await page.getByRole("heading", { level: 1, name: `Results for “${term}”` }).waitFor()
  await page.locator(".grid .tile[data-gtin13]").first().waitFor()
  await hydrated(page)
}

/** The first tile in stock whose name contains `name`. */
export const tile = (page: Page, name: string) =>
  page
    .locator(".grid .tile[data-gtin13]")
    .filter({ has: page.locator(".tile__name", { hasText: name }) })
    .filter({ hasNot: page.locator(".stock--out") })
    .first()

/** Waits until the page has hydrated (the shell marks `html[data-hydrated]`): a server-rendered page's controls work from then on. */
export const hydrated = (page: Page): Promise<void> => page.locator("html[data-hydrated]").waitFor({ state: "attached" })

/** Adds `quantity` of the first in-stock tile named `name` on the shop's grid; its gtin13. */
export const addFromTile = async (page: Page, name: string, quantity: number): Promise<string> => {
  // "✓ Added" is the hydrated page's answer.
  await hydrated(page)
  const t = tile(page, name)
  await t.getByRole("spinbutton").fill(String(quantity))
  await t.getByRole("button", { name: "Add to cart" }).click()
  await t.getByText(/✓ Added/).waitFor()
  return (await t.getAttribute("data-gtin13")) ?? ""
}

/** Chooses the first pickup store near 45202 on the locator as the shopper's store. */
export const makeMyStore = async (page: Page): Promise<void> => {
  await page.goto("/stores")
  await hydrated(page)
  await page.getByLabel("ZIP code").fill("45202")
  await page.getByRole("button", { name: "Find stores" }).click()
  const card = page.locator(".store-card").first()
  await card.waitFor()
  await card.getByRole("button", { name: "Make this my store" }).click()
  await card.getByText("✓ Your store").waitFor()
}
