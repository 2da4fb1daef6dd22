/**
 * The reference upstream of the atlas API, assembled: seeded state and every domain's routes.
 *
 * @since 0.1.0
 */
import { checkServiceScopes } from "./identity/tokens.js"
import { type AtlasState, seedState } from "./state.js"
import { storesRoutes } from "./stores/handlers.js"
import { catalogueRoutes } from "./catalogue/handlers.js"
import { cartsRoutes } from "./carts/handlers.js"
import { accountRoutes } from "./customer/routes.js"
import { modalityRoutes } from "./modality/handlers.js"
import { checkoutRoutes } from "./checkout/handlers.js"
import { walletRoutes } from "./wallet/handlers.js"
import { promisingRoutes } from "./promises/handlers.js"
import { orderRoutes } from "./orders/handlers.js"
import { savingsRoutes } from "./savings/handlers.js"
import { rewardsRoutes } from "./rewards/handlers.js"
import { adsRoutes } from "./ads/handlers.js"
import type { Route } from "./route.js"
import { devRoutes } from "./devRoutes.js"
import { ReferenceUpstream, type UpstreamOptions } from "./ReferenceUpstream.js"

export {
  type IdentityClient,
  type IdentityState,
  ITEM_READ_REQUIREMENT,
  OFFERS_READ_REQUIREMENT,
  REFERENCE_OFFERS_CLIENT,
  REFERENCE_SERVICE_CLIENT,
  revokeTokens,
  rotateSigningKey,
  type TokenRequirement,
  verifyServiceToken
} from "./identity/tokens.js"

export type { RequestRecord } from "./ReferenceUpstream.js"

/** Every route of the reference upstream. */
export const routes: ReadonlyArray<Route<AtlasState>> = [
  ...storesRoutes,
  ...catalogueRoutes,
  ...cartsRoutes,
  ...modalityRoutes,
  ...accountRoutes,
  ...savingsRoutes,
  ...rewardsRoutes,
  ...adsRoutes,
  ...checkoutRoutes,
  ...walletRoutes,
  ...promisingRoutes,
  ...orderRoutes
]

/**
 * A call of an operation that declares `scopes` or a `role` (offers reads, item reads) from a server
 * with a service token must carry them (403 AUTH_FAILED); shopper calls pass.
 */
const authorize: UpstreamOptions<AtlasState>["authorize"] = (op, ctx) =>
  checkServiceScopes(
    ctx.state.identity,
    ctx.request.headers.get("authorization"),
    { ...(op.scopes === undefined ? {} : { scopes: op.scopes }), ...(op.role === undefined ? {} : { role: op.role }) },
    ctx.now
  )

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
  options: Partial<Omit<UpstreamOptions<AtlasState>, "routes" | "seed" | "authorize">> = {}
): AtlasUpstream => {
  const { extra, ...rest } = options
  // The development routes are mounted beside the contract, before the app's own mounts.
  const mounted: UpstreamOptions<AtlasState>["extra"] = async (request, url) =>
    (await devRoutes(upstream)(request, url)) ?? (await extra?.(request, url))
  const upstream: AtlasUpstream = new ReferenceUpstream<AtlasState>({ seed: seedState, routes, authorize, ...rest, extra: mounted })
  return upstream
}
