/**
 * The edge's headers in the server-rendered storefront (issue 26 item 6).
 * Spec §7: "Geolocation comes from an edge header of comma-separated key=value pairs (zip, areacode,
 * county split by +; lat, long, city, region_code, country_code)", and "optionally customer context,
 * geo-location, A/B test headers". Spec §5: "Edge location zip uses the first 5 characters of the
 * first zip." Spec §3: "bot header parse (botType, botNetId, botManagerAction, detectionCategories,
 * botScore, botScoreResponseSegment)" and the persisted source `DEFAULT_MODALITY_CRAWLER`.
 * Spec §9: "default location 39.8283,-98.5795 with max results 1".
 * The storefront is served in this process as `npm start` serves it (so the upstream's log is read
 * directly); one test starts `npm start`'s own process with its `--edge-geo` and `--edge-bot` options.
 */
import type { ChildProcess } from "node:child_process"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { cookieNameOf } from "../../src/layers/CookieStore.js"
import { BOT_HEADER } from "../../src/rules/bot.js"
import { EDGE_GEOLOCATION_HEADER } from "../../src/rules/edge.js"
import { excludedStoreTypes } from "../../src/rules/stores.js"
import { DEFAULT_LOCATION } from "../../src/schema/stores.js"
import { SHOPPING_CONTEXT_KEY } from "../../src/services/ShoppingContext.js"
import { type Storefront, startStorefront } from "../e2e/harness.js"
import { buildStorefrontIfStale, startNpmStartServer } from "../e2e/setup.js"

const SHOPPING_COOKIE = cookieNameOf(SHOPPING_CONTEXT_KEY)
// The spec's example header (a range first: its start is the zip), a point in Cincinnati.
const GEO =
  "georegion=246,country_code=US,region_code=OH,city=CINCINNATI,dma=515,pmsa=1640,areacode=513,county=HAMILTON,fips=39061,lat=39.1007,long=-84.5130,timezone=EST,zip=45202-45203+45206+45999,continent=NA"
const BOT =
  "botType=AKAMAI_CATEGORIZED;botNetId=1234;detectionCategories=Web Search Engine Bots;botScore=87;botScoreResponseSegment=aggressive"
const HUMAN = "botScore=3;botScoreResponseSegment=human"

let storefront: Storefront | undefined

beforeAll(async () => {
  await buildStorefrontIfStale("storefront")
  storefront = await startStorefront()
}, 180_000)

afterAll(async () => {
  await storefront?.close()
})

beforeEach(() => {
  storefront?.upstream.reset()
})

const served = (): Storefront => {
  if (storefront === undefined) throw new Error("the storefront is not running")
  return storefront
}

const page = async (origin: string, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers: { accept: "text/html", ...headers } })
  return { response, html: (await response.text()).replaceAll("<!-- -->", "") }
}

const cookieNames = (response: Response) => response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")))

/** The store the upstream's locator finds nearest a point for in-store shopping (asked of the API directly). */
const nearestInStore = async (origin: string, point: { readonly lat: number; readonly lng: number }) => {
  const query = new URLSearchParams({
    "filter.latLong": `${point.lat},${point.lng}`,
    "filter.maxResults": "1",
    "filter.excludeStoreTypes": excludedStoreTypes("IN_STORE").join(",")
  })
  const response = await fetch(`${origin}/atlas/v1/stores/v2/locator?${query.toString()}`)
  const body = (await response.json()) as {
    readonly data: { readonly stores: ReadonlyArray<{ readonly store: { readonly locationId: string; readonly name: string } }> }
  }
  const store = body.data.stores[0]?.store
  if (store === undefined) throw new Error("no store near the point")
  return store
}

describe("the edge's geolocation header (spec §7)", () => {
  it("gives a first-time shopper the locator's default zip: the stores near it are in the server's HTML", async () => {
    const { url, upstream } = served()
    const { response, html } = await page(url, "/stores", { [EDGE_GEOLOCATION_HEADER]: GEO })
    expect(response.status).toBe(200)
    // "the first 5 characters of the first zip": 45202-45203 gives 45202.
    const count = /(\d+) stores near 45202/.exec(html)
    expect(Number(count?.[1])).toBeGreaterThan(0)
    expect((html.match(/class="store-card__name"/g) ?? []).length).toBe(Number(count?.[1]))
    expect(html).toMatch(/<input[^>]*name="zip"[^>]*value="45202"/)
    // The located default is kept for the visit (the browser's first render reads it), with the point.
    const located = response.headers.getSetCookie().find((line) => line.startsWith("atlas-market-located="))
    expect(JSON.parse(decodeURIComponent(located?.split(";")[0]?.split("=")[1] ?? "null"))).toStrictEqual({
      zip: "45202",
      lat: 39.1007,
      lng: -84.513
    })
    // The render's calls carried the edge's header as the geo-location header.
    const calls = upstream.log.filter((r) => r.host === "atlas")
    expect(calls.map((r) => r.operation)).toContain("Stores.searchStores")
    expect(calls.map((r) => r.headers["x-geo-location"])).toStrictEqual(calls.map(() => GEO))
  })

  it("does not change the default of a shopper with a shopping context, but still goes on the render's calls", async () => {
    const { url, upstream } = served()
    const context = `${SHOPPING_COOKIE}=${encodeURIComponent(JSON.stringify({ type: "DELIVERY", postalCode: "10001" }))}`
    const { response, html } = await page(url, "/stores?zip=45206&modality=PICKUP", { [EDGE_GEOLOCATION_HEADER]: GEO, cookie: context })
    expect(response.status).toBe(200)
    expect(html).toMatch(/\d+ stores near 45206/)
    expect(cookieNames(response)).not.toContain("atlas-market-located")
    const search = upstream.calls("Stores.searchStores")
    expect(search.length).toBe(1)
    expect(search[0]?.headers["x-geo-location"]).toBe(GEO)

    // Bare, that shopper's locator starts empty (no located default).
    const bare = await page(url, "/stores", { [EDGE_GEOLOCATION_HEADER]: GEO, cookie: context })
    expect(bare.html).toContain("Find your nearest Atlas Market")
  })

  it("without the header nothing is located and no geo-location header is sent", async () => {
    const { url, upstream } = served()
    const { response, html } = await page(url, "/shop?q=milk")
    expect(response.status).toBe(200)
    expect(html).toContain("Results for “milk”")
    expect(cookieNames(response)).toStrictEqual(["atlas_session", "XSRF-TOKEN"])
    const calls = upstream.log.filter((r) => r.host === "atlas")
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.filter((r) => r.headers["x-geo-location"] !== undefined)).toStrictEqual([])
  })
})

