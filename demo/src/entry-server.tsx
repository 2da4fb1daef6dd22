/**
 * The storefront's server entry (`vite build --ssr`, into `demo/dist/server`): renders a page
 * navigation in `npm start`'s Node process with the data layer running there. Per request: the
 * router's static handler matches the URL (loading the lazy routes), a store over the shopper's own
 * client (`atlasServerClient`: their cookies forwarded to the atlas host, what it sets passed back)
 * and the shopping context read from the request's cookie; each matched route's `handle.prefetch`
 * fetches what its first screen reads; the page is rendered to HTML with the store's snapshot
 * inlined (`dehydrate`), which the browser hydrates (main.tsx).
 */
import { atlasServerClient, Environment, requestCookieStore } from "atlas-client"
import { AtlasProvider } from "atlas-client/react"
import { createAtlasStore, dehydrate, dehydratedScript } from "atlas-client/react/server"
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router"
import type { StorefrontOrigins } from "./config.js"
import { FirstCookies } from "./cookies.js"
import { storefrontServices, storefrontStaleTimes } from "./layer.js"
import { type RouteHandle, routes } from "./routes.js"

/** How the server renders: the hosts' origins, the built `index.html`, and optionally a `fetch`. */
export interface RenderOptions {
  readonly origins: StorefrontOrigins
  /** The client build's `index.html`: the page is rendered into its `#root`. */
  readonly template: string
  readonly fetch?: typeof globalThis.fetch
}

const handler = createStaticHandler(routes)

const isHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as { readonly title?: unknown }).title === "string"

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The id of the inlined config (the other hosts' origins), read by `loadOrigins`. */
export const CONFIG_SCRIPT_ID = "storefront-config"

/**
 * Renders one page navigation: the HTML with its status (404 for an unknown path, the route error
 * boundary's page on an error) and the `Set-Cookie` lines of the session the render opened.
 */
export const render = async (request: Request, options: RenderOptions): Promise<Response> => {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" })
  const cookies = request.headers.get("cookie") ?? ""
  const context = await handler.query(request)
  // A route's redirect (none today) is answered as it is.
  if (context instanceof Response) return context

  const client = atlasServerClient(Environment.test(options.origins), {
    cookie: cookies,
    onSetCookie: (lines) => lines.forEach((line) => headers.append("set-cookie", line)),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch })
  })
  // The shopping context is the request's cookie; a change made while rendering goes back with the page.
  const shopping = requestCookieStore(cookies, (line) => headers.append("set-cookie", line))
  const store = createAtlasStore(storefrontServices(client, shopping), { staleTimes: storefrontStaleTimes })
  try {
    const url = new URL(request.url)
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
    const html = options.template
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
