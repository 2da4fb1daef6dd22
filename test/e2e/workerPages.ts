/**
 * Browser tests with the offline shell's worker: each test starts a storefront of its own (a test
 * goes offline by stopping it) and opens a page on it in a context that allows service workers
 * (the harness's `useE2E` blocks them). `useWorkerPages()` registers the lifecycle (one browser per
 * file, the context and storefront closed after each test) and answers `open()`; `controlled` waits
 * until the worker controls a page; `keptPaths` lists the pages the worker kept.
 */
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll } from "vitest"
import { launchBrowser } from "./browser.js"
import { type Storefront, startStorefront } from "./harness.js"

/** What {@link useWorkerPages} answers. */
export interface WorkerPages {
  /** A fresh storefront and a page on it, service workers allowed. */
  readonly open: () => Promise<{ readonly page: Page; readonly server: Storefront }>
  /** Uncaught errors of the page last opened (each test expects none). */
  readonly pageErrors: Array<string>
}

/** Registers the file's lifecycle; `open()` in each test. */
export const useWorkerPages = (): WorkerPages => {
  let browser: Browser | undefined
  let storefront: Storefront | undefined
  let context: BrowserContext | undefined
  const pageErrors: Array<string> = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    await context?.close()
    await storefront?.close().catch(() => undefined)
    context = undefined
    storefront = undefined
  })
  const open = async () => {
    if (browser === undefined) throw new Error("no browser")
    const server = await startStorefront()
    storefront = server
    context = await browser.newContext({
      baseURL: server.url,
      serviceWorkers: "allow",
      viewport: { width: 1280, height: 900 },
      locale: "en-US"
    })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    pageErrors.length = 0
    page.on("pageerror", (error) => pageErrors.push(error.message))
    return { page, server }
  }
  return { open, pageErrors }
}

/** Waits until the storefront's worker controls the page (registered, installed, claimed); answers its script's URL. */
export const controlled = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller === null)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }))
    return navigator.serviceWorker.controller?.scriptURL ?? ""
  })

/** The paths of the pages the worker kept. */
export const keptPaths = (page: Page): Promise<Array<string>> =>
  page.evaluate(async () => {
    const paths: Array<string> = []
    for (const name of await caches.keys())
      if (name.startsWith("atlas-offline-pages-"))
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    return paths
  })
