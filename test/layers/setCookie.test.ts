/**
 * `Set-Cookie` lines folded into one header by a proxy (Prism does) are split back into cookies,
 * the comma of an `Expires` date kept; a server client behind such a proxy learns every cookie.
 */
import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import { forwardedCookies } from "../../src/layers/serverClient.js"
import { setCookieLines } from "../../src/layers/setCookie.js"

const folded = "atlas_session=abc; Path=/; HttpOnly; SameSite=Lax, XSRF-TOKEN=x1; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT"

describe("setCookieLines", () => {
  it("splits a folded header at the commas that start a cookie, not at a date's", () => {
    expect(setCookieLines(new Headers({ "set-cookie": folded }))).toStrictEqual([
      "atlas_session=abc; Path=/; HttpOnly; SameSite=Lax",
      "XSRF-TOKEN=x1; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT"
    ])
  })

  it("keeps separate headers as they are, and a single cookie with a date whole", () => {
    const headers = new Headers()
    headers.append("set-cookie", "a=1; Expires=Thu, 01 Jan 2099 00:00:00 GMT")
    headers.append("set-cookie", "b=2")
    expect(setCookieLines(headers)).toStrictEqual(["a=1; Expires=Thu, 01 Jan 2099 00:00:00 GMT", "b=2"])
    expect(setCookieLines(new Headers())).toStrictEqual([])
  })

  it.effect("a server client behind a folding proxy keeps both cookies and echoes the XSRF token", () =>
    Effect.gen(function* () {
      const seen: Array<ReadonlyArray<string>> = []
      const sent: Array<string | null> = []
      const forwarded = forwardedCookies("http://atlas.test/atlas/v1", {
        onSetCookie: (lines) => seen.push(lines),
        fetch: (_input, init) => {
          sent.push(new Headers(init?.headers).get("cookie"))
          return Promise.resolve(new Response("{}", { headers: { "set-cookie": folded } }))
        }
      })
      yield* Effect.promise(() => forwarded.fetch("http://atlas.test/atlas/v1/stores/v2/filters"))
      yield* Effect.promise(() => forwarded.fetch("http://atlas.test/atlas/v1/stores/v2/filters"))
      assert.strictEqual(sent[1], "atlas_session=abc; XSRF-TOKEN=x1")
      expect(seen[0]).toHaveLength(2)
      const xsrf = yield* forwarded.credentials.xsrfToken
      assert.isTrue(Option.isSome(xsrf))
      if (Option.isSome(xsrf)) assert.strictEqual(Redacted.value(xsrf.value), "x1")
    })
  )
})
