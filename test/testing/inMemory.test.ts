import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import { Stores } from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { clientSession } from "../support/upstream.js"

describe("the in-memory client of the reference upstream (no network, no msw)", () => {
  it.live("serves the services, keeps the session cookie and echoes XSRF", () => {
    const upstream = makeReferenceUpstream()
    return Effect.gen(function* () {
      const stores = yield* Stores
      const found = yield* stores.searchByZip("45202")
      assert.isTrue(found.stores.length > 0)
      const checked = yield* stores.validateAddress({ postalCode: "45202" })
      assert.isTrue(checked.valid)
      const [search, post] = upstream.log
      assert.strictEqual(search?.path, "/stores/v1/search")
      const session = yield* clientSession(upstream)
      assert.include(post?.headers["cookie"] ?? "", `atlas_session=${session.id}`)
      assert.strictEqual(post?.headers["x-xsrf-token"], session.xsrfToken)
    }).pipe(Effect.provide(Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream })))))
  })

  it.live("interrupting a call aborts the upstream's request; dropped responses are network errors", () => {
    const upstream = makeReferenceUpstream({ chaos: { stallHeaders: 1 } })
    return Effect.gen(function* () {
      const fiber = yield* Stores.pipe(
        Effect.flatMap((s) => s.getStoreFilters()),
        Effect.fork
      )
      yield* Effect.sleep("20 millis")
      yield* Fiber.interrupt(fiber)
      yield* Effect.sleep("5 millis")
      assert.isTrue(upstream.log[0]?.aborted)
      upstream.chaos.set({ stallHeaders: 0, dropAfterCommit: 1 })
      const error = yield* Stores.pipe(
        Effect.flatMap((s) => s.getStoreFilters()),
        Effect.flip
      )
      assert.strictEqual(error.message, "Network Error")
    }).pipe(Effect.provide(Stores.Default.pipe(Layer.provideMerge(shopperClient({ upstream })))))
  })
})
