import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, beforeAll, describe, expect, it } from "@effect/vitest"
import { build, type Plugin, type Rollup } from "vite"
import { atlasShellChunk } from "atlas-client/vite"
import { ROUTE, routeModules, writeApp } from "./routerApp.js"

// Real Vite builds of a tiny app laid out as React Router's framework mode builds one: the client
// entry first, then the root route and two pages, each `?__react-router-build-client-route`. The
// entry and the root share a module, the root and page A another, the pages a third; the root
// imports a barrel that re-exports Effect's `Stream`, which only a module the root loads lazily
// uses. Built twice, chunked by Rollup alone and with `atlasShellChunk()`.
const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "tiny-router-shop", private: true, type: "module" }),
  "app/entry.client.ts": `import { greet } from "./both"\nimport { entryOnly } from "./entryOnly"\ndocument.title = greet("entry") + entryOnly()\n`,
  "app/root.tsx": `import { greet } from "./both"
import { share } from "./rootAndA"
import { small } from "./barrel"
document.body.append(greet("root") + share(small))
document.addEventListener("click", () => void import("./lazy").then((m) => m.run()))
`,
  "app/routes/pageA.ts": `import { share } from "../rootAndA"\nimport { pages } from "../pages"\ndocument.body.append(share(pages("a")))\n`,
  "app/routes/pageB.ts": `import { pages } from "../pages"\ndocument.body.append(pages("b").repeat(2))\n`,
  "app/both.ts": `export const greet = (who: string) => ["hello", who, new Date(0).toISOString()].join(" ")\n`,
  "app/entryOnly.ts": `export const entryOnly = () => Array.from({ length: 3 }, (_, i) => i * 2).join(",")\n`,
  "app/rootAndA.ts": `export const share = (n: unknown) => JSON.stringify({ shared: n, at: location.pathname })\n`,
  "app/pages.ts": `export const pages = (p: string) => p.toUpperCase() + String(Math.random())\n`,
  "app/barrel.ts": `export * as Stream from "effect/Stream"\nexport const small = 42\n`,
  "app/lazy.ts": `import * as Effect from "effect/Effect"\nimport { Stream } from "./barrel"\nexport const run = () => Effect.runPromise(Stream.runCollect(Stream.make(1, 2)))\n`
}
const inputs = ["app/entry.client.ts", `app/root.tsx${ROUTE}`, `app/routes/pageA.ts${ROUTE}`, `app/routes/pageB.ts${ROUTE}`]

const root = mkdtempSync(join(tmpdir(), "atlas-shell-"))

const builtWith = async (plugins: ReadonlyArray<Plugin>): Promise<ReadonlyArray<Rollup.OutputChunk>> => {
  const built = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [routeModules(root), ...plugins],
    build: { write: false, minify: false, modulePreload: false, rollupOptions: { input: inputs.map((i) => join(root, i)) } }
  })
  return (Array.isArray(built) ? built : [built])
    .flatMap((o) => ("output" in o ? o.output : []))
    .filter((o): o is Rollup.OutputChunk => o.type === "chunk")
}

let plain: ReadonlyArray<Rollup.OutputChunk> = []
let shell: ReadonlyArray<Rollup.OutputChunk> = []
let entryOnly: ReadonlyArray<Rollup.OutputChunk> = []

