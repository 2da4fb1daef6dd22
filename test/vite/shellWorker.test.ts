import { describe, expect, it } from "@effect/vitest"
import { OFFLINE_CACHE_PREFIX, pagesCacheName, shellCacheName } from "../../src/offline/serviceWorkerCaches.js"
import type { ShellWorkerSettings } from "../../src/vite/shellWorker.js"
import { MemoryCaches, Network, ORIGIN, startWorker } from "../support/workerSandbox.js"

// The worker's text as the build writes it (`sw.js`), run in a sandbox: its caches in memory,
// the network answered or cut by the test.

const settingsFor = (version: string, more: Partial<ShellWorkerSettings> = {}): ShellWorkerSettings => ({
  version,
  shellCache: shellCacheName(version),
  pagesCache: pagesCacheName(version),
  cachePrefix: OFFLINE_CACHE_PREFIX,
  precache: [`/assets/entry-${version}.js`, "/assets/style-b2.css", "/art/milk.svg"],
  hashedPrefix: "/assets/",
  offlinePage: null,
  signInPaths: ["/sign-in"],
  passThrough: ["/atlas/v1/", "/__"],
  navigationTimeoutMs: 100,
  maxPages: 3,
  appName: "Tiny Shop",
  ...more
})

const html = (text: string, headers: Record<string, string> = {}) =>
  new Response(`<!doctype html><title>${text}</title><p>${text}</p>`, {
    headers: { "content-type": "text/html; charset=utf-8", ...headers }
  })

/** A server: the build's files, and a page for any other path (its path in its text). */
const server = (network: Network) => {
  network.answer = (path) => (path.startsWith("/assets/") || path.startsWith("/art/") ? new Response(`file ${path}`) : html(`page ${path}`))
}

/** A worker installed and activated, over a network that answers. */
const running = async (version = "v1", more: Partial<ShellWorkerSettings> = {}) => {
  const network = new Network()
  server(network)
  const caches = new MemoryCaches(network)
  const worker = startWorker(settingsFor(version, more), caches, network)
  await worker.install()
  await worker.activate()
  return { network, caches, worker }
}

const page = (path: string) => ({ url: path, mode: "navigate" })
const text = async (answered: { readonly response: Response | undefined }) => {
  if (answered.response === undefined) throw new Error("the worker left the request to the network")
  return answered.response.text()
}

