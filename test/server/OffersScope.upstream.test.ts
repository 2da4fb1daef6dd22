import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Redacted from "effect/Redacted"
import {
  atlasClientWith,
  Credentials,
  Environment,
  execute,
  Offers,
  OFFERS_READ_SCOPE,
  OffersContract,
  ServiceTokenError
} from "atlas-client"
import { mswOrigins, REFERENCE_SERVICE_CLIENT } from "atlas-client/testing"
import { ServiceToken, serviceClient } from "atlas-client/server"
import { serveMswUpstream } from "../support/upstream.js"

const { upstream, requests } = serveMswUpstream()

/** A flash-sale offer id of the seeded catalogue (the reference upstream's `FS-<n>`). */
const offerId = () => {
  const record = upstream.state.savings.coupons.find((c) => c.type === "FLASH_SALE")
  return `FS-${record?.id.split("-")[1] ?? ""}`
}

const offersOver = (clientId: string, secret: string, scopes: ReadonlyArray<string>) =>
  Offers.Default.pipe(
    Layer.provideMerge(
      serviceClient(Environment.test(mswOrigins), { clientId, clientSecret: Redacted.make(secret), scopes }, FetchHttpClient.layer)
    )
  )

const maxQuantity = (ids: ReadonlyArray<string>) =>
  Effect.flatMap(ServiceToken, (t) => t.authorized(Effect.flatMap(Offers, (o) => o.getFlashSaleMaxQuantity(ids))))

const tokenRequests = () => requests.filter((r) => new URL(r.url).pathname === "/v1/connect/oauth2/token")
const offersReads = () => requests.filter((r) => new URL(r.url).pathname.endsWith("/offers/v1/flash-sales/max-quantity"))
const scopesOfBearer = (request: Request | undefined) => {
  const token = /^Bearer (\S+)$/.exec(request?.headers.get("authorization") ?? "")?.[1] ?? ""
  return upstream.state.identity.tokens.get(token)?.scopes
}

