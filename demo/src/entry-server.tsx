/**
 * The storefront's server entry (`vite build --ssr`, into `demo/dist/server`): renders a page
 * navigation in `npm start`'s Node process with the data layer running there. Per request: the
 * router's static handler matches the URL (loading the lazy routes), a store over the shopper's own
 * client (`atlasServerClient`: their cookies forwarded to the atlas host, what it sets passed back)
 * and the shopping context read from the request's cookie; each matched route's `handle.prefetch`
 * fetches what its first screen reads; the page is rendered to HTML with the store's snapshot
 * inlined (`dehydrate`), which the browser hydrates (main.tsx).
 * The edge's headers (edge.ts) shape the render: its geolocation header goes on every call the
 * render makes (`x-geo-location`) and, for a first-time shopper, sets the default location (the
 * located cookie: the locator's default zip); a request its bot manager marks as a bot gets the
 * crawler's default modality (source `DEFAULT_MODALITY_CRAWLER`, in its shopping-context cookie)
 * and no session or cart: the upstream's `Set-Cookie` lines are dropped and nothing is written.
 */
import { atlasServerClient, Environment, RequestContext, requestCookieStore } from "atlas-client"
import { AtlasProvider } from "atlas-client/react"
import { createAtlasStore, dehydrate, dehydratedScript } from "atlas-client/react/server"
import { StrictMode } from "react"
import * as Effect from "effect/Effect"
import { renderToString } from "react-dom/server"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router"
import type { StorefrontOrigins } from "./config.js"
import { cookieValue, FirstCookies, LABELS_COOKIE, SHOPPING_COOKIE } from "./cookies.js"
import { cookieLine, crawlerModality, edgeOf, labelsWith, locatedCookie, withCookies } from "./edge.js"
import { storefrontServices, storefrontStaleTimes } from "./layer.js"
import { labelKey } from "./myStore.js"
import { LOCATED_COOKIE, locatedSearch } from "./pages/located.js"
import { type RouteHandle, routes } from "./routes.js"

/** How the server renders: the hosts' origins, the built `index.html`, and optionally a `fetch`. */
export interface RenderOptions {
  readonly origins: StorefrontOrigins
  /** The client build's `index.html`: the page is rendered into its `#root`. */
  readonly template: string
  readonly fetch?: typeof globalThis.fetch
  /**
   * The edge's headers to read when the request has none (development, where no edge is in front:
   * `npm start --edge-geo … --edge-bot …`): the geolocation header's and the bot header's values.
   */
  readonly edge?: { readonly geo?: string; readonly bot?: string }
}

const handler = createStaticHandler(routes)

const YEAR = 365 * 24 * 60 * 60

const isHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as { readonly title?: unknown }).title === "string"

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The id of the inlined config (the other hosts' origins), read by `loadOrigins`. */
export const CONFIG_SCRIPT_ID = "storefront-config"

/**
 * Renders one page navigation: the HTML with its status (404 for an unknown path, the route error
 * boundary's page on an error) and the `Set-Cookie` lines of the session the render opened (a bot's:
 * none) and of the edge's defaults (the located cookie, a crawler's modality).
 */
export const render = async (request: Request, options: RenderOptions): Promise<Response> => {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" })
  const requestCookies = request.headers.get("cookie") ?? ""
  const context = await handler.query(request)
  // A route's redirect (none today) is answered as it is.
  if (context instanceof Response) return context

  const edge = edgeOf(request.headers, options.edge)
  const setCookie = (line: string) => headers.append("set-cookie", line)
  // A bot opens no session and writes nothing: what the upstream sets is not passed on.
  const keep = edge.bot ? () => undefined : setCookie
  const clientFor = (cookie: string) =>
    atlasServerClient(Environment.test(options.origins), {
      cookie,
      onSetCookie: (lines) => lines.forEach(keep),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch })
    })
  // The cookies the render reads: the request's, with the edge's defaults (set on the response too,
  // so the browser's first render reads the same).
  let cookies = requestCookies
  const located = edge.bot ? undefined : locatedCookie(requestCookies, edge.located)
  if (located !== undefined) {
    cookies = withCookies(cookies, [[LOCATED_COOKIE, located.value]])
    if (located.changed) setCookie(cookieLine(LOCATED_COOKIE, located.value))
  }
  const crawler = edge.bot ? await crawlerModality(clientFor(requestCookies), edge.located, edge.geoHeader, new Date()) : undefined
  if (crawler !== undefined) {
    const defaults: ReadonlyArray<readonly [string, string]> = [
      [SHOPPING_COOKIE, JSON.stringify(crawler.active)],
      [LABELS_COOKIE, labelsWith(requestCookies, labelKey(crawler.active), crawler.label)]
    ]
    cookies = withCookies(cookies, defaults)
    for (const [name, value] of defaults) if (cookieValue(requestCookies, name) !== value) setCookie(cookieLine(name, value, YEAR))
  }

  const client = clientFor(cookies)
  // The shopping context is the request's cookie; a change made while rendering goes back with the
  // page (a bot's: never).
  const shopping = requestCookieStore(cookies, keep)
  const store = createAtlasStore(storefrontServices(client, shopping), { staleTimes: storefrontStaleTimes })
  try {
    // The edge's geolocation header goes on every call of the render.
    const geoLocation = edge.geoHeader
    if (geoLocation !== undefined)
      await store.runtime.runPromise(Effect.flatMap(RequestContext, (ctx) => ctx.update((value) => ({ ...value, geoLocation }))))
    const requested = new URL(request.url)
    // The locator's default search for a first-time shopper the edge located (as the page reads it).
    const search = requested.pathname === "/" || requested.pathname === "/stores" ? locatedSearch(cookies) : undefined
    const url =
      search !== undefined && !requested.searchParams.has("zip") && !requested.searchParams.has("near")
        ? new URL(`${requested.pathname}?${search.toString()}`, requested)
        : requested
    await Promise.all(
      context.matches.map((match) => {
        const handle: unknown = match.route.handle
        const prefetch = typeof handle === "object" && handle !== null ? (handle as Partial<RouteHandle>).prefetch : undefined
        return prefetch?.(store, { url, params: match.params, cookies }) ?? Promise.resolve()
      })
    )
    const state = dehydrate(store)
    const router = createStaticRouter(handler.dataRoutes, context)
    const app = renderToString(
      <StrictMode>
        <AtlasProvider runtime={store.runtime} dehydratedState={state} staleTimes={storefrontStaleTimes}>
          <FirstCookies cookie={cookies}>
            <StaticRouterProvider router={router} context={context} />
          </FirstCookies>
        </AtlasProvider>
      </StrictMode>
    )
    const title = [...context.matches].reverse().find((m) => isHandle(m.route.handle))?.route.handle as RouteHandle | undefined
    const config = JSON.stringify({ payments: options.origins.payments, shoppable: options.origins.shoppable }).replace(/</g, "\\u003c")
    const source = crawler === undefined ? "" : `<meta name="atlas-modality-source" content="${escapeHtml(crawler.modality.source)}">`
    const html = options.template
      .replace(/<\/head>/, () => `${source}</head>`)
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(title === undefined ? "Atlas Market" : `${title.title} · Atlas Market`)}</title>`
      )
      .replace(
        /<div id="root">(<div class="boot"[^>]*>[^<]*<\/div>)?<\/div>/,
        () =>
          `<div id="root">${app}</div>${dehydratedScript(state)}<script type="application/json" id="${CONFIG_SCRIPT_ID}">${config}</script>`
      )
    // An unknown path is the 404 route; an error, the route error boundary's page.
    const notFound = context.matches.some((m) => m.route.path === "*")
    const status = context.errors !== null ? context.statusCode : notFound ? 404 : context.statusCode
    return new Response(html, { status, headers })
  } finally {
    await store.dispose()
  }
}
