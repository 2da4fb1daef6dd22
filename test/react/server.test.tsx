// Server rendering in Node (no window, no document): a store per request prefetches reads, its
// Schema-encoded snapshot seeds the provider of a `react-dom/server` render, the snapshot inlines
// safely, and a render's calls are its shopper's (cookies forwarded, Set-Cookie passed back; two
// concurrent renders never see each other's cart or context).
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import { PassThrough } from "node:stream"
import { type ReactNode, Suspense } from "react"
import { renderToPipeableStream, renderToString } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
import { AllServices, atlasServerClient, Carts, ClientConfig, Environment, RequestContext, Store } from "atlas-client"
import {
  AtlasProvider,
  CartsUseCases,
  CustomerUseCases,
  type DehydratedState,
  ItemsUseCases,
  type SlotState,
  SlotStore,
  RecommendationsUseCases,
  ReviewsUseCases,
  StoresUseCases,
  type UseCase,
  useRead,
  useSlotStore
} from "atlas-client/react"
import { useSuspenseRead } from "atlas-client/react/suspense"
import { createAtlasStore, dehydrate, dehydratedScript, serializeDehydratedState, serverRender } from "atlas-client/react/server"
import { fixtures, inMemoryFetch, makeReferenceUpstream, mswOrigins, referenceLayer } from "atlas-client/testing"

const upstream = makeReferenceUpstream()
const disposables: Array<{ readonly dispose: () => Promise<void> }> = []
const track = <A extends { readonly dispose: () => Promise<void> }>(made: A): A => {
  disposables.push(made)
  return made
}
afterEach(async () => {
  for (const made of disposables.splice(0)) await made.dispose()
  upstream.reset()
})

/** The state of a read's entry in a store, typed by its use case. */
const entryOf = <Args extends ReadonlyArray<unknown>, A, E, R>(
  slots: SlotStore,
  useCase: UseCase<Args, A, E, R>,
  args: Args,
  key?: string
) => slots.getSnapshot(slots.entryId(useCase, args, key)) as SlotState<A, E>

/** The JSON trip the snapshot takes through the page. */
const overTheWire = (state: DehydratedState): DehydratedState => JSON.parse(serializeDehydratedState(state)) as DehydratedState

function StorePage({ storeId, gtin13 }: { readonly storeId: string; readonly gtin13: string }) {
  const store = useRead(StoresUseCases.getStoreDetails, [storeId])
  const item = useRead(ItemsUseCases.lookupItem, [gtin13], { key: gtin13 })
  return (
    <main>
      <h1>{store.state.status === "success" ? store.state.value.name : store.state.status}</h1>
      <p>{item.state.status === "success" ? item.state.value.description : item.state.status}</p>
    </main>
  )
}

