/**
 * `npm start`: the reference upstream on 127.0.0.1, the atlas API on one port and the payments and
 * shoppable-ads hosts on others; prints the URLs. Options: `--port N` (atlas; the others follow),
 * `--chaos unavailable=0.1,throttled=0.05,seed=7`.
 *
 * @since 0.1.0
 */
import { referencePorts } from "../../layers/Environment.js"
import { parseChaos } from "../upstream/chaos.js"
import { json } from "../upstream/http.js"
import { openApiDocument } from "../openapi.js"
import { makeReferenceUpstream } from "../reference.js"
import { startReferenceServer } from "./node.js"

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const base = Number(arg("--port") ?? process.env.PORT ?? referencePorts.atlas)
const chaos = arg("--chaos") ?? process.env.ATLAS_CHAOS
const document = openApiDocument()

const landing = (origin: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>atlas reference upstream</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .25rem}</style></head>
<body><h1>atlas reference upstream</h1><p>The in-memory, seeded reference of the atlas API.</p><ul>
<li>Atlas API: <code>${origin}/atlas/v1</code> (e.g. <a href="/atlas/v1/stores/v1/search?filter.query=45202">stores near 45202</a>)</li>
<li>OpenAPI document: <a href="/openapi.json">/openapi.json</a></li>
<li>Development routes: <code>POST /__dev/sign-in</code>, <code>GET|POST /__dev/chaos</code>, <code>POST /__dev/reset</code></li></ul></body></html>`

const upstream = makeReferenceUpstream({
  ...(chaos === undefined ? {} : { chaos: parseChaos(chaos) }),
  extra: (request, url) => {
    if (request.method !== "GET") return undefined
    if (url.pathname === "/openapi.json") return json(200, document)
    if (url.pathname === "/") return new Response(landing(url.origin), { headers: { "content-type": "text/html; charset=utf-8" } })
    return undefined
  }
})

const server = await startReferenceServer({
  upstream,
  ports: { atlas: base, payments: base + 1, shoppable: base + 2 }
})
process.stdout.write(
  [
    "atlas reference upstream is running (Ctrl+C to stop)",
    `  storefront + atlas API  ${server.origins.atlas}/  (API base ${server.origins.atlas}/atlas/v1)`,
    `  payments host           ${server.origins.payments}`,
    `  shoppable-ads host      ${server.origins.shoppable}`,
    `  OpenAPI document        ${server.origins.atlas}/openapi.json`,
    ""
  ].join("\n")
)
const stop = () => void server.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
