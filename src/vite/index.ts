/**
 * `atlas-client/vite` (Node only): the Vite plugins of an app on atlas-client. `atlasChunks()`
 * stages the browser build's data layer into chunks run a task apart (see its own documentation).
 * `atlasShellChunk()` makes the code every page loads one chunk (React Router's framework mode).
 * `atlasServiceWorker()` writes the offline shell's service worker (`sw.js`) at build.
 * `atlasUpstream()` serves the reference upstream on the app's own origin in development (`vite`)
 * and in `vite preview`, as the shop serves the atlas API in production: the atlas API under
 * `/atlas/v1`, the payments and shoppable-ads hosts at their own paths. Atlas calls go with
 * credentials "same-origin", so on one origin the session cookie travels and a cart outlives its
 * first write; give the client the page's origin for every host.
 *
 * @example
 * // vite.config.ts
 * import { defineConfig } from "vite"
 * import { atlasUpstream } from "atlas-client/vite"
 * export default defineConfig({ plugins: [atlasUpstream()] })
 *
 * // the app: every host on the page's origin
 * const origin = location.origin
 * atlasClient(Environment.test({ atlas: origin, payments: origin, shoppable: origin }))
 *
 * @since 0.3.0
 */
import type { Plugin } from "vite"
import type { ChaosSettings } from "../upstream/chaos.js"
import { type AtlasUpstream, makeReferenceUpstream } from "../upstream/reference.js"
import { sameOriginMiddleware } from "../upstream/server/sameOrigin.js"

export { atlasChunks, type AtlasChunksOptions } from "./chunks.js"
export { atlasServiceWorker, type AtlasServiceWorkerOptions } from "./serviceWorker.js"
export { atlasShellChunk, type AtlasShellChunkOptions } from "./shellChunk.js"

/** Options of {@link atlasUpstream}. */
export interface AtlasUpstreamOptions {
  /** The upstream to serve (to read its log or state in a test); a new seeded one by default. */
  readonly upstream?: AtlasUpstream
  /** Chaos switches from the start (shares of faults, their seed); none by default. Also settable at `POST /__dev/chaos`. */
  readonly chaos?: Partial<ChaosSettings>
  /** The atlas base path, `/atlas/v1` by default (the client's `Environment` option of the same name). */
  readonly basePath?: string
}

/**
 * The reference upstream mounted in Vite's dev and preview servers, before Vite's own middleware:
 * one upstream (one state, one set of sessions) for the plugin's life.
 *
 * @example
 * export default defineConfig({ plugins: [react(), atlasUpstream({ chaos: { slow: 0.2, latencyMs: 800 } })] })
 */
export const atlasUpstream = (options: AtlasUpstreamOptions = {}): Plugin => {
  let upstream = options.upstream
  const served = (): AtlasUpstream =>
    (upstream ??= makeReferenceUpstream({
      ...(options.chaos === undefined ? {} : { chaos: options.chaos }),
      ...(options.basePath === undefined ? {} : { basePath: options.basePath })
    }))
  return {
    name: "atlas-client:upstream",
    configureServer: (server) => {
      server.middlewares.use(sameOriginMiddleware(served()))
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(sameOriginMiddleware(served()))
    }
  }
}
