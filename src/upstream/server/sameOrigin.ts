/**
 * The reference upstream's hosts on one origin, as in production: the atlas API under its base
 * path (`/atlas/v1`) with the development routes (`/__dev/*`) and the identity paths, and the
 * payments and shoppable-ads hosts at their operations' own paths (`/payment/v1/...`,
 * `/weeklyads/...`), which no two hosts share. A request at any other path is passed on (the app's
 * pages and assets). The Vite plugin (`atlas-client/vite`) mounts it in a dev server.
 *
 * @since 0.3.0
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Host } from "../../core/Operation.js"
import type { AtlasUpstream } from "../reference.js"
import { handleNodeRequest } from "./node.js"

/** The host of the reference upstream that serves `pathname` on a shared origin, or `undefined` when none does. */
export const hostAt = (upstream: AtlasUpstream, pathname: string): Host | undefined => {
  if (upstream.isApiPath(pathname) || pathname.startsWith("/__dev/")) return "atlas"
  for (const host of ["payments", "shoppable"] as const) if (upstream.allowedMethods(host, pathname) !== undefined) return host
  // The identity paths (the OAuth token) are served at the atlas origin, beside the base path.
  return upstream.allowedMethods("atlas", pathname) === undefined ? undefined : "atlas"
}

/** A connect-style middleware (Vite's, Express's): `next()` for a path the upstream does not serve. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * The reference upstream as one middleware on the app's own origin: each request at a path one of
 * its hosts serves is answered by that host, the others go on to `next`.
 *
 * @example
 * const mount = sameOriginMiddleware(makeReferenceUpstream())
 * // app.use(mount): `/atlas/v1/...`, `/payment/v1/...`, `/weeklyads/...` answered on the app's origin
 */
export const sameOriginMiddleware =
  (upstream: AtlasUpstream): NodeMiddleware =>
  (req, res, next) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname
    const host = hostAt(upstream, pathname)
    if (host === undefined) return next()
    const scheme = "encrypted" in req.socket && req.socket.encrypted === true ? "https" : "http"
    handleNodeRequest(upstream, host, `${scheme}://${req.headers.host ?? "localhost"}`, req, res)
  }
