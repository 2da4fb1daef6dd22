/**
 * What the edge in front of the storefront says about a page request (server only: imported by
 * shopper.server.ts): its geolocation header (spec §7, `EDGE_GEOLOCATION_HEADER`) and its bot
 * manager's verdict (spec §3, `BOT_HEADER`). In development there is no edge: `npm start --edge-geo …
 * --edge-bot …` adds the headers to every page request (demo/server/main.ts).
 */
import { type ActiveModality, type Modality, Stores, toActiveModality, type AtlasClient, RequestContext } from "atlas-client"
import {
  BOT_HEADER,
  DEFAULT_LOCATION,
  EDGE_GEOLOCATION_HEADER,
  edgeZip,
  excludedStoreTypes,
  isBot,
  isKnownModality,
  parseBotHeader,
  parseEdgeGeolocation
} from "atlas-client/rules"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { cookieValue, LABELS_COOKIE, SHOPPING_COOKIE } from "./cookies.js"
import { LOCATED_COOKIE, type Located } from "./pages/located.js"

/** The edge's word on one page request. */
export interface EdgeRequest {
  /** The geolocation header as it came (forwarded as `x-geo-location` on the render's calls). */
  readonly geoHeader: string | undefined
  /** Where it locates the shopper (zip, point), when it says anything usable. */
  readonly located: Located | undefined
  /** Whether its bot manager marks the request as a bot. */
  readonly bot: boolean
}

/**
 * Reads the edge's headers of a page request; `assumed` are the values to read when a header is
 * absent (development: no edge in front).
 */
export const edgeOf = (headers: Headers, assumed: { readonly geo?: string; readonly bot?: string } = {}): EdgeRequest => {
  const raw = (headers.get(EDGE_GEOLOCATION_HEADER) ?? assumed.geo)?.trim()
  const geoHeader = raw === undefined || raw === "" ? undefined : raw
  const geo = geoHeader === undefined ? undefined : parseEdgeGeolocation(geoHeader)
  const located: Located | undefined =
    geo === undefined
      ? undefined
      : {
          ...Option.match(edgeZip(geo), { onNone: () => ({}), onSome: (zip) => ({ zip }) }),
          ...(Option.isSome(geo.lat) && Option.isSome(geo.long) ? { lat: geo.lat.value, lng: geo.long.value } : {})
        }
  const bot = headers.get(BOT_HEADER) ?? assumed.bot ?? null
  return {
    geoHeader,
    located: located === undefined || Object.keys(located).length === 0 ? undefined : located,
    bot: bot !== null && isBot(parseBotHeader(bot))
  }
}

/** A year, in seconds: how long the storefront's lasting cookies are kept. */
export const YEAR_SECONDS = 365 * 24 * 60 * 60

/** A storefront cookie for this visit (no `Max-Age`: gone with the browser session), or for a year. */
export const cookieLine = (name: string, value: string, maxAgeSeconds?: number): string =>
  `${name}=${encodeURIComponent(value)}; Path=/;${maxAgeSeconds === undefined ? "" : ` Max-Age=${maxAgeSeconds};`} SameSite=Lax`

/** A `Cookie` header with some cookies set (replaced when there). */
export const withCookies = (cookies: string, set: ReadonlyArray<readonly [string, string]>): string => {
  const names = new Set(set.map(([name]) => name))
  const kept = cookies
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !names.has(part.slice(0, Math.max(0, part.indexOf("=")))))
  return [...kept, ...set.map(([name, value]) => `${name}=${encodeURIComponent(value)}`)].join("; ")
}

/**
 * The located cookie a first-time shopper's page sets (the cookies the render reads, and the
 * `Set-Cookie` line when it changes), or nothing for a shopper with a shopping context already.
 */
export const locatedCookie = (
  cookies: string,
  located: Located | undefined
): { readonly value: string; readonly changed: boolean } | undefined => {
  if (located === undefined || cookieValue(cookies, SHOPPING_COOKIE) !== undefined) return undefined
  const value = JSON.stringify(located)
  return { value, changed: cookieValue(cookies, LOCATED_COOKIE) !== value }
}

/** The crawler's default modality, with the store's name. */
export interface CrawlerModality {
  readonly modality: Modality
  readonly active: ActiveModality
  readonly label: string
}

/**
 * The default modality of a crawler (source `DEFAULT_MODALITY_CRAWLER`, spec §3): in-store at the
 * store nearest the edge's point, else nearest the spec's default location (spec §9: searched with
 * max results 1); none when no store is found or the search fails. The search carries the edge's
 * geolocation header like the render's other calls.
 */
export const crawlerModality = (
  client: Layer.Layer<AtlasClient>,
  located: Located | undefined,
  geoHeader: string | undefined,
  now: Date
): Promise<CrawlerModality | undefined> =>
  Effect.gen(function* () {
    if (geoHeader !== undefined) yield* (yield* RequestContext).update((value) => ({ ...value, geoLocation: geoHeader }))
    const latLng = located?.lat !== undefined && located.lng !== undefined ? { lat: located.lat, lng: located.lng } : DEFAULT_LOCATION
    const found = yield* (yield* Stores).locateStores({ latLng, maxResults: 1, excludeStoreTypes: excludedStoreTypes("IN_STORE") })
    const store = found.stores[0]?.store
    if (store === undefined) return undefined
    const modality: Modality = {
      id: `crawler-${store.locationId}`,
      modalityType: "IN_STORE",
      createdDate: now.toISOString(),
      destination: { location: { locationId: store.locationId } },
      source: "DEFAULT_MODALITY_CRAWLER",
      isTrustedSource: false
    }
    if (!isKnownModality(modality)) return undefined
    return { modality, active: toActiveModality(modality), label: store.name }
  }).pipe(
    Effect.catchAll(() => Effect.succeed(undefined)),
    Effect.provide(Layer.provideMerge(Stores.Default, client)),
    Effect.runPromise
  )

/** The labels cookie with the crawler's store named (so the header names it, on the server and in the browser). */
export const labelsWith = (cookies: string, key: string, label: string): string => {
  let labels: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(cookieValue(cookies, LABELS_COOKIE) ?? "{}")
    if (typeof parsed === "object" && parsed !== null) labels = { ...parsed }
  } catch {
    // a new set of labels
  }
  return JSON.stringify({ ...labels, [key]: label })
}
