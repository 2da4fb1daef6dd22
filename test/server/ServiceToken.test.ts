import * as HttpClient from "@effect/platform/HttpClient"
import type * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as TestClock from "effect/TestClock"
import { Banners, Environment } from "atlas-client"
import { ServiceToken, serviceClient } from "atlas-client/server"

const TOKEN_PATH = "/v1/connect/oauth2/token"
const banners = { data: { banners: [{ bannerId: "atlas-market", name: "Atlas Market", divisions: ["014"], storeCount: 3 }] } }
const envelope = (code: string, status: number) =>
  Response.json({ errors: [{ code, reason: code.toLowerCase(), datetime: "2025-01-01T00:00:00Z", statusCode: status }] }, { status })

const bodyText = (request: HttpClientRequest.HttpClientRequest) =>
  request.body._tag === "Uint8Array" ? new TextDecoder().decode(request.body.body) : ""

/**
 * A scripted identity host and atlas API: tokens `tok-1`, `tok-2`, ... valid for `ttl` seconds;
 * banners answer 200 to a valid bearer token and 401 INVALID_TOKEN otherwise.
 */
const scripted = (options: { readonly ttl?: number; readonly tokenAnswer?: (n: number) => Response | undefined } = {}) => {
  const tokenBodies: Array<{ readonly body: string; readonly contentType: string | undefined }> = []
  const resourceAuth: Array<string | undefined> = []
  const revoked = new Set<string>()
  const client = HttpClient.make((request) =>
    Effect.sync(() => {
      const url = new URL(request.url)
      if (url.pathname === TOKEN_PATH) {
        tokenBodies.push({
          body: bodyText(request),
          contentType: request.body._tag === "Uint8Array" ? request.body.contentType : undefined
        })
        const n = tokenBodies.length
        const answer =
          options.tokenAnswer?.(n) ??
          Response.json({ access_token: `tok-${n}`, token_type: "Bearer", expires_in: options.ttl ?? 3600, scope: "offers.read" })
        return HttpClientResponse.fromWeb(request, answer)
      }
      const auth = request.headers.authorization
      resourceAuth.push(auth)
      const token = auth?.replace(/^Bearer /, "")
      const ok = token !== undefined && /^tok-\d+$/.test(token) && !revoked.has(token)
      return HttpClientResponse.fromWeb(request, ok ? Response.json(banners) : envelope("INVALID_TOKEN", 401))
    })
  )
  const config = { clientId: "svc-client", clientSecret: Redacted.make("s3cret-value"), scopes: ["offers.read", "items.read"] }
  const layer = Banners.Default.pipe(
    Layer.provideMerge(serviceClient(Environment.test(), config, Layer.succeed(HttpClient.HttpClient, client)))
  )
  return { tokenBodies, resourceAuth, revoked, layer }
}

const listBanners = Effect.flatMap(ServiceToken, (token) => token.authorized(Effect.flatMap(Banners, (b) => b.listBanners())))
const settle = (until: () => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; i < 100 && !until(); i++) yield* Effect.yieldNow()
  })

