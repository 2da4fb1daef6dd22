/**
 * The bench's load probe (bench/load.ts) on pages made to look like the storefront's, rendered in
 * the browser and on a server: first content by selector, add to cart when a click first takes
 * effect (a server-rendered button whose handler comes later does not count until then, and its
 * clicks before that submit nothing), and "never" when the content does not come.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadRoute } from "../../bench/load.js"
import { launchBrowser } from "./browser.js"

const tile = `<li data-tile><form><button type="submit" data-add-to-cart>Add to cart</button></form></li>`
// Answers a submit of the tile's form the way the storefront does ("Adding…").
const handler = `document.querySelector("form").addEventListener("submit", (e) => {
  e.preventDefault(); e.target.querySelector("button").textContent = "Adding…"
})`

const pages: Readonly<Record<string, string>> = {
  // Rendered in the browser: the tile and its handler come together, 300 ms in.
  "/client": `<ul id="grid"></ul><script>setTimeout(() => { document.getElementById("grid").innerHTML = ${JSON.stringify(tile)}; ${handler} }, 300)</script>`,
  // Rendered on the server: the tile is in the HTML, its handler comes 1 s in ("hydration").
  "/server": `<ul>${tile}</ul><script>setTimeout(() => { ${handler} }, 1000)</script>`,
  // No content at all.
  "/empty": `<p>Nothing here</p>`
}

let server: Server | undefined
let origin = ""
let browser: Browser | undefined
/** Every page request (a form submitted natively would load its page again). */
const requested: Array<string> = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    requested.push(url.pathname)
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    response.end(`<!doctype html><html><body>${pages[url.pathname] ?? ""}</body></html>`)
  })
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

const load = (path: string) => {
  if (browser === undefined) throw new Error("no browser")
  return loadRoute(browser, origin, { path, content: "tile", selector: "[data-tile]", addToCart: true }, { throttle: false, probe: true })
}

describe("the bench's load probe", () => {
  it("times a client-rendered tile and its add to cart together", async () => {
    const result = await load("/client")
    expect(result.content).toBeGreaterThanOrEqual(300)
    expect(result.addToCart).toBeGreaterThanOrEqual(result.content ?? Infinity)
    expect(result.addToCart).toBeLessThan((result.content ?? 0) + 500)
    expect(result.clicks).toBe(1)
  })

  it("counts add to cart on a server-rendered tile only once a click takes effect, and submits nothing before", async () => {
    const result = await load("/server")
    expect(result.content).toBeLessThan(1000)
    expect(result.addToCart).toBeGreaterThanOrEqual(1000)
    expect(result.addToCart).toBeLessThan(2000)
    expect(result.clicks).toBeGreaterThan(1)
    expect(requested.filter((p) => p === "/server")).toEqual(["/server"])
  })

  it("reports never when the content does not come", async () => {
    const result = await load("/empty")
    expect(result.content).toBeNull()
    expect(result.addToCart).toBeNull()
    expect(result.clicks).toBe(0)
  })
})
