import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { setupServer } from "msw/node"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { atlasClient, Environment, Stores } from "atlas-client"
import { makeReferenceUpstream, mswOrigins, upstreamHandlers } from "atlas-client/testing"
import { pickupStoresNear } from "./compose.js"

// The reference upstream behind msw in Node: the app's own client sends real `fetch` calls to the
// test environment's hosts, and msw hands them to the upstream. No server, no port.
const upstream = makeReferenceUpstream()
const server = setupServer(...upstreamHandlers(upstream))
beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterAll(() => server.close())

const layer = Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.test(mswOrigins))))

describe("pickupStoresNear through msw", () => {
  it("sends a real request, which the reference upstream answers and logs", async () => {
    const lines = await Effect.runPromise(Effect.provide(pickupStoresNear("45202"), layer))
    expect(lines.length).toBeGreaterThan(0)
    expect(upstream.log.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(["GET /stores/v1/search 200"])
  })
})
