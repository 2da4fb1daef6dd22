import { fileURLToPath } from "node:url"

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url))

/**
 * `atlas-client` and its entries resolved to the sources, for vitest and vite (the package's
 * `exports` point at the built `dist/`). The bare name comes last so the subpaths match first.
 */
export const atlasAliases = [
  { find: /^atlas-client\/rules$/, replacement: src("rules/index.ts") },
  { find: /^atlas-client\/react$/, replacement: src("react/index.ts") },
  { find: /^atlas-client\/react\/devtools$/, replacement: src("react/devtools.tsx") },
  { find: /^atlas-client\/react\/server$/, replacement: src("react/server.ts") },
  { find: /^atlas-client\/react\/suspense$/, replacement: src("react/suspense.ts") },
  { find: /^atlas-client\/react-router$/, replacement: src("react-router/index.ts") },
  { find: /^atlas-client\/react-router\/server$/, replacement: src("react-router/server.ts") },
  { find: /^atlas-client\/offline$/, replacement: src("offline/index.ts") },
  { find: /^atlas-client\/testing$/, replacement: src("testing/index.ts") },
  { find: /^atlas-client\/testing\/node$/, replacement: src("testing/node.ts") },
  { find: /^atlas-client\/server$/, replacement: src("server/index.ts") },
  { find: /^atlas-client\/otel$/, replacement: src("otel/index.ts") },
  { find: /^atlas-client\/vite$/, replacement: src("vite/index.ts") },
  { find: /^atlas-client$/, replacement: src("index.ts") }
]
