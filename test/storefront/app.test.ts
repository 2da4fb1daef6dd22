/**
 * `npm start`'s storefront server (demo/server/app.ts) over real HTTP: the build's precompressed
 * forms by the request's `accept-encoding` (brotli, then gzip, else as is), immutable caching for
 * hashed assets, content types, what the build did not compress compressed off the event loop,
 * pages compressed as they stream (a flushed shell arrives before the rest), the security headers,
 * and the reference upstream on its paths of the same origin.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import type { RequestHandler } from "express"
import { afterAll, describe, expect, it } from "vitest"
import { STOREFRONT_CONFIG_PATH, storefrontApp } from "../../demo/server/app.js"
import { makeReferenceUpstream } from "../../src/upstream/reference.js"
import { listening } from "./listening.js"

const root = mkdtempSync(join(tmpdir(), "storefront-"))
mkdirSync(join(root, "assets"))
const script = `export const tiles = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })))}\n`
// A script the build precompressed (its forms differ from it, so the test sees which was sent).
const built = `${script}// as built\n`
writeFileSync(join(root, "assets", "index-abc123.js"), script)
writeFileSync(join(root, "assets", "index-abc123.js.br"), brotliCompressSync(built))
writeFileSync(join(root, "assets", "index-abc123.js.gz"), gzipSync(built))
writeFileSync(join(root, "assets", "logo-1.png"), Buffer.alloc(2048, 7))
// About 1.5 MB of varied text with no precompressed form.
const large = JSON.stringify(
  Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Product ${(i * 7919) % 100_003}`, price: (i * 31) % 997 }))
)
writeFileSync(join(root, "assets", "large-1.js"), large)

const SHELL = `<!doctype html><html><head><title>Atlas Market</title></head><body><main>${"<p>shell</p>".repeat(200)}`
const REST = `${"<p>below the fold</p>".repeat(200)}</main></body></html>`
const REST_AFTER_MS = 600
// What React Router's handler does with a streamed render: the shell written and flushed, the rest later.
const pages: RequestHandler = (_req, res) => {
  res.status(200).setHeader("content-type", "text/html; charset=utf-8")
  res.setHeader("set-cookie", "atlas_session=abc; Path=/")
  res.write(SHELL)
  res.flush()
  setTimeout(() => res.end(REST), REST_AFTER_MS)
}

const origins = { atlas: "http://127.0.0.1:1", payments: "http://127.0.0.1:2", shoppable: "http://127.0.0.1:3" }
const upstream = makeReferenceUpstream()
const server = await listening(storefrontApp({ client: root, origins: () => origins, upstream, pages }))
afterAll(() => server.close())
const { get } = server

describe("the storefront's server", () => {
  it("a hashed script: the build's brotli form when accepted, immutable, with vary, its length and content type", async () => {
    const sent = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" })
    expect(sent.status).toBe(200)
    expect(sent.headers["content-encoding"]).toBe("br")
    expect(sent.headers["content-type"]?.toLowerCase()).toBe("text/javascript; charset=utf-8")
    expect(sent.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(sent.headers["vary"]).toBe("Accept-Encoding")
    expect(Number(sent.headers["content-length"])).toBe(sent.body.byteLength)
    expect(brotliDecompressSync(sent.body).toString()).toBe(built)
    expect(sent.headers["x-content-type-options"]).toBe("nosniff")
  })

  it("the gzip form when brotli is not accepted; the file as it is when nothing is", async () => {
    const gz = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gz.body).toString()).toBe(built)
    const plain = await get("/assets/index-abc123.js", { "accept-encoding": "identity" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it("a file without precompressed forms is compressed off the event loop: a timer set meanwhile fires on time", async () => {
    const started = performance.now()
    const sent = get("/assets/large-1.js", { "accept-encoding": "br" })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(performance.now() - started).toBeLessThan(400)
    const { headers, body } = await sent
    expect(headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(body).toString()).toBe(large)
  })

  it("images are not compressed again", async () => {
    const png = await get("/assets/logo-1.png", { "accept-encoding": "br, gzip" })
    expect(png.headers["content-encoding"]).toBeUndefined()
    expect(png.headers["content-type"]).toBe("image/png")
    expect(png.body.byteLength).toBe(2048)
  })

  it("a missing asset is a 404, not a page", async () => {
    const sent = await get("/assets/gone-1.js", { accept: "*/*" })
    expect(sent.status).toBe(404)
    expect(sent.body.toString()).not.toContain("<html")
  })

  it("a page streams compressed: the flushed shell arrives before the rest, with its cookies and the security headers", async () => {
    const page = await get("/shop", { accept: "text/html", "accept-encoding": "br" })
    expect(page.status).toBe(200)
    expect(page.headers["content-encoding"]).toBe("br")
    expect(page.headers["content-length"]).toBeUndefined()
    expect(page.headers["set-cookie"]).toBe("atlas_session=abc; Path=/")
    expect(page.headers["x-frame-options"]).toBe("DENY")
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(brotliDecompressSync(page.body).toString()).toBe(SHELL + REST)
    // The first chunk, alone, decompresses to the shell, and came well before the rest was written.
    const [first] = page.chunks
    expect(first!.at).toBeLessThan(REST_AFTER_MS - 100)
    const decoder = (await import("node:zlib")).createBrotliDecompress()
    const shell = await new Promise<string>((resolve) => {
      decoder.once("data", (chunk: Buffer) => resolve(chunk.toString()))
      decoder.write(first!.bytes)
    })
    expect(shell).toBe(SHELL)
    decoder.destroy()
  })

  it("the storefront's robots.txt (demo/public, copied into the build) is a text file, not the storefront's page", async () => {
    const publicDir = fileURLToPath(new URL("../../demo/public/", import.meta.url))
    const files = await listening(storefrontApp({ client: publicDir, origins: () => origins, pages }))
    try {
      const sent = await files.get("/robots.txt", { accept: "*/*" })
      expect(sent.status).toBe(200)
      expect(sent.headers["content-type"]?.toLowerCase()).toBe("text/plain; charset=utf-8")
      expect(sent.headers["cache-control"]).toBe("no-cache")
      expect(sent.body.toString().split("\n")[0]).toBe("User-agent: *")
    } finally {
      await files.close()
    }
  })

  it("the atlas API and the config answer on the same origin; pages go to the pages", async () => {
    const stores = await get("/atlas/v1/stores/v1/search?filter.query=45202", { accept: "application/json" })
    expect(stores.status).toBe(200)
    expect(stores.headers["content-type"]).toMatch(/^application\/json/)
    expect(upstream.log.map((r) => r.path)).toContain("/stores/v1/search")
    const config = await get(STOREFRONT_CONFIG_PATH)
    expect(JSON.parse(config.body.toString())).toStrictEqual({
      atlas: server.origin,
      payments: origins.payments,
      shoppable: origins.shoppable
    })
    expect(config.headers["cache-control"]).toBe("no-store")
    const unknown = await get("/no-such-page", { accept: "text/html" })
    expect(unknown.body.toString()).toBe(SHELL + REST)
  })
})
