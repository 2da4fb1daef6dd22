/**
 * The reference upstream's development routes, mounted beside the contract on the atlas origin
 * (not part of the atlas API): sign in as a seeded shopper, sign out, list the shoppers, read and
 * set the chaos settings, reset the state; `GET /__dev/` lists them.
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

interface DevRoute {
  readonly method: "GET" | "POST"
  readonly path: string
  /** What it does, for the index at `GET /__dev/`. */
  readonly does: string
  readonly answer: <State>(context: RouteContext<State>) => Response | Promise<Response>
}

interface RouteContext<State> {
  readonly upstream: ReferenceUpstream<State>
  readonly cookies: Map<string, string>
  /** The request's JSON body as a record (empty when it is not one). */
  readonly body: () => Promise<Record<string, unknown>>
}

const routes: ReadonlyArray<DevRoute> = [
  {
    method: "GET",
    path: "/__dev/",
    does: "lists these routes",
    answer: () => json(200, { routes: routes.map(({ method, path, does }) => ({ method, path, does })) })
  },
  {
    method: "POST",
    path: "/__dev/sign-in",
    does: 'signs the session in as a seeded shopper: {"shopperId": "..."} (see GET /__dev/shoppers)',
    answer: async ({ upstream, cookies, body }) => {
      const { shopperId } = await body()
      const shopper = seededShoppers.find((s) => s.shopperId === shopperId)
      if (shopper === undefined)
        return failureResponse(fail(404, "UNKNOWN_SHOPPER", `No seeded shopper ${String(shopperId)}`), upstream.now())
      const session: Session = upstream.sessions.find(cookies) ?? upstream.sessions.open()
      session.shopperId = shopper.shopperId
      return json(200, { shopper }, withCookies({}, Sessions.cookies(session)))
    }
  },
  {
    method: "POST",
    path: "/__dev/sign-out",
    does: "signs the session out",
    answer: ({ upstream, cookies }) => {
      const session = upstream.sessions.find(cookies)
      if (session !== undefined) session.shopperId = undefined
      return json(200, { signedOut: true })
    }
  },
  { method: "GET", path: "/__dev/shoppers", does: "lists the seeded shoppers", answer: () => json(200, { shoppers: seededShoppers }) },
  { method: "GET", path: "/__dev/chaos", does: "reads the chaos settings", answer: ({ upstream }) => json(200, upstream.chaos.current) },
  {
    method: "POST",
    path: "/__dev/chaos",
    does: 'sets chaos settings by name, e.g. {"slow": 0.2, "latencyMs": 800}',
    answer: async ({ upstream, body }) => {
      const settings = await body()
      upstream.chaos.set(
        Object.fromEntries(Object.entries(settings).filter(([k, v]) => k in upstream.chaos.current && typeof v === "number"))
      )
      return json(200, upstream.chaos.current)
    }
  },
  {
    method: "POST",
    path: "/__dev/reset",
    does: "puts the upstream back to its seed",
    answer: ({ upstream }) => {
      upstream.reset()
      return json(200, { reset: true })
    }
  }
]

const devRoute = async <State>(upstream: ReferenceUpstream<State>, request: Request, url: URL): Promise<Response | undefined> => {
  if (!url.pathname.startsWith("/__dev/")) return undefined
  const route = routes.find((r) => r.method === request.method && r.path === url.pathname)
  if (route === undefined)
    return failureResponse(
      fail(404, "NOT_FOUND", `No development route ${request.method} ${url.pathname} (GET /__dev/ lists them)`),
      upstream.now()
    )
  const body = async (): Promise<Record<string, unknown>> => {
    try {
      const parsed: unknown = JSON.parse(await request.text())
      return typeof parsed === "object" && parsed !== null ? { ...parsed } : {}
    } catch {
      return {}
    }
  }
  return route.answer({ upstream, cookies: parseCookies(request.headers.get("cookie")), body })
}
