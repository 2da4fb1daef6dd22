/**
 * The reference upstream's interactive API reference: Swagger UI (from the npm registry's
 * `swagger-ui-dist`, served from disk, so it works offline) at `/docs`, reading `/openapi.json`.
 *
 * @since 0.1.0
 */
import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { contentTypeOf } from "./encoding.js"

/** The `swagger-ui-dist` files served. */
const assets: ReadonlySet<string> = new Set([
  "swagger-ui.css",
  "swagger-ui-bundle.js",
  "swagger-ui-standalone-preset.js",
  "favicon-32x32.png"
])

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>atlas API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" href="/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/swagger-ui-standalone-preset.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>`

const init = `window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: "StandaloneLayout"
})`

let root: string | undefined
const assetRoot = () => (root ??= dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json")))

/** Whether `pathname` is the API reference's (`/docs` and its files): what {@link apiDocs} may answer. */
export const isApiDocsPath = (pathname: string): boolean => pathname === "/docs" || pathname.startsWith("/docs/")

/**
 * Answers `/docs` and its assets; undefined for any other path.
 *
 * @example
 * extra: (request, url) => apiDocs(url) ?? ...
 */
export const apiDocs = async (url: URL): Promise<Response | undefined> => {
  if (url.pathname === "/docs" || url.pathname === "/docs/") {
    return new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } })
  }
  if (url.pathname === "/docs/init.js") return new Response(init, { headers: { "content-type": "text/javascript; charset=utf-8" } })
  const name = isApiDocsPath(url.pathname) ? url.pathname.slice("/docs/".length) : undefined
  if (name === undefined || !assets.has(name)) return undefined
  const body = await readFile(join(assetRoot(), name))
  return new Response(new Uint8Array(body), { headers: { "content-type": contentTypeOf(name), "cache-control": "public, max-age=3600" } })
}
