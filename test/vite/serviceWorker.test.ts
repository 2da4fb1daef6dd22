import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { build, type Rollup } from "vite"
import { atlasServiceWorker, type AtlasServiceWorkerOptions } from "atlas-client/vite"
import { pagesCacheName, shellCacheName } from "../../src/offline/serviceWorkerCaches.js"

// Real Vite builds of a tiny app in temporary folders: a page, its script, a lazily loaded
// module, a stylesheet with a font, and a picture in the public folder.
const app = (later: string): Record<string, string> => ({
  "index.html": `<!doctype html><html><head><title>tiny shop</title></head><body><script type="module" src="/main.js"></script></body></html>`,
  "main.js": `import "./style.css"\ndocument.body.addEventListener("click", () => void import("./later.js").then((m) => m.later()))\n`,
  "later.js": later,
  "style.css": `@font-face { font-family: Shop; src: url("./shop.woff2") format("woff2") } body { font-family: Shop }\n`,
  "shop.woff2": "not really a font, but a file of the build".repeat(200),
  "public/art/milk.svg": `<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>`,
  "public/robots.txt": "User-agent: *\n"
})

const roots: Array<string> = []
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))

/** Builds the app (not written) with the plugin; the build's files by name. */
const buildApp = async (
  files: Record<string, string>,
  options: AtlasServiceWorkerOptions = {},
  ssr = false
): Promise<Map<string, Rollup.OutputChunk | Rollup.OutputAsset>> => {
  const root = mkdtempSync(join(tmpdir(), "atlas-sw-"))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const built = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [atlasServiceWorker(options)],
    build: { write: false, sourcemap: true, assetsInlineLimit: 0, ...(ssr ? { ssr: "main.js" } : {}) }
  })
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((o) => ("output" in o ? o.output : []))
  return new Map(outputs.map((o) => [o.fileName, o]))
}

/** The settings `sw.js` calls the worker with. */
const settingsOf = (files: Map<string, Rollup.OutputChunk | Rollup.OutputAsset>) => {
  const sw = files.get("sw.js")
  if (sw === undefined || sw.type !== "asset") throw new Error("no sw.js in the build")
  const text = String(sw.source)
  const json: unknown = JSON.parse(text.slice(text.lastIndexOf("(self, ") + "(self, ".length, text.lastIndexOf(");")))
  return json as { version: string; precache: Array<string>; shellCache: string; pagesCache: string; appName: string }
}

describe("atlasServiceWorker", () => {
  it("precaches the build's scripts, styles and fonts and the public folder's files, not source maps nor the page", async () => {
    const files = await buildApp(app(`export const later = () => 1\n`))
    const settings = settingsOf(files)
    const expected = [
      ...[...files.keys()].filter((name) => !name.endsWith(".map") && !name.endsWith(".html") && name !== "sw.js"),
      "art/milk.svg",
      "robots.txt"
    ].map((name) => `/${name}`)
    expect(settings.precache).toEqual(expected.sort())
    // What the list holds: the entry, the lazily loaded module, the stylesheet, the font.
    const kinds = settings.precache.map((path) => path.replace(/-[\w-]{8}\./, ".").replace(/^\/assets\/(main|index)\./, "/assets/entry."))
    expect(kinds).toEqual(expect.arrayContaining(["/assets/entry.js", "/assets/later.js", "/assets/entry.css", "/assets/shop.woff2"]))
    expect(settings.shellCache).toBe(shellCacheName(settings.version))
    expect(settings.pagesCache).toBe(pagesCacheName(settings.version))
  })

  it("gets a new version when a file of the build changes, the same one when nothing does", async () => {
    const first = settingsOf(await buildApp(app(`export const later = () => 1\n`)))
    const again = settingsOf(await buildApp(app(`export const later = () => 1\n`)))
    const changed = settingsOf(await buildApp(app(`export const later = () => 2\n`)))
    const picture = settingsOf(await buildApp({ ...app(`export const later = () => 1\n`), "public/art/milk.svg": "<svg/>" }))
    expect(again.version).toBe(first.version)
    expect(changed.version).not.toBe(first.version)
    expect(picture.version).not.toBe(first.version)
    expect(changed.shellCache).not.toBe(first.shellCache)
  })

  it("takes its options: the shop's name, a filter, the app's offline page (which must be a file of the build)", async () => {
    const settings = settingsOf(
      await buildApp(app(`export const later = () => 1\n`), {
        appName: "Tiny Shop",
        precache: (path) => path !== "/robots.txt",
        offlinePage: "/art/milk.svg"
      })
    )
    expect(settings.appName).toBe("Tiny Shop")
    expect(settings.precache).not.toContain("/robots.txt")
    expect(settings.precache).toContain("/art/milk.svg")
    await expect(buildApp(app(`export const later = () => 1\n`), { offlinePage: "/offline.html" })).rejects.toThrow(/offline page/)
  })

  it("writes nothing in a server build", async () => {
    const files = await buildApp(app(`export const later = () => 1\n`), {}, true)
    expect(files.has("sw.js")).toBe(false)
  })
})
