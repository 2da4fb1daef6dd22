import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import { join, relative, sep } from "node:path"
import type { Plugin, ResolvedConfig, Rollup } from "vite"
import { DEFAULT_BASE_PATH } from "../layers/Environment.js"
import { OFFLINE_CACHE_PREFIX, pagesCacheName, shellCacheName } from "../offline/serviceWorkerCaches.js"
import { shellWorker, type ShellWorkerSettings } from "./shellWorker.js"

/** Options of {@link atlasServiceWorker}. */
export interface AtlasServiceWorkerOptions {
  /** The worker's file in the build (served at the site's root, its scope): `sw.js` by default. */
  readonly fileName?: string
  /** The shop's name in the built-in offline and "not sent" pages: "The shop" by default. */
  readonly appName?: string
  /**
   * The app's own offline page, a path of the build (e.g. `/offline.html` from the public folder),
   * shown for a page never opened before while the network fails; a built-in page by default.
   */
  readonly offlinePage?: string
  /** How long a page waits for the network before its kept copy is shown (3 s by default). */
  readonly navigationTimeoutMs?: number
  /** How many pages are kept for offline, the last opened (50 by default). */
  readonly maxPages?: number
  /**
   * Paths whose posted forms sign a shopper in or out (e.g. `["/sign-in"]`): once the server
   * answers one, the pages kept for offline (the previous shopper's) are dropped, also for a form
   * posted before the page hydrated. None by default.
   */
  readonly signInPaths?: ReadonlyArray<string>
  /** The atlas base path, never answered by the worker (the data layer handles it): `/atlas/v1` by default. */
  readonly basePath?: string
  /** More path prefixes the worker leaves to the network (`/__` and the base path always). */
  readonly passThrough?: ReadonlyArray<string>
  /** Which of the build's files (paths such as `/assets/index-Bx1.js`) are precached: all but source maps by default. */
  readonly precache?: (path: string) => boolean
}

/** The files of the client build the worker precaches, with their contents (for the version). */
interface BuildFile {
  readonly path: string
  readonly content: string | Uint8Array
}

const isBuildFile = (fileName: string) => !fileName.endsWith(".map") && !fileName.startsWith(".vite/") && !fileName.endsWith(".html")

const publicFiles = async (dir: string): Promise<Array<{ readonly name: string; readonly file: string }>> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name)
      return { name: relative(dir, file).split(sep).join("/"), file }
    })
}

/** The build's version: a hash of every precached file's path and content, and of the worker's settings. */
const versionOf = (files: ReadonlyArray<BuildFile>, settings: string): string => {
  const hash = createHash("sha256").update(settings)
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
    hash.update(file.path).update("\0").update(file.content).update("\0")
  return hash.digest("hex").slice(0, 16)
}

/**
 * The text of `sw.js`: the worker's function called with the build's settings. Exported for the
 * tests, which run it in a sandbox.
 */
export const workerSource = (settings: ShellWorkerSettings): string =>
  `/* atlas-client offline shell ${settings.version} */\n"use strict";\n(${shellWorker.toString()})(self, ${JSON.stringify(settings)});\n`

/**
 * The offline shell: at build, writes the service worker `sw.js` beside the client build's files.
 * It precaches the build's scripts, styles, fonts and the public folder's pictures (cache-first),
 * answers page navigations from the network first and keeps each page's last HTML, shown offline
 * (else an offline page that says what still works), answers a form posted offline with a page
 * saying the change was not sent, and leaves the atlas API to the data layer. Its version is a
 * hash of the build: a new build's worker takes over at once and deletes the old caches. The app
 * registers it after load with `registerServiceWorker()` of `atlas-client/offline` and drops the
 * kept pages on sign-out with `clearOfflinePages()`. Serve `sw.js` with `Cache-Control: no-cache`.
 * Nothing in development (`vite`) nor in a server (SSR) build.
 *
 * @example
 * // vite.config.ts
 * import { atlasServiceWorker } from "atlas-client/vite"
 * export default defineConfig({ plugins: [reactRouter(), atlasServiceWorker({ appName: "Atlas Market" })] })
 *
 * @since 0.4.0
 */
export const atlasServiceWorker = (options: AtlasServiceWorkerOptions = {}): Plugin => {
  let config: ResolvedConfig | undefined
  const fileName = options.fileName ?? "sw.js"
  return {
    name: "atlas-client:service-worker",
    apply: "build",
    enforce: "post",
    configResolved: (resolved) => {
      config = resolved
    },
    generateBundle: async function (this: Rollup.PluginContext, _output, bundle) {
      if (config === undefined || config.build.ssr !== false) return
      const base = config.base.endsWith("/") ? config.base : `${config.base}/`
      const keep = options.precache ?? (() => true)
      const built: Array<BuildFile> = Object.values(bundle)
        .filter((output) => isBuildFile(output.fileName) && output.fileName !== fileName)
        .map((output) => ({ path: base + output.fileName, content: output.type === "chunk" ? output.code : output.source }))
      const copied = config.build.copyPublicDir && config.publicDir !== "" ? await publicFiles(config.publicDir) : []
      const fromPublic = await Promise.all(
        copied
          .filter(({ name }) => name !== fileName)
          .map(async ({ name, file }): Promise<BuildFile> => ({ path: base + name, content: new Uint8Array(await readFile(file)) }))
      )
      const files = [...built, ...fromPublic].filter((file) => keep(file.path))
      const precache = files.map((file) => file.path).sort()
      if (options.offlinePage !== undefined && !precache.includes(options.offlinePage))
        this.error(`atlasServiceWorker: the offline page ${options.offlinePage} is not a file of the build`)
      const rest = {
        precache,
        hashedPrefix: `${base}${config.build.assetsDir}/`,
        offlinePage: options.offlinePage ?? null,
        signInPaths: options.signInPaths ?? [],
        passThrough: [`${options.basePath ?? DEFAULT_BASE_PATH}/`, `${base}__`, ...(options.passThrough ?? [])],
        navigationTimeoutMs: options.navigationTimeoutMs ?? 3000,
        maxPages: options.maxPages ?? 50,
        appName: options.appName ?? "The shop",
        cachePrefix: OFFLINE_CACHE_PREFIX
      }
      const version = versionOf(files, JSON.stringify(rest))
      const settings: ShellWorkerSettings = { version, shellCache: shellCacheName(version), pagesCache: pagesCacheName(version), ...rest }
      this.emitFile({ type: "asset", fileName, source: workerSource(settings) })
    }
  }
}
