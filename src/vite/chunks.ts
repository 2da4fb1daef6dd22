import type { Plugin, ResolvedConfig, Rollup } from "vite"
import { LIBRARY_CHUNK_PREFIX, withLoader } from "./loader.js"
import { libraryOf, type Origins, originsOf, slashed, stagesOf } from "./stages.js"
import { isFirstPass, staticallyLoaded, unwrittenBuild } from "./unwrittenBuild.js"

/** Options of {@link atlasChunks}. */
export interface AtlasChunksOptions {
  /**
   * The loader that runs the staged chunks a task apart once the page has been painted, in place
   * of the built `index.html`'s entry script (true by default). Its `onError` is a script statement
   * the page runs when a chunk fails to load (nothing by default).
   */
  readonly loader?: boolean | { readonly onError?: string }
}

/** The eager modules and the static import graph of a client build, found by a first pass. */
interface Graph {
  readonly origins: Origins
  readonly eager: ReadonlySet<string>
  readonly imports: ReadonlyMap<string, ReadonlyArray<string>>
}

/** What the plugin does in a build: nothing (development, SSR), the first pass, or the staged build. */
type Pass = { readonly _tag: "off" } | { readonly _tag: "first"; readonly origins: Origins } | ({ readonly _tag: "staged" } & Graph)

/**
 * The first pass: the app's build (its config file and inline config, its plugins) not written,
 * with the libraries' vendor chunks only; the data layer's modules its entry chunks and the chunks
 * they import statically hold are the eager ones. Rollup keeps a module that only a lazily loaded
 * page uses out of them even when the entry imports it through a barrel such as
 * `atlas-client/react`, so this is what the entry needs (a module's own imports would be more).
 */
const firstPass = async (config: ResolvedConfig, origins: Origins): Promise<Graph> => {
  const imports = new Map<string, ReadonlyArray<string>>()
  const importGraph: Plugin = {
    name: "atlas-client:import-graph",
    moduleParsed: (info) => void imports.set(slashed(info.id), info.importedIds.map(slashed))
  }
  const chunks = await unwrittenBuild(config, [importGraph])
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName)
  const eager = new Set(staticallyLoaded(chunks, entries).flatMap((c) => Object.keys(c.modules).map(slashed)))
  return { origins, eager, imports }
}

/**
 * The output options of a pass: `manualChunks` puts React, React Router and the data layer's
 * eager modules (each in its stage's chunk, `stages.ts`; those no stage reaches in `data`) in
 * chunks of their own; Effect's modules only lazily loaded code uses in one chunk,
 * `data-effect-later` (left to Rollup, they would go into the eager chunk whose modules import them
 * unused); atlas-client's own lazily loaded modules with the pages that import them or in chunks of
 * their own. A library chunk is written `<assetsDir>/lib-<name>-<hash>.js`, and so is a chunk
 * Rollup made of the data layer's modules only (`lib-data-<name>`; but the devtools').
 */
const outputOf = (pass: Exclude<Pass, { _tag: "off" }>, assetsDir: string): Rollup.OutputOptions => {
  const { origins } = pass
  const stageOf = pass._tag === "staged" ? stagesOf(origins, pass.eager, pass.imports) : new Map<string, string>()
  const devtools = `${origins.library}react/devtools.`
  const manualChunks = (id: string) => {
    const chunk = libraryOf(origins, id)
    if (chunk !== "data" || pass._tag === "first") return chunk === "data" ? undefined : chunk
    const path = slashed(id)
    if (pass.eager.has(path)) return stageOf.get(path) ?? "data"
    // (`@effect/platform`'s key-value store, eager, imports its file system, which imports `Stream`.)
    return path.includes("/node_modules/") ? "data-effect-later" : undefined
  }
  return {
    manualChunks,
    // An app module's chunk named like a library chunk (an app's own `router.tsx`) is not one of them.
    chunkFileNames: (chunk) =>
      chunk.moduleIds.some((id) => manualChunks(id) === chunk.name)
        ? `${assetsDir}/${LIBRARY_CHUNK_PREFIX}[name]-[hash].js`
        : chunk.moduleIds.length > 0 &&
            chunk.moduleIds.every((id) => libraryOf(origins, id) === "data" && !slashed(id).startsWith(devtools))
          ? `${assetsDir}/${LIBRARY_CHUNK_PREFIX}data-[name]-[hash].js`
          : `${assetsDir}/[name]-[hash].js`
  }
}

/**
 * `atlasChunks()`: the browser build's chunks staged so that no top level of the data layer is one
 * long task on a phone. atlas-client's schemas, errors and contracts build Effect `Schema` classes
 * as they load, and with Effect's own modules they took one task of about 0.3 s at a phone's
 * speed; staged, each chunk's top level is 0.01-0.1 s at 4× slower CPU (docs/performance.md).
 *
 * A first pass (the same build, not written) finds the modules the entry runs before its first
 * render; the build then puts React, React Router and each stage of the data layer (Effect's data
 * types, core, fiber runtime, the rest of Effect, `Schema`, atlas-client's schemas, errors and
 * contract) in chunks named `assets/lib-{react,router,data,data-<stage>}-<hash>.js`, each stage's
 * chunk importing only earlier ones. The stages are found in the installed `effect` and in
 * atlas-client's own files (its `dist/`, or its `src/` under aliases). The built `index.html` runs
 * them with a loader: once the page has been painted, each chunk a task apart, then the entry.
 * Build only (`vite build`, not `--ssr`); development is unchanged.
 *
 * @example
 * // vite.config.ts
 * import react from "@vitejs/plugin-react"
 * import { defineConfig } from "vite"
 * import { atlasChunks } from "atlas-client/vite"
 * export default defineConfig({ plugins: [react(), atlasChunks()] })
 *
 * @since 0.3.0
 */
export const atlasChunks = (options: AtlasChunksOptions = {}): Plugin => {
  let pass: Pass = { _tag: "off" }
  let assetsDir = "assets"
  let base = "/"
  const loader = options.loader ?? true
  return {
    name: "atlas-client:chunks",
    apply: "build",
    configResolved: async (config) => {
      assetsDir = config.build.assetsDir
      base = config.base
      if (config.build.ssr) {
        pass = { _tag: "off" }
        return
      }
      const origins = originsOf(config.root)
      if (isFirstPass(config)) {
        pass = { _tag: "first", origins }
        return
      }
      // (An inline config's plugin is this same object in the first pass: `pass` is set once it is over.)
      const graph = await firstPass(config, origins)
      pass = { _tag: "staged", ...graph }
    },
    outputOptions: (output) => (pass._tag === "off" ? null : { ...output, ...outputOf(pass, assetsDir) }),
    transformIndexHtml: {
      order: "post",
      handler: (html, { bundle }) =>
        pass._tag !== "staged" || loader === false
          ? html
          : withLoader(html, bundle, { assetsDir, base }, loader === true ? "" : (loader.onError ?? ""))
    }
  }
}
