import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"

// A tiny app laid out as React Router's framework mode builds one, for the Vite plugins' builds.

/** React Router's query on a route module's id in its framework mode's client build. */
export const ROUTE = "?__react-router-build-client-route"

const repo = fileURLToPath(new URL("../..", import.meta.url))

/** Writes the app's files under `root`, with the repository's `node_modules` linked beside them. */
export const writeApp = (root: string, files: Readonly<Record<string, string>>): void => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"), "dir")
}

/** React Router's route modules as inputs: `file?__react-router-build-client-route` is the file. */
export const routeModules = (root: string): Plugin => ({
  name: "route-modules",
  resolveId: (id, importer) => (id.endsWith(ROUTE) ? join(importer === undefined ? root : dirname(importer), id) : null),
  load: (id) => (id.endsWith(ROUTE) ? readFileSync(id.slice(0, -ROUTE.length), "utf8") : null)
})
