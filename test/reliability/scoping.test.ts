import { afterAll, assert, beforeAll, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { atlasClientWith, Credentials, Environment, execute, Operation, StoresContract } from "atlas-client"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Schema from "effect/Schema"
import { scriptedClient } from "./support.js"

const secrets = { xsrfToken: "xsrf-canary", authorization: "Bearer auth-canary", applicationAuthorization: "app-canary" }
const sensitive = ["authorization", "x-application-authorization", "x-xsrf-token", "cookie"]

const echo = Operation.make({
  domain: "test",
  name: "Test.echo",
  requestKind: "echo",
  summary: "",
  method: "POST",
  path: "/echo/{id}",
  retry: "read",
  pathParams: Schema.Struct({ id: Schema.String }),
  success: Schema.Unknown
})
const thirdParty = Operation.make({
  domain: "test",
  name: "Test.thirdParty",
  requestKind: "third party",
  summary: "",
  method: "POST",
  path: "/deals/{id}",
  host: "shoppable",
  retry: "read",
  pathParams: Schema.Struct({ id: Schema.String }),
  success: Schema.Unknown
})

const tricks = [
  "https://evil.example/steal",
  "//evil.example/steal",
  "@evil.example",
  "user@evil.example",
  "..%2F..%2Fevil",
  "../../../evil",
  "evil.example%00.atlasgrocer.com",
  "%2F%2Fevil.example",
  "\\\\evil.example"
]

describe("credential scoping", () => {
  it.live(
    "absolute, protocol-relative, look-alike and user@host path values never leave the host, and secrets go only where they belong",
    () =>
      Effect.gen(function* () {
        const { attempts, layer } = scriptedClient(() => Response.json({ ok: true }), undefined, Credentials.fixed(secrets))
        for (const id of tricks) {
          yield* execute(echo, { path: { id } }).pipe(Effect.provide(layer))
          yield* execute(thirdParty, { path: { id } }).pipe(Effect.provide(layer))
        }
        const atlasOrigin = "http://127.0.0.1:4010"
        const shoppableOrigin = "http://127.0.0.1:4012"
        for (const a of attempts) {
          const url = new URL(a.url)
          assert.include([atlasOrigin, shoppableOrigin], url.origin, a.url)
          assert.strictEqual(url.username + url.password, "", a.url)
          if (url.origin === shoppableOrigin) for (const h of sensitive) assert.strictEqual(a.headers[h], undefined, `${h} to ${a.url}`)
        }
        const atlasCalls = attempts.filter((a) => a.url.startsWith(atlasOrigin))
        assert.isTrue(atlasCalls.every((a) => a.headers["x-xsrf-token"] === secrets.xsrfToken))
        console.log(`scoping: ${tricks.length} tricks, ${attempts.length} requests, all on their own host`)
      })
  )
})

describe("redirects", () => {
  let target: Server
  let redirector: Server
  let targetHits = 0
  let origins: { redirector: string; target: string }
  beforeAll(async () => {
    const listen = (s: Server) =>
      new Promise<string>((resolve) => s.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)))
    target = createServer((_, res) => {
      targetHits += 1
      res.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
    const targetOrigin = await listen(target)
    redirector = createServer((req, res) => {
      res.writeHead(302, { location: `${targetOrigin}${req.url ?? "/"}` }).end()
    })
    origins = { redirector: await listen(redirector), target: targetOrigin }
  })
  afterAll(() => {
    target.close()
    redirector.close()
  })

  it.live("a cross-origin redirect is refused: typed network error, nothing reaches the other origin", () =>
    Effect.gen(function* () {
      const client = atlasClientWith(
        Environment.test({ atlas: origins.redirector, payments: origins.redirector, shoppable: origins.redirector }),
        Credentials.fixed(secrets),
        FetchHttpClient.layer
      )
      const error = yield* execute(StoresContract.getStoreFilters, {}).pipe(Effect.flip, Effect.provide(client))
      assert.strictEqual(error._tag, "ClientError")
      assert.strictEqual(error.message, "Network Error")
      assert.strictEqual(targetHits, 0)
    })
  )
})
