import { writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { build as viteBuild, defineConfig, type Plugin, type Rollup, type UserConfig } from "vite"
import { atlasAliases } from "../aliases.js"
import { compress, compressedAtBest, contentTypeOf, isCompressible, PRECOMPRESSED_SUFFIX } from "./server/encoding.js"
import { EARLY_INPUT_SCRIPT } from "./src/earlyInput.js"

const upstream = "http://127.0.0.1:4010"

const root = fileURLToPath(new URL(".", import.meta.url))
/** A module id or path with forward slashes (Rollup's ids on Windows have backslashes). */
const slashed = (id: string): string => id.replaceAll("\\", "/")

const library = slashed(fileURLToPath(new URL("../src/", import.meta.url)))
const devtools = `${library}react/devtools.tsx`

/**
 * The browser's build with React Router's production build: its package exports only its
 * development build, the same code with its development warnings on (its framework-mode Vite
 * plugin swaps the production one in; data mode, as here, does not). The server's build keeps the
 * package's own.
 */
const browserAliases = [
  {
    find: /^react-router$/,
    replacement: join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production/index.mjs")
  },
  ...atlasAliases
]

type LibraryChunk = "react" | "router" | "data"

/** The library a module belongs to by its path: React (react, react-dom, scheduler), React Router, or the data layer. */
const libraryOf = (id: string): LibraryChunk | undefined => {
  const path = slashed(id)
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(path)) return "react"
  if (/\/node_modules\/react-router\//.test(path)) return "router"
  if (/\/node_modules\/(effect|@effect\/[^/]+)\//.test(path) || path.startsWith(library)) return "data"
  return undefined
}

/**
 * The data layer's eager modules in chunks the browser runs a task apart (`loaderScript`), so that
 * none of their top levels is a long task on a phone: the library's schemas, errors and contracts
 * build Effect `Schema` classes as they load, and with Effect's own modules they took one task of
 * about 0.3 s at a phone's speed. Each stage holds what its first modules (`from`) import, directly
 * or not, that no earlier stage holds, so a stage's chunk imports only earlier ones; the eager
 * modules no stage reaches (the library's services, layers and React bindings, `@effect/platform`'s
 * modules) are the last chunk, `lib-data`. The loader runs them in their import order. Each chunk
 * more costs bytes (the names one chunk imports from another, a compression context of its own):
 * 0.3 KB brotli for one of the library's, 1.3-2 KB for one of Effect's (the `/shop` script as
 * served is gated at 210 KB). Measured at 4× slower CPU, each stage's task (its top level) is
 * 0.01-0.1 s; React's own, which cannot be split, 0.1-0.2 s.
 */
const effectModule = (pattern: RegExp) => (id: string) => {
  const match = /\/node_modules\/effect\/dist\/esm\/(.+)\.js$/.exec(id)
  return match !== null && pattern.test(match[1]!)
}
const libraryFolders =
  (...folders: ReadonlyArray<string>) =>
  (id: string) =>
    folders.some((folder) => id.startsWith(`${library}${folder}/`))
const libraryFiles = (folder: string, files: ReadonlyArray<string>) => (id: string) =>
  files.some((file) => id === `${library}${folder}/${file}.ts`)

const dataStages: ReadonlyArray<{ readonly name: string; readonly from: (id: string) => boolean }> = [
  // Effect's data types (Option, Either, Chunk, HashMap, Context, Duration, ...), the `Effect`
  // type's primitives, the fiber runtime, then the rest of Effect but `Schema` (layers, schedules...).
  {
    name: "data-effect",
    from: effectModule(
      /^(Option|Either|Chunk|HashMap|HashSet|Array|Context|Duration|List|Record|Order|RedBlackTree|MutableHashMap|MutableRef)$/
    )
  },
  { name: "data-effect-core", from: effectModule(/^internal\/core$/) },
  { name: "data-effect-fiber", from: effectModule(/^internal\/fiberRuntime$/) },
  { name: "data-effect-runtime", from: effectModule(/^(?!(Schema|SchemaAST|ParseResult)$)/) },
  // Effect's `Schema`, its AST and parser.
  { name: "data-schema", from: effectModule(/^(Schema|SchemaAST|ParseResult)$/) },
  // The library's vocabulary: modality (the first to build schemas: Schema's code compiles as it
  // runs), stores, then the rest (items, carts, search...).
  { name: "data-model-modality", from: libraryFiles("schema", ["modality"]) },
  { name: "data-model-stores", from: libraryFiles("schema", ["stores"]) },
  { name: "data-model", from: libraryFolders("schema") },
  // Its errors, then its operations (the contract, with the descriptor and its params).
  { name: "data-errors", from: libraryFolders("errors") },
  { name: "data-contract", from: libraryFolders("core", "contract") }
]

/** Each eager data-layer module's stage (`dataStages`), from the build's import graph; the others are `data`'s. */
const dataStagesOf = (eager: ReadonlySet<string>, imports: ReadonlyMap<string, ReadonlyArray<string>>) => {
  const stageOf = new Map<string, string>()
  for (const { name, from } of dataStages) {
    const pending = [...eager].filter(from)
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (stageOf.has(id) || !eager.has(id)) continue
      stageOf.set(id, name)
      pending.push(...(imports.get(id) ?? []))
    }
  }
  return stageOf
}

/**
 * The data layer's modules the browser entry runs before its first render, as Rollup splits the
 * build: a first pass (not written) leaves the data layer's modules where Rollup puts them, and the
 * entry's chunk and the chunks it imports statically hold them. Rollup keeps a module that only a
 * lazily loaded page uses out of those chunks even when the entry imports it through a barrel such
 * as `atlas-client/react`, so this is what the entry needs (a module's own imports would be more).
 * With them, what each module imports statically (`imports`), for the data layer's stages.
 */
const eagerModules = async () => {
  const imports = new Map<string, ReadonlyArray<string>>()
  const importGraph: Plugin = {
    name: "atlas-import-graph",
    moduleParsed: (info) => void imports.set(slashed(info.id), info.importedIds.map(slashed))
  }
  const output = await viteBuild({
    configFile: false,
    root,
    plugins: [react(), importGraph],
    resolve: { alias: browserAliases },
    logLevel: "silent",
    build: {
      write: false,
      rollupOptions: { output: { manualChunks: (id) => (libraryOf(id) === "data" ? undefined : libraryOf(id)) } }
    }
  })
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ("output" in o ? o.output : []))
    .filter((o) => o.type === "chunk")
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const eager = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName)
    if (chunk === undefined || eager.has(`chunk:${fileName}`)) return
    eager.add(`chunk:${fileName}`)
    for (const id of Object.keys(chunk.modules)) eager.add(slashed(id))
    chunk.imports.forEach(visit)
  }
  chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName))
  return { eager, imports }
}

