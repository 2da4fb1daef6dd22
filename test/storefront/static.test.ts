/**
 * `npm start`'s storefront files as a production server sends them (demo/server/static.ts):
 * brotli or gzip for text by the request's `accept-encoding`, immutable caching for hashed
 * assets, `no-cache` for pages, `vary`, content types and security headers; the build's
 * precompressed forms sent as they are, and what it did not compress compressed off the event loop.
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { chooseEncoding, storefrontRoutes } from "../../demo/server/static.js"

const root = mkdtempSync(join(tmpdir(), "storefront-"))
mkdirSync(join(root, "assets"))
const script = `export const tiles = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })))}\n`
writeFileSync(join(root, "assets", "index-abc123.js"), script)
writeFileSync(join(root, "assets", "logo-1.png"), Buffer.alloc(2048, 7))
// A script the build precompressed (its forms say so), and one whose forms are older than it.
const built = `${script}// as built\n`
writeFileSync(join(root, "assets", "vendor-1.js"), script)
writeFileSync(join(root, "assets", "vendor-1.js.br"), brotliCompressSync(built))
writeFileSync(join(root, "assets", "vendor-1.js.gz"), gzipSync(built))
writeFileSync(join(root, "assets", "stale-1.js"), script)
writeFileSync(join(root, "assets", "stale-1.js.br"), brotliCompressSync(built))
utimesSync(join(root, "assets", "stale-1.js.br"), new Date(2020, 0, 1), new Date(2020, 0, 1))
// About 1.5 MB of varied text with no precompressed form: seconds of brotli at its best quality.
const large = JSON.stringify(
  Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Product ${(i * 7919) % 100_003}`, price: (i * 31) % 997 }))
)
writeFileSync(join(root, "assets", "large-1.js"), large)

const page = `<!doctype html><html><head><title>Atlas Market</title></head><body>${"<!-- -->".repeat(100)}</body></html>`
// What the server build answers (a page, its status and cookies), as its request handler would.
const routes = storefrontRoutes({
  root,
  origins: () => undefined,
  render: async () =>
    new Response(page, { status: 200, headers: { "content-type": "text/html", "set-cookie": "atlas_session=abc; Path=/" } })
})
const get = async (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(`http://127.0.0.1${path}`)
  const response = await routes(new Request(url, { headers }), url)
  if (response === undefined) throw new Error(`nothing served at ${path}`)
  return response
}
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())

describe("the storefront's files", () => {
  it("a hashed script: brotli when accepted, immutable, with vary and its content type", async () => {
    const response = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" })
    expect(response.headers.get("content-encoding")).toBe("br")
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(response.headers.get("vary")).toBe("accept-encoding")
    const body = await bytes(response)
    expect(Number(response.headers.get("content-length"))).toBe(body.byteLength)
    expect(body.byteLength).toBeLessThan(script.length / 3)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it("gzip when brotli is not accepted; identity when nothing is, or br;q=0", async () => {
    const gz = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" })
    expect(gz.headers.get("content-encoding")).toBe("gzip")
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script)
    const plain = await get("/assets/index-abc123.js")
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(new TextDecoder().decode(await bytes(plain))).toBe(script)
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip")
    expect(chooseEncoding("identity")).toBeUndefined()
  })

  it("pages are the server build's, never shared by caches, compressed as they stream, with the security headers", async () => {
    const page = await get("/shop", { accept: "text/html", "accept-encoding": "br" })
    expect(page.headers.get("cache-control")).toBe("private, no-cache")
    expect(page.headers.get("vary")).toBe("accept-encoding, cookie")
    expect(page.headers.get("set-cookie")).toBe("atlas_session=abc; Path=/")
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("content-encoding")).toBe("br")
    expect(page.headers.get("x-content-type-options")).toBe("nosniff")
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(page.headers.get("x-frame-options")).toBe("DENY")
    expect(brotliDecompressSync(await bytes(page)).toString()).toContain("<title>Atlas Market</title>")
  })

  it("the build's precompressed forms are sent as they are; forms older than their file are not used", async () => {
    const br = await get("/assets/vendor-1.js", { "accept-encoding": "br" })
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(built)
    const gz = await get("/assets/vendor-1.js", { "accept-encoding": "gzip" })
    expect(gunzipSync(await bytes(gz)).toString()).toBe(built)
    const stale = await get("/assets/stale-1.js", { "accept-encoding": "br" })
    expect(brotliDecompressSync(await bytes(stale)).toString()).toBe(script)
  })

  it("a file without precompressed forms is compressed off the event loop: a timer set meanwhile fires on time", async () => {
    const started = performance.now()
    const response = get("/assets/large-1.js", { "accept-encoding": "br" })
    await new Promise((resolve) => setTimeout(resolve, 20))
    // Compressed on the event loop, the timer would wait for the whole compression (over a second here).
    expect(performance.now() - started).toBeLessThan(400)
    expect(brotliDecompressSync(await bytes(await response)).toString()).toBe(large)
  })

  it("images are not compressed again", async () => {
    const png = await get("/assets/logo-1.png", { "accept-encoding": "br, gzip" })
    expect(png.headers.get("content-encoding")).toBeNull()
    expect(png.headers.get("vary")).toBeNull()
    expect(png.headers.get("content-type")).toBe("image/png")
    expect((await bytes(png)).byteLength).toBe(2048)
  })

  it("the storefront's robots.txt (demo/public, copied into the build) is a text file, not the storefront's page", async () => {
    const publicDir = fileURLToPath(new URL("../../demo/public/", import.meta.url))
    const served = storefrontRoutes({ root: publicDir, origins: () => undefined })
    const url = new URL("http://127.0.0.1/robots.txt")
    const response = await served(new Request(url, { headers: { accept: "*/*" } }), url)
    expect(response?.status).toBe(200)
    expect(response?.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    const text = (await response?.text()) ?? ""
    expect(text.split("\n")[0]).toBe("User-agent: *")
    expect(text).not.toContain("<html")
  })
})
