import { isAbsolute, resolve } from "node:path"
import type { Plugin, Rollup } from "vite"
import { withModuleEnd, withYields } from "./shellTasks.js"
import { slashed } from "./stages.js"
import { isFirstPass, staticallyLoaded, unwrittenBuild } from "./unwrittenBuild.js"

/** Options of {@link atlasShellChunk}. */
export interface AtlasShellChunkOptions {
  /**
   * Whether an input of the build (its module id with forward slashes, its place among the inputs)
   * is an entry every page runs, whose chunks make the shell. By default React Router's framework
   * mode's: the client entry (the first input: `app/entry.client.tsx` or the framework's own) and
   * the root route's client module (`app/root.tsx?__react-router-build-client-route`).
   */
  readonly entries?: (id: string, index: number) => boolean
  /**
   * The shell's top level runs a task per this many characters of its code (as Rollup renders it,
   * before minification): the chunk awaits the next task after the module that reaches it, so the
   * browser paints and takes input between slices. 16,000 by default; false runs it in one task.
   */
  readonly yieldEvery?: number | false
}

/** The default slice of the shell's top level, in characters of code before minification. */
const YIELD_EVERY = 16_000

/** React Router's query on a route module's id in its framework mode's client build. */
const CLIENT_ROUTE = "?__react-router-build-client-route"

/** The client entry (the first input) and the root route's client module, in React Router's framework mode. */
const routerEntries = (id: string, index: number): boolean =>
  index === 0 || (id.endsWith(CLIENT_ROUTE) && /\/root\.[cm]?[jt]sx?$/.test(id.slice(0, -CLIENT_ROUTE.length)))

/**
 * The build's inputs as a list of module ids (Rollup's `input` option is a string, a list or a
 * record; a relative path is resolved from the app's root).
 */
const inputsOf = (root: string, input: Rollup.InputOption | undefined): ReadonlyArray<string> =>
  (input === undefined ? [] : typeof input === "string" ? [input] : Array.isArray(input) ? input : Object.values(input)).map((id) =>
    slashed(id.startsWith(".") && !isAbsolute(id) ? resolve(root, id) : id)
  )

/** The shell's chunk (`<assetsDir>/shell-<hash>.js`). */
const SHELL = "shell"

/**
 * The chunk each module goes to: the chunks Rollup made by itself (`chunks`), with the chunks the
 * shell's entries import statically, transitively, made one, the shell; every other chunk (the
 * entries' own among them) as it was, under its own name (made unique).
 */
const chunkOfModules = (chunks: ReadonlyArray<Rollup.OutputChunk>, isShellEntry: (id: string) => boolean): ReadonlyMap<string, string> => {
  const entries = chunks.filter((c) => c.isEntry && c.facadeModuleId !== null && isShellEntry(slashed(c.facadeModuleId)))
  const own = new Set(entries.map((c) => c.fileName))
  const inShell = new Set(
    staticallyLoaded(
      chunks,
      entries.flatMap((c) => c.imports)
    )
      .map((c) => c.fileName)
      .filter((fileName) => !own.has(fileName))
  )
  const names = new Set([SHELL])
  const chunkOf = new Map<string, string>()
  for (const chunk of chunks) {
    let name = SHELL
    if (!inShell.has(chunk.fileName)) {
      name = chunk.name
      for (let n = 2; names.has(name); n++) name = `${chunk.name}${n}`
      names.add(name)
    }
    for (const id of Object.keys(chunk.modules)) chunkOf.set(slashed(id), name)
  }
  return chunkOf
}

/**
 * `atlasShellChunk()`: the code every page of a browser build loads, in one chunk, the shell, in
 * place of the dozens of small chunks Rollup makes of it (one per set of pages that import a
 * module). Every page loads the same code as before, in fewer files, which compress better
 * together: the storefront's first page loads 12 files where it loaded 49, 199 KB brotli where it
 * loaded 217 KB (`docs/performance.md`).
 *
 * A first pass (the same build, not written, chunked by Rollup alone) finds the shell: the chunks
 * the entries every page runs import statically, transitively (by default React Router's framework
 * mode's client entry and root route). The build then makes them one chunk,
 * `<assetsDir>/shell-<hash>.js`, and leaves every other chunk as the first pass made it. The
 * entries' own chunks stay as they were: React Router preloads the client entry's chunk from the
 * page's head, where on a phone's bandwidth a larger one would delay the first paint; the shell is
 * fetched as the entries run, after the HTML. The shell's top level runs a slice per task
 * (`yieldEvery`): the chunk awaits the next task between modules once enough code has run, where a
 * module graph's top level is otherwise one task (0.56-0.74 s on a phone's CPU for the storefront's),
 * so the chunk is a module with top-level `await`. Build only (`vite build`, not `--ssr`);
 * development is unchanged. An app's own `manualChunks` is replaced.
 *
 * @example
 * // vite.config.ts of a React Router framework-mode app
 * import { reactRouter } from "@react-router/dev/vite"
 * import { defineConfig } from "vite"
 * import { atlasShellChunk } from "atlas-client/vite"
 * export default defineConfig({ plugins: [reactRouter(), atlasShellChunk()] })
 *
 * @since 0.4.0
 */
export const atlasShellChunk = (options: AtlasShellChunkOptions = {}): Plugin => {
  const isEntry = options.entries ?? routerEntries
  const every = options.yieldEvery ?? YIELD_EVERY
  let chunkOf: ReadonlyMap<string, string> | undefined
  return {
    name: "atlas-client:shell-chunk",
    apply: "build",
    // After the other plugins' transforms (CommonJS modules are ES modules by then), before the minifier.
    enforce: "post",
    configResolved: async (config) => {
      chunkOf = undefined
      if (config.build.ssr || isFirstPass(config)) return
      const entries = new Set(inputsOf(config.root, config.build.rollupOptions.input).filter(isEntry))
      chunkOf = chunkOfModules(await unwrittenBuild(config), (id) => entries.has(id))
    },
    // Only the modules given a chunk go to it: Rollup would otherwise add their static imports to
    // it, with the code of them that only lazily loaded pages use.
    outputOptions: (output) => {
      const chunks = chunkOf
      return chunks === undefined ? null : { ...output, onlyExplicitManualChunks: true, manualChunks: (id) => chunks.get(slashed(id)) }
    },
    transform: (code, id) => {
      if (every === false || chunkOf?.get(slashed(id)) !== SHELL) return null
      const ended = withModuleEnd(id, code)
      // Only lines are added after the module's code: its source map stands as it is.
      return ended === undefined ? null : { code: ended, map: null }
    },
    renderChunk: (code, chunk) => {
      if (chunkOf === undefined) return null
      const yielded = withYields(code, chunk.name === SHELL ? every : false)
      // Each point is replaced by text of its own length: every position, and so the map, is unchanged.
      return yielded === code ? null : { code: yielded, map: null }
    }
  }
}
