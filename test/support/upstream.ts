/**
 * Wiring for tests through msw: one reference upstream behind msw with
 * `onUnhandledRequest: "error"`, handlers reset after each test, and every intercepted `Request`
 * kept (so tests see credentials modes and raw headers).
 */
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { type AtlasUpstream, makeReferenceUpstream, type ReferenceUpstream, upstreamHandlers } from "atlas-client/testing"

export interface MswUpstream<U> {
  readonly upstream: U
  readonly server: ReturnType<typeof setupServer>
  /** Every request msw saw in the current test, in order. */
  readonly requests: Array<Request>
}

export function serveMswUpstream(): MswUpstream<AtlasUpstream>
export function serveMswUpstream<S>(upstream: ReferenceUpstream<S>): MswUpstream<ReferenceUpstream<S>>
export function serveMswUpstream<S>(upstream?: ReferenceUpstream<S>): MswUpstream<ReferenceUpstream<S> | AtlasUpstream> {
  const served: ReferenceUpstream<S> | AtlasUpstream = upstream ?? makeReferenceUpstream()
  const server = setupServer(...upstreamHandlers(served))
  const requests: Array<Request> = []
  server.events.on("request:start", ({ request }) => {
    requests.push(request.clone())
  })
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
  afterEach(() => {
    server.resetHandlers()
    served.reset()
    requests.length = 0
  })
  afterAll(() => server.close())
  return { upstream: served, server, requests }
}
