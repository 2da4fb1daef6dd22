/**
 * Browser mocking as the README shows it: examples/msw-browser (a page built with Vite) runs the
 * services against msw's `setupWorker(...upstreamHandlers(upstream))` and renders a store search
 * from the reference upstream in the page. The page's server serves files only: its own reference
 * upstream must see no request.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Browser } from "playwright-core"
import { build, type Plugin } from "vite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { atlasAliases } from "../../aliases.js"
import { storefrontApp } from "../../demo/server/app.js"
import { makeReferenceUpstream } from "../../src/upstream/reference.js"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"
import { launchBrowser } from "./browser.js"

const page = fileURLToPath(new URL("../../examples/msw-browser/", import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), "atlas-msw-browser-"))

// msw's worker script at the site's root, as `npx msw init` would put it.
const mockServiceWorker = (): Plugin => ({
  name: "msw-worker",
  async generateBundle() {
    const { readFile } = await import("node:fs/promises")
    const source = await readFile(createRequire(import.meta.url).resolve("msw/mockServiceWorker.js"), "utf8")
    this.emitFile({ type: "asset", fileName: "mockServiceWorker.js", source })
  }
})

let server: RunningServer | undefined
let browser: Browser | undefined

beforeAll(async () => {
  await build({
    root: page,
    configFile: false,
    logLevel: "warn",
    resolve: { alias: atlasAliases },
    plugins: [mockServiceWorker()],
    build: { outDir, emptyOutDir: true }
  })
  const upstream = makeReferenceUpstream()
  server = await startReferenceServer({
    upstream,
    listeners: { atlas: storefrontApp({ client: outDir, origins: () => undefined, upstream }) },
    ports: { atlas: 0, payments: 0, shoppable: 0 }
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(outDir, { recursive: true, force: true })
})

describe("the reference upstream under msw in the browser", () => {
  it("renders a store search answered by the page's service worker", async () => {
    const context = await (browser as Browser).newContext()
    const tab = await context.newPage()
    const errors: Array<string> = []
    tab.on("pageerror", (e) => errors.push(e.message))
    tab.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text())
    })
    await tab.goto(`${server?.origins.atlas}/index.html`)
    await tab
      .getByRole("status")
      .filter({ hasText: /^\d+ stores$/ })
      .waitFor({ timeout: 30_000 })
    const stores = await tab.getByRole("listitem").allTextContents()
    expect(stores.length).toBeGreaterThan(0)
    expect(stores[0]).toMatch(/ · \d+(\.\d)? mi$/)
    expect(await tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/mockServiceWorker\.js$/)
    expect(server?.upstream.log).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
