import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { atlasAliases } from "../aliases.js"

const upstream = "http://127.0.0.1:4010"

/**
 * The demo storefront: `npm run build:demo` writes `demo/dist`, which `npm start` serves beside the
 * reference upstream. `npx vite --config demo/vite.config.ts` serves it with hot reload and proxies
 * the API and development routes to a running `npm start`.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: atlasAliases
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1024
  },
  server: {
    host: "127.0.0.1",
    proxy: { "/atlas": upstream, "/__dev": upstream, "/__storefront": upstream, "/openapi.json": upstream }
  },
  logLevel: "warn"
})
