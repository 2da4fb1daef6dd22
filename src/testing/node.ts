/**
 * `atlas-client/testing/node` (Node only): the reference upstream on real HTTP servers over
 * loopback, for tests that need a real origin (a browser, another process, `fetch` without msw)
 * and for tools. The same upstream as a command: `npx atlas-upstream --port 4010`.
 *
 * @example
 * import { startReferenceServer } from "atlas-client/testing/node"
 * const server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
 * // ... shopperClient({ origins: server.origins })
 * await server.close()
 *
 * @since 0.2.0
 */
export { type RunningServer, type ServerOptions, startReferenceServer } from "../upstream/server/node.js"
export { type AboutOptions, aboutRoutes } from "../upstream/server/about.js"
export { type NodeMiddleware, sameOriginMiddleware } from "../upstream/server/sameOrigin.js"
