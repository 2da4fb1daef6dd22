/**
 * The server's warm-up (demo/server/warmUp.ts) over real HTTP: the pages it asks for, in order, as
 * a browser asks (HTML, brotli), one at a time, each round; a page that fails or a server that does
 * not answer does not stop it. And `npm start`'s (demo/server/main.ts): once its URLs are printed,
 * the upstream is as it started, its log empty and its chaos the one it was given.
 */
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { firstProductPath, warmUp } from "../../demo/server/warmUp.js"
import { buildStorefrontIfStale, startNpmStartServer } from "../e2e/setup.js"

const shopPage = `<ul><li data-tile><a href="/products/0000100000382">Atlas Bananas</a></li><li data-tile><a href="/products/0000100000399">Atlas Apples</a></li></ul>`

interface Asked {
  readonly path: string
  readonly accept: string | undefined
  readonly encoding: string | undefined
  /** Requests still being answered when this one arrived (the warm-up asks one page at a time). */
  readonly open: number
}

const servers: Array<{ close: () => void }> = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** A server answering `answer` after a little while, recording what it is asked. */
const serve = async (answer: (path: string) => { status: number; body: string }) => {
  const asked: Array<Asked> = []
  let open = 0
  const server = createServer((request: IncomingMessage, response) => {
    asked.push({ path: request.url ?? "", accept: request.headers.accept, encoding: request.headers["accept-encoding"], open })
    open++
    setTimeout(() => {
      const { status, body } = answer(request.url ?? "")
      response.writeHead(status, { "content-type": "text/html" }).end(body, () => open--)
    }, 5)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push({ close: () => server.close() })
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
}

describe("warmUp", () => {
  it("asks for the shop, then each round the shop, the home page and the shop's first product, one at a time", async () => {
    const { origin, asked } = await serve((path) => ({ status: 200, body: path === "/shop" ? shopPage : "<p>page</p>" }))
    const warmed = await warmUp(origin, 2)
    const round = ["/shop", "/", "/products/0000100000382"]
    expect(asked.map((a) => a.path)).toStrictEqual(["/shop", ...round, ...round])
    expect(asked.every((a) => a.open === 0 && a.accept === "text/html" && a.encoding === "br")).toBe(true)
    expect(warmed.paths).toStrictEqual(round)
    expect(warmed.requests).toBe(7)
    expect(warmed.ms).toBeGreaterThan(0)
  })

  it("goes on past pages that fail, without a product page when the shop shows none", async () => {
    const { origin, asked } = await serve((path) => ({ status: path === "/" ? 503 : 500, body: "<p>Something went wrong</p>" }))
    const warmed = await warmUp(origin, 3)
    expect(asked.map((a) => a.path)).toStrictEqual(["/shop", "/shop", "/", "/shop", "/", "/shop", "/"])
    expect(warmed.paths).toStrictEqual(["/shop", "/"])
    expect(warmed.requests).toBe(7)
  })

  it("is over, having rendered nothing, when nothing answers", async () => {
    const { origin } = await serve(() => ({ status: 200, body: "" }))
    servers.splice(0).forEach((s) => s.close())
    const warmed = await warmUp(origin, 1)
    expect(warmed.paths).toStrictEqual(["/shop", "/"])
    expect(warmed.requests).toBe(3)
  })

  it("finds the first product page a page links to", () => {
    expect(firstProductPath(shopPage)).toBe("/products/0000100000382")
    expect(firstProductPath(`<a href="/products/0000100000382?from=ad">x</a>`)).toBe("/products/0000100000382")
    expect(firstProductPath(`<a href="/cart">Cart</a>`)).toBeUndefined()
  })
})

describe("npm start's warm-up", () => {
  it("leaves the upstream as it started: nothing in its log, the chaos it was given", async () => {
    await buildStorefrontIfStale("storefront")
    const { server, origin } = await startNpmStartServer(["--warm-up", "2", "--chaos", "unavailable=0.5,seed=3"])
    try {
      // The upstream names a call it was not given a correlation id for by its place in the log.
      const first = await fetch(`${origin}/atlas/v1/search/v1/products-search`)
      expect(first.headers.get("x-correlation-id")).toBe("upstream-1")
      const chaos = (await (await fetch(`${origin}/__dev/chaos`)).json()) as Record<string, number>
      expect({ unavailable: chaos.unavailable, seed: chaos.seed }).toStrictEqual({ unavailable: 0.5, seed: 3 })
    } finally {
      server.kill("SIGTERM")
    }
  }, 180_000)
})
