import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { assert, describe, it, expect } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import {
  atlasClientWith,
  Credentials,
  Environment,
  execute,
  ITEM_READ_DIRECTORY_ROLE,
  Items,
  ItemsContract,
  OffersContract,
  UpstreamError
} from "atlas-client"
import { mswOrigins, REFERENCE_OFFERS_CLIENT, REFERENCE_SERVICE_CLIENT } from "atlas-client/testing"
import { ServiceToken, serviceClient } from "atlas-client/server"
import { first, plain } from "../support/catalogue.js"
import { mswShopper } from "../support/upstream.js"

// Spec §6: "Item read requires a directory role for item reading and scopes for item read and
// write." Spec §6: "Token failure codes INVALID_TOKEN, AUTH_FAILED, JWK_NOT_FOUND."
const { upstream, requests, run: asShopper } = mswShopper(Items.Default)

const gtin13 = first(plain).gtin13
const query = { gtin13s: [gtin13], modalityTypes: ["PICKUP"] as const, locationId: "01400943" }

const itemsOver = (clientId: string, secret: string, scopes: ReadonlyArray<string>) =>
  Items.Default.pipe(
    Layer.provideMerge(
      serviceClient(Environment.test(mswOrigins), { clientId, clientSecret: Redacted.make(secret), scopes }, FetchHttpClient.layer)
    )
  )

const getItems = Effect.flatMap(ServiceToken, (t) => t.authorized(Effect.flatMap(Items, (i) => i.getItems(query))))

const tokenRequests = () => requests.filter((r) => new URL(r.url).pathname === "/v1/connect/oauth2/token")
const itemReads = () => requests.filter((r) => new URL(r.url).pathname.startsWith("/atlas/v1/item/"))
const tokenOf = (request: Request | undefined) => {
  const token = /^Bearer (\S+)$/.exec(request?.headers.get("authorization") ?? "")?.[1] ?? ""
  return upstream.state.identity.tokens.get(token)
}

/** Sends an items read with a bearer token as it is, no service-token layer in between. */
const readWithToken = (token: string) =>
  execute(ItemsContract.getItems, {
    urlParams: { "filter.gtin13s": [gtin13], "filter.modalityTypes": ["PICKUP"], "filter.locationId": "01400943" }
  }).pipe(
    Effect.flip,
    Effect.provide(
      atlasClientWith(Environment.test(mswOrigins), Credentials.fixed({ authorization: `Bearer ${token}` }), FetchHttpClient.layer)
    )
  )

const tokenFor = (clientId: string, secret: string, scopes: ReadonlyArray<string>) =>
  Effect.flatMap(ServiceToken, (t) => t.get).pipe(Effect.map(Redacted.value), Effect.provide(itemsOver(clientId, secret, scopes)))

const refusal = (error: unknown) => {
  assert.instanceOf(error, UpstreamError)
  return error instanceof UpstreamError ? [error.status, ...error.errors.map((e) => `${e.code}: ${e.reason}`)] : []
}

describe("spec §6: Item read requires a directory role for item reading and scopes for item read and write", () => {
  it("every items operation declares the item read and write scopes and the directory role", () => {
    for (const op of Object.values(ItemsContract)) {
      expect(op.scopes, op.name).toStrictEqual(["items.read", "items.write"])
      assert.strictEqual(op.role, ITEM_READ_DIRECTORY_ROLE, op.name)
      assert.isDefined(op.errors[403], op.name)
    }
    assert.strictEqual(ITEM_READ_DIRECTORY_ROLE, "directory.item-reader")
    assert.isUndefined(OffersContract.getFlashSaleMaxQuantity.role)
  })

  it.live("a service client that asked for other scopes gets a token with items.read items.write for the item read, and it succeeds", () =>
    Effect.gen(function* () {
      const found = yield* getItems
      expect(found.items.map((i) => i.gtin13)).toStrictEqual([gtin13])
      assert.strictEqual(itemReads().length, 1)
      const token = tokenOf(itemReads()[0])
      expect(token?.scopes).toStrictEqual(["items.read", "items.write"])
      assert.include(token?.roles ?? [], ITEM_READ_DIRECTORY_ROLE)
      assert.strictEqual(tokenRequests().length, 2, "the client's offers.read token, then the items one")
    }).pipe(Effect.provide(itemsOver(REFERENCE_SERVICE_CLIENT.clientId, REFERENCE_SERVICE_CLIENT.clientSecret, ["offers.read"])))
  )

  it.live("the upstream refuses a service token without the scopes: 403 AUTH_FAILED (Missing scopes: items.read items.write)", () =>
    Effect.gen(function* () {
      const token = yield* tokenFor(REFERENCE_OFFERS_CLIENT.clientId, REFERENCE_OFFERS_CLIENT.clientSecret, ["offers.read"])
      expect(refusal(yield* readWithToken(token))).toStrictEqual([403, "AUTH_FAILED: Missing scopes: items.read items.write"])
    })
  )

  it.live("the upstream refuses a token with the scopes but without the directory role: 403 AUTH_FAILED (Missing role ...)", () =>
    Effect.gen(function* () {
      upstream.state.identity.clients.set("atlas-no-directory-role", {
        clientId: "atlas-no-directory-role",
        clientSecret: "no-role-secret",
        scopes: ["items.read", "items.write"],
        roles: ["service"]
      })
      const token = yield* tokenFor("atlas-no-directory-role", "no-role-secret", ["items.read", "items.write"])
      expect(refusal(yield* readWithToken(token))).toStrictEqual([403, "AUTH_FAILED: Missing role directory.item-reader"])
      // Through the service client the answer reaches the caller as the token failure it is.
      const error = yield* getItems.pipe(
        Effect.flip,
        Effect.provide(itemsOver("atlas-no-directory-role", "no-role-secret", ["items.read", "items.write"]))
      )
      assert.strictEqual(error._tag, "ServiceTokenError")
      if (error._tag === "ServiceTokenError") expect([error.status, error.code]).toStrictEqual([403, "AUTH_FAILED"])
    })
  )

  it.live("a revoked token is INVALID_TOKEN (401)", () =>
    Effect.gen(function* () {
      const token = yield* tokenFor(REFERENCE_SERVICE_CLIENT.clientId, REFERENCE_SERVICE_CLIENT.clientSecret, ["items.read", "items.write"])
      upstream.state.identity.tokens.clear()
      expect(refusal(yield* readWithToken(token))).toStrictEqual([401, "INVALID_TOKEN: The token is invalid or expired"])
    })
  )

  it.live("a browser shopper's item reads (session cookie, no token) work as before: no token asked for, none sent", () =>
    asShopper(
      Effect.gen(function* () {
        const items = yield* Items
        const found = yield* items.getItems(query)
        const v1 = yield* items.getItemsV1(query)
        const locations = yield* items.getAlternativeLocations(gtin13, "45202")
        expect([...found.items, ...v1.items].map((i) => i.gtin13)).toStrictEqual([gtin13, gtin13])
        assert.isAbove(locations.length, 0)
        assert.strictEqual(itemReads().length, 3)
        assert.isTrue(itemReads().every((r) => r.headers.get("authorization") === null))
        // The first call opens the anonymous session; the others carry its cookie.
        assert.isTrue(itemReads().every((r) => r.credentials === "same-origin"))
        assert.isTrue(
          itemReads()
            .slice(1)
            .every((r) => (r.headers.get("cookie") ?? "").includes("atlas_session="))
        )
        assert.strictEqual(tokenRequests().length, 0)
      })
    )
  )
})
