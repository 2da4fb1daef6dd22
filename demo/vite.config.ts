import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { atlasAliases } from "../aliases.js"

const upstream = "http://127.0.0.1:4010"

const library = fileURLToPath(new URL("../src/", import.meta.url)).replaceAll("\\", "/")

/**
 * The shared chunks every page needs, by what they hold, so the bench (`bench/load.ts`) can split a
 * page's script bytes into React, router, data layer and app by chunk: React (react, react-dom,
 * scheduler), React Router, and the data layer (effect, `@effect/*` and the library, `src/`, but
 * its devtools, which only the developer page imports). The app's own modules are left to Rollup.
 */
const libraryChunkOf = (id: string): "react" | "router" | "data" | undefined => {
  const path = id.replaceAll("\\", "/")
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(path)) return "react"
  if (/\/node_modules\/react-router\//.test(path)) return "router"
  // The devtools entry is loaded by the developer page alone: a chunk of its own, never the first screen's.
  if (path === `${library}react/devtools.tsx`) return undefined
  if (/\/node_modules\/(effect|@effect\/[^/]+)\//.test(path) || path.startsWith(library)) return "data"
  return undefined
}

/**
 * The demo storefront: `npm run build:demo` writes `demo/dist` (the browser's build) and
 * `demo/dist/server` (the server entry, `vite build --ssr`, which renders every page navigation),
 * which `npm start` serves beside the reference upstream. `npx vite --config demo/vite.config.ts`
 * serves it with hot reload (rendered in the browser) and proxies the API and development routes
 * to a running `npm start`.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: atlasAliases
  },
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, sourcemap: true, copyPublicDir: false, chunkSizeWarningLimit: 4096 }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 1024,
        rollupOptions: {
          output: {
            manualChunks: libraryChunkOf,
            // Those chunks' files are `assets/lib-<chunk>-<hash>.js`, so an app module's chunk of the
            // same name (the app's own `router.tsx`) is never taken for one of them.
            chunkFileNames: (chunk) =>
              chunk.moduleIds.some((id) => libraryChunkOf(id) === chunk.name) ? "assets/lib-[name]-[hash].js" : "assets/[name]-[hash].js"
          }
        }
      },
  server: {
    host: "127.0.0.1",
    proxy: { "/atlas": upstream, "/__dev": upstream, "/__storefront": upstream, "/openapi.json": upstream }
  },
  logLevel: "warn"
}))
