/**
 * The shopping context kept in cookies (`CookieStore.ts`): what the browser writes is what a server
 * rendering for the shopper reads from the request's `Cookie` header, and a write made while
 * rendering goes back as a `Set-Cookie` line.
 */
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import {
  cookieNameOf,
  cookieStore,
  readCookieValue,
  RequestContext,
  requestCookieStore,
  SHOPPING_CONTEXT_KEY,
  ShoppingContext
} from "atlas-client"

/** A browser's cookie jar: `document.cookie` as it reads and is assigned. */
const browserJar = () => {
  const jar = new Map<string, string>()
  return {
    read: () => Array.from(jar, ([name, value]) => `${name}=${value}`).join("; "),
    write: (line: string) => {
      const [pair = ""] = line.split(";")
      const eq = pair.indexOf("=")
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(pair.slice(0, eq))
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
  }
}

const activeOf = (store: Layer.Layer<KeyValueStore.KeyValueStore>) =>
  Effect.runPromise(
    Effect.scoped(
      Layer.build(ShoppingContext.layer(store).pipe(Layer.provideMerge(RequestContext.Default))).pipe(
        Effect.flatMap((context) =>
          Effect.provide(
            Effect.flatMap(RequestContext, (c) => c.get),
            context
          )
        )
      )
    )
  )

describe("cookie key-value stores", () => {
  it("a key becomes a valid cookie name; values are URI-encoded and read back decoded", async () => {
    expect(cookieNameOf(SHOPPING_CONTEXT_KEY)).toBe("atlas-client_shopping-context_v1")
    const jar = browserJar()
    const store = cookieStore(jar)
    await Effect.runPromise(store.set(SHOPPING_CONTEXT_KEY, '{"type":"PICKUP"; x}'))
    expect(jar.read()).toBe(`atlas-client_shopping-context_v1=${encodeURIComponent('{"type":"PICKUP"; x}')}`)
    expect(await Effect.runPromise(store.get(SHOPPING_CONTEXT_KEY))).toStrictEqual(Option.some('{"type":"PICKUP"; x}'))
    await Effect.runPromise(store.remove(SHOPPING_CONTEXT_KEY))
    expect(jar.read()).toBe("")
    expect(readCookieValue("a=1; b=%7B%7D", "b")).toStrictEqual(Option.some("{}"))
    expect(readCookieValue("a=1", "b")).toStrictEqual(Option.none())
  })

  it("the modality the browser's shopping context saved is the one a server render restores from the request's cookie", async () => {
    const jar = browserJar()
    const browser = Layer.succeed(KeyValueStore.KeyValueStore, cookieStore(jar))
    await Effect.runPromise(
      Effect.scoped(
        Layer.build(ShoppingContext.layer(browser).pipe(Layer.provideMerge(RequestContext.Default))).pipe(
          Effect.flatMap((context) =>
            Effect.provide(
              Effect.flatMap(ShoppingContext, (s) => s.setActive({ type: "PICKUP", locationId: "01400943", facilityId: "01400943" })),
              context
            )
          )
        )
      )
    )
    const lines: Array<string> = []
    const server = await activeOf(requestCookieStore(jar.read(), (line) => lines.push(line)))
    expect(server.modality).toStrictEqual({ type: "PICKUP", locationId: "01400943", facilityId: "01400943" })
    // Nothing was written back: the render only read it.
    expect(lines).toStrictEqual([])
    // A new visitor has none.
    expect((await activeOf(requestCookieStore(null))).modality).toBeUndefined()
  })
})
