import { describe, expect, it } from "vitest"
import { Environment } from "atlas-client"
import { fixtures, inMemoryFetch, makeReferenceUpstream, mswOrigins } from "atlas-client/testing"
import { renderStorePage } from "./server.js"

// The server's handler against the reference upstream in memory, at the test environment's origins.
const upstream = makeReferenceUpstream()
const options = { environment: Environment.test(mswOrigins), fetch: inMemoryFetch(upstream, mswOrigins) }

describe("renderStorePage", () => {
  it("sends the store in the HTML with its snapshot, and the new visitor's session cookies", async () => {
    const store = fixtures().pickupStore
    const page = await renderStorePage(new Request(`https://www.atlasgrocer.com/stores?store=${store.locationId}`), options)
    const html = await page.text()
    expect(html).toContain(`<h1>${store.name} · ${store.address.postalCode}</h1>`)
    expect(html).toContain('<script type="application/json" id="atlas-state">')
    const cookies = page.headers.getSetCookie()
    expect(cookies.map((c) => c.split("=")[0])).toStrictEqual(["atlas_session", "XSRF-TOKEN"])
    // The browser's next page carries that session: nothing new is set, no other session opened.
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ")
    const next = await renderStorePage(
      new Request(`https://www.atlasgrocer.com/stores?store=${store.locationId}`, { headers: { cookie } }),
      options
    )
    expect(next.headers.getSetCookie()).toStrictEqual([])
    expect(upstream.sessions.size).toBe(1)
  })
})