describe("server render", () => {
  it("a render through react-dom/server shows the prefetched reads, without window or document and without a request", async () => {
    expect(typeof window).toBe("undefined")
    expect(typeof document).toBe("undefined")
    const { pickupStore, item } = fixtures()
    const store = track(createAtlasStore(referenceLayer({ upstream })))
    await Promise.all([
      store.prefetch(StoresUseCases.getStoreDetails, pickupStore.locationId),
      store.prefetchKeyed(item.gtin13, ItemsUseCases.lookupItem, item.gtin13)
    ])
    const state = overTheWire(dehydrate(store))
    const sent = upstream.log.length
    const html = renderToString(
      <AtlasProvider layer={referenceLayer({ upstream })} dehydratedState={state}>
        <StorePage storeId={pickupStore.locationId} gtin13={item.gtin13} />
      </AtlasProvider>
    )
    expect(html).toContain(`<h1>${pickupStore.name}</h1>`)
    expect(html).toContain(`<p>${item.description}</p>`)
    expect(upstream.log.length).toBe(sent)
    // Without a snapshot the same render shows idle reads.
    const bare = renderToString(
      <AtlasProvider layer={referenceLayer({ upstream })}>
        <StorePage storeId={pickupStore.locationId} gtin13={item.gtin13} />
      </AtlasProvider>
    )
    expect(bare).toContain("<h1>idle</h1>")
  })

  it("the snapshot is Schema-encoded JSON: classes and Options come back; reads without a schema, failures and other keys are left out", async () => {
    const { pickupStore, item, zip } = fixtures()
    const store = track(createAtlasStore(referenceLayer({ upstream })))
    // Before the shopper has a cart, then after.
    await store.prefetch(CartsUseCases.getCart, "before")
    const cart = await store.runtime.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(item.gtin13, 2)))
    await Promise.all([
      store.prefetch(StoresUseCases.getStoreDetails, pickupStore.locationId),
      store.prefetch(StoresUseCases.getStoreDetails, "99999999"),
      store.prefetch(CartsUseCases.getCart, cart.profileId),
      store.prefetch(StoresUseCases.searchByZip, zip),
      // The locator declares no schema: not in the snapshot.
      store.prefetch(StoresUseCases.locateStores, {})
    ])
    expect(entryOf(store.slots, StoresUseCases.locateStores, [{}]).status).toBe("success")
    const state = overTheWire(dehydrate(store))
    expect(state.entries.map((e) => e.id.split("#")[0]).sort()).toStrictEqual([
      "Carts.getCart",
      "Carts.getCart",
      "Stores.getStoreDetails",
      "Stores.searchByZip"
    ])
    const runtime = track(ManagedRuntime.make(referenceLayer({ upstream })))
    const slots = new SlotStore(runtime)
    slots.hydrate(state)
    const details = entryOf(slots, StoresUseCases.getStoreDetails, [pickupStore.locationId])
    expect(details.status === "success" && details.value).toBeInstanceOf(Store)
    expect(details.status === "success" && details.value.name).toBe(pickupStore.name)
    const some = entryOf(slots, CartsUseCases.getCart, [cart.profileId])
    expect(some.status === "success" && Option.map(some.value, (c) => [c.constructor.name, c.lineItems[0]?.quantity])).toStrictEqual(
      Option.some(["Cart", 2])
    )
    const none = entryOf(slots, CartsUseCases.getCart, ["before"])
    expect(none.status === "success" && Option.isNone(none.value)).toBe(true)
    // The same read under another key was not prefetched.
    expect(entryOf(slots, StoresUseCases.getStoreDetails, [pickupStore.locationId], "other").status).toBe("idle")
    // A failed read was not sent: the browser fetches it.
    expect(entryOf(slots, StoresUseCases.getStoreDetails, ["99999999"]).status).toBe("idle")
  })
})

function ReviewCount({ gtin13 }: { readonly gtin13: string }) {
  const { value } = useSuspenseRead(ReviewsUseCases.getReviews, [gtin13], { key: gtin13 })
  return <p>{value.summary.count} reviews</p>
}

function Similar({ gtin13 }: { readonly gtin13: string }) {
  const { value } = useSuspenseRead(RecommendationsUseCases.similar, [gtin13], { key: gtin13 })
  return <p>{value.recommendations.length} similar</p>
}

/** A page streamed by `react-dom/server` to its end. */
const streamed = (app: ReactNode) =>
  new Promise<string>((resolve, reject) => {
    const out = new PassThrough()
    const chunks: Array<Buffer> = []
    out.on("data", (chunk: Buffer) => chunks.push(chunk))
    out.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    const { pipe } = renderToPipeableStream(app, { onShellReady: () => pipe(out), onShellError: reject })
  })

/** A product page with two parts below the fold, each its own `<Suspense>` boundary. */
const StreamedPage = ({ storeId, gtin13 }: { readonly storeId: string; readonly gtin13: string }) => (
  <>
    <StorePage storeId={storeId} gtin13={gtin13} />
    <Suspense fallback={<p>Loading reviews</p>}>
      <ReviewCount gtin13={gtin13} />
    </Suspense>
    <Suspense fallback={<p>Loading similar</p>}>
      <Similar gtin13={gtin13} />
    </Suspense>
  </>
)

const baseIds = (state: DehydratedState) => state.entries.map((e) => e.id.split("#")[0]).sort()

