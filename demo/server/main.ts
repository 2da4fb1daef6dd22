/**
 * `npm start`: the demo storefront and the reference upstream from one Node process on 127.0.0.1:
 * the storefront and the atlas API on one origin, the payments and shoppable-ads hosts on the next
 * two ports; prints the URLs. Page navigations are rendered on the server (the storefront's server
 * entry, with the data layer calling the atlas host as the shopper), then hydrated in the browser. The npm script builds the storefront first (`npm run build:demo`).
 * Options: `--port N` (atlas; the others follow; 0 picks free ports for all three),
 * `--chaos unavailable=0.1,throttled=0.05,seed=7` (or `ATLAS_CHAOS`),
 * `--edge-geo "zip=45202,lat=39.1007,long=-84.5130"` (or `ATLAS_EDGE_GEO`) and
 * `--edge-bot "botType=AKAMAI_CATEGORIZED;botScore=87"` (or `ATLAS_EDGE_BOT`): the edge's geolocation
 * and bot-manager headers, read for every page request that lacks them (in development there is no
 * edge in front), `--warm-up N` (or `ATLAS_WARM_UP`): rounds over the first pages before the URLs
 * are printed (`warmUp.ts`; 15 by default, 0 for none).
 *
 * @since 0.1.0
 */
import { referencePorts } from "../../src/layers/Environment.js"
import { parseChaos } from "../../src/upstream/chaos.js"
import { makeReferenceUpstream } from "../../src/upstream/reference.js"
import { aboutRoutes, upstreamUrls, urlLines } from "../../src/upstream/server/about.js"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"
import { apiDocs } from "./apiDocs.js"
import type { DevEdge } from "./app.js"
import { WARM_UP_ROUNDS, warmUp } from "./warmUp.js"

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const base = Number(arg("--port") ?? process.env.PORT ?? referencePorts.atlas)
const chaos = arg("--chaos") ?? process.env.ATLAS_CHAOS
const edgeGeo = arg("--edge-geo") ?? process.env.ATLAS_EDGE_GEO
const edgeBot = arg("--edge-bot") ?? process.env.ATLAS_EDGE_BOT
const edge: DevEdge = {
  ...(edgeGeo === undefined || edgeGeo === "" ? {} : { geo: edgeGeo }),
  ...(edgeBot === undefined || edgeBot === "" ? {} : { bot: edgeBot })
}

// The storefront's config names the other hosts' origins, known once the servers listen.
const running: { server?: RunningServer } = {}
const origins = () => running.server?.origins
// Page navigations are rendered here, with the data layer calling this server's atlas host as the shopper,
// by React's production build (as a production server renders: faster, and a failed part's error is sent
// as its digest only, not its message and stack), unless NODE_ENV says otherwise. React (through React
// Router) is loaded with the server, after this.
process.env.NODE_ENV ??= "production"
const { loadBuild, pagesOf, storefrontApp } = await import("./app.js")
const build = await loadBuild()
const about = aboutRoutes({
  storefront: build !== undefined ? `<a href="/">the Atlas Market storefront</a>` : "not built (run <code>npm run build:demo</code>)",
  apiDocs: true,
  atRoot: build === undefined,
  origins
})

const upstream = makeReferenceUpstream({
  ...(chaos === undefined ? {} : { chaos: parseChaos(chaos) }),
  extra: async (request, url) => about(request, url) ?? (request.method === "GET" ? await apiDocs(url) : undefined)
})
// The storefront's server answers the atlas port (the upstream on its paths); without a build, the upstream alone.
const storefront = build === undefined ? undefined : storefrontApp({ origins, upstream, pages: pagesOf(build, { origins, edge }) })

const ports = base === 0 ? { atlas: 0, payments: 0, shoppable: 0 } : { atlas: base, payments: base + 1, shoppable: base + 2 }
const server = await startReferenceServer({ upstream, ports, ...(storefront === undefined ? {} : { listeners: { atlas: storefront } }) })
running.server = server
const rounds = Number(arg("--warm-up") ?? process.env.ATLAS_WARM_UP ?? WARM_UP_ROUNDS)
if (storefront !== undefined && rounds > 0) {
  // Warmed with no chaos; then the upstream is as it started: its seed, the chaos it was given.
  const chaosSettings = upstream.chaos.current
  upstream.chaos.reset()
  process.stdout.write(`Warming up: the first pages rendered ${rounds} times (--warm-up 0 skips this)...\n`)
  const warmed = await warmUp(server.origins.atlas, rounds)
  process.stdout.write(`Warmed up: ${warmed.requests} pages in ${(warmed.ms / 1000).toFixed(1)} s.\n`)
  upstream.reset()
  upstream.chaos.set(chaosSettings)
}
process.stdout.write(
  "Atlas Market demo storefront and the atlas reference upstream are running (Ctrl+C to stop)\n" +
    urlLines([
      ["storefront", `${server.origins.atlas}/${build !== undefined ? "" : "  (not built: run npm run build:demo)"}`],
      ...upstreamUrls(server.origins),
      ["API reference", `${server.origins.atlas}/docs`],
      ...(edge.geo === undefined ? [] : [["edge geolocation", edge.geo] as const]),
      ...(edge.bot === undefined ? [] : [["edge bot verdict", edge.bot] as const])
    ])
)
const stop = () => void server.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