beforeAll(async () => {
  writeApp(root, files)
  plain = await builtWith([])
  shell = await builtWith([atlasShellChunk()])
  entryOnly = await builtWith([atlasShellChunk({ entries: (id) => id.endsWith("/app/entry.client.ts") })])
}, 240_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const app = (id: string) => id.replaceAll("\\", "/").replace(`${root.replaceAll("\\", "/")}/`, "")
const entryOf = (chunks: ReadonlyArray<Rollup.OutputChunk>, input: string) => {
  const found = chunks.find((c) => c.isEntry && c.facadeModuleId !== null && app(c.facadeModuleId) === input)
  assert.isDefined(found, `an entry chunk of ${input}`)
  return found!
}
/** The chunks a page loads for an entry: its chunk and those it imports statically, transitively. */
const loaded = (chunks: ReadonlyArray<Rollup.OutputChunk>, ...entries: ReadonlyArray<string>) => {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Set<string>()
  const visit = (fileName: string): void => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    byName.get(fileName)?.imports.forEach(visit)
  }
  for (const entry of entries) visit(entryOf(chunks, entry).fileName)
  return [...seen].map((name) => byName.get(name)!)
}
/** The modules with code a page loads (sorted, by their path in the app or in node_modules). */
const code = (chunks: ReadonlyArray<Rollup.OutputChunk>) =>
  chunks
    .flatMap((c) => Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0))
    .map(([id]) => app(id).replace(/.*\/node_modules\//, ""))
    .sort()

const everyPage = [inputs[0]!, inputs[1]!]

describe("atlasShellChunk (atlas-client/vite) in a Vite build", () => {
  it("makes the chunks the entries every page runs import one, and leaves the entries' own chunks as they were", () => {
    const imported = (chunks: ReadonlyArray<Rollup.OutputChunk>) =>
      [...new Set(everyPage.flatMap((input) => entryOf(chunks, input).imports))].sort()
    expect(imported(plain).length).toBeGreaterThan(1)
    const [shellChunk, ...others] = imported(shell)
    expect(others).toStrictEqual([])
    for (const input of everyPage) {
      expect(entryOf(shell, input).imports).toStrictEqual([shellChunk])
      expect(code([entryOf(shell, input)])).toStrictEqual(code([entryOf(plain, input)]))
    }
    expect(code(shell.filter((c) => c.fileName === shellChunk))).toStrictEqual(["app/both.ts", "app/rootAndA.ts"])
  })

  it("loads the same code on every page as Rollup's chunks did", () => {
    for (const page of [inputs[2]!, inputs[3]!])
      expect(code(loaded(shell, ...everyPage, page))).toStrictEqual(code(loaded(plain, ...everyPage, page)))
    expect(code(loaded(shell, ...everyPage))).toStrictEqual(code(loaded(plain, ...everyPage)))
  })

  it("keeps the pages' own code and lazily loaded code out of the shell", () => {
    const inShell = code(loaded(shell, ...everyPage))
    for (const module of ["app/pages.ts", "app/lazy.ts", "effect/dist/esm/internal/stream.js", "effect/dist/esm/Stream.js"])
      assert.notInclude(inShell, module)
    const lazy = shell.filter((c) => entryOf(shell, inputs[1]!).dynamicImports.includes(c.fileName))
    expect(code(lazy)).toContain("app/lazy.ts")
    // The pages' shared module stays a chunk of its own, which both pages import.
    const pagesChunk = shell.find((c) => code([c]).includes("app/pages.ts"))!
    for (const page of [inputs[2]!, inputs[3]!]) expect(entryOf(shell, page).imports).toContain(pagesChunk.fileName)
  })

  it("puts no module in two chunks", () => {
    const seen = new Map<string, string>()
    for (const chunk of shell)
      for (const id of Object.keys(chunk.modules)) {
        assert.isUndefined(seen.get(id), `${id} in ${seen.get(id)} and ${chunk.fileName}`)
        seen.set(id, chunk.fileName)
      }
  })

  it("takes the entries every page runs from its option", () => {
    // Only the client entry's imports: the root route's own shared module stays a chunk of its own.
    const [shellChunk, ...others] = entryOf(entryOnly, inputs[0]!).imports
    expect(others).toStrictEqual([])
    expect(code(entryOnly.filter((c) => c.fileName === shellChunk))).toStrictEqual(["app/both.ts"])
    expect(entryOf(entryOnly, inputs[1]!).imports).toHaveLength(2)
  })
})