describe("a streamed server render", () => {
  it("over the request's store (serverRender(store)): the provider starts with its values, and the snapshot has the parts' reads too", async () => {
    const { pickupStore, item } = fixtures()
    const store = track(createAtlasStore(referenceLayer({ upstream })))
    await store.prefetch(StoresUseCases.getStoreDetails, pickupStore.locationId)
    const details = upstream.log.filter((entry) => entry.operation === "Stores.getStoreDetails").length
    expect(details).toBe(1)
    const render = serverRender(store)
    let provided: SlotStore | undefined
    const Seen = () => ((provided = useSlotStore()), null)
    const html = await streamed(
      render.wrap(
        <AtlasProvider runtime={store.runtime}>
          <Seen />
          <StreamedPage storeId={pickupStore.locationId} gtin13={item.gtin13} />
        </AtlasProvider>
      )
    )
    expect(html).toContain(`<h1>${pickupStore.name}</h1>`)
    expect(html).toMatch(/<p>\d+<!-- --> reviews<\/p>/)
    expect(html).toMatch(/<p>\d+<!-- --> similar<\/p>/)
    // The provider's store started with the request's values: the prefetched read was not fetched again.
    expect(provided).not.toBe(store.slots)
    expect(upstream.log.filter((entry) => entry.operation === "Stores.getStoreDetails").length).toBe(details)
    const snapshot = overTheWire(render.snapshot())
    expect(baseIds(snapshot)).toStrictEqual(["Recommendations.similar", "Reviews.getReviews", "Stores.getStoreDetails"])
    // Each entry once: the prefetched one as the request's store has it.
    expect(snapshot.entries.find((e) => e.id.startsWith("Stores."))).toStrictEqual(overTheWire(dehydrate(store)).entries[0])
    // The browser's store, seeded with it, holds the values without a request.
    const sent = upstream.log.length
    const runtime = track(ManagedRuntime.make(referenceLayer({ upstream })))
    const slots = new SlotStore(runtime)
    slots.hydrate(snapshot)
    const reviews = entryOf(slots, ReviewsUseCases.getReviews, [item.gtin13], item.gtin13)
    expect(reviews.status === "success" && reviews.value.summary.count).toBeGreaterThan(0)
    const similar = entryOf(slots, RecommendationsUseCases.similar, [item.gtin13], item.gtin13)
    expect(similar.status === "success" && similar.value.recommendations.length).toBeGreaterThan(0)
    expect(upstream.log.length).toBe(sent)
  })

  it("over the request's store, a read that failed there renders as not fetched, as the browser's hydration renders it", async () => {
    const { item } = fixtures()
    const store = track(createAtlasStore(referenceLayer({ upstream })))
    await store.prefetch(StoresUseCases.getStoreDetails, "99999999")
    expect(entryOf(store.slots, StoresUseCases.getStoreDetails, ["99999999"]).status).toBe("response-error")
    const render = serverRender(store)
    const html = renderToString(
      render.wrap(
        <AtlasProvider runtime={store.runtime}>
          <StorePage storeId="99999999" gtin13={item.gtin13} />
        </AtlasProvider>
      )
    )
    expect(html).toContain("<h1>idle</h1>")
    expect(render.snapshot().entries).toStrictEqual([])
  })

  it("without one (serverRender()): the provider's own store, seeded; the snapshot leaves out what the page already carries", async () => {
    const { pickupStore, item } = fixtures()
    const store = track(createAtlasStore(referenceLayer({ upstream })))
    await store.prefetch(StoresUseCases.getStoreDetails, pickupStore.locationId)
    const prefetched = overTheWire(dehydrate(store))
    const render = serverRender()
    const html = await streamed(
      render.wrap(
        <AtlasProvider runtime={store.runtime} dehydratedState={prefetched}>
          <StreamedPage storeId={pickupStore.locationId} gtin13={item.gtin13} />
        </AtlasProvider>
      )
    )
    expect(html).toContain(`<h1>${pickupStore.name}</h1>`)
    expect(html).toMatch(/<p>\d+<!-- --> reviews<\/p>/)
    // The request's store holds only what it prefetched; the provider's holds the parts' reads too.
    expect(baseIds(dehydrate(store))).toStrictEqual(["Stores.getStoreDetails"])
    expect(baseIds(render.snapshot())).toStrictEqual(["Recommendations.similar", "Reviews.getReviews", "Stores.getStoreDetails"])
    // What the page carries already (the same entry, fetched at the same time) is not sent twice.
    expect(baseIds(render.snapshot([prefetched]))).toStrictEqual(["Recommendations.similar", "Reviews.getReviews"])
    // An entry the page carries from an earlier fetch is sent: the provider's is newer.
    const older = { ...prefetched, entries: prefetched.entries.map((e) => ({ ...e, updatedAt: e.updatedAt - 1 })) }
    expect(baseIds(render.snapshot([older]))).toStrictEqual(["Recommendations.similar", "Reviews.getReviews", "Stores.getStoreDetails"])
  })

  it("before the render, or outside one, the snapshot is empty", () => {
    expect(serverRender().snapshot()).toStrictEqual({ entries: [] })
  })
})

