/**
 * `npm start`'s server (demo/server/main.ts) as a shopper meets it: one process serving the
 * built storefront and the atlas API on one origin, the other hosts beside it; a store search works
 * in headless chromium; static files, pages and the API paths answer as they should.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoDist } from "../../demo/server/app.js"
import { launchBrowser } from "./browser.js"

const main = fileURLToPath(new URL("../../demo/server/main.ts", import.meta.url))

let child: ChildProcess | undefined
let browser: Browser | undefined
let output = ""
const urls: { storefront?: string; payments?: string } = {}

beforeAll(async () => {
  const started = spawn(process.execPath, ["--import", "tsx", main, "--port", "0"], {
    cwd: fileURLToPath(new URL("../../", import.meta.url)),
    env: { ...process.env, ATLAS_CHAOS: "" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child = started
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start's server did not start:\n${output}`)), 60_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const storefront = /storefront\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1]
      const payments = /payments host\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (storefront !== undefined && payments !== undefined) {
        clearTimeout(timer)
        Object.assign(urls, { storefront, payments })
        resolve()
      }
    }
    started.stdout.on("data", read)
    started.stderr.on("data", read)
    started.once("exit", (code) => reject(new Error(`npm start's server exited (${code}):\n${output}`)))
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  if (child !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
})

const origin = () => urls.storefront ?? "http://127.0.0.1:0"

describe("npm start", () => {
  it("shows the interactive API reference at /docs, from local files only", async () => {
    const page = await (browser as Browser).newPage()
    const external: Array<string> = []
    page.on("request", (request) => {
      if (!request.url().startsWith(origin())) external.push(request.url())
    })
    await page.goto(`${origin()}/docs`)
    await page.locator(".opblock").first().waitFor({ timeout: 30_000 })
    await page.getByText("atlas API (atlas-client contract)").first().waitFor()
    expect(external).toEqual([])
    await page.close()
  })

  it("prints the storefront's URL and serves a page where a store search works, with no development-only module", async () => {
    expect(output).toMatch(/storefront\s+http:\/\/127\.0\.0\.1:\d+\//)
    const page = await (browser as Browser).newPage()
    const errors: Array<string> = []
    page.on("pageerror", (e) => errors.push(e.message))
    const scripts: Array<string> = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(origin())
    await page.getByRole("link", { name: "Atlas Market home" }).waitFor()
    // The server's HTML is there at once; the form works once the page has hydrated.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await page.getByLabel("ZIP code").fill("45202")
    await page.getByRole("button", { name: "Find stores" }).click()
    await page.locator(".store-card").first().waitFor()
    expect(await page.locator(".store-card .distance").first().textContent()).toMatch(/^\d+(\.\d)? mi$/)
    expect(errors).toEqual([])
    // The library's development-only modules (its warnings) are never loaded by the production build.
    expect(scripts.filter((path) => /\/(crossOrigin|warnings)-[\w-]+\.js$/.test(path))).toEqual([])
    expect(scripts.length).toBeGreaterThan(0)
    await page.close()
  })

  it("serves files with their types, renders pages on the server, and leaves API paths alone", async () => {
    const index = await fetch(`${origin()}/`)
    expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8")
    const html = await index.text()
    expect(html).toContain("<title>Find a store · Atlas Market</title>")
    expect(html).toContain('<h1 id="locator-title">Find an Atlas Market near you</h1>')
    // Only the entry and the route modules are preloaded: what they import is fetched as they run, after the HTML.
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    expect(preloaded.some((href) => /\/entry\.client-/.test(href ?? ""))).toBe(true)
    expect(preloaded.length).toBeLessThanOrEqual(4)
    const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const js = await fetch(`${origin()}${script}`, { headers: { "accept-encoding": "br" } })
    expect(js.headers.get("content-type")?.toLowerCase()).toBe("text/javascript; charset=utf-8")
    expect(js.headers.get("cache-control")).toContain("immutable")
    // Sent as the build precompressed it (nothing is compressed while a shopper waits).
    expect(js.headers.get("content-encoding")).toBe("br")
    expect(Number(js.headers.get("content-length"))).toBe(statSync(join(demoDist, "client", `${script}.br`)).size)
    // The stylesheet is in the page (its first paint waits for no other request).
    expect(html).not.toContain('rel="stylesheet"')
    expect(/<style[^>]*>[^<]*\.tile\{/.test(html)).toBe(true)
    expect((await fetch(`${origin()}/favicon.svg`)).headers.get("content-type")).toBe("image/svg+xml")

    // A deep link is rendered with its data; the server build itself is never served.
    const deep = await fetch(`${origin()}/stores/01400316`, { headers: { accept: "text/html" } })
    expect(deep.status).toBe(200)
    const details = await deep.text()
    expect(details).toContain("<title>Store details · Atlas Market</title>")
    expect(details).toContain("Stores.getStoreDetails#default#")
    expect((await fetch(`${origin()}/server/index.js`, { headers: { accept: "text/javascript" } })).status).toBe(404)
    const missingAsset = await fetch(`${origin()}/assets/nope.js`)
    expect(missingAsset.status).toBe(404)

    const api = await fetch(`${origin()}/atlas/v1/stores/v1/search?filter.query=45202`, { headers: { accept: "application/json" } })
    expect(api.headers.get("content-type")).toContain("application/json")
    expect(((await api.json()) as { meta: { total: number } }).meta.total).toBeGreaterThan(0)
    const unknownApi = await fetch(`${origin()}/atlas/v1/nope`, { headers: { accept: "text/html" } })
    expect(unknownApi.status).toBe(404)
    expect(unknownApi.headers.get("content-type")).toContain("application/json")
    const docs = await fetch(`${origin()}/docs`)
    expect(docs.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(await docs.text()).toContain("swagger-ui")
    const openapi = await fetch(`${origin()}/openapi.json`)
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\./)
    const chaos = await fetch(`${origin()}/__dev/chaos`)
    expect(((await chaos.json()) as { slow: number }).slow).toBe(0)
    const config = (await (await fetch(`${origin()}/__storefront/config`)).json()) as Record<string, string>
    expect(config).toEqual({ atlas: origin(), payments: urls.payments, shoppable: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) })
    // Nothing outside demo/dist/client is served.
    expect(await (await fetch(`${origin()}/../../package.json`)).text()).not.toContain('"name": "atlas-client"')
    const escaped = await fetch(`${origin()}/%2e%2e/%2e%2e/package.json`, { headers: { accept: "application/json" } })
    expect(escaped.status).toBe(404)
    expect(await escaped.text()).not.toContain('"name": "atlas-client"')
  })
})
