/**
 * The storefront's server render streams (demo/src/entry.server.tsx, served by demo/server/app.ts): the
 * shell (the header, the product's details, prefetched) is sent first, compressed and flushed, with
 * the parts below the fold (the product page's recommendations and reviews, each a `<Suspense>`
 * boundary) that resolved in time in place; a slower part follows as its reads resolve; the
 * snapshot the browser hydrates from follows the stream, with what the streamed parts fetched. A
 * failing part leaves the page whole (200, the part for the browser to render with its error
 * state); a hung one is given up after the render's time limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { fixtures } from "../../src/testing/index.js"
import { type AppLoadContext, createRequestHandler } from "react-router"
import { loadBuild } from "../../demo/server/app.js"
import { type Storefront, startStorefront } from "../e2e/harness.js"
import { buildStorefrontIfStale } from "../e2e/setup.js"

const SLOW_MS = 1_500
// What the upstream does to the product page's "similar" recommendations (the server render's call).
let similar: "calm" | "slow" | "failing" | "hung" = "calm"
const SIMILAR = "/product-recommendations/similar"

let storefront: Storefront | undefined

beforeAll(async () => {
  await buildStorefrontIfStale("storefront")
  storefront = await startStorefront({
    intercept: async (_request, url) => {
      if (!url.pathname.endsWith(SIMILAR)) return undefined
      if (similar === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
      if (similar === "hung") await new Promise((resolve) => setTimeout(resolve, 30_000))
      if (similar !== "failing") return undefined
      const failure = { code: "INTERNAL_ERROR", reason: "recommendations are down", datetime: new Date().toISOString(), statusCode: 400 }
      return new Response(JSON.stringify({ errors: [failure] }), { status: 400, headers: { "content-type": "application/json" } })
    }
  })
}, 180_000)

afterAll(async () => {
  await storefront?.close()
})

beforeEach(() => {
  similar = "calm"
  storefront?.upstream.reset()
})

const served = (): Storefront => {
  if (storefront === undefined) throw new Error("the storefront is not running")
  return storefront
}

const product = fixtures().item
const productPath = `/products/${product.gtin13}`

/** The page as it arrives: each chunk (decoded) with when it came, from the request's start. */
const chunksOf = async (path: string, encoding: string) => {
  const started = Date.now()
  const response = await fetch(`${served().url}${path}`, { headers: { accept: "text/html", "accept-encoding": encoding } })
  const chunks: Array<{ readonly at: number; readonly text: string }> = []
  const decoder = new TextDecoder()
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push({ at: Date.now() - started, text: decoder.decode(value, { stream: true }) })
  }
  return {
    response,
    chunks,
    html: chunks
      .map((c) => c.text)
      .join("")
      .replaceAll("<!-- -->", "")
  }
}

/** The page as the server build's request handler renders it, with these load-context options. */
const rendered = async (path: string, options: Pick<AppLoadContext, "partsWaitMs" | "abortAfterMs">) => {
  const build = await loadBuild()
  if (build === undefined) throw new Error("the storefront's server entry is not built")
  const response = await createRequestHandler(build, "production")(
    new Request(`${served().url}${path}`, { headers: { accept: "text/html" } }),
    {
      origins: served().server.origins,
      ...options
    }
  )
  expect(response.status).toBe(200)
  return response.text()
}

/** The ids of the snapshot's entries (the `atlas-state` script). */
const snapshotIds = (html: string): ReadonlyArray<string> => {
  const json = /<script type="application\/json" id="atlas-state">([^<]*)<\/script>/.exec(html)?.[1]
  if (json === undefined) throw new Error("no snapshot in the page")
  return (JSON.parse(json) as { readonly entries: ReadonlyArray<{ readonly id: string }> }).entries.map((e) => e.id)
}

// The similar rail resolved (its placeholder has the heading, then the hidden "Loading" line).
const SIMILAR_RAIL = 'Similar products</h2><ul class="rail">'

const names = (html: string) => [...html.matchAll(/class="tile__name"><a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])