describe("the bot header (spec §3)", () => {
  it("a bot gets the crawler's default modality, in-store at the store nearest the edge's point, and no session or cart", async () => {
    const { url, upstream } = served()
    const store = await nearestInStore(url, { lat: 39.1007, lng: -84.513 })
    upstream.reset()
    const { response, html } = await page(url, "/shop?q=milk", { [BOT_HEADER]: BOT, [EDGE_GEOLOCATION_HEADER]: GEO })
    expect(response.status).toBe(200)
    expect(html).toContain("Results for “milk”")
    expect(html).toMatch(/<meta name="atlas-modality-source" content="DEFAULT_MODALITY_CRAWLER"\/?>/)
    expect(html).toMatch(new RegExp(`data-modality="IN_STORE"><span class="my-store__label">Shopping in-store at`))
    expect(html).toContain(`<span class="my-store__name">${store.name}</span>`)
    // No session, XSRF or cart cookie: only the crawler's modality and its store's name.
    expect(cookieNames(response).sort()).toStrictEqual([SHOPPING_COOKIE, "atlas-market-labels"].sort())
    expect(response.headers.getSetCookie().find((line) => line.startsWith(`${SHOPPING_COOKIE}=`))).toContain(
      encodeURIComponent(JSON.stringify({ type: "IN_STORE", locationId: store.locationId, facilityId: store.locationId }))
    )
    // No cart was made or written while rendering; the search went out with the crawler's modality.
    const atlas = upstream.log.filter((r) => r.host === "atlas")
    expect(atlas.filter((r) => r.method !== "GET")).toStrictEqual([])
    expect(atlas.filter((r) => r.path.startsWith("/carts"))).toStrictEqual([])
    const search = upstream.calls("ProductSearch.searchProducts")
    expect(search.length).toBe(1)
    expect(search[0]?.headers["x-modality-type"]).toBe("IN_STORE")
    expect(search[0]?.headers["x-facility-id"]).toBe(store.locationId)
    expect(atlas.map((r) => r.headers["x-geo-location"])).toStrictEqual(atlas.map(() => GEO))
  })

  it("without the edge's point, the crawler's store is the one nearest the spec's default location", async () => {
    const { url, upstream } = served()
    const store = await nearestInStore(url, DEFAULT_LOCATION)
    upstream.reset()
    const { html } = await page(url, "/stores", { [BOT_HEADER]: BOT })
    expect(html).toContain(`<span class="my-store__name">${store.name}</span>`)
    // Spec §9's default location, searched with max results 1.
    const locate = upstream.calls("Stores.locateStores")
    expect(locate.length).toBe(1)
    const query = new URLSearchParams(locate[0]?.query ?? "")
    expect(query.get("filter.latLong")).toBe(`${DEFAULT_LOCATION.lat},${DEFAULT_LOCATION.lng}`)
    expect(query.get("filter.maxResults")).toBe("1")
  })

  it("a header that says human changes nothing: the shopper's session is set", async () => {
    const { url } = served()
    const { response, html } = await page(url, "/shop?q=milk", { [BOT_HEADER]: HUMAN })
    expect(html).not.toContain("atlas-modality-source")
    expect(cookieNames(response)).toStrictEqual(["atlas_session", "XSRF-TOKEN"])
  })
})

describe("npm start's --edge-geo and --edge-bot options", () => {
  let server: ChildProcess | undefined
  afterAll(() => {
    server?.kill("SIGTERM")
  })

  it("stand in for the edge: every page request without the headers reads them", async () => {
    const started = await startNpmStartServer(["--edge-geo", GEO, "--edge-bot", BOT])
    server = started.server
    const origin = started.origin
    const store = await nearestInStore(origin, { lat: 39.1007, lng: -84.513 })
    const bot = await page(origin, "/stores")
    expect(bot.html).toMatch(/<meta name="atlas-modality-source" content="DEFAULT_MODALITY_CRAWLER"\/?>/)
    expect(bot.html).toContain(`<span class="my-store__name">${store.name}</span>`)
    expect(cookieNames(bot.response).sort()).toStrictEqual([SHOPPING_COOKIE, "atlas-market-labels"].sort())

    // A request's own header wins: a human's bot header gives the located default and a session.
    const human = await page(origin, "/stores", { [BOT_HEADER]: HUMAN })
    expect(human.html).toMatch(/\d+ stores near 45202/)
    expect(human.html).not.toContain("atlas-modality-source")
    expect(cookieNames(human.response)).toStrictEqual(["atlas-market-located", "atlas_session", "XSRF-TOKEN"])
  }, 60_000)
})
