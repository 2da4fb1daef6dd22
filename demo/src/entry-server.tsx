/**
 * The storefront's server entry (`vite build --ssr`, into `demo/dist/server`): renders a page
 * navigation in `npm start`'s Node process with the data layer running there. Per request: the
 * router's static handler matches the URL (loading the lazy routes), a store over the shopper's own
 * client (`atlasServerClient`: their cookies forwarded to the atlas host, what it sets passed back)
 * and the shopping context read from the request's cookie; each matched route's `handle.prefetch`
 * fetches what its first screen reads; the page is then streamed (`renderToPipeableStream`): the
 * shell (the header, the first screen with the prefetched values) with the parts below the fold (a
 * product page's recommendations and reviews, the ad slots: `useSuspenseRead` in `<Suspense>`
 * boundaries) that resolved within `PARTS_WAIT_MS` of it in place and the placeholders of the
 * others, its status decided then (404 for the `*` route, the route error boundary's status); then
 * each part still pending as its reads resolve; then, after the last part, the store's snapshot
 * (`dehydrate`: the prefetched entries and those the parts fetched into the provider's store),
 * which the browser hydrates from (main.tsx: a module script, run once the document is parsed),
 * and the rest of the template. A crawler gets the page once every part resolved, each in place.
 * A part whose read fails is left to the browser (its error state); parts still pending after 10 s
 * are given up the same way; a render that fails before its shell rejects (static.ts sends
 * `index.html`). The store is disposed once the stream is over.
 * The edge's headers (edge.ts) shape the render: its geolocation header goes on every call the
 * render makes (`x-geo-location`) and, for a first-time shopper, sets the default location (the
 * located cookie: the locator's default zip); a request its bot manager marks as a bot gets the
 * crawler's default modality (source `DEFAULT_MODALITY_CRAWLER`, in its shopping-context cookie)
 * and no session or cart: the upstream's `Set-Cookie` lines are dropped and nothing is written.
 */
import { atlasServerClient, Environment, RequestContext, requestCookieStore } from "atlas-client"
import { AtlasProvider, type SlotStore, useSlotStore } from "atlas-client/react"
import { createAtlasStore, dehydrate, dehydratedScript } from "atlas-client/react/server"
import { type ReactNode, StrictMode } from "react"
import * as Effect from "effect/Effect"
import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router"
import type { StorefrontOrigins } from "./config.js"
import {
  cookieValue,
  FIRST_COOKIES_SCRIPT_ID,
  FirstCookies,
  LABELS_COOKIE,
  PROFILE_COOKIE,
  SHOPPER_COOKIE,
  SHOPPING_COOKIE
} from "./cookies.js"
import { cookieLine, crawlerModality, edgeOf, labelsWith, locatedCookie, withCookies } from "./edge.js"
import { storefrontServices, storefrontStaleTimes } from "./layer.js"
import { labelKey } from "./myStore.js"
import { LOCATED_COOKIE, locatedSearch } from "./pages/located.js"
import { type RouteHandle, routes, type ServerLoadContext } from "./routes.js"
import { signedInShopper } from "./signedInShopper.js"
import { PART_FAILED } from "./streamed.js"

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
  /** How long the streamed parts may take before the render gives up on them (10 s by default). */
  readonly abortAfterMs?: number
  /** How long the first chunk waits for the parts below the fold once the shell is ready (`PARTS_WAIT_MS` by default). */
  readonly partsWaitMs?: number
}

/** By default, the streamed parts still pending 10 s after the request are given up (client-rendered). */
const ABORT_AFTER_MS = 10_000

/**
 * How long the first chunk waits, once the shell is ready, for the parts below the fold. Those that
 * resolve by then (a product page's rails and reviews, from an upstream that answers in time) are
 * sent in place in the first chunk: the browser lays the page out once, with no placeholders to
 * paint and then swap (each swap a style and layout pass of the page: 0.17-0.25 s at a phone's
 * speed for the product page's rails), and a shopper without JavaScript reads them. A slower part
 * streams after the shell, as before; a page with no part pending is sent at once.
 */
const PARTS_WAIT_MS = 100

/**
 * React sends a part larger than this (12.8 KB by default) on its own even when it resolved in time:
 * its placeholder first, then the part and a script that swaps it in. The product page's rails are
 * 15-18 KB each; the parts that made it into the first chunk stay in place.
 */
const PART_IN_PLACE_BYTES = 64 * 1024

const handler = createStaticHandler(routes)

const YEAR = 365 * 24 * 60 * 60

const isHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as { readonly title?: unknown }).title === "string"

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** Hands its provider's store to `into` (the server render's own, for the snapshot after the stream). */
const TapStore = ({ into, children }: { readonly into: (slots: SlotStore) => void; readonly children: ReactNode }) => {
  into(useSlotStore())
  return children
}

