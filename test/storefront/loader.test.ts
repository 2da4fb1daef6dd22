/**
 * The built page's script loader (demo/vite.config.ts): the scripts it runs one after another, a
 * task apart, each importing only scripts run before it (a script importing a later one would run
 * that one's top level in its own task, and a cycle would run two at once); the data layer's
 * first-page modules in their stages, and none of the product page's domains among them, nor Effect's
 * modules only a later page uses.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { demoDist } from "../../demo/server/static.js"
import { buildStorefrontIfStale } from "../e2e/setup.js"

beforeAll(async () => {
  await buildStorefrontIfStale("storefront")
}, 300_000)

/** The scripts the page's loader runs, in order. */
const loaderOrder = (): ReadonlyArray<string> => {
  const html = readFileSync(join(demoDist, "index.html"), "utf8")
  const list = /u=(\[[^\]]*\])/.exec(html)?.[1]
  if (list === undefined) throw new Error("no loader in demo/dist/index.html")
  return JSON.parse(list) as ReadonlyArray<string>
}

/** The data layer's scripts the loader runs (the first page's), in order. */
const dataLayerScripts = (): ReadonlyArray<string> => loaderOrder().filter((script) => script.startsWith("/assets/lib-data"))

/** The scripts a built script imports statically. */
const importsOf = (script: string): ReadonlyArray<string> =>
  [...readFileSync(join(demoDist, script), "utf8").matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`)

describe("the page's script loader", () => {
  it("runs each library chunk after every library chunk it imports, and the entry last", () => {
    const order = loaderOrder()
    const libraries = order.filter((script) => script.startsWith("/assets/lib-"))
    expect(order.at(-1)).toMatch(/^\/assets\/index-/)
    for (const [i, script] of libraries.entries()) {
      const later = importsOf(script).filter((imported) => libraries.indexOf(imported) >= i)
      expect(later, `${script} imports a chunk run after it`).toStrictEqual([])
    }
  })

  it("runs the data layer in its stages: Effect, its core, fiber runtime and the rest, Schema, the library's schemas, errors, contract, the rest", () => {
    const stages = dataLayerScripts().map((script) => script.replace(/^\/assets\/lib-(.*)-[\w-]{8}\.js$/, "$1"))
    expect(stages).toStrictEqual([
      "data-effect",
      "data-effect-core",
      "data-effect-fiber",
      "data-effect-runtime",
      "data-schema",
      "data-model-modality",
      "data-model",
      "data-errors",
      "data-model-stores",
      "data-contract",
      "data"
    ])
  })

  it("leaves the product page's domains out of the first page's data layer", () => {
    const dataLayer = dataLayerScripts()
      .map((script) => readFileSync(join(demoDist, script), "utf8"))
      .join("\n")
    const services = ["Items", "Recommendations", "Reviews", "Sellers", "Products", "ShoppingLists"].filter((name) =>
      dataLayer.includes(`"atlas-client/${name}"`)
    )
    // Their stand-ins' keys are in the app's entry (demo/src/layer.ts), not their services.
    expect(services).toStrictEqual(["Items"])
  })

  it("leaves Effect's streams out of the first page's data layer (the locator's geolocation loads them)", () => {
    const sources = dataLayerScripts().flatMap(
      (script) => (JSON.parse(readFileSync(join(demoDist, `${script}.map`), "utf8")) as { sources: ReadonlyArray<string> }).sources
    )
    const modules = (pattern: RegExp) =>
      sources.filter((source) => pattern.test(source)).map((source) => source.replace(/.*node_modules\//, ""))
    expect(modules(/\/effect\/dist\/esm\/Schema\.js$/)).toStrictEqual(["effect/dist/esm/Schema.js"])
    expect(modules(/\/effect\/dist\/esm\/(Stream|internal\/stream|internal\/channel|internal\/queue)\.js$|Geolocation/)).toStrictEqual([])
  })
})
