// The loader and action helpers against the reference upstream over real loopback HTTP: a fresh
// visitor's loader opens the session and hands its cookie back; actions run as that shopper, with
// the form's intent key as the write's Idempotency-Key, so a form posted twice adds once. The
// server entry's streamed page (`streamDocument`), rendered by React Router's request handler over
// a server build in memory: its parts after its shell, then the snapshot of what they fetched.
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import { type ReactNode, Suspense } from "react"
import { createRequestHandler, type EntryContext, type LoaderFunctionArgs, Outlet, type ServerBuild } from "react-router"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AllServices, atlasServerClient, type Cart, Environment } from "atlas-client"
import { CartsUseCases, ItemsUseCases, ReviewsUseCases, SearchUseCases, StoresUseCases, useRead } from "atlas-client/react"
import { createAtlasStore } from "atlas-client/react/server"
import { useSuspenseRead } from "atlas-client/react/suspense"
import {
  atlasHeaders,
  atlasRoutes,
  intentKey,
  intentOf,
  readIntentKey,
  streamDocument,
  withoutDependencyPreloads
} from "atlas-client/react-router/server"
import { AtlasRouterProvider, INTENT_FIELD, PART_FAILED_DIGEST } from "atlas-client/react-router"
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

// A framework-mode app as a server build in memory: a root layout with the one provider, a product
// page whose loader prefetches the product, and two parts below the fold (its reviews, which
// resolve, and a store's details, which the host refuses: a typed error), each its own boundary.
const { item } = fixtures()
const MISSING_STORE = "99999999"
const ReviewCount = () => {
  const { value } = useSuspenseRead(ReviewsUseCases.getReviews, [item.gtin13], { key: item.gtin13 })
  return <p>{value.summary.count} reviews</p>
}
const MissingStore = () => {
  const { value } = useSuspenseRead(StoresUseCases.getStoreDetails, [MISSING_STORE])
  return <p>{value.name}</p>
}
const ProductPage = () => {
  const { state } = useRead(ItemsUseCases.lookupItem, [item.gtin13])
  return (
    <main>
      <h1>{state.status === "success" ? state.value.description : state.status}</h1>
      <Suspense fallback={<p>Loading reviews</p>}>
        <ReviewCount />
      </Suspense>
      <Suspense fallback={<p>Loading the store</p>}>
        <MissingStore />
      </Suspense>
    </main>
  )
}

