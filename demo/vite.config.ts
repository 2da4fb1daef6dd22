import { writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { reactRouter } from "@react-router/dev/vite"
import { defineConfig, type Plugin, type UserConfig } from "vite"
import { atlasAliases } from "../aliases.js"
import { atlasServiceWorker } from "../src/vite/serviceWorker.js"
import { atlasShellChunk } from "../src/vite/shellChunk.js"
import { compress, compressedAtBest, contentTypeOf, isCompressible, PRECOMPRESSED_SUFFIX } from "./server/encoding.js"

const routerDist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production")

/**
 * The browser's build with React Router's production build: its package exports only its
 * development build (the same code with its development warnings on, 10 KB more brotli on every
 * page), and its framework-mode plugin does not swap it. The server keeps the package's own.
 */
const browserAliases = [
  { find: /^react-router$/, replacement: join(routerDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(routerDist, "dom-export.mjs") },
  ...atlasAliases
]

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
 * The demo storefront: `npm run build:demo` (`react-router build demo`) writes `demo/dist/client`
 * (the browser's files, precompressed) and `demo/dist/server` (the server build, which renders
 * every page), which `npm start` serves beside the reference upstream. In the client build the
 * chunks the entry and the root route import are one, the shell (`atlasShellChunk()`), and it also
 * gets the offline shell's service worker (`sw.js`, `atlasServiceWorker()`), registered after load.
 */
export default defineConfig(({ isSsrBuild }): UserConfig => ({
  plugins: [
    reactRouter(),
    ...(isSsrBuild === true
      ? []
      : [atlasShellChunk(), atlasServiceWorker({ appName: "Atlas Market", signInPaths: ["/sign-in"] }), precompressed()])
  ],
  resolve: { alias: isSsrBuild === true ? atlasAliases : browserAliases },
  build: { sourcemap: true, cssCodeSplit: false, chunkSizeWarningLimit: 1024 },
  logLevel: "warn"
}))
