/**
 * The bench's load probe (bench/load.ts) on pages made to look like the storefront's, rendered in
 * the browser and on a server: first content by selector; add to cart as one tap in the frame after
 * the tiles are painted, answered when the header's cart count changes, in the page (its handler ran)
 * or on the page a form the server handles came back to (the load spans two documents: its times are
 * since the first navigation); and "never" when the content does not come.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadRoute } from "../../bench/load.js"
import { launchBrowser } from "./browser.js"

const count = (n: number) => `<p>Cart <span data-testid="cart-count">${n}</span></p>`
const tile = `<li data-tile><form method="post" action="/added"><button type="submit" data-add-to-cart>Add to cart</button></form></li>`
// Answers a submit of the tile's form in the page, as the hydrated storefront does.
const handler = `document.querySelector("form").addEventListener("submit", (e) => {
  e.preventDefault(); document.querySelector("[data-testid=cart-count]").textContent = "1"
})`

const pages: Readonly<Record<string, string>> = {
  // Rendered in the browser: the tile and its handler come together, 300 ms in.
  "/client": `${count(0)}<ul id="grid"></ul><script>setTimeout(() => { document.getElementById("grid").innerHTML = ${JSON.stringify(tile)}; ${handler} }, 300)</script>`,
  // Rendered on the server, never hydrated: the tap posts the form; the server answers with the page counting it.
  "/server": `${count(0)}<ul>${tile}</ul>`,
  "/server?added": `${count(1)}<ul>${tile}</ul>`,
  // No content at all.
  "/empty": `<p>Nothing here</p>`
}

let server: Server | undefined
let origin = ""
let browser: Browser | undefined
/** Every request, as `METHOD path`. */
const requested: Array<string> = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    requested.push(`${request.method ?? "GET"} ${url.pathname}${url.search}`)
    // The form's action: it adds, and brings the shopper back (303), as a route's action does.
    if (request.method === "POST") {
      response.writeHead(303, { location: "/server?added" })
      return response.end()
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    response.end(`<!doctype html><html><body>${pages[url.pathname + url.search] ?? ""}</body></html>`)
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

  it("taps a server-rendered tile once; a form the server handles answers it on the page it comes back to", async () => {
    const result = await load("/server")
    expect(result.content).not.toBeNull()
    expect(result.addToCart).toBeGreaterThan(result.content ?? Infinity)
    expect(result.addToCart).toBeLessThan((result.content ?? 0) + 2000)
    expect(result.clicks).toBe(1)
    expect(requested.filter((r) => r.includes("/server") || r.includes("/added"))).toEqual([
      "GET /server",
      "POST /added",
      "GET /server?added"
    ])
  })

  it("reports never when the content does not come", async () => {
    const result = await load("/empty")
    expect(result.content).toBeNull()
    expect(result.addToCart).toBeNull()
    expect(result.clicks).toBe(0)
  })
})
