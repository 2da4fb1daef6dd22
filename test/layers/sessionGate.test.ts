/**
 * A cookie-session client (the browser's credentials, a test cookie jar) sends its first calls to the
 * shop one at a time until the session cookie exists: a page's first concurrent reads then share one
 * session instead of each opening its own (the last Set-Cookie winning, state made in the others lost).
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { Stores } from "atlas-client"
import { CookieJar, shopperClient } from "atlas-client/testing"
import { clientSession, serveMswUpstream } from "../support/upstream.js"

const { upstream, requests } = serveMswUpstream()
const storeIds = ["00900336", "00900341", "00900344", "00900348", "01100346", "01100368", "01400316", "01400358"]

describe("the first calls of a cookie session", () => {
  it.live("8 concurrent first calls open one session, and every call after the first carries it", () =>
    Effect.gen(function* () {
      const stores = yield* Stores
      const found = yield* Effect.forEach(storeIds, (id) => stores.getStoreDetails(id), { concurrency: "unbounded" })
      expect(found.map((s) => s.locationId)).toStrictEqual(storeIds)
      assert.strictEqual(upstream.sessions.size, 1)
      const { id } = yield* clientSession(upstream)
      const withCookie = requests.filter((r) => (r.headers.get("cookie") ?? "").includes(`atlas_session=${id}`))
      assert.strictEqual(requests.length, 8)
      assert.strictEqual(withCookie.length, 7)
      const xsrf = yield* CookieJar.pipe(Effect.flatMap((jar) => jar.get("XSRF-TOKEN")))
      assert.isTrue(Option.isSome(xsrf))
      // Once the session exists the next burst goes out together, each with the session.
      yield* Effect.forEach(storeIds, (id) => stores.getStoreDetails(id), { concurrency: "unbounded" })
      assert.strictEqual(upstream.sessions.size, 1)
      assert.strictEqual(requests.filter((r) => (r.headers.get("cookie") ?? "").includes(`atlas_session=${id}`)).length, 15)
    }).pipe(Effect.provide(Stores.Default.pipe(Layer.provideMerge(shopperClient()))))
  )
})
