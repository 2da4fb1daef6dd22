import { writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin, type UserConfig } from "vite"
import { atlasAliases } from "../aliases.js"
import { atlasChunks } from "../src/vite/chunks.js"
import { compress, compressedAtBest, contentTypeOf, isCompressible, PRECOMPRESSED_SUFFIX } from "./server/encoding.js"
import { EARLY_INPUT_SCRIPT } from "./src/earlyInput.js"

const upstream = "http://127.0.0.1:4010"

const root = fileURLToPath(new URL(".", import.meta.url))
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

/**
 * The first paint of a server-rendered page waits for nothing but its HTML: the storefront's one
 * stylesheet (every page's styles, 9 KB brotli; `cssCodeSplit: false`, so a page rendered on the
 * server is styled before its route's script has loaded) is inlined into `index.html`, and the
 * scripts, which hydrate a page the server has already rendered, are fetched once it has been
 * painted (`atlasChunks`' loader), so the page's HTML and images have the connection to themselves first;
 * what the shopper does until the page is hydrated is held back and done then (`earlyInput.ts`).
 * The stylesheet file stays beside it (nothing links it).
 */
const firstPaintFirst = (): Plugin => ({
  name: "atlas-first-paint-first",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html, { bundle }) =>
      html
        .replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g, (tag, file: string) => {
          const css = bundle?.[file]
          return css?.type === "asset" ? `\n    <style>${String(css.source).trim()}</style>` : tag
        })
        .replace(/<\/head>/, `  <script>${EARLY_INPUT_SCRIPT}</script>\n  </head>`)
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
export default defineConfig(({ command, isSsrBuild }): UserConfig => ({
  root,
  plugins: [
    react(),
    // The data layer's chunks, run a task apart once the page is painted (docs/performance.md).
    // Without its scripts the page is plain HTML: what was held back is sent as such (earlyInput.ts).
    atlasChunks({ loader: { onError: "var e=window.__atlasEarly;if(e)e.fail()" } }),
    firstPaintFirst(),
    ...(isSsrBuild ? [] : [precompressed()])
  ],
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
        chunkSizeWarningLimit: 1024
      },
  server: {
    host: "127.0.0.1",
    proxy: { "/atlas": upstream, "/__dev": upstream, "/__storefront": upstream, "/openapi.json": upstream }
  },
  logLevel: "warn"
}))
