import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"
import { inspect } from "node:util"
import { Environment, execute, Operation } from "atlas-client"
import {
  mswOrigins,
  observed,
  OFFERS_READ_REQUIREMENT,
  type RecordedSpan,
  REFERENCE_SERVICE_CLIENT,
  ReferenceUpstream,
  revokeTokens,
  rotateSigningKey,
  route,
  routes,
  seedState,
  verifyServiceToken,
  type AtlasState
} from "atlas-client/testing"
import { ServiceToken, serviceClient } from "atlas-client/server"
import { serveMswUpstream } from "../support/upstream.js"

/** A resource that needs a service token with the offers read scope (test only). */
const offersRead = Operation.make({
  domain: "test",
  name: "Test.serviceOffers",
  requestKind: "service offers",
  summary: "needs a service token",
  method: "GET",
  path: "/test/service/offers",
  retry: "read",
  success: Schema.Struct({ clientId: Schema.String }),
  errors: [401, 403]
})

const upstreamWithResource = new ReferenceUpstream<AtlasState>({
  seed: seedState,
  routes: [
    ...routes,
    route(offersRead, (_, ctx: { state: AtlasState; request: Request; now: Date }) =>
      Either.match(verifyServiceToken(ctx.state.identity, ctx.request.headers.get("authorization"), OFFERS_READ_REQUIREMENT, ctx.now), {
        onLeft: Effect.fail,
        onRight: (t) => Effect.succeed({ clientId: t.clientId })
      })
    )
  ]
})
const { upstream, requests } = serveMswUpstream(upstreamWithResource)

const clientFor = (secret: string, scopes: ReadonlyArray<string> = ["offers.read"]) =>
  serviceClient(
    Environment.test(mswOrigins),
    {
      clientId: REFERENCE_SERVICE_CLIENT.clientId,
      clientSecret: Redacted.make(secret),
      scopes
    },
    FetchHttpClient.layer
  )

const callOffers = Effect.flatMap(ServiceToken, (t) => t.authorized(execute(offersRead, {})))
const tokenRequests = () => requests.filter((r) => new URL(r.url).pathname === "/v1/connect/oauth2/token")

describe("ServiceToken against the reference identity service (msw)", () => {
  it.live("issues a token for client credentials; the resource accepts it; 50 concurrent calls → 1 token request", () =>
    Effect.gen(function* () {
      const results = yield* Effect.all(
        Array.from({ length: 50 }, () => callOffers),
        { concurrency: "unbounded" }
      )
      assert.isTrue(results.every((r) => r.clientId === REFERENCE_SERVICE_CLIENT.clientId))
      const sent = tokenRequests()
      assert.strictEqual(sent.length, 1)
      assert.strictEqual(sent[0]?.method, "POST")
      assert.strictEqual(sent[0]?.url, `${mswOrigins.atlas}/v1/connect/oauth2/token`)
      assert.strictEqual(sent[0]?.headers.get("content-type"), "application/x-www-form-urlencoded")
      assert.strictEqual(upstream.state.identity.tokens.size, 1)
    }).pipe(Effect.provide(clientFor(REFERENCE_SERVICE_CLIENT.clientSecret)))
  )

  it.live("revoked tokens (INVALID_TOKEN) and a rotated key (JWK_NOT_FOUND) are each one refresh and one retry", () =>
    Effect.gen(function* () {
      yield* callOffers
      revokeTokens(upstream.state.identity)
      yield* callOffers
      assert.strictEqual(tokenRequests().length, 2)
      rotateSigningKey(upstream.state.identity)
      const direct = verifyServiceToken(
        upstream.state.identity,
        requests.at(-1)?.headers.get("authorization") ?? null,
        OFFERS_READ_REQUIREMENT,
        new Date()
      )
      assert.strictEqual(Either.isLeft(direct) ? direct.left.errors[0]?.code : "", "JWK_NOT_FOUND")
      yield* callOffers
      assert.strictEqual(tokenRequests().length, 3)
    }).pipe(Effect.provide(clientFor(REFERENCE_SERVICE_CLIENT.clientSecret)))
  )

  it.live("a wrong secret is AUTH_FAILED (401); a scope the client lacks is AUTH_FAILED (403)", () =>
    Effect.gen(function* () {
      const wrong = yield* callOffers.pipe(Effect.flip, Effect.provide(clientFor("not-the-secret")))
      assert.strictEqual(wrong._tag, "ServiceTokenError")
      if (wrong._tag === "ServiceTokenError") expect([wrong.code, wrong.status]).toStrictEqual(["AUTH_FAILED", 401])
      const scope = yield* callOffers.pipe(
        Effect.flip,
        Effect.provide(clientFor(REFERENCE_SERVICE_CLIENT.clientSecret, ["payments.write"]))
      )
      if (scope._tag === "ServiceTokenError") expect([scope.code, scope.status]).toStrictEqual(["AUTH_FAILED", 403])
      else assert.fail(`expected ServiceTokenError, got ${scope._tag}`)
    })
  )

  it("a JSON body or another grant type is refused by the token endpoint", async () => {
    const json = await upstream.handle(
      "atlas",
      new Request(`${mswOrigins.atlas}/v1/connect/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}"
      })
    )
    assert.strictEqual(json.status, 400)
    const grant = await upstream.handle(
      "atlas",
      new Request(`${mswOrigins.atlas}/v1/connect/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=password&client_id=a&client_secret=b"
      })
    )
    assert.strictEqual(grant.status, 400)
    assert.strictEqual(((await grant.json()) as { errors: Array<{ code: string }> }).errors[0]?.code, "AUTH_FAILED")
  })

  it.live("canaries: the client secret and issued tokens are in no log line, span or error", () => {
    const secretCanary = "canary-client-secret-4d7e"
    const spans: Array<RecordedSpan> = []
    const lines: Array<string> = []
    const realSecret = REFERENCE_SERVICE_CLIENT.clientSecret
    return Effect.gen(function* () {
      const ok = yield* callOffers.pipe(Effect.provide(clientFor(realSecret)))
      assert.strictEqual(ok.clientId, REFERENCE_SERVICE_CLIENT.clientId)
      const tokens = [...upstream.state.identity.tokens.keys()]
      assert.strictEqual(tokens.length, 1)
      revokeTokens(upstream.state.identity)
      const failures = yield* Effect.all([
        callOffers.pipe(Effect.flip, Effect.provide(clientFor(secretCanary))),
        callOffers.pipe(Effect.flip, Effect.provide(clientFor(secretCanary, ["nope"])))
      ])
      const sent = requests.filter((r) => r.url.endsWith("/oauth2/token"))
      assert.isTrue(
        (yield* Effect.promise(() => Promise.all(sent.map((r) => r.clone().text())))).some((b) => b.includes(secretCanary)),
        "the canary was really sent"
      )
      const surfaces = [
        ...lines,
        JSON.stringify(spans),
        ...failures.flatMap((e) => [String(e), JSON.stringify(e), inspect(e, { depth: 10 })])
      ]
      assert.isTrue(lines.length > 0, "there were log lines")
      for (const secret of [secretCanary, realSecret, ...tokens]) {
        for (const variant of [secret, encodeURIComponent(secret), Buffer.from(secret).toString("base64")]) {
          expect(
            surfaces.filter((s) => s.includes(variant)),
            `${variant} leaked`
          ).toStrictEqual([])
        }
      }
    }).pipe((e) => observed(e, spans, lines))
  })
})
