/**
 * `npm start`: the demo storefront and the reference upstream from one Node process on 127.0.0.1:
 * the storefront and the atlas API on one origin, the payments and shoppable-ads hosts on the next
 * two ports; prints the URLs. The npm script builds the storefront first (`npm run build:demo`).
 * Options: `--port N` (atlas; the others follow; 0 picks free ports for all three),
 * `--chaos unavailable=0.1,throttled=0.05,seed=7` (or `ATLAS_CHAOS`).
 *
 * @since 0.1.0
 */
import { referencePorts } from "../../src/layers/Environment.js"
import { parseChaos } from "../../src/upstream/chaos.js"
import { json } from "../../src/upstream/http.js"
import { openApiDocument } from "../../src/upstream/openapi.js"
import { makeReferenceUpstream } from "../../src/upstream/reference.js"
import { apiDocs } from "./apiDocs.js"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"
import { demoDist, hasStorefront, storefrontRoutes } from "./static.js"

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const base = Number(arg("--port") ?? process.env.PORT ?? referencePorts.atlas)
const chaos = arg("--chaos") ?? process.env.ATLAS_CHAOS
const document = openApiDocument()
const withStorefront = await hasStorefront()

const landing = (origin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>atlas reference upstream</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .25rem}</style></head>
<body><h1>atlas reference upstream</h1><p>The in-memory, seeded reference of the atlas API.</p><ul>
<li>Storefront: ${withStorefront ? `<a href="/">${origin}/</a>` : "not built (run <code>npm run build:demo</code>)"}</li>
<li>Atlas API: <code>${origin}/atlas/v1</code> (e.g. <a href="/atlas/v1/stores/v1/search?filter.query=45202">stores near 45202</a>)</li>
<li>OpenAPI document: <a href="/openapi.json">/openapi.json</a>, API reference: <a href="/docs">/docs</a></li>
<li>Development routes: <code>POST /__dev/sign-in</code>, <code>GET|POST /__dev/chaos</code>, <code>POST /__dev/reset</code></li></ul></body></html>`

// The storefront's config names the other hosts' origins, known once the servers listen.
const running: { server?: RunningServer } = {}
const storefront = storefrontRoutes({ root: demoDist, origins: () => running.server?.origins })
const html = (body: string) => new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } })

const upstream = makeReferenceUpstream({
  ...(chaos === undefined ? {} : { chaos: parseChaos(chaos) }),
  extra: async (request, url) => {
    if (request.method === "GET" && url.pathname === "/openapi.json") return json(200, document)
    if (request.method === "GET" && url.pathname === "/__upstream") return html(landing(url.origin))
    const docs = request.method === "GET" ? await apiDocs(url) : undefined
    if (docs !== undefined) return docs
    if (!withStorefront && request.method === "GET" && url.pathname === "/") return html(landing(url.origin))
    return storefront(request, url)
  }
})

const ports = base === 0 ? { atlas: 0, payments: 0, shoppable: 0 } : { atlas: base, payments: base + 1, shoppable: base + 2 }
const server = await startReferenceServer({ upstream, ports })
running.server = server
process.stdout.write(
  [
    "Atlas Market demo storefront and the atlas reference upstream are running (Ctrl+C to stop)",
    `  storefront              ${server.origins.atlas}/${withStorefront ? "" : "  (not built: run npm run build:demo)"}`,
    `  atlas API               ${server.origins.atlas}/atlas/v1`,
    `  payments host           ${server.origins.payments}`,
    `  shoppable-ads host      ${server.origins.shoppable}`,
    `  OpenAPI document        ${server.origins.atlas}/openapi.json`,
    `  API reference           ${server.origins.atlas}/docs`,
    `  about the upstream      ${server.origins.atlas}/__upstream`,
    ""
  ].join("\n")
)
const stop = () => void server.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
