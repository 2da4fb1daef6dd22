import { assert, describe, it, expect } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Environment, type EnvironmentHeaders, execute } from "atlas-client"
import { mswOrigins, shopperClient } from "atlas-client/testing"
import { serveMswUpstream } from "../support/upstream.js"
import { keyedCreate, makeTestUpstream, paymentsRead, readCounter, shoppableRead } from "../support/testOperations.js"

const { requests } = serveMswUpstream(makeTestUpstream())

const NAMES = ["x-location", "x-banner", "x-tenant"] as const
const environmentHeadersOf = (request: Request | undefined) => NAMES.map((name) => request?.headers.get(name) ?? null)

/** One call to each kind of host: atlas (a POST, then a GET), payments, the third-party shoppable host. */
const callEveryHost = (headers?: EnvironmentHeaders) =>
  Effect.gen(function* () {
    yield* execute(keyedCreate, { payload: { id: "h" } })
    yield* execute(readCounter, { path: { id: "h" } })
    yield* execute(paymentsRead, {})
    yield* execute(shoppableRead, {})
    return requests.slice(-4)
  }).pipe(Effect.provide(shopperClient(headers === undefined ? {} : { headers })))

// Spec §7: "Other header names exist (location, banner, correlation id, idempotency key, tenant)."
// DESIGN, headers: `x-location`, `x-banner`, `x-tenant` "when the environment supplies them".
describe("spec §7: the location, banner and tenant headers, from the environment", () => {
  it.live("EnvironmentOptions.headers { location, banner, tenant } go out as x-location, x-banner, x-tenant to the shop's hosts", () =>
    Effect.gen(function* () {
      const [post, get, payments, shoppable] = yield* callEveryHost({ location: "01400943", banner: "harbor", tenant: "atlas-us" })
      for (const request of [post, get, payments]) {
        expect(environmentHeadersOf(request), `${request?.method} ${request?.url}`).toStrictEqual(["01400943", "harbor", "atlas-us"])
      }
      assert.strictEqual(payments?.url, `${mswOrigins.payments}/test/payments`)
      // The third-party host gets no custom header of the shop.
      assert.strictEqual(shoppable?.url, `${mswOrigins.shoppable}/test/shoppable`)
      expect(environmentHeadersOf(shoppable)).toStrictEqual([null, null, null])
    })
  )

  it.live("each is sent only when supplied", () =>
    Effect.gen(function* () {
      const [post, get] = yield* callEveryHost({ banner: "harbor" })
      expect(environmentHeadersOf(post)).toStrictEqual([null, "harbor", null])
      expect(environmentHeadersOf(get)).toStrictEqual([null, "harbor", null])
      const none = yield* callEveryHost()
      assert.isTrue(none.every((request) => environmentHeadersOf(request).every((value) => value === null)))
    })
  )

  it.effect("prod and stage take the same option", () =>
    Effect.gen(function* () {
      const headers = { location: "01400943", banner: "harbor", tenant: "atlas-us" }
      expect((yield* Effect.provide(Environment, Environment.prod({ headers }))).headers).toStrictEqual(headers)
      expect((yield* Effect.provide(Environment, Environment.stage({ headers }))).headers).toStrictEqual(headers)
      expect((yield* Effect.provide(Environment, Environment.prod())).headers).toStrictEqual({})
    })
  )
})
