/**
 * The reference upstream's development routes, mounted beside the contract on the atlas origin
 * (not part of the atlas API): sign in as a seeded shopper, sign out, list the shoppers, read and
 * set the chaos settings, reset the state.
 *
 * @since 0.2.0
 */
import { fail } from "./failure.js"
import { corsHeaders, failureResponse, json } from "./http.js"
import { parseCookies, seededShoppers, type Session, Sessions } from "./sessions.js"
import { type ReferenceUpstream, withCookies } from "./ReferenceUpstream.js"

/** The development routes of `upstream` (`/__dev/*`), as a mount: `undefined` for any other path. */
export const devRoutes =
  <State>(upstream: ReferenceUpstream<State>) =>
  async (request: Request, url: URL): Promise<Response | undefined> => {
    const response = await devRoute(upstream, request, url)
    if (response === undefined) return undefined
    for (const [k, v] of Object.entries(corsHeaders("atlas", request.headers.get("origin")))) response.headers.set(k, v)
    return response
  }

const devRoute = async <State>(upstream: ReferenceUpstream<State>, request: Request, url: URL): Promise<Response | undefined> => {
  if (!url.pathname.startsWith("/__dev/")) return undefined
  const now = upstream.now()
  const cookies = parseCookies(request.headers.get("cookie"))
  const route = `${request.method} ${url.pathname}`
  const body = async (): Promise<Record<string, unknown>> => {
    try {
      const parsed: unknown = JSON.parse(await request.text())
      return typeof parsed === "object" && parsed !== null ? { ...parsed } : {}
    } catch {
      return {}
    }
  }
  switch (route) {
    case "POST /__dev/sign-in": {
      const { shopperId } = await body()
      const shopper = seededShoppers.find((s) => s.shopperId === shopperId)
      if (shopper === undefined) return failureResponse(fail(404, "UNKNOWN_SHOPPER", `No seeded shopper ${String(shopperId)}`), now)
      const session: Session = upstream.sessions.find(cookies) ?? upstream.sessions.open()
      session.shopperId = shopper.shopperId
      return json(200, { shopper }, withCookies({}, Sessions.cookies(session)))
    }
    case "POST /__dev/sign-out": {
      const session = upstream.sessions.find(cookies)
      if (session !== undefined) session.shopperId = undefined
      return json(200, { signedOut: true })
    }
    case "GET /__dev/shoppers":
      return json(200, { shoppers: seededShoppers })
    case "GET /__dev/chaos":
      return json(200, upstream.chaos.current)
    case "POST /__dev/chaos": {
      const settings = await body()
      upstream.chaos.set(
        Object.fromEntries(Object.entries(settings).filter(([k, v]) => k in upstream.chaos.current && typeof v === "number"))
      )
      return json(200, upstream.chaos.current)
    }
    case "POST /__dev/reset":
      upstream.reset()
      return json(200, { reset: true })
    default:
      return failureResponse(fail(404, "NOT_FOUND", `No development route ${route}`), now)
  }
}