/**
 * The chunks of the browser's build, named so that the bench (`bench/load.ts`) can split a page's
 * script bytes into React, router, data layer and app by file name: React and React Router in a
 * chunk each, the data layer's modules the entry runs (effect, `@effect/*`, the library's `src/`)
 * in the chunks of their stages (`dataStages`): `assets/lib-{react,router,data,data-<stage>}-<hash>.js`.
 * The data layer's modules only lazily loaded code uses (the services and use cases of other pages,
 * the `HttpClient` transport, the devtools) stay lazy: Effect's (`effect`, `@effect/*`) in one chunk,
 * `lib-data-effect-later` (left to Rollup, they went into the eager chunk whose modules import them
 * unused), the library's with the pages that import them or in chunks of their own, which are named
 * `assets/lib-data-<name>-<hash>.js` when they hold only the data layer's modules (but the devtools'
 * chunk, the developer page's). The app's own modules are left to Rollup.
 */
const chunking = ({ eager, imports }: Awaited<ReturnType<typeof eagerModules>>) => {
  const stageOf = dataStagesOf(eager, imports)
  const manualChunks = (id: string) => {
    const chunk = libraryOf(id)
    if (chunk !== "data") return chunk
    const path = slashed(id)
    if (eager.has(path)) return stageOf.get(path) ?? "data"
    // (`@effect/platform`'s key-value store, eager, imports its file system, which imports `Stream`:
    // Rollup would put `Stream` with it, for the locator's geolocation.)
    return path.includes("/node_modules/") ? "data-effect-later" : undefined
  }
  return {
    manualChunks,
    // An app module's chunk named like a library chunk (the app's own `router.tsx`) is not one of them.
    chunkFileNames: (chunk: { readonly name: string; readonly moduleIds: ReadonlyArray<string> }) =>
      chunk.moduleIds.some((id) => manualChunks(id) === chunk.name)
        ? "assets/lib-[name]-[hash].js"
        : chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => libraryOf(id) === "data" && slashed(id) !== devtools)
          ? "assets/lib-data-[name]-[hash].js"
          : "assets/[name]-[hash].js"
  }
}

/**
 * The library chunks (`assets/lib-*.js`) the entry imports, directly or not, each after those it
 * imports: the order in which the loader runs them.
 */