describe("offers reads carry a service token with the offers read scope (spec §6)", () => {
  it("the descriptor declares the scope", () => {
    expect(OffersContract.getFlashSaleMaxQuantity.scopes).toStrictEqual(["offers.read"])
    assert.strictEqual(OFFERS_READ_SCOPE, "offers.read")
    assert.isUndefined(OffersContract.claimFlashSales.scopes)
  })

  it.live("a client whose token lacks offers.read asks for a token with it for the offers read, once, and the read succeeds", () =>
    Effect.gen(function* () {
      const id = offerId()
      const [first] = yield* maxQuantity([id])
      yield* maxQuantity([id])
      assert.strictEqual(first?.offerId, id)
      assert.isAtLeast(first?.maxQuantity ?? 0, 1)
      // The client's own token (items.read) and one offers.read token, each asked for once.
      assert.strictEqual(tokenRequests().length, 2)
      expect([...upstream.state.identity.tokens.values()].map((t) => t.scopes)).toStrictEqual([["items.read"], ["offers.read"]])
      assert.strictEqual(offersReads().length, 2)
      assert.isTrue(offersReads().every((r) => scopesOfBearer(r)?.includes("offers.read") === true))
      assert.strictEqual(yield* Effect.flatMap(ServiceToken, (t) => t.fetches), 2)
    }).pipe(Effect.provide(offersOver(REFERENCE_SERVICE_CLIENT.clientId, REFERENCE_SERVICE_CLIENT.clientSecret, ["items.read"])))
  )

  it.live("a client that asked for offers.read uses its own token: one token request", () =>
    Effect.gen(function* () {
      yield* maxQuantity([offerId()])
      assert.strictEqual(tokenRequests().length, 1)
      expect(scopesOfBearer(offersReads()[0])).toStrictEqual(["offers.read"])
    }).pipe(Effect.provide(offersOver(REFERENCE_SERVICE_CLIENT.clientId, REFERENCE_SERVICE_CLIENT.clientSecret, ["offers.read"])))
  )

  it.live("a revoked offers.read token is refreshed once and the read sent again once", () =>
    Effect.gen(function* () {
      yield* maxQuantity([offerId()])
      upstream.state.identity.tokens.clear()
      const [again] = yield* maxQuantity([offerId()])
      assert.strictEqual(again?.offerId, offerId())
      // items.read + offers.read, then after the revocation a new offers.read token (the items.read one is not asked for again).
      expect([...upstream.state.identity.tokens.values()].map((t) => t.scopes)).toStrictEqual([["offers.read"]])
      assert.strictEqual(offersReads().length, 3)
      assert.strictEqual(offersReads()[1]?.headers.get("authorization"), offersReads()[0]?.headers.get("authorization"))
    }).pipe(Effect.provide(offersOver(REFERENCE_SERVICE_CLIENT.clientId, REFERENCE_SERVICE_CLIENT.clientSecret, ["items.read"])))
  )

  it.live("the upstream answers an offers read with a service token lacking the scope 403 AUTH_FAILED (Missing scopes: offers.read)", () =>
    Effect.gen(function* () {
      const token = yield* Effect.flatMap(ServiceToken, (t) => t.get).pipe(
        Effect.provide(offersOver(REFERENCE_SERVICE_CLIENT.clientId, REFERENCE_SERVICE_CLIENT.clientSecret, ["items.read"]))
      )
      const plain = atlasClientWith(
        Environment.test(mswOrigins),
        Credentials.fixed({ authorization: `Bearer ${Redacted.value(token)}` }),
        FetchHttpClient.layer
      )
      const error = yield* execute(OffersContract.getFlashSaleMaxQuantity, { payload: { offerIds: [offerId()] } }).pipe(
        Effect.flip,
        Effect.provide(plain)
      )
      // The offers read declares the token family: the answer is a typed ServiceTokenError.
      assert.instanceOf(error, ServiceTokenError)
      if (error instanceof ServiceTokenError) {
        assert.strictEqual(error.status, 403)
        assert.strictEqual(error.code, "AUTH_FAILED")
        assert.strictEqual(error.message, "AUTH_FAILED: Missing scopes: offers.read")
        expect(error.errors.map((e) => [e.code, e.reason])).toStrictEqual([["AUTH_FAILED", "Missing scopes: offers.read"]])
      }
    })
  )

  it.live("a client not granted offers.read: the token request is refused, logged, and the read fails AUTH_FAILED 403", () =>
    Effect.gen(function* () {
      upstream.state.identity.clients.set("atlas-items-only", {
        clientId: "atlas-items-only",
        clientSecret: "items-only-secret",
        scopes: ["items.read"],
        roles: ["service"]
      })
      const logs: Array<string> = []
      const logger = Logger.make(({ message }) => {
        logs.push((Array.isArray(message) ? message : [message]).map(String).join(" "))
      })
      const error = yield* maxQuantity([offerId()]).pipe(
        Effect.flip,
        Effect.provide(offersOver("atlas-items-only", "items-only-secret", ["items.read"])),
        Effect.provide(Logger.replace(Logger.defaultLogger, logger))
      )
      assert.strictEqual(error._tag, "ServiceTokenError")
      if (error._tag === "ServiceTokenError") expect([error.code, error.status]).toStrictEqual(["AUTH_FAILED", 403])
      assert.isTrue(logs.some((l) => l.startsWith("No service token with scopes offers.read")))
      expect(scopesOfBearer(offersReads()[0])).toStrictEqual(["items.read"])
    })
  )

  it.live("a shopper's call (no service token) is not asked for one", () =>
    Effect.gen(function* () {
      const plain = atlasClientWith(Environment.test(mswOrigins), Credentials.none, FetchHttpClient.layer)
      const body = yield* execute(OffersContract.getFlashSaleMaxQuantity, { payload: { offerIds: [offerId()] } }).pipe(
        Effect.provide(plain)
      )
      assert.strictEqual(body.data.quantities[0]?.offerId, offerId())
      assert.strictEqual(tokenRequests().length, 0)
    })
  )
})
