// The loader and action helpers against the reference upstream over real loopback HTTP: a fresh
// visitor's loader opens the session and hands its cookie back; actions run as that shopper, with
// the form's intent key as the write's Idempotency-Key, so a form posted twice adds once.
import * as Option from "effect/Option"
import type { ServerBuild } from "react-router"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AllServices, type Cart, Environment } from "atlas-client"
import { CartsUseCases, SearchUseCases } from "atlas-client/react"
import { atlasHeaders, atlasRoutes, intentKey, intentOf, readIntentKey, withoutDependencyPreloads } from "atlas-client/react-router/server"
import { INTENT_FIELD } from "atlas-client/react-router"
import { fixtures } from "atlas-client/testing"
import { type RunningServer, startReferenceServer } from "atlas-client/testing/node"

let server: RunningServer
beforeAll(async () => {
  server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
})
afterAll(() => server.close())

const routes = () => atlasRoutes({ environment: Environment.test(server.origins), services: AllServices })
const page = (cookie?: string) => new Request("http://shop.test/products", cookie === undefined ? {} : { headers: { cookie } })
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
const headersOf = (init: ResponseInit | null) => new Headers(init?.headers)
/** A fresh visitor's first page (a loader reading products): the session cookie it answers. */
const visit = async () => {
  const loaded = await routes().load(page(), async (store) => {
    await store.prefetch(SearchUseCases.searchProducts, { term: "milk", page: { size: 4 } })
    return {}
  })
  return cookieOf(headersOf(loaded.init))
}
const addForm = (upc: string, intent: string | undefined) => {
  const form = new FormData()
  form.set("upc", upc)
  if (intent !== undefined) form.set(INTENT_FIELD, intent)
  return form
}

describe("atlasRoutes", () => {
  it("load: a fresh visitor's data carries the prefetched entries and the session's Set-Cookie", async () => {
    const loaded = await routes().load(page(), async (store) => {
      await store.prefetch(SearchUseCases.searchProducts, { term: "milk", page: { size: 4 } })
      return { intent: intentKey() }
    })
    expect(loaded.data.atlas.entries.map((e) => e.id.split("#")[0])).toEqual(["ProductSearch.searchProducts"])
    expect(loaded.data.intent).toMatch(/^[0-9a-f-]{36}$/)
    expect(cookieOf(headersOf(loaded.init))).not.toBe("")
  })

  it("act: the same intent key posted twice at once is one add; the entries it updated come back", async () => {
    const cookie = await visit()
    const { item } = fixtures()
    const intent = intentKey()
    const post = () => {
      const form = addForm(item.gtin13, intent)
      return routes().act(page(cookie), CartsUseCases.addToCart, String(form.get("upc")), 1, intentOf(form))
    }
    const [a, b] = await Promise.all([post(), post()])
    // The session the page's loader opened: the writes open none.
    expect([...headersOf(a.init).getSetCookie(), ...headersOf(b.init).getSetCookie()]).toEqual([])
    for (const r of [a, b]) expect(r.data.ok).toBe(true)
    const cartOf = (r: typeof a): Cart => (r.data.ok ? r.data.value : expect.unreachable())
    expect(cartOf(a).lineItems.map((l) => [l.upc, l.quantity])).toEqual([[item.gtin13, 1]])
    expect(cartOf(b).lineItems.map((l) => [l.upc, l.quantity])).toEqual([[item.gtin13, 1]])
    expect(a.data.atlas.entries.map((e) => e.id.split("#")[0])).toEqual(["Carts.getCart"])
    // The key reached the host: the same key with another body is refused, not a second write.
    const reused = await routes().act(page(cookie), CartsUseCases.addToCart, item.gtin13, 3, { idempotencyKey: intent })
    expect(reused.data.ok ? "ok" : reused.data.error.tag).toBe("IdempotencyKeyReused")
    // A new key (a new render of the form) is a second write, to the same shopper's cart.
    const again = await routes().act(page(cookie), CartsUseCases.addToCart, item.gtin13, 2, { idempotencyKey: intentKey() })
    expect(again.data.ok && again.data.value.lineItems.map((l) => l.quantity)).toEqual([3])
    expect(again.data.ok && again.data.value.id).toBe(cartOf(a).id)
    const read = await routes().load(page(cookie), async (store) => {
      await store.prefetch(CartsUseCases.getCart, cartOf(a).profileId)
      return {}
    })
    expect(read.data.atlas.entries).toHaveLength(1)
    const held = quantityOf(read.data.atlas.entries[0]!.value)
    expect(held).toBe(3)
  })

  it("act: a refused write is the form's error with the spec's message, never a throw", async () => {
    const cookie = await visit()
    const result = await routes().act(page(cookie), CartsUseCases.addToCart, "0000000000000", 1, { idempotencyKey: intentKey() })
    expect(result.init?.status).toBe(400)
    expect(result.data.ok).toBe(false)
    if (result.data.ok) return
    expect(result.data.error.message).not.toBe("")
    expect(result.data.error.tag).toMatch(/Error|Rejected|Invalid/)
  })

  it("readIntentKey: a missing or malformed key is none (the write mints its own)", () => {
    expect(readIntentKey(addForm("1", "abc"))).toBeUndefined()
    expect(readIntentKey(addForm("1", undefined))).toBeUndefined()
    const key = intentKey()
    expect(readIntentKey(addForm("1", key))).toBe(key)
    expect(intentOf(addForm("1", key))).toEqual({ idempotencyKey: key })
    expect(intentOf(addForm("1", "no"))).toEqual({})
  })

  it("headers: the action's, the loader's and the parents' Set-Cookie lines, each once", () => {
    const parent = new Headers([["set-cookie", "a=1; Path=/"]])
    const loader = new Headers([
      ["set-cookie", "a=1; Path=/"],
      ["set-cookie", "b=2; Path=/"]
    ])
    const action = new Headers([["set-cookie", "c=3; Path=/"]])
    const merged = atlasHeaders({ parentHeaders: parent, loaderHeaders: loader, actionHeaders: action, errorHeaders: undefined })
    expect(new Headers(merged).getSetCookie()).toEqual(["a=1; Path=/", "c=3; Path=/", "b=2; Path=/"])
  })
})