/** A thrown error of the data layer (typed, tagged): the browser shows it in the part's own error state. */
const isTagged = (error: unknown) => typeof error === "object" && error !== null && "_tag" in error

interface Streamed {
  /** The template up to the `#root` element's content. */
  readonly head: string
  /** What follows the React stream (the end of `#root`, the snapshot, the rest of the template). */
  readonly end: () => string
  readonly status: number
  readonly headers: Headers
  /** A crawler gets the whole page at once (every boundary resolved in place: no script needed). */
  readonly bot: boolean
  readonly abortAfterMs: number
  readonly partsWaitMs: number
}

/**
 * Renders `app` with `renderToPipeableStream` into a `Response` whose body streams: resolved when
 * every part is ready or `partsWaitMs` after the shell is (a bot's: when everything is), with
 * `head`, the shell and the parts resolved by then (in place) as its first chunk,
 * then one chunk per write React flushes (a boundary resolved), then `end()`; rejected when the
 * shell fails. The pending parts are aborted after `abortAfterMs` (and when the browser leaves);
 * `done` runs once the stream is over, however it ended.
 */
const stream = (app: ReactNode, options: Streamed, done: () => Promise<void>): Promise<Response> =>
  new Promise((resolve, reject) => {
    const encoder = new TextEncoder()
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined
    let pending: Array<Uint8Array> = [encoder.encode(options.head)]
    let over = false
    // The browser left: what the abort fails is nobody's concern.
    let left = false
    // A hung upstream call does not hold the response: its part is left to the browser.
    const timer = setTimeout(() => abort(new Error(`the page's parts took over ${options.abortAfterMs} ms`)), options.abortAfterMs)
    const finish = () => {
      if (over) return
      over = true
      clearTimeout(timer)
      void done()
    }
    // React calls `flush` after each batch of writes: one chunk each, for the compressor to flush.
    const flush = () => {
      if (pending.length === 0 || controller === undefined) return
      const chunk = new Uint8Array(Buffer.concat(pending))
      pending = []
      try {
        controller.enqueue(chunk)
      } catch {
        // The browser left: the stream is cancelled (and the render aborted).
      }
    }
    const sink = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          pending.push(chunk)
          callback()
        },
        final(callback) {
          pending.push(encoder.encode(options.end()))
          flush()
          try {
            controller?.close()
          } catch {
            // Cancelled already.
          }
          finish()
          callback()
        },
        destroy(error, callback) {
          if (!over)
            try {
              controller?.error(error ?? new Error("the render stopped"))
            } catch {
              // Cancelled already.
            }
          finish()
          callback(error)
        }
      }),
      { flush }
    )
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c
      },
      cancel: () => {
        left = true
        abort(new Error("the browser left before the page was sent"))
      }
    })
    const send = () => {
      pipe(sink)
      resolve(new Response(body, { status: options.status, headers: options.headers }))
    }
    let sent = false
    let waiting: ReturnType<typeof setTimeout> | undefined
    const sendOnce = () => {
      clearTimeout(waiting)
      if (sent) return
      sent = true
      send()
    }
    const { pipe, abort } = renderToPipeableStream(app, {
      // A crawler's page has every part in place, however large.
      progressiveChunkSize: options.bot ? Number.POSITIVE_INFINITY : PART_IN_PLACE_BYTES,
      onShellReady: () => {
        if (!options.bot) waiting = setTimeout(sendOnce, options.partsWaitMs)
      },
      onAllReady: sendOnce,
      onShellError: (error) => {
        finish()
        reject(error instanceof Error ? error : new Error(String(error)))
      },
      onError: (error) => {
        // A part's typed error is the browser's to show (it renders that part again, with its error
        // state; the digest tells it so); anything else is a bug to see in the server's output.
        if (isTagged(error)) return PART_FAILED
        if (!left) console.error("storefront: a streamed part of the page failed:", error)
        return undefined
      }
    })
  })

/** The id of the inlined config (the other hosts' origins), read by `loadOrigins`. */
export const CONFIG_SCRIPT_ID = "storefront-config"