const libraryChunksInOrder = (bundle: Rollup.OutputBundle, entry: string): ReadonlyArray<string> => {
  const order: Array<string> = []
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (seen.has(fileName) || chunk?.type !== "chunk") return
    seen.add(fileName)
    chunk.imports.forEach(visit)
    if (/^assets\/lib-/.test(fileName)) order.push(`/${fileName}`)
  }
  visit(entry.replace(/^\//, ""))
  return order
}

/**
 * What loads the scripts once the server-rendered page has been painted (the first frame, then a
 * task), or at once in a hidden tab (which paints no frame): the entry's modules as `modulepreload`
 * links, so they download together; then the library chunks (`steps`) and the entry as module
 * scripts, each once the one before has run, a task apart. A module graph's top level runs in one
 * task, so running the chunks one by one keeps the browser free to paint and take input between
 * them (one long task of React, React Router, Effect and the library together otherwise). A script
 * that fails to load ends the chain; one that throws is reported as any script's error.
 */
const loaderScript = (entry: string, preloads: ReadonlyArray<string>, steps: ReadonlyArray<string>) =>
  `<script>(function(){var d=document,done=false,u=${JSON.stringify([...steps, entry])};function load(){if(done)return;done=true;` +
  `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});step(0)}` +
  `function step(i){if(i===u.length)return;var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=u[i];` +
  `s.onload=function(){setTimeout(function(){step(i+1)},0)};` +
  // Without its scripts the page is plain HTML: what was held back is sent as such (earlyInput.ts).
  `s.onerror=function(){var e=window.__atlasEarly;if(e)e.fail()};d.head.appendChild(s)}` +
  `if(d.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})()</script>`

/**
 * The first paint of a server-rendered page waits for nothing but its HTML: the storefront's one
 * stylesheet (every page's styles, 9 KB brotli; `cssCodeSplit: false`, so a page rendered on the
 * server is styled before its route's script has loaded) is inlined into `index.html`, and the
 * scripts, which hydrate a page the server has already rendered, are fetched once it has been
 * painted (`loaderScript`), so the page's HTML and images have the connection to themselves first;
 * what the shopper does until the page is hydrated is held back and done then (`earlyInput.ts`).
 * The stylesheet file stays beside it (nothing links it).
 */
const firstPaintFirst = (): Plugin => ({
  name: "atlas-first-paint-first",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html, { bundle }) => {
      const preloads: Array<string> = []
      let entry: string | undefined
      const out = html
        .replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (tag, file: string) => {
          const css = bundle?.[file]
          return css?.type === "asset" ? `\n    <style>${String(css.source).trim()}</style>` : tag
        })
        .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
          preloads.push(href)
          return ""
        })
        .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
          entry = src
          return ""
        })
      if (entry === undefined) throw new Error("atlas-first-paint-first: no entry script in index.html")
      return out
        .replace(/<\/head>/, `  <script>${EARLY_INPUT_SCRIPT}</script>\n  </head>`)
        .replace(
          /<\/body>/,
          `  ${loaderScript(entry, preloads, bundle === undefined ? [] : libraryChunksInOrder(bundle, entry))}\n  </body>`
        )
    }
  }
})

/**
 * Every text file the browser build writes (scripts, the page, the stylesheet) also written
 * brotli-compressed and gzipped at their best qualities beside it (`x.js.br`, `x.js.gz`), which the
 * server sends as they are: nothing is compressed while a shopper waits (brotli 11 takes about 2 s
 * of CPU for the storefront's scripts). Source maps are left to the server (only developer tools
 * fetch them); so are the public folder's files, which are small.
 */
const precompressed = (): Plugin => ({
  name: "atlas-precompressed",
  apply: "build",
  writeBundle: async ({ dir }, bundle) => {
    if (dir === undefined) return
    await Promise.all(
      Object.values(bundle).map(async (output) => {
        const name = output.fileName
        const bytes = Buffer.from(output.type === "chunk" ? output.code : output.source)
        if (!compressedAtBest(name) || !isCompressible(contentTypeOf(name), bytes.byteLength)) return
        const file = join(dir, name)
        await Promise.all(
          (["br", "gzip"] as const).map(async (encoding) =>
            writeFile(file + PRECOMPRESSED_SUFFIX[encoding], await compress(bytes, encoding, true))
          )
        )
      })
    )
  }
})

/**
 * The demo storefront: `npm run build:demo` writes `demo/dist` (the browser's build) and
 * `demo/dist/server` (the server entry, `vite build --ssr`, which renders every page navigation),
 * which `npm start` serves beside the reference upstream. `npx vite --config demo/vite.config.ts`
 * serves it with hot reload (rendered in the browser) and proxies the API and development routes
 * to a running `npm start`.
 */
export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  root,
  plugins: [react(), firstPaintFirst(), ...(isSsrBuild ? [] : [precompressed()])],
  resolve: {
    alias: command === "build" && isSsrBuild !== true ? browserAliases : atlasAliases
  },
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, sourcemap: true, copyPublicDir: false, chunkSizeWarningLimit: 4096 }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: true,
        cssCodeSplit: false,
        chunkSizeWarningLimit: 1024,
        // (The development server bundles nothing: no first pass.)
        rollupOptions: command === "build" ? { output: chunking(await eagerModules()) } : {}
      },
  server: {
    host: "127.0.0.1",
    proxy: { "/atlas": upstream, "/__dev": upstream, "/__storefront": upstream, "/openapi.json": upstream }
  },
  logLevel: "warn"
}))