describe("context-dependent reads in the snapshot", () => {
  const { pickupStore, item } = fixtures()
  const pickup = { type: "PICKUP" as const, locationId: pickupStore.locationId }
  const delivery = { type: "DELIVERY" as const, postalCode: "45202" }
  const setModality = (runtime: ManagedRuntime.ManagedRuntime<RequestContext, unknown>, modality: typeof pickup | typeof delivery) =>
    runtime.runPromise(Effect.flatMap(RequestContext, (c) => c.set({ modality })))

  it("belong to the server's modality: shown under it, left for the browser's own entries under another", async () => {
    const server = track(createAtlasStore(referenceLayer({ upstream })))
    await setModality(server.runtime, pickup)
    await server.prefetch(ItemsUseCases.lookupItem, item.gtin13)
    const state = overTheWire(dehydrate(server))
    expect(state.context).toBe(JSON.stringify(pickup))

    for (const [modality, seeded] of [
      [pickup, true],
      [delivery, false]
    ] as const) {
      const runtime = track(ManagedRuntime.make(referenceLayer({ upstream })))
      await setModality(runtime, modality)
      const slots = new SlotStore(runtime)
      slots.hydrate(state)
      // Before the browser's modality is known, the entry is the server's.
      expect(entryOf(slots, ItemsUseCases.lookupItem, [item.gtin13]).status).toBe("success")
      // A run makes the store follow the browser's modality.
      await slots.read(StoresUseCases.getStoreDetails, [pickupStore.locationId])
      expect(slots.getContextKey()).toBe(JSON.stringify(modality))
      expect(entryOf(slots, ItemsUseCases.lookupItem, [item.gtin13]).status).toBe(seeded ? "success" : "idle")
      slots.dispose()
    }
  })
})

describe("inlining the snapshot", () => {
  it("escapes what could end the script or open a comment, and reads back the same", () => {
    const evil = "</script><script>alert(1)</script><!-- \u2028\u2029 & >"
    const state: DehydratedState = { context: "<!--", entries: [{ id: "a#default#[]", value: { name: evil }, updatedAt: 1 }] }
    const text = serializeDehydratedState(state)
    for (const unsafe of ["<", ">", "&", "\u2028", "\u2029"]) expect(text).not.toContain(unsafe)
    expect(JSON.parse(text)).toStrictEqual(state)
    const script = dehydratedScript(state, { nonce: 'n"1' })
    expect(script.match(/<\/script>/g)).toStrictEqual(["</script>"])
    expect(script.startsWith('<script type="application/json" id="atlas-state" nonce="n&quot;1">')).toBe(true)
  })
})

