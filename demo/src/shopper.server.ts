/**
 * Who a page request is for, on the server: the cookies the render reads (the request's, with the
 * edge's defaults: the located cookie of a first-time shopper, a crawler's modality), the
 * `Set-Cookie` lines the response carries (what the atlas host set while the loaders ran, the
 * edge's defaults; a bot's: none of the host's), and stores over the shopper's own client
 * (`atlasServerClient`: their cookies forwarded to the atlas host) with the shopping context read
 * from the request's cookie and the edge's geolocation header on every call. One per request,
 * shared by its loaders and the server render (React Router's load context is the key), made with
 * the first loader that asks: one store per request, so one session for a new visitor, and one
 * snapshot of what the page's loaders and its streamed parts fetched, which the server entry writes
 * after the page.
 */
import { atlasServerClient, Environment, RequestContext, requestCookieStore } from "atlas-client"
import { type AtlasStore, createAtlasStore } from "atlas-client/react/server"
import * as Effect from "effect/Effect"
import { type AppLoadContext, redirect } from "react-router"
import type { StorefrontOrigins } from "./config.js"
import { cookieValue, LABELS_COOKIE, SHOPPING_COOKIE } from "./cookies.js"
import { cookieLine, type CrawlerModality, crawlerModality, edgeOf, labelsWith, locatedCookie, withCookies, YEAR_SECONDS } from "./edge.js"
import { type StorefrontServices, storefrontServices, storefrontStaleTimes } from "./layer.js"
import { labelKey } from "./myStore.js"
import { LOCATED_COOKIE } from "./pages/located.js"

/** What the server hands the storefront's loaders and its render (`getLoadContext`). */
export interface StorefrontLoadContext {
  /** The hosts the render calls (the atlas host's origin is where the shopper's cookies go). */
  readonly origins: StorefrontOrigins
  /**
   * The edge's headers to read when the request has none (development, where no edge is in front:
   * `npm start --edge-geo … --edge-bot …`): the geolocation header's and the bot header's values.
   */
  readonly edge?: { readonly geo?: string; readonly bot?: string }
  readonly fetch?: typeof globalThis.fetch
  /** Where the browser build's files are (the page inlines its stylesheet from there). */
  readonly clientFiles?: string
  /** How long the streamed parts may take before the render gives up on them (10 s by default). */
  readonly abortAfterMs?: number
  /** How long the first chunk waits for the parts below the fold once the shell is ready (0.1 s by default). */
  readonly partsWaitMs?: number
}

declare module "react-router" {
  interface AppLoadContext extends StorefrontLoadContext {}
}

/** One page request's shopper. */
export interface Shopper {
  /** The cookies the render reads (with those an action set: `keepCookie`). */
  cookies: string
  /** The `Set-Cookie` lines the response carries. */
  readonly setCookie: Array<string>
  /** A bot: no session, nothing written, the crawler's default modality. */
  readonly bot: boolean
  readonly crawler: CrawlerModality | undefined
  readonly origins: StorefrontOrigins
  /** The request's store over the shopper's client: the loaders prefetch into it, the render reads from it. */
  readonly store: AtlasStore<StorefrontServices>
}

const shoppers = new WeakMap<AppLoadContext, Promise<Shopper>>()

const open = async (request: Request, context: AppLoadContext): Promise<Shopper> => {
  const setCookie: Array<string> = []
  const requestCookies = request.headers.get("cookie") ?? ""
  const edge = edgeOf(request.headers, context.edge)
  // A bot opens no session and writes nothing: what the upstream sets is not passed on.
  const keep = edge.bot ? () => undefined : (line: string) => void setCookie.push(line)
  const clientFor = (cookie: string) =>
    atlasServerClient(Environment.test(context.origins), {
      cookie,
      onSetCookie: (lines) => lines.forEach(keep),
      ...(context.fetch === undefined ? {} : { fetch: context.fetch })
    })
  let cookies = requestCookies
  const located = edge.bot ? undefined : locatedCookie(requestCookies, edge.located)
  if (located !== undefined) {
    cookies = withCookies(cookies, [[LOCATED_COOKIE, located.value]])
    if (located.changed) setCookie.push(cookieLine(LOCATED_COOKIE, located.value))
  }
  const crawler = edge.bot ? await crawlerModality(clientFor(requestCookies), edge.located, edge.geoHeader, new Date()) : undefined
  if (crawler !== undefined) {
    const defaults: ReadonlyArray<readonly [string, string]> = [
      [SHOPPING_COOKIE, JSON.stringify(crawler.active)],
      [LABELS_COOKIE, labelsWith(requestCookies, labelKey(crawler.active), crawler.label)]
    ]
    cookies = withCookies(cookies, defaults)
    for (const [name, value] of defaults)
      if (cookieValue(requestCookies, name) !== value) setCookie.push(cookieLine(name, value, YEAR_SECONDS))
  }
  const client = clientFor(cookies)
  const geoLocation = edge.geoHeader
  // The shopping context is the request's cookie; a change made while loading goes back with the page (a bot's: never).
  const store = createAtlasStore(storefrontServices(client, requestCookieStore(cookies, keep)), { staleTimes: storefrontStaleTimes })
  if (geoLocation !== undefined)
    await store.runtime.runPromise(Effect.flatMap(RequestContext, (ctx) => ctx.update((value) => ({ ...value, geoLocation }))))
  return { cookies, setCookie, bot: edge.bot, crawler, origins: context.origins, store }
}

/** The request's shopper (made once per request). */
export const shopperOf = (request: Request, context: AppLoadContext): Promise<Shopper> => {
  const known = shoppers.get(context)
  if (known !== undefined) return known
  const made = open(request, context)
  shoppers.set(context, made)
  return made
}

/**
 * Ends the request's shopper: its store is disposed (the server entry calls it once the page's
 * stream is over, or once a route's data is sent).
 */
export const closeShopper = async (context: AppLoadContext): Promise<void> => {
  const shopper = shoppers.get(context)
  shoppers.delete(context)
  if (shopper !== undefined) await (await shopper).store.dispose()
}

/**
 * Sets a cookie for a year: on the response, and in the cookies the request's loaders and render
 * read (an action answering with its page: the page reads what the action set).
 */
export const keepCookie = (shopper: Shopper, name: string, value: string): void => {
  shopper.setCookie.push(cookieLine(name, value, YEAR_SECONDS))
  shopper.cookies = withCookies(shopper.cookies, [[name, value]])
}

/** Puts the request's `Set-Cookie` lines on a response's headers. */
export const sendCookies = (shopper: Shopper, headers: Headers): void => {
  for (const line of shopper.setCookie) headers.append("set-cookie", line)
}

/**
 * An action's answer once its write is done: the shopper is brought back to `to` (303) with the
 * request's cookies, and the request's shopper ends (no page is rendered for it).
 */
export const backTo = async (context: AppLoadContext, shopper: Shopper, to: string): Promise<Response> => {
  const headers = new Headers()
  sendCookies(shopper, headers)
  await closeShopper(context)
  return redirect(to, { status: 303, headers })
}

/** A loader's body run with the request's store and shopper (what it prefetches goes with the page). */
export const loadAs = async <T extends object>(
  { request, context }: { readonly request: Request; readonly context: AppLoadContext },
  body: (store: AtlasStore<StorefrontServices>, shopper: Shopper) => Promise<T>
): Promise<T> => {
  const shopper = await shopperOf(request, context)
  return body(shopper.store, shopper)
}
