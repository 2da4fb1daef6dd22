import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, assert, beforeAll, describe, expect, it } from "@effect/vitest"
import { build, type Rollup } from "vite"
import { atlasChunks } from "atlas-client/vite"
import { atlasAliases } from "../../aliases.js"

// A real Vite build of a tiny app in a temporary folder: its page imports atlas-client (its
// sources, under the repository's aliases) and Effect, and a button loads a module (Effect's
// `Stream`, the `Returns` service) lazily. The app's node_modules are the repository's.
const stageNames = [
  "data-effect",
  "data-effect-core",
  "data-effect-fiber",
  "data-effect-runtime",
  "data-schema",
  "data-model-modality",
  "data-model-stores",
  "data-model",
  "data-errors",
  "data-contract",
  "data"
]
const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "tiny-shop", private: true, type: "module" }),
  "index.html": `<!doctype html><html><head><title>tiny shop</title></head><body><button>Orders</button><script type="module" src="/main.ts"></script></body></html>`,
  "main.ts": `import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { atlasClient, Environment, ModalityPreferences, Stores } from "atlas-client"
const live = Layer.mergeAll(Stores.Default, ModalityPreferences.Default).pipe(
  Layer.provide(atlasClient(Environment.test({ atlas: location.origin })))
)
const both = Effect.all([Stores, ModalityPreferences])
Effect.runFork(Effect.provide(Effect.flatMap(both, (services) => Effect.log(services.length)), live))
document.querySelector("button")?.addEventListener("click", () => void import("./later.ts").then((m) => m.later()))
`,
  "later.ts": `import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { Returns } from "atlas-client"
export const later = () => Effect.runPromise(Stream.runCollect(Stream.make(Returns.key, 2)))
`
}

const root = mkdtempSync(join(tmpdir(), "atlas-chunks-"))
const repo = fileURLToPath(new URL("../..", import.meta.url))
let output: ReadonlyArray<Rollup.OutputChunk | Rollup.OutputAsset> = []

beforeAll(async () => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"), "dir")
  const built = await build({
    root,
    configFile: false,
    // (Served under a path: the loader's URLs carry it.)
    base: "/shop/",
    logLevel: "silent",
    resolve: { alias: atlasAliases },
    plugins: [atlasChunks({ loader: { onError: "document.title='failed'" } })],
    build: { write: false, minify: false }
  })
  output = (Array.isArray(built) ? built : [built]).flatMap((o) => ("output" in o ? o.output : []))
}, 240_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const chunks = () => output.filter((o): o is Rollup.OutputChunk => o.type === "chunk")
/** The staged chunk of a stage, by its file name `assets/lib-<stage>-<hash>.js`. */
const stageChunk = (stage: string) => {
  const found = chunks().filter((c) => new RegExp(`^assets/lib-${stage}-[\\w-]{8}\\.js$`).test(c.fileName))
  assert.strictEqual(
    found.length,
    1,
    `one chunk for ${stage}: ${chunks()
      .map((c) => c.fileName)
      .join(", ")}`
  )
  return found[0]!
}
const staged = () => stageNames.map(stageChunk)
const isEffect = (id: string) => id.replaceAll("\\", "/").includes("/node_modules/effect/dist/esm/")
const isLibrary = (id: string) => id.replaceAll("\\", "/").startsWith(`${repo.replaceAll("\\", "/")}src/`)

describe("atlasChunks (atlas-client/vite) in a Vite build", () => {
  it("writes each stage's chunk, holding Effect's and atlas-client's modules by stage", () => {
    const modules = (stage: string) => Object.keys(stageChunk(stage).modules)
    assert.isTrue(modules("data-effect").some((id) => id.endsWith("/effect/dist/esm/Option.js")))
    assert.isTrue(modules("data-effect-core").some((id) => id.endsWith("/effect/dist/esm/internal/core.js")))
    assert.isTrue(modules("data-effect-fiber").some((id) => id.endsWith("/effect/dist/esm/internal/fiberRuntime.js")))
    assert.isTrue(modules("data-schema").some((id) => id.endsWith("/effect/dist/esm/Schema.js")))
    assert.isTrue(modules("data-model-modality").some((id) => id.endsWith("/src/schema/modality.ts")))
    assert.isTrue(modules("data-errors").every(isLibrary))
    assert.isTrue(modules("data-contract").every((id) => /\/src\/(core|contract)\//.test(id)))
    for (const stage of ["data-effect", "data-effect-core", "data-effect-fiber", "data-effect-runtime", "data-schema"])
      assert.isTrue(modules(stage).every(isEffect), `${stage} holds only Effect's modules`)
  })

  it("each stage's chunk imports only earlier stages", () => {
    const order = staged().map((c) => c.fileName)
    staged().forEach((chunk, i) => {
      // (`lib-data`, the library's services and layers, may load a module lazily: its cross-origin check does.)
      if (stageNames[i] !== "data") expect(chunk.dynamicImports, `${chunk.fileName} loads nothing lazily`).toStrictEqual([])
      for (const imported of chunk.imports)
        assert.isTrue(order.indexOf(imported) >= 0 && order.indexOf(imported) < i, `${chunk.fileName} imports ${imported}`)
    })
  })

  it("puts no module in two chunks", () => {
    const seen = new Map<string, string>()
    for (const chunk of chunks())
      for (const id of Object.keys(chunk.modules)) {
        assert.isUndefined(seen.get(id), `${id} in ${seen.get(id)} and ${chunk.fileName}`)
        seen.set(id, chunk.fileName)
      }
  })

  it("keeps lazily loaded code out of the eager stages", () => {
    const eager = new Set(staged().flatMap((c) => Object.keys(c.modules)))
    const entry = chunks().find((c) => c.isEntry)!
    const lazy = chunks().filter((c) => entry.dynamicImports.includes(c.fileName))
    assert.isTrue(lazy.some((c) => Object.keys(c.modules).some((id) => id.endsWith("/later.ts"))))
    for (const id of eager) {
      assert.isFalse(id.endsWith("/effect/dist/esm/Stream.js") || id.endsWith("/internal/stream.js"), `${id} is eager`)
      assert.isFalse(id.endsWith("/src/services/Returns.ts"), `${id} is eager`)
    }
    const later = chunks().find((c) => /^assets\/lib-data-effect-later-/.test(c.fileName))
    assert.isTrue(Object.keys(later?.modules ?? {}).some((id) => id.endsWith("/effect/dist/esm/internal/stream.js")))
  })

  it("runs the stages a task apart from index.html's loader, in their order, then the entry, under the base path", () => {
    const html = output.find((o): o is Rollup.OutputAsset => o.fileName === "index.html")
    const source = String(html?.source)
    assert.notMatch(source, /<script type="module"/)
    const steps = /u=(\[[^\]]*\])/.exec(source)?.[1]
    const entry = chunks().find((c) => c.isEntry)!
    expect(JSON.parse(steps ?? "[]")).toStrictEqual([...staged().map((c) => `/shop/${c.fileName}`), `/shop/${entry.fileName}`])
    assert.include(source, "s.onerror=function(){document.title='failed'}")
  })
})
