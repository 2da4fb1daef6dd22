import { type IncomingMessage, request as httpRequest, type ServerResponse } from "node:http"
import { afterAll, assert, beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import { Stores } from "atlas-client"
import { shopperClient } from "atlas-client/testing"
import { makeReferenceUpstream } from "atlas-client/testing"
import { type RunningServer, sameOriginMiddleware, startReferenceServer } from "atlas-client/testing/node"

let server: RunningServer
beforeAll(async () => {
  server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
})
afterAll(() => server.close())

const live = () => Stores.Default.pipe(Layer.provideMerge(shopperClient({ origins: server.origins })))

const until = (check: () => boolean, ms = 2000) =>
  Effect.promise(async () => {
    const end = Date.now() + ms
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
    return check()
  })

describe("the reference upstream's Node server over loopback", () => {
  it.live("serves the stores use cases over real HTTP on 127.0.0.1", () =>
    Effect.gen(function* () {
      assert.match(server.origins.atlas, /^http:\/\/127\.0\.0\.1:\d+$/)
      const stores = yield* Stores
      const found = yield* stores.searchByZip("45202", { modality: "PICKUP" })
      assert.isTrue(found.stores.length > 0)
      const store = yield* stores.getStoreDetails(found.stores[0]?.store.locationId ?? "")
      assert.strictEqual(store.locationId, found.stores[0]?.store.locationId)
      const checked = yield* stores.validateAddress({ addressLines: ["1014 Vine St"], postalCode: "45202" })
      assert.isTrue(checked.valid)
      const seen = server.upstream.log.map((r) => `${r.method} ${r.path} ${r.status}`)
      expect(seen).toStrictEqual([
        "GET /stores/v1/search 200",
        "GET /stores/v1/details/" + store.locationId + " 200",
        "POST /locator/address-validation 200"
      ])
      assert.match(server.upstream.log[2]?.headers["x-xsrf-token"] ?? "", /^[0-9a-f]{32}$/)
    }).pipe(Effect.provide(live()))
  )

  it.live("interrupting a call aborts the fetch: the upstream sees an aborted request", () =>
    Effect.gen(function* () {
      server.upstream.reset()
      server.upstream.chaos.set({ stallHeaders: 1 })
      const fiber = yield* Stores.pipe(
        Effect.flatMap((s) => s.getStoreFilters()),
        Effect.fork
      )
      assert.isTrue(yield* until(() => server.upstream.log.length === 1), "the request arrived")
      yield* Fiber.interrupt(fiber)
      assert.isTrue(yield* until(() => server.upstream.log[0]?.aborted === true), "the upstream saw the abort")
      assert.strictEqual(server.upstream.log[0]?.status, undefined)
      server.upstream.chaos.reset()
    }).pipe(Effect.provide(live()))
  )

  it.live("a stalled body and a dropped connection are typed errors at the deadline", () =>
    Effect.gen(function* () {
      server.upstream.reset()
      server.upstream.chaos.set({ stallBody: 1 })
      const stores = yield* Stores
      const stalled = yield* stores.getStoreFilters().pipe(Effect.flip)
      assert.strictEqual(stalled._tag, "ClientError")
      assert.strictEqual(stalled.message, "timeout exceeded")
      server.upstream.chaos.set({ stallBody: 0, dropAfterCommit: 1 })
      const dropped = yield* stores.getStoreFilters().pipe(Effect.flip)
      assert.strictEqual(dropped.message, "Network Error")
      server.upstream.chaos.reset()
    }).pipe(Effect.provide(Stores.Default.pipe(Layer.provideMerge(shopperClient({ origins: server.origins, timeoutMs: 150 })))))
  )

  it.live("serves the payments and shoppable hosts on their own ports with CORS by host", () =>
    Effect.promise(async () => {
      const preflight = await fetch(`${server.origins.payments}/payment/v1/wallets`, {
        method: "OPTIONS",
        headers: { origin: server.origins.atlas, "access-control-request-headers": "content-type,x-channel" }
      })
      assert.strictEqual(preflight.status, 204)
      assert.strictEqual(preflight.headers.get("access-control-allow-origin"), server.origins.atlas)
      assert.strictEqual(preflight.headers.get("access-control-allow-credentials"), "true")
      const shoppable = await fetch(`${server.origins.shoppable}/digitalads/v1/circulars`, { headers: { origin: server.origins.atlas } })
      assert.strictEqual(shoppable.headers.get("access-control-allow-origin"), "*")
      const notFound = await fetch(`${server.origins.atlas}/atlas/v1/no/such/path`)
      assert.strictEqual(notFound.status, 404)
      const body = (await notFound.json()) as { errors: Array<{ code: string; statusCode: number }> }
      assert.strictEqual(body.errors[0]?.statusCode, 404)
    })
  )

  it("answers a method no operation serves (TRACE included) with 405 and Allow, an unknown path with 404, never a 500", async () => {
    // fetch cannot send TRACE: a raw HTTP request does.
    const send = (origin: string, method: string, path: string) =>
      new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest(new URL(path, origin), { method }, (res) => {
          let body = ""
          res.setEncoding("utf8")
          res.on("data", (chunk: string) => (body += chunk))
          res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }))
        })
        req.on("error", reject)
        req.end()
      })
    const trace = await send(server.origins.atlas, "TRACE", "/atlas/v1/stores/v2/filters")
    expect([trace.status, trace.allow]).toStrictEqual([405, "GET, HEAD, OPTIONS"])
    assert.notInclude(trace.body, "TypeError")
    const unknown = await send(server.origins.payments, "TRACE", "/nowhere")
    assert.strictEqual(unknown.status, 404)
    const put = await send(server.origins.atlas, "PUT", "/atlas/v1/carts")
    expect([put.status, put.allow]).toStrictEqual([405, "GET, HEAD, POST, OPTIONS"])
    const head = await send(server.origins.atlas, "HEAD", "/atlas/v1/stores/v2/filters")
    expect([head.status, head.body]).toStrictEqual([200, ""])
  })
})

describe("a host's port answered by an app's own listener", () => {
  it("the app answers the atlas port and mounts the upstream itself; the other hosts stay the upstream's", async () => {
    const app = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === "/hello") {
        res.writeHead(200, { "content-type": "text/plain" }).end("the app")
        return
      }
      mounted(req, res, () => res.writeHead(404).end())
    }
    const upstream = makeReferenceUpstream()
    const mounted = sameOriginMiddleware(upstream)
    const running = await startReferenceServer({ upstream, listeners: { atlas: app }, ports: { atlas: 0, payments: 0, shoppable: 0 } })
    try {
      expect(await (await fetch(`${running.origins.atlas}/hello`)).text()).toBe("the app")
      const filters = await fetch(`${running.origins.atlas}/atlas/v1/stores/v2/filters`)
      expect(filters.status).toBe(200)
      expect(upstream.log.map((r) => [r.host, r.path])).toStrictEqual([["atlas", "/stores/v2/filters"]])
      // The base path itself (the API's URL as printed) is the API's: its JSON 404, not the app's page.
      for (const path of ["/atlas/v1", "/atlas/v1/"]) {
        const base = await fetch(`${running.origins.atlas}${path}`)
        expect([base.status, base.headers.get("content-type")]).toStrictEqual([404, "application/json"])
        expect(((await base.json()) as { errors: ReadonlyArray<{ code: string }> }).errors[0]?.code).toBe("NOT_FOUND")
      }
      expect((await fetch(`${running.origins.payments}/hello`)).status).toBe(404)
      expect(upstream.log).toHaveLength(4)
    } finally {
      await running.close()
    }
  })
})