/** A value the browser's entry reads, as a JSON script (`<` escaped, so no text in it ends the script). */
const jsonScript = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`

/**
 * Renders one page navigation: the HTML with its status (404 for an unknown path, the route error
 * boundary's page on an error) and the `Set-Cookie` lines of the session the render opened (a bot's:
 * none) and of the edge's defaults (the located cookie, a crawler's modality).
 */
export const render = async (request: Request, options: RenderOptions): Promise<Response> => {
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" })
  const requestCookies = request.headers.get("cookie") ?? ""
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
  // Disposed here when the render fails before it streams; else once the stream is done.
  let disposeNow = true
  try {
    // The edge's geolocation header goes on every call of the render.
    const geoLocation = edge.geoHeader
    if (geoLocation !== undefined)
      await store.runtime.runPromise(Effect.flatMap(RequestContext, (ctx) => ctx.update((value) => ({ ...value, geoLocation }))))
    // The routes' loaders read with the request's store (an unknown store, product or order is a 404).
    const context = await handler.query(request, { requestContext: { store } satisfies ServerLoadContext })
    // A route's redirect (none today) is answered as it is.
    if (context instanceof Response) return context
    const requested = new URL(request.url)
    // The locator's default search for a first-time shopper the edge located (as the page reads it).
    const search = requested.pathname === "/" || requested.pathname === "/stores" ? locatedSearch(cookies) : undefined
    const url =
      search !== undefined && !requested.searchParams.has("zip") && !requested.searchParams.has("near")
        ? new URL(`${requested.pathname}?${search.toString()}`, requested)
        : requested
    // The page's reads, and who the page is for (a bot: a guest, nothing asked).
    const [shopper] = await Promise.all([
      edge.bot ? undefined : signedInShopper(store.runtime, cookies),
      ...context.matches.map((match) => {
        const handle: unknown = match.route.handle
        const prefetch = typeof handle === "object" && handle !== null ? (handle as Partial<RouteHandle>).prefetch : undefined
        return prefetch?.(store, { url, params: match.params, cookies }) ?? Promise.resolve()
      })
    ])
    if (shopper !== cookieValue(cookies, SHOPPER_COOKIE))
      setCookie(shopper === undefined ? cookieLine(SHOPPER_COOKIE, "", 0) : cookieLine(SHOPPER_COOKIE, shopper, YEAR))
    const state = dehydrate(store)
    const router = createStaticRouter(handler.dataRoutes, context)
    // The cookies the pages read on their first render (none of them a secret), written into the page
    // for the browser's first render.
    const firstCookies = withCookies("", [
      ...[SHOPPING_COOKIE, LABELS_COOKIE, PROFILE_COOKIE, LOCATED_COOKIE].flatMap((name) => {
        const value = cookieValue(cookies, name)
        return value === undefined ? [] : [[name, value] as const]
      }),
      ...(shopper === undefined ? [] : [[SHOPPER_COOKIE, shopper] as const])
    ])
    // The provider's own store: seeded with the prefetched snapshot, it also holds what the
    // streamed boundaries fetch (`useSuspenseRead`), for the snapshot written after the stream.
    let provided: SlotStore | undefined
    const app = (
      <StrictMode>
        <AtlasProvider runtime={store.runtime} dehydratedState={state} staleTimes={storefrontStaleTimes}>
          <TapStore into={(slots) => (provided = slots)}>
            <FirstCookies cookie={firstCookies}>
              <StaticRouterProvider router={router} context={context} />
            </FirstCookies>
          </TapStore>
        </AtlasProvider>
      </StrictMode>
    )
    const title = [...context.matches].reverse().find((m) => isHandle(m.route.handle))?.route.handle as RouteHandle | undefined
    const config = { payments: options.origins.payments, shoppable: options.origins.shoppable }
    const source = crawler === undefined ? "" : `<meta name="atlas-modality-source" content="${escapeHtml(crawler.modality.source)}">`
    const page = options.template
      .replace(/<\/head>/, () => `${source}</head>`)
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(title === undefined ? "Atlas Market" : `${title.title} · Atlas Market`)}</title>`
      )
    const root = /<div id="root">(<div class="boot"[^>]*>[^<]*<\/div>)?<\/div>/.exec(page)
    if (root === null) throw new Error("the template has no #root")
    const head = `${page.slice(0, root.index)}<div id="root">`
    const tail = page.slice(root.index + root[0].length)
    // An unknown path is the 404 route; an error, the route error boundary's page.
    const notFound = context.matches.some((m) => m.route.path === "*")
    const status = context.errors !== null ? context.statusCode : notFound ? 404 : context.statusCode
    // The snapshot, completed with what the streamed boundaries fetched, after the stream's last chunk.
    const snapshot = () => {
      const streamed = provided === undefined ? [] : dehydrate(provided).entries
      const held = new Set(state.entries.map((e) => e.id))
      return { ...state, entries: [...state.entries, ...streamed.filter((e) => !held.has(e.id))] }
    }
    const end = () =>
      `</div>${dehydratedScript(snapshot())}${jsonScript(CONFIG_SCRIPT_ID, config)}${jsonScript(FIRST_COOKIES_SCRIPT_ID, firstCookies)}${tail}`
    disposeNow = false
    return await stream(
      app,
      {
        head,
        end,
        status,
        headers,
        bot: edge.bot,
        abortAfterMs: options.abortAfterMs ?? ABORT_AFTER_MS,
        partsWaitMs: options.partsWaitMs ?? PARTS_WAIT_MS
      },
      () => {
        provided?.dispose()
        return store.dispose()
      }
    )
  } finally {
    if (disposeNow) await store.dispose()
  }
}