/** The quantity of the one line of a dehydrated `Option<Cart>` (encoded: a cart or null). */
const quantityOf = (encoded: unknown): number | undefined => {
  const cart = encoded as { readonly lineItems?: ReadonlyArray<{ readonly quantity: number }> } | null
  return Option.fromNullable(cart).pipe(
    Option.flatMap((c) => Option.fromNullable(c.lineItems?.[0]?.quantity)),
    Option.getOrUndefined
  )
}

describe("withoutDependencyPreloads", () => {
  const route = (id: string, parentId?: string) => ({
    id,
    ...(parentId === undefined ? {} : { parentId }),
    path: id === "root" ? "" : id,
    module: `/assets/${id}-1.js`,
    imports: [`/assets/${id}-dep-1.js`, "/assets/shared-1.js"],
    css: [`/assets/${id}-1.css`],
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false
  })
  const build = {
    entry: { module: {} },
    routes: {},
    assets: {
      entry: { module: "/assets/entry.client-1.js", imports: ["/assets/react-1.js", "/assets/router-1.js"] },
      routes: { root: route("root"), shop: route("shop", "root") },
      url: "/assets/manifest-1.js",
      version: "1"
    }
  } as unknown as ServerBuild

  it("keeps each page's entry and route modules and their stylesheets, drops what they import; the build given is unchanged", () => {
    const cut = withoutDependencyPreloads(build)
    expect(cut.assets.entry).toStrictEqual({ module: "/assets/entry.client-1.js", imports: [] })
    expect(cut.assets.routes["shop"]).toStrictEqual({ ...route("shop", "root"), imports: [] })
    expect(cut.assets.routes["root"]?.css).toStrictEqual(["/assets/root-1.css"])
    expect([cut.assets.url, cut.assets.version, cut.entry, cut.routes]).toStrictEqual([build.assets.url, "1", build.entry, build.routes])
    expect(build.assets.entry.imports).toHaveLength(2)
    expect(build.assets.routes["shop"]?.imports).toHaveLength(2)
  })
})