describe("a product page streamed by the server render", () => {
  it("has its recommendations and reviews in place, and their entries in the snapshot after them", async () => {
    const { response, html } = await chunksOf(productPath, "gzip, deflate, br")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-encoding")).toBe("br")
    expect(response.headers.get("content-length")).toBeNull()
    expect(response.headers.get("cache-control")).toBe("private, no-cache")
    expect(response.headers.get("vary")?.toLowerCase()).toBe("cookie, accept-encoding")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(html).toContain(`<h1 id="product-title" class="product__title">${product.description}</h1>`)
    for (const title of ["Similar products", "Goes well with", "Better for you"]) expect(html).toContain(`>${title}</h2>`)
    expect(names(html).length).toBeGreaterThan(0)
    expect(html).toMatch(/class="reviews__average"><strong>\d\.\d<\/strong> out of 5/)
    const ids = snapshotIds(html)
    for (const name of [
      "Items.lookupItem",
      "Recommendations.similar",
      "Recommendations.complementary",
      "Recommendations.betterForYou",
      "Reviews.getReviews"
    ])
      expect(ids.some((id) => id.startsWith(`${name}#`))).toBe(true)
    // The snapshot comes after the parts.
    expect(html.indexOf('id="atlas-state"')).toBeGreaterThan(html.lastIndexOf("reviews__average"))
  })

  it("puts the parts that resolve while the first chunk waits in place: no placeholder, no script to swap them in", async () => {
    // Through the renderer, with a wait no machine's load outlasts (the server's is 0.1 s).
    const html = await rendered(productPath, { partsWaitMs: 5_000 })
    expect(html).toContain(SIMILAR_RAIL)
    expect(html).toContain('Goes well with</h2><ul class="rail">')
    expect(html).toMatch(/class="reviews__average">/)
    // React's placeholder (`<template id="B:…">`), its hidden part (`<div hidden id="S:…">`), the skeletons.
    expect(html).not.toContain('<template id="B:')
    expect(html).not.toContain('<div hidden id="S:')
    expect(html).not.toContain("Loading similar products…")
    for (const name of ["Recommendations.similar", "Reviews.getReviews"])
      expect(snapshotIds(html).some((id) => id.startsWith(`${name}#`))).toBe(true)
    // With no wait, the same page streams its parts after the shell.
    const streamed = await rendered(productPath, { partsWaitMs: 0 })
    expect(streamed).toContain("Loading similar products…")
    expect(streamed.indexOf('<div hidden id="S:')).toBeGreaterThan(streamed.indexOf("Loading similar products…"))
  })

  for (const encoding of ["br", "gzip", "identity"])
    it(`sends the shell before a slow part resolves (${encoding})`, async () => {
      similar = "slow"
      const { response, chunks, html } = await chunksOf(productPath, encoding)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding)
      // What arrived before the slow call answered: the shell (the product, prefetched; the rails'
      // placeholders) and the parts already resolved, not the slow rail.
      const early = chunks
        .filter((c) => c.at < SLOW_MS)
        .map((c) => c.text)
        .join("")
      expect(early).toContain(`<h1 id="product-title" class="product__title">${product.description}</h1>`)
      expect(early).toContain("Loading similar products…")
      expect(early).not.toContain(SIMILAR_RAIL)
      // The parts that answered in time are in place already.
      expect(early).toContain('Goes well with</h2><ul class="rail">')
      expect(early).toMatch(/class="reviews__average">/)
      // The slow rail came after, hidden until React's script puts it in place, then the snapshot with its entry.
      expect(chunks.at(-1)!.at).toBeGreaterThanOrEqual(SLOW_MS)
      expect(html).toContain(SIMILAR_RAIL)
      expect(html.indexOf('id="atlas-state"')).toBeGreaterThan(html.lastIndexOf('<div hidden id="S:'))
      expect(html.lastIndexOf('<div hidden id="S:')).toBeGreaterThan(html.indexOf("Loading similar products…"))
      expect(snapshotIds(html).some((id) => id.startsWith("Recommendations.similar#"))).toBe(true)
    })

  it("a failing part: the page is 200 with the rest, the part left to the browser (not in the snapshot)", async () => {
    similar = "failing"
    const { response, html } = await chunksOf(productPath, "br")
    expect(response.status).toBe(200)
    expect(html).toContain(product.description)
    expect(html).toContain(">Goes well with</h2>")
    expect(html).toMatch(/class="reviews__average">/)
    const ids = snapshotIds(html)
    expect(ids.some((id) => id.startsWith("Recommendations.complementary#"))).toBe(true)
    expect(ids.some((id) => id.startsWith("Recommendations.similar#"))).toBe(false)
    // React marks the failed boundary for the browser to render, with the digest the browser knows.
    expect(html).not.toContain(SIMILAR_RAIL)
    expect(html).toContain('"atlas:part-failed"')
  })

  it("a browser that leaves while a part is pending: the render is stopped, the server goes on serving", async () => {
    similar = "slow"
    const leaving = new AbortController()
    const response = await fetch(`${served().url}${productPath}`, {
      headers: { accept: "text/html", "accept-encoding": "br" },
      signal: leaving.signal
    })
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toContain("<!DOCTYPE html>")
    leaving.abort()
    await expect(reader.read()).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 200))
    similar = "calm"
    const { response: next, html } = await chunksOf(productPath, "br")
    expect(next.status).toBe(200)
    expect(html).toContain(SIMILAR_RAIL)
  })

  it("an unknown path is still a 404 (its status decided when the shell is ready)", async () => {
    const missing = await chunksOf("/no-such-page", "br")
    expect(missing.response.status).toBe(404)
    expect(missing.html).toContain("<title>Page not found · Atlas Market</title>")
  })

  it("a hung part is given up at the render's time limit: the page ends, with the snapshot, the part for the browser", async () => {
    similar = "hung"
    const started = Date.now()
    const html = await rendered(productPath, { abortAfterMs: 500 })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(html).toContain(product.description)
    expect(html).toContain(">Better for you</h2>")
    const ids = snapshotIds(html)
    expect(ids.some((id) => id.startsWith("Recommendations.betterForYou#"))).toBe(true)
    expect(ids.some((id) => id.startsWith("Recommendations.similar#"))).toBe(false)
  })
})