describe("ServiceToken (TestClock, scripted hosts)", () => {
  it.effect("200 concurrent service calls on a cold start cause exactly one token request", () => {
    const s = scripted()
    return Effect.gen(function* () {
      const results = yield* Effect.all(
        Array.from({ length: 200 }, () => listBanners),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(results.length, 200)
      assert.strictEqual(s.tokenBodies.length, 1)
      assert.strictEqual(s.resourceAuth.length, 200)
      assert.isTrue(s.resourceAuth.every((a) => a === "Bearer tok-1"))
      assert.strictEqual(yield* Effect.flatMap(ServiceToken, (t) => t.fetches), 1)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("50 concurrent callers share one token request", () => {
    const s = scripted()
    return Effect.gen(function* () {
      yield* Effect.all(
        Array.from({ length: 50 }, () => listBanners),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(s.tokenBodies.length, 1)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("the token call is form-encoded client_credentials with client id, secret and space-joined scopes", () => {
    const s = scripted()
    return Effect.gen(function* () {
      const token = yield* Effect.flatMap(ServiceToken, (t) => t.get)
      assert.strictEqual(Redacted.value(token), "tok-1")
      assert.strictEqual(String(token), "<redacted>")
      const sent = s.tokenBodies[0]
      assert.strictEqual(sent?.contentType, "application/x-www-form-urlencoded")
      const form = new URLSearchParams(sent?.body ?? "")
      assert.strictEqual(form.get("grant_type"), "client_credentials")
      assert.strictEqual(form.get("client_id"), "svc-client")
      assert.strictEqual(form.get("client_secret"), "s3cret-value")
      assert.strictEqual(form.get("scope"), "offers.read items.read")
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("refreshed before expiry: inside the last minute one refresh runs while callers keep the valid token", () => {
    const s = scripted({ ttl: 3600 })
    return Effect.gen(function* () {
      yield* listBanners
      yield* TestClock.adjust("3539 seconds")
      yield* Effect.all(
        Array.from({ length: 20 }, () => listBanners),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(s.tokenBodies.length, 1, "no refresh before the refresh window")
      yield* TestClock.adjust("2 seconds") // 3541 s: inside the window, tok-1 still valid
      yield* Effect.all(
        Array.from({ length: 50 }, () => listBanners),
        { concurrency: "unbounded" }
      )
      yield* settle(() => s.tokenBodies.length === 2)
      assert.strictEqual(s.tokenBodies.length, 2, "expiry mid-run causes one refresh")
      assert.isTrue(s.resourceAuth.slice(0, 71).every((a) => a === "Bearer tok-1"))
      yield* Effect.all(
        Array.from({ length: 50 }, () => listBanners),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(s.tokenBodies.length, 2)
      assert.strictEqual(s.resourceAuth.at(-1), "Bearer tok-2")
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("an expired token: 50 concurrent callers wait for exactly one refresh", () => {
    const s = scripted({ ttl: 600 })
    return Effect.gen(function* () {
      yield* listBanners
      yield* TestClock.adjust("601 seconds")
      yield* Effect.all(
        Array.from({ length: 50 }, () => listBanners),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(s.tokenBodies.length, 2)
      assert.isTrue(s.resourceAuth.slice(1).every((a) => a === "Bearer tok-2"))
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("a 401 causes one refresh and one retry", () => {
    const s = scripted()
    return Effect.gen(function* () {
      yield* listBanners
      s.revoked.add("tok-1")
      const result = yield* listBanners
      expect(result).toStrictEqual(banners.data.banners)
      assert.strictEqual(s.tokenBodies.length, 2)
      expect(s.resourceAuth).toStrictEqual(["Bearer tok-1", "Bearer tok-1", "Bearer tok-2"])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("50 concurrent 401s on the same token cause one refresh", () => {
    const s = scripted()
    return Effect.gen(function* () {
      yield* listBanners
      s.revoked.add("tok-1")
      yield* Effect.all(
        Array.from({ length: 50 }, () => listBanners),
        { concurrency: "unbounded" }
      )
      assert.strictEqual(s.tokenBodies.length, 2)
      assert.strictEqual(s.resourceAuth.filter((a) => a === "Bearer tok-2").length, 50)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("a 401 after the retry is not retried again: ServiceTokenError INVALID_TOKEN", () => {
    const s = scripted()
    return Effect.gen(function* () {
      yield* listBanners
      for (let i = 1; i <= 5; i++) s.revoked.add(`tok-${i}`)
      const error = yield* listBanners.pipe(Effect.flip)
      assert.strictEqual(error._tag, "ServiceTokenError")
      if (error._tag === "ServiceTokenError") {
        assert.strictEqual(error.code, "INVALID_TOKEN")
        assert.strictEqual(error.status, 401)
      }
      assert.strictEqual(s.tokenBodies.length, 2)
      assert.strictEqual(s.resourceAuth.length, 3)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("token failure codes are typed: AUTH_FAILED and JWK_NOT_FOUND; a failed fetch is not cached", () => {
    const s = scripted({
      tokenAnswer: (n) => (n === 1 ? envelope("AUTH_FAILED", 401) : n === 2 ? envelope("JWK_NOT_FOUND", 401) : undefined)
    })
    return Effect.gen(function* () {
      const first = yield* listBanners.pipe(Effect.flip)
      assert.strictEqual(first._tag === "ServiceTokenError" ? first.code : first._tag, "AUTH_FAILED")
      assert.strictEqual(s.resourceAuth.length, 0, "nothing is sent without a token")
      const second = yield* listBanners.pipe(Effect.flip)
      assert.strictEqual(second._tag === "ServiceTokenError" ? second.code : second._tag, "JWK_NOT_FOUND")
      expect(yield* listBanners).toStrictEqual(banners.data.banners)
      assert.strictEqual(s.tokenBodies.length, 3)
    }).pipe(Effect.provide(s.layer))
  })
})
