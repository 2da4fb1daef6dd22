/**
 * `atlas-client/testing`: the reference upstream (seeded, stateful, strict), its msw handlers, its
 * chaos switches, and clients of it for tests. Browser-safe: the Node server is
 * `atlas-client/testing/node` (`startReferenceServer`) and the `atlas-upstream` command. The msw
 * handlers need `msw` (an optional peer dependency: `npm i -D msw@^2`).
 *
 * @since 0.1.0
 */
export * from "./client.js"
export * from "./inMemory.js"
export * from "./msw.js"
export * from "../upstream/reference.js"
export * from "../upstream/state.js"
export { type ChaosSettings, calm, Chaos, parseChaos } from "../upstream/chaos.js"
export { fail, UpstreamFailure } from "../upstream/failure.js"
export { type CallContext, type Handler, route, type Route } from "../upstream/route.js"
export { seededShoppers, type Shopper } from "../upstream/sessions.js"
export { ReferenceUpstream, type RequestRecord, type UpstreamOptions } from "../upstream/ReferenceUpstream.js"
export * from "./observe.js"
export * from "./fixtures.js"
export * from "./referenceLayer.js"
