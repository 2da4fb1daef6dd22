#!/usr/bin/env node
/**
 * `atlas-upstream` (`npx atlas-upstream --port 4010`): the reference upstream as a tool, on real
 * Node servers: the atlas API (with `/openapi.json`, the development routes `/__dev/sign-in`,
 * `/__dev/chaos`, `/__dev/reset`, and an about page at `/`) on one port, the payments and
 * shoppable-ads hosts on the next two; prints the URLs. No storefront (that is `npm start` in the
 * repository).
 *
 * Options: `--port N` (atlas; the others follow; 0 picks free ports for all three; default 4010 or
 * `PORT`), `--host H` (default 127.0.0.1), `--chaos unavailable=0.1,throttled=0.05,seed=7` (or
 * `ATLAS_CHAOS`), `--help`.
 *
 * @since 0.2.0
 */
import { parseArgs } from "node:util"
import { referencePorts, type TestOrigins } from "../../layers/Environment.js"
import { parseChaos } from "../chaos.js"
import { makeReferenceUpstream } from "../reference.js"
import { aboutRoutes, upstreamUrls, urlLines } from "./about.js"
import { startReferenceServer } from "./node.js"

const usage = `Usage: atlas-upstream [--port N] [--host H] [--chaos SPEC]

The atlas reference upstream (seeded, stateful, in memory) on real HTTP servers.
  --port N      the atlas API's port (default ${referencePorts.atlas}, or PORT); payments and shoppable ads
                take the next two; 0 picks free ports for all three
  --host H      the address to listen on (default 127.0.0.1)
  --chaos SPEC  seeded faults, e.g. unavailable=0.1,throttled=0.05,seed=7 (or ATLAS_CHAOS)
  --help        this text
`

const fail = (message: string): never => {
  process.stderr.write(`atlas-upstream: ${message}\n\n${usage}`)
  process.exit(2)
}

const options = (() => {
  try {
    return parseArgs({
      options: { port: { type: "string" }, host: { type: "string" }, chaos: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true
    }).values
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e))
  }
})()

if (options.help === true) {
  process.stdout.write(usage)
  process.exit(0)
}

const portText = options.port ?? process.env["PORT"] ?? String(referencePorts.atlas)
const base = /^\d+$/.test(portText) ? Number(portText) : Number.NaN
if (!(base >= 0 && base <= 65533)) fail(`--port must be a number from 0 to 65533, not ${portText}`)
const chaos = options.chaos ?? process.env["ATLAS_CHAOS"]

// The OpenAPI document's test servers are the hosts' origins, known once the servers listen.
const running: { origins?: TestOrigins } = {}
const upstream = makeReferenceUpstream({
  ...(chaos === undefined ? {} : { chaos: parseChaos(chaos) }),
  extra: aboutRoutes({ atRoot: true, origins: () => running.origins })
})
const ports = base === 0 ? { atlas: 0, payments: 0, shoppable: 0 } : { atlas: base, payments: base + 1, shoppable: base + 2 }
const server = await startReferenceServer({ upstream, ports, ...(options.host === undefined ? {} : { hostname: options.host }) }).catch(
  (e: unknown) => fail(e instanceof Error ? e.message : String(e))
)
running.origins = server.origins
process.stdout.write(`The atlas reference upstream is running (Ctrl+C to stop)\n${urlLines(upstreamUrls(server.origins))}`)

const stop = () => void server.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