describe("the offline shell's worker", () => {
  it("installs the build's files (public ones revalidated), then takes over at once", async () => {
    const network = new Network()
    server(network)
    const caches = new MemoryCaches(network)
    const worker = startWorker(settingsFor("v1"), caches, network)
    await worker.install()
    expect(caches.paths(shellCacheName("v1"))).toEqual(["/assets/entry-v1.js", "/assets/style-b2.css", "/art/milk.svg"])
    expect(network.seen.map((r) => [new URL(r.url).pathname, r.cache])).toEqual([
      ["/assets/entry-v1.js", undefined],
      ["/assets/style-b2.css", undefined],
      ["/art/milk.svg", "no-cache"]
    ])
    expect(worker.calls.skipWaiting).toBe(1)
    await worker.activate()
    expect(worker.calls).toEqual({ skipWaiting: 1, claim: 1, preload: 1 })
  })

  it("keeps the open pages when it activates (they were loaded before it ran)", async () => {
    const network = new Network()
    server(network)
    const caches = new MemoryCaches(network)
    const worker = startWorker(settingsFor("v1"), caches, network, ["/shop?q=milk", "/atlas/v1/docs", "/cart"])
    await worker.install()
    await worker.activate()
    expect([...(caches.caches.get(pagesCacheName("v1"))?.entries.keys() ?? [])]).toEqual([`${ORIGIN}/shop?q=milk`, `${ORIGIN}/cart`])
    network.offline = true
    expect(await text(await worker.fetch(page("/shop?q=milk")))).toContain("page /shop?q=milk")
  })

  it("fails its install when a file cannot be fetched (the previous worker stays)", async () => {
    const network = new Network()
    network.answer = (path) => (path === "/art/milk.svg" ? new Response("gone", { status: 404 }) : new Response("file"))
    const worker = startWorker(settingsFor("v1"), new MemoryCaches(network), network)
    await expect(worker.install()).rejects.toThrow()
    expect(worker.calls.skipWaiting).toBe(0)
  })

  it("answers the build's files from its cache, and leaves the API, other files and other origins to the network", async () => {
    const { network, worker } = await running()
    network.offline = true
    expect(await text(await worker.fetch({ url: "/assets/style-b2.css" }))).toBe("file /assets/style-b2.css")
    expect((await worker.fetch({ url: "/atlas/v1/carts/1" })).response).toBeUndefined()
    expect((await worker.fetch({ url: "/atlas/v1/carts/1", mode: "navigate" })).response).toBeUndefined()
    expect((await worker.fetch({ url: "/__storefront/config" })).response).toBeUndefined()
    expect((await worker.fetch({ url: "/shop.data" })).response).toBeUndefined()
    expect((await worker.fetch({ url: "/assets/style-b2.css?v=2" })).response).toBeUndefined()
    expect((await worker.fetch({ url: "https://payments.test/pay", mode: "navigate" })).response).toBeUndefined()
  })

  it("answers a page from the network and keeps it; offline, the kept copy", async () => {
    const { network, worker } = await running()
    expect(await text(await worker.fetch(page("/shop?q=milk")))).toContain("page /shop?q=milk")
    network.offline = true
    const offline = await worker.fetch(page("/shop?q=milk"))
    expect(offline.response?.status).toBe(200)
    expect(await text(offline)).toContain("page /shop?q=milk")
  })

  it("offline, a page never opened gets the offline page, which lists the kept pages", async () => {
    const { network, worker } = await running()
    await worker.fetch(page("/shop"))
    await worker.fetch(page("/cart"))
    network.offline = true
    const answered = await worker.fetch(page("/orders"))
    expect(answered.response?.status).toBe(503)
    const body = await text(answered)
    expect(body).toContain("You’re offline")
    expect(body).toContain("Tiny Shop can’t be reached")
    expect(body).toContain(`<a href="/shop">/shop</a>`)
    expect(body).toContain(`<a href="/cart">/cart</a>`)
    expect(body).toContain(`<a href="/orders">Try again</a>`)
  })

  it("uses the app's own offline page when it has one", async () => {
    const { network, worker } = await running("v1", { offlinePage: "/art/milk.svg" })
    network.offline = true
    expect(await text(await worker.fetch(page("/orders")))).toBe("file /art/milk.svg")
  })

  it("shows the kept copy when the network is slower than the timeout, and keeps the late answer", async () => {
    const { network, worker } = await running()
    await worker.fetch(page("/cart"))
    network.answer = () => new Promise((resolve) => setTimeout(() => resolve(html("page /cart, later")), 400))
    const started = Date.now()
    expect(await text(await worker.fetch(page("/cart")))).toContain("page /cart<")
    network.offline = true
    expect(await text(await worker.fetch(page("/cart")))).toContain("page /cart, later")
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
  })

  it("waits for a slow network when the page was never kept", async () => {
    const { network, worker } = await running()
    network.answer = () => new Promise((resolve) => setTimeout(() => resolve(html("slow page")), 300))
    expect(await text(await worker.fetch(page("/slow")))).toContain("slow page")
  })

  it("keeps only successful HTML not marked no-store, the last maxPages opened", async () => {
    const { caches, network, worker } = await running()
    network.answer = (path) =>
      path === "/secret"
        ? html("secret", { "cache-control": "no-store" })
        : path === "/missing"
          ? new Response("missing", { status: 404, headers: { "content-type": "text/html" } })
          : path === "/file.json"
            ? new Response("{}", { headers: { "content-type": "application/json" } })
            : html(path)
    for (const path of ["/secret", "/missing", "/file.json", "/a", "/b", "/c", "/a", "/d"]) await worker.fetch(page(path))
    expect(caches.paths(pagesCacheName("v1"))).toEqual(["/c", "/a", "/d"])
  })

  it("answers a form posted offline with a page saying it was not sent, linking back", async () => {
    const { network, worker } = await running()
    expect(await text(await worker.fetch({ url: "/cart", method: "POST", mode: "navigate" }))).toContain("page /cart")
    network.offline = true
    const answered = await worker.fetch({ url: "/cart", method: "POST", mode: "navigate", referrer: `${ORIGIN}/cart?step=2` })
    expect(answered.response?.status).toBe(503)
    const body = await text(answered)
    expect(body).toContain("Your change was not sent")
    expect(body).toContain("Try again when you’re back online")
    expect(body).toContain(`href="${ORIGIN}/cart?step=2"`)
    const elsewhere = await worker.fetch({ url: "/cart", method: "POST", mode: "navigate", referrer: "https://evil.test/" })
    expect(await text(elsewhere)).toContain(`href="/"`)
  })

  it("drops the kept pages when an answer says Clear-Site-Data", async () => {
    const { caches, network, worker } = await running()
    await worker.fetch(page("/account"))
    expect(caches.paths(pagesCacheName("v1"))).toEqual(["/account"])
    network.answer = () => html("signed out", { "clear-site-data": `"cache", "cookies"` })
    await worker.fetch({ url: "/sign-in", method: "POST", mode: "navigate" })
    expect(caches.paths(pagesCacheName("v1"))).toEqual([])
    network.offline = true
    expect((await worker.fetch(page("/account"))).response?.status).toBe(503)
  })

  it("drops the kept pages once the server answers a form posted to a sign-in path, not when it is unreachable", async () => {
    const { caches, network, worker } = await running()
    await worker.fetch(page("/account"))
    network.offline = true
    await worker.fetch({ url: "/sign-in", method: "POST", mode: "navigate" })
    expect(caches.paths(pagesCacheName("v1"))).toEqual(["/account"])
    network.offline = false
    await worker.fetch({ url: "/cart", method: "POST", mode: "navigate" })
    expect(caches.paths(pagesCacheName("v1"))).toEqual(["/account"])
    network.answer = () => new Response(null, { status: 303, headers: { location: "/" } })
    const answered = await worker.fetch({ url: "/sign-in", method: "POST", mode: "navigate" })
    expect(answered.response?.status).toBe(303)
    expect(caches.paths(pagesCacheName("v1"))).toEqual([])
  })

  it("is replaced by the next build's worker, which deletes the old caches and keeps other apps' caches", async () => {
    const { caches, network, worker } = await running("v1")
    await worker.fetch(page("/shop"))
    await caches.open("someone-else")
    const next = startWorker(settingsFor("v2"), caches, network)
    await next.install()
    expect(next.calls.skipWaiting).toBe(1)
    // Until it activates, the old version's caches stay (the old worker still answers).
    expect(caches.paths(shellCacheName("v1"))).toContain("/assets/entry-v1.js")
    await next.activate()
    expect(next.calls.claim).toBe(1)
    expect(await caches.keys()).toEqual(["someone-else", shellCacheName("v2")])
    network.offline = true
    expect(await text(await next.fetch({ url: "/assets/entry-v2.js" }))).toBe("file /assets/entry-v2.js")
    expect((await next.fetch({ url: "/assets/entry-v1.js" })).response).toBeUndefined()
  })
})
