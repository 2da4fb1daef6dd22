import { describe, expect, it } from "vitest"
import { guestFlow } from "./guestFlow.js"
import { servedUpstream } from "./servedUpstream.js"

const served = servedUpstream()

describe("a client generated from the OpenAPI document (openapi-typescript 7, openapi-fetch)", () => {
  it("does a guest's flow against atlas-upstream with only what the document tells it", async () => {
    const flow = await guestFlow(served.server.origins.atlas)
    expect(flow.stores).toBeGreaterThan(0)
    expect(flow.itemIds.length).toBeGreaterThan(0)
    expect(flow.cartLines).toBe(1)
    expect(flow.cartsRead).toBe(1)
    expect(flow.checkoutId).not.toBe("")
    const seen = served.server.upstream.log.map((r) => `${r.method} ${r.path} ${r.status}`)
    expect(seen).toStrictEqual([
      "GET /stores/v2/locator 200",
      "GET /search/v1/products-search 200",
      "GET /item/v2/items 200",
      "POST /carts 200",
      "GET /carts 200",
      "POST /checkout/v1/checkouts 200"
    ])
    // One anonymous session for the whole flow: the first call opened it, every later one sent it back.
    const sessions = served.server.upstream.log.map((r) => r.headers["cookie"]?.match(/atlas_session=(\w+)/)?.[1])
    expect(sessions[0]).toBeUndefined()
    expect(new Set(sessions.slice(1)).size).toBe(1)
    expect(sessions[1]).toMatch(/^[0-9a-f]{32}$/)
  })
})
