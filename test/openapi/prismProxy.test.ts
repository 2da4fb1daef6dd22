/**
 * Prism (`@stoplight/prism-cli` 5, a tool this repo did not write) as a validating proxy in front of
 * the reference upstream: every request and response of a guest's flow (a client generated from the
 * document) goes through it, and `--errors` turns any violation of the document into an error
 * answer, which fails the flow. A document with planted mismatches shows that the flow, and the
 * forwarding the service suites run through (`npm run test:prism`), would fail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openApiDocument } from "../../src/upstream/openapi.js"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"
import { startPrism, startRelay, throughPrismTo, violations } from "../support/prism.js"
import { guestFlow } from "./guestFlow.js"

type Planted = {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
  paths: Record<string, Record<string, { parameters: Array<{ name?: string; schema?: unknown }> }>>
}

let server: RunningServer
beforeAll(async () => {
  server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
})
afterAll(() => server.close())

const locator = "/atlas/v1/stores/v2/locator?filter.latLong=39.1031,-84.512"

describe("Prism as a validating proxy in front of the reference upstream", () => {
  it("sees no request or response violation in a guest's flow of a client generated from the document", async () => {
    const prism = await startPrism(openApiDocument({ origins: server.origins }), server.origins.atlas)
    try {
      const flow = await guestFlow(prism.origin)
      expect(flow.cartLines).toBe(1)
      expect(violations(prism.output())).toStrictEqual([])
      expect(server.upstream.log.map((r) => r.status)).toStrictEqual([200, 200, 200, 200, 200, 200])
    } finally {
      prism.stop()
    }
  })

  it("fails on planted mismatches: a response or a request the document no longer allows", async () => {
    const relay = await startRelay()
    const planted = structuredClone(openApiDocument({ origins: { atlas: relay.origin } })) as unknown as Planted
    const store = planted.components.schemas["Store"]
    expect(store?.properties?.["locationId"]).toBeDefined()
    if (store?.properties !== undefined) store.properties["locationId"] = { type: "string", pattern: "^NOPE$" }
    const radius = planted.paths["/atlas/v1/stores/v2/locator"]?.["get"]?.parameters.find((p) => p.name === "filter.radiusInMiles")
    expect(radius).toBeDefined()
    if (radius !== undefined) radius.schema = { type: "integer", maximum: 5 }
    const prism = await startPrism(planted, relay.origin)
    const send = (path: string) => throughPrismTo(prism.origin, server.origins.atlas, new Request(`http://atlas.test${path}`))
    try {
      const answered = await send(locator)
      expect(answered.response.status).toBe(500)
      expect(answered.violation).toMatch(/^GET \/atlas\/v1\/stores\/v2\/locator\?.*not valid.*"store","locationId"/)
      const widened = await send(`${locator}&filter.radiusInMiles=10`)
      expect(widened.violation).toMatch(/the document forbids it .*radiusInMiles.* but the server answered 200/i)
      const refused = await send("/atlas/v1/stores/v1/details/not-a-store")
      expect(refused.violation).toBeUndefined()
      expect(refused.response.status).toBe(400)
    } finally {
      prism.stop()
      await relay.close()
    }
  })
})