/** A server build of that app, with its server entry and its product page's loader. */
const buildOf = (
  runtime: ManagedRuntime.ManagedRuntime<never, unknown>,
  entry: (request: Request, status: number, headers: Headers, context: EntryContext) => Promise<Response>,
  loader: (request: Request) => Promise<unknown>
): ServerBuild => {
  const asset = (id: string, parentId?: string) => ({
    id,
    ...(parentId === undefined ? { path: "" } : { parentId, index: true }),
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    hasAction: false,
    hasLoader: parentId !== undefined,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false
  })
  const Layout = ({ children }: { readonly children: ReactNode }) => (
    <html lang="en">
      <body>
        <AtlasRouterProvider runtime={runtime}>{children}</AtlasRouterProvider>
      </body>
    </html>
  )
  return {
    entry: { module: { default: entry } },
    routes: {
      root: { id: "root", path: "", module: { Layout, default: () => <Outlet /> } },
      product: {
        id: "product",
        parentId: "root",
        index: true,
        module: { default: ProductPage, loader: ({ request }: LoaderFunctionArgs) => loader(request), headers: atlasHeaders }
      }
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: { root: asset("root"), product: asset("product", "root") },
      url: "/assets/manifest.js",
      version: "1"
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" }
  } as unknown as ServerBuild
}

/** The product page's loader over a store of its own (`atlasRoutes().load`): the product prefetched. */
const loadProduct = (request: Request) =>
  routes().load(request, async (store) => {
    await store.prefetch(ItemsUseCases.lookupItem, item.gtin13)
    return {}
  })

/** A first visit's page, through React Router's request handler. */
const firstPage = (build: ServerBuild) => createRequestHandler(build, "production")(new Request("http://shop.test/"))

/** The page's text and the snapshot script after it. */
const documentOf = async (response: Response) => {
  const html = await response.text()
  const script = /<script type="application\/json" id="atlas-state">(.*?)<\/script>/.exec(html)
  const snapshot = JSON.parse(script?.[1] ?? "null") as { readonly entries: ReadonlyArray<{ readonly id: string }> } | null
  return { html, ids: snapshot?.entries.map((e) => e.id.split("#")[0]).sort(), at: (text: string) => html.indexOf(text) }
}

describe("streamDocument", () => {
  const runtimeOf = () =>
    ManagedRuntime.make(
      AllServices.pipe(Layer.provideMerge(atlasServerClient(Environment.test(server.origins), {})))
    ) as ManagedRuntime.ManagedRuntime<never, unknown>

  it("the page streamed, its parts below the fold after the shell, then the snapshot of what they fetched, less what the routes' data carries", async () => {
    const runtime = runtimeOf()
    const closed: Array<string> = []
    const bugs: Array<unknown> = []
    const build = buildOf(
      runtime,
      (request, status, headers, context) =>
        streamDocument(request, status, headers, context, { onClose: () => closed.push(request.url), onPartError: (e) => bugs.push(e) }),
      loadProduct
    )
    try {
      const response = await firstPage(build)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
      const page = await documentOf(response)
      // The shell with the loader's value, then the resolved part, then the snapshot at the very end.
      expect(page.at(`<h1>${item.description}</h1>`)).toBeGreaterThan(0)
      expect(page.html).toMatch(/<p>\d+<!-- --> reviews<\/p>/)
      expect(page.at('id="atlas-state"')).toBeGreaterThan(page.at(" reviews</p>"))
      expect(page.html.trimEnd().endsWith("</script>")).toBe(true)
      // The snapshot: the reviews the part fetched; the product the loader's data carries already; not the failed read.
      expect(page.ids).toStrictEqual(["Reviews.getReviews"])
      // The refused part is the browser's to render again: its digest says so, and it is no bug.
      expect(page.html).toContain(`$RX("B:1","${PART_FAILED_DIGEST}"`)
      expect(bugs).toStrictEqual([])
      expect(closed).toStrictEqual(["http://shop.test/"])
    } finally {
      await runtime.dispose()
    }
  })

  it("allReady (a crawler's page): nothing is sent until every part resolved, each in place", async () => {
    const runtime = runtimeOf()
    const build = buildOf(
      runtime,
      (request, status, headers, context) => streamDocument(request, status, headers, context, { allReady: true }),
      (request) => routes().load(request, async () => ({}))
    )
    try {
      const page = await documentOf(await firstPage(build))
      expect(page.html).toMatch(/<main><h1>[^<]*<\/h1><!--\$--><p>\d+<!-- --> reviews<\/p><!--\/\$-->/)
      expect(page.html).not.toContain("Loading reviews")
      // The part's read, fetched by the render, is in the snapshot (the loader prefetched nothing).
      expect(page.ids).toStrictEqual(["Reviews.getReviews"])
    } finally {
      await runtime.dispose()
    }
  })

  it("over the request's store: the provider reads the loader's values from it, and the snapshot carries them with the parts'", async () => {
    const runtime = runtimeOf()
    // The one request's store, shared by its loader and its render (the loader returns no snapshot of its own).
    const store = createAtlasStore(AllServices.pipe(Layer.provideMerge(atlasServerClient(Environment.test(server.origins), {}))))
    const build = buildOf(
      runtime,
      (request, status, headers, context) =>
        streamDocument(request, status, headers, context, { store, onClose: () => void store.dispose() }),
      async () => {
        await store.prefetch(ItemsUseCases.lookupItem, item.gtin13)
        return {}
      }
    )
    try {
      const sent = server.upstream.log.length
      const page = await documentOf(await firstPage(build))
      expect(page.at(`<h1>${item.description}</h1>`)).toBeGreaterThan(0)
      expect(page.ids).toStrictEqual(["Items.lookupItem", "Reviews.getReviews"])
      // The product was fetched once, by the loader: the render read it from the request's store.
      const lookups = server.upstream.log.slice(sent).filter((entry) => entry.operation === "Items.getItems")
      expect(lookups).toHaveLength(1)
    } finally {
      await runtime.dispose()
    }
  })

  it("atlasRoutes().stream: the parts read as the shopper over a store of the request, whatever runtime the provider was given", async () => {
    // A runtime that reaches no host: a part read with it would fail (and be left to the browser).
    const unreachable = ManagedRuntime.make(
      AllServices.pipe(Layer.provideMerge(atlasServerClient(Environment.test({ atlas: "http://127.0.0.1:9" }), {})))
    ) as ManagedRuntime.ManagedRuntime<never, unknown>
    const build = buildOf(
      unreachable,
      // Every part in place before the headers go: a session a part's read opened would be sent too.
      (request, status, headers, context) => routes().stream(request, status, headers, context, { allReady: true }),
      loadProduct
    )
    try {
      const response = await firstPage(build)
      const page = await documentOf(response)
      expect(page.at(`<h1>${item.description}</h1>`)).toBeGreaterThan(0)
      expect(page.html).toMatch(/<p>\d+<!-- --> reviews<\/p>/)
      // The reviews the part fetched as the shopper; the product is in the loader's data.
      expect(page.ids).toStrictEqual(["Reviews.getReviews"])
      // A fresh visitor: the session the loader opened goes with the page, and the part read in it (no second session).
      const sessions = response.headers.getSetCookie().filter((line) => line.startsWith("atlas_session="))
      expect(sessions).toHaveLength(1)
    } finally {
      await unreachable.dispose()
    }
  })
})
