/**
 * The reference upstream of the atlas API, assembled: seeded state and every domain's routes.
 *
 * @since 0.1.0
 */
import { type AtlasState, seedState } from "./state.js"
import { storesRoutes } from "./stores/handlers.js"
import type { Route } from "./upstream/route.js"
import { ReferenceUpstream, type UpstreamOptions } from "./upstream/Upstream.js"

/** Every route of the reference upstream. */
export const routes: ReadonlyArray<Route<AtlasState>> = [...storesRoutes]

/** The reference upstream type. */
export type AtlasUpstream = ReferenceUpstream<AtlasState>

/**
 * A new reference upstream, seeded.
 *
 * @example
 * const upstream = makeReferenceUpstream()
 * const response = await upstream.handle("atlas", new Request("http://127.0.0.1:4010/atlas/v1/stores/v2/filters"))
 */
export const makeReferenceUpstream = (
  options: Partial<Omit<UpstreamOptions<AtlasState>, "routes" | "seed">> = {}
): AtlasUpstream => new ReferenceUpstream<AtlasState>({ seed: seedState, routes, ...options })