describe("server requests are the shopper's", () => {
  const origins = mswOrigins
  const atlas = `${origins.atlas}/atlas/v1`
  /** A browser's session, signed in as a seeded shopper: its Cookie header. */
  const signedIn = async (shopperId: string): Promise<string> => {
    const visit = await upstream.handle("atlas", new Request(`${atlas}/stores/v2/filters`))
    const cookie = visit.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    const signIn = await upstream.handle(
      "atlas",
      new Request(`${origins.atlas}/__dev/sign-in`, { method: "POST", headers: { cookie }, body: JSON.stringify({ shopperId }) })
    )
    expect(signIn.status).toBe(200)
    return cookie
  }
  /** The layer of one incoming request. */
  const serverLayer = (cookie: string | undefined, onSetCookie?: (lines: ReadonlyArray<string>) => void, tracing = false) =>
    AllServices.pipe(
      Layer.provideMerge(
        atlasServerClient(Environment.test(origins), {
          cookie,
          fetch: inMemoryFetch(upstream, origins),
          ...(onSetCookie === undefined ? {} : { onSetCookie })
        })
      ),
      // Tracing on: the calls go through the HTTP client instead of straight through `fetch`.
      Layer.provide(ClientConfig.layer({ tracing }))
    )

  function ShopperPage({ profileId }: { readonly profileId: string }) {
    const context = useRead(CustomerUseCases.getProfileContext, [])
    const cart = useRead(CartsUseCases.getCart, [profileId])
    const email = context.state.status === "success" ? context.state.value.identity.emailAddress : context.state.status
    const lines = cart.state.status === "success" ? Option.getOrThrow(cart.state.value).lineItems.map((l) => l.upc) : []
    return (
      <section>
        <h1>{email}</h1>
        <ul>
          {lines.map((upc) => (
            <li key={upc}>{upc}</li>
          ))}
        </ul>
      </section>
    )
  }

  /** One server render: the shopper's context, then their cart, prefetched and rendered. */
  const render = async (cookie: string) => {
    const store = track(createAtlasStore(serverLayer(cookie)))
    await store.prefetch(CustomerUseCases.getProfileContext)
    const context = entryOf(store.slots, CustomerUseCases.getProfileContext, [])
    const profileId = context.status === "success" ? (context.value.identity.profileId ?? "") : ""
    await store.prefetch(CartsUseCases.getCart, profileId)
    const state = overTheWire(dehydrate(store))
    return renderToString(
      <AtlasProvider layer={serverLayer(cookie)} dehydratedState={state}>
        <ShopperPage profileId={profileId} />
      </AtlasProvider>
    )
  }

  it("two concurrent renders with different session cookies never see each other's cart or context", async () => {
    const [ava, ben] = fixtures().shoppers
    const items = [fixtures().item.gtin13, fixtures().coldMedicine.gtin13]
    const cookies = [await signedIn(ava!.shopperId), await signedIn(ben!.shopperId)] as const
    // Each shopper's cart holds one item, written through the server client (its XSRF token is the forwarded cookie's).
    for (const [i, cookie] of cookies.entries()) {
      const runtime = track(ManagedRuntime.make(serverLayer(cookie)))
      await runtime.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(items[i]!, 1)))
    }
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([render(cookies[0]), render(cookies[1])])
      expect(a).toContain(`<h1>${ava!.email}</h1>`)
      expect(a).toContain(`<li>${items[0]}</li>`)
      expect(a).not.toContain(ben!.email)
      expect(a).not.toContain(items[1])
      expect(b).toContain(`<h1>${ben!.email}</h1>`)
      expect(b).toContain(`<li>${items[1]}</li>`)
      expect(b).not.toContain(ava!.email)
      expect(b).not.toContain(items[0])
    }
  })

  it.each([false, true])(
    "a new visitor's render opens one session and passes its cookies back: the browser keeps that session (tracing %s)",
    async (tracing) => {
      const setCookies: Array<string> = []
      const store = track(createAtlasStore(serverLayer(undefined, (lines) => setCookies.push(...lines), tracing)))
      const cart = await store.runtime.runPromise(
        Effect.zipRight(
          Effect.promise(() =>
            Promise.all([
              store.prefetch(CustomerUseCases.getProfileContext),
              store.prefetch(StoresUseCases.getStoreDetails, fixtures().pickupStore.locationId)
            ])
          ),
          Effect.flatMap(Carts, (c) => c.addToCart(fixtures().item.gtin13, 3))
        )
      )
      // The render's concurrent reads and its write shared the one session they opened.
      expect(upstream.sessions.size).toBe(1)
      expect(setCookies.map((line) => line.split("=")[0])).toStrictEqual(["atlas_session", "XSRF-TOKEN"])
      // The browser sends back what the server's response set: the same session, the same cart.
      const browser = setCookies.map((line) => line.split(";")[0]).join("; ")
      const carts = await upstream.handle(
        "atlas",
        new Request(`${atlas}/carts?filter.profileId=${cart.profileId}`, { headers: { cookie: browser } })
      )
      expect(carts.status).toBe(200)
      const body = (await carts.json()) as { readonly data: { readonly carts: ReadonlyArray<{ readonly id: string }> } }
      expect(body.data.carts.map((c) => c.id)).toStrictEqual([cart.id])
      expect(upstream.sessions.size).toBe(1)
    }
  )
})
