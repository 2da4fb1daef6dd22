import { existsSync, readFileSync, realpathSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

/** A module id or path with forward slashes (Rollup's ids on Windows have backslashes). */
export const slashed = (id: string): string => id.replaceAll("\\", "/")

/** Where a module comes from, by its resolved path. */
export interface Origins {
  /** Effect's ES modules as installed (`…/effect/dist/esm/`). */
  readonly effect: string
  /** atlas-client's own modules: its `dist/` when installed, its `src/` under the repository's aliases. */
  readonly library: string
}

/** A package's folder as the app at `root` resolves it (its `package.json`, found upwards from its entry). */
const packageFolder = (root: string, name: string): string => {
  let dir = dirname(createRequire(join(root, "package.json")).resolve(name))
  while (!existsSync(join(dir, "package.json")) || JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name !== name) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`atlas-client/vite: no package.json of ${name} above its entry`)
    dir = parent
  }
  return dir
}

/**
 * The folders of Effect's modules (installed for the app at `root`) and of atlas-client's own
 * modules (this file's folder's parent: `dist/` or `src/`), as real paths, as Vite's module ids are.
 */
export const originsOf = (root: string): Origins => ({
  effect: `${slashed(realpathSync(packageFolder(root, "effect")))}/dist/esm/`,
  library: `${slashed(realpathSync(fileURLToPath(new URL("..", import.meta.url))))}/`
})

/** The vendor chunks: React (react, react-dom, scheduler), React Router, and the data layer (Effect's and atlas-client's). */
type LibraryChunk = "react" | "router" | "data"

/** The chunk a module belongs to by its path, if it is one of the libraries'. */
export const libraryOf = (origins: Origins, id: string): LibraryChunk | undefined => {
  const path = slashed(id)
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(path)) return "react"
  if (/\/node_modules\/react-router\//.test(path)) return "router"
  if (path.startsWith(origins.effect) || /\/node_modules\/(effect|@effect\/[^/]+)\//.test(path) || path.startsWith(origins.library))
    return "data"
  return undefined
}

/** A module path under a folder without its extension (`schema/modality`), if it is under it. */
const under = (folder: string, id: string): string | undefined =>
  id.startsWith(folder) ? id.slice(folder.length).replace(/\.[cm]?[jt]sx?$/, "") : undefined

/** One stage: its chunk's name and its first modules, by their path under Effect's or atlas-client's folder. */
interface Stage {
  readonly name: string
  readonly effect?: (module: string) => boolean
  readonly library?: (module: string) => boolean
}

const schemaModules = ["Schema", "SchemaAST", "ParseResult"]
const modules =
  (...names: ReadonlyArray<string>) =>
  (module: string) =>
    names.includes(module)
const folders =
  (...names: ReadonlyArray<string>) =>
  (module: string) =>
    names.some((folder) => module.startsWith(`${folder}/`))

/**
 * The data layer's stages, in the order the browser runs them: Effect's data types (Option,
 * Either, Chunk, HashMap, Context, Duration...), the `Effect` type's primitives, the fiber runtime,
 * then the rest of Effect but `Schema` (layers, schedules...); Effect's `Schema`, its AST and parser;
 * atlas-client's vocabulary (modality, the first to build schemas: Schema's code compiles as it
 * runs, stores, then the rest: items, carts, search...), its errors, its operations (the contract,
 * with the descriptor and its params). Each stage's first modules are named here; it holds them and
 * what they import that no earlier stage holds.
 */
const stages: ReadonlyArray<Stage> = [
  {
    name: "data-effect",
    effect: modules(
      ...["Option", "Either", "Chunk", "HashMap", "HashSet", "Array", "Context", "Duration", "List", "Record", "Order"],
      ...["RedBlackTree", "MutableHashMap", "MutableRef"]
    )
  },
  { name: "data-effect-core", effect: modules("internal/core") },
  { name: "data-effect-fiber", effect: modules("internal/fiberRuntime") },
  { name: "data-effect-runtime", effect: (module) => !schemaModules.includes(module) },
  { name: "data-schema", effect: modules(...schemaModules) },
  { name: "data-model-modality", library: modules("schema/modality") },
  { name: "data-model-stores", library: modules("schema/stores") },
  { name: "data-model", library: folders("schema") },
  { name: "data-errors", library: folders("errors") },
  { name: "data-contract", library: folders("core", "contract") }
]

/** Whether a module id is one of a stage's first modules. */
const startsStage = (origins: Origins, stage: Stage, id: string): boolean => {
  const effect = under(origins.effect, id)
  if (effect !== undefined) return stage.effect?.(effect) ?? false
  const library = under(origins.library, id)
  return library !== undefined && (stage.library?.(library) ?? false)
}

/**
 * Each eager data-layer module's stage, from the build's import graph (what each module imports
 * statically): a stage holds its first modules and what they import, directly or not, that is
 * eager and in no earlier stage, so a stage's chunk imports only earlier ones.
 */
export const stagesOf = (
  origins: Origins,
  eager: ReadonlySet<string>,
  imports: ReadonlyMap<string, ReadonlyArray<string>>
): ReadonlyMap<string, string> => {
  const stageOf = new Map<string, string>()
  for (const stage of stages) {
    const pending = [...eager].filter((id) => startsStage(origins, stage, id))
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (stageOf.has(id) || !eager.has(id)) continue
      stageOf.set(id, stage.name)
      pending.push(...(imports.get(id) ?? []))
    }
  }
  return stageOf
}
