// One example per hook: each region is the `@example` of its hook in src/react/ (verbatim, checked by
// test/docs/apiExamples.test.ts). Components render under an `AtlasProvider` whose runtime has the
// services the use cases need (see examples/react/app.ts).
import * as Effect from "effect/Effect"
import { Suspense } from "react"
import { RequestContext } from "atlas-client"
import {
  CartsUseCases,
  ItemsUseCases,
  prefetch,
  SearchUseCases,
  StoresUseCases,
  useAction,
  useAtlasRuntime,
  useImpression,
  usePrefetch,
  useRead,
  useReadPages,
  useReadView,
  useRequestLog,
  useSlotStore,
  useSlots,
  useSpanLog
} from "atlas-client/react"
import { AtlasErrorBoundary, useSuspenseRead } from "atlas-client/react/suspense"

// #region useRead
export function StoreTitle({ storeId }: { readonly storeId: string }) {
  const { state, fetching, refetch } = useRead(StoresUseCases.getStoreDetails, [storeId])
  if (state.status === "success") return <h1 aria-busy={fetching}>{state.value.name}</h1>
  if (state.status === "response-error" || state.status === "client-error") return <button onClick={refetch}>Try again</button>
  return <p>Loading…</p>
}
// #endregion useRead

// #region useReadView
export function SearchResults({ term }: { readonly term: string }) {
  const { state } = useReadView(SearchUseCases.searchProducts, [{ term }], {
    select: (found) => found.products,
    placeholder: "previous"
  })
  if (state.status !== "success") return <p>{state.status === "request" ? "Searching…" : "No results"}</p>
  return (
    <ul aria-busy={state.placeholder === true}>
      {state.value.map((p) => (
        <li key={p.gtin13}>{p.description}</li>
      ))}
    </ul>
  )
}
// #endregion useReadView

// #region useReadPages
export function Results({ term }: { readonly term: string }) {
  const results = useReadPages(SearchUseCases.searchProducts, (page) => [{ term, page: { size: 24, offset: page * 24 } }], {
    hasNext: (found, page) => (page + 1) * 24 < found.page.total
  })
  return (
    <>
      <ul>
        {results.pages
          .flatMap((page) => (page.status === "success" ? page.value.products : []))
          .map((p) => (
            <li key={p.gtin13}>{p.description}</li>
          ))}
      </ul>
      {results.hasNext && (
        <button disabled={results.fetchingNext} onClick={results.loadNext}>
          {results.fetchingNext ? "Loading…" : "Load more"}
        </button>
      )}
    </>
  )
}
// #endregion useReadPages

// #region usePrefetch
export function ProductCard({ gtin13, name }: { readonly gtin13: string; readonly name: string }) {
  const warm = usePrefetch(ItemsUseCases.lookupItem, { key: gtin13 })
  const onIntent = () => warm(gtin13)
  return (
    <a href={`/products/${gtin13}`} onMouseEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
      {name}
    </a>
  )
}
// #endregion usePrefetch

// #region prefetch
export function StoreLink({ storeId }: { readonly storeId: string }) {
  const store = useSlotStore()
  return (
    <a href={`/stores/${storeId}`} onMouseEnter={() => void prefetch(store, StoresUseCases.getStoreDetails, [storeId])}>
      Store
    </a>
  )
}
// #endregion prefetch

// #region useAction
export function AddToCart({ upc }: { readonly upc: string }) {
  const add = useAction(CartsUseCases.addToCart, { key: upc })
  return (
    <button disabled={add.state.status === "request"} onClick={() => add.run(upc, 1)}>
      {add.state.status === "success" ? "Added" : "Add to cart"}
    </button>
  )
}
// #endregion useAction

// #region useSuspenseRead
function StoreName({ storeId }: { readonly storeId: string }) {
  const { value } = useSuspenseRead(StoresUseCases.getStoreDetails, [storeId])
  return <h1>{value.name}</h1>
}

export function StoreHeader({ storeId }: { readonly storeId: string }) {
  return (
    <AtlasErrorBoundary fallback={({ reset }) => <button onClick={reset}>Try again</button>}>
      <Suspense fallback={<p>Loading…</p>}>
        <StoreName storeId={storeId} />
      </Suspense>
    </AtlasErrorBoundary>
  )
}
// #endregion useSuspenseRead

// #region useSlots
export function SlotList() {
  const slots = useSlots()
  return (
    <ul>
      {slots.map((slot) => (
        <li key={slot.id}>
          {slot.name}: {slot.state.status}
        </li>
      ))}
    </ul>
  )
}
// #endregion useSlots

// #region useRequestLog
export function RecentRequests() {
  const requests = useRequestLog()
  return (
    <ol>
      {requests.map((r) => (
        <li key={r.id}>
          {r.method} {r.url} → {r.status ?? r.outcome} ({r.durationMs} ms)
        </li>
      ))}
    </ol>
  )
}
// #endregion useRequestLog

// #region useSpanLog
export function SlowSpans() {
  const spans = useSpanLog().filter((span) => span.durationMs > 500)
  return <p>{spans.map((span) => span.name).join(", ") || "No slow use cases"}</p>
}
// #endregion useSpanLog

// #region useSlotStore
export function RefreshCart({ profileId }: { readonly profileId: string }) {
  const store = useSlotStore()
  return <button onClick={() => store.invalidate([CartsUseCases.getCart])}>Refresh cart {profileId}</button>
}
// #endregion useSlotStore

// #region useAtlasRuntime
export function ShipToZip({ zip }: { readonly zip: string }) {
  const runtime = useAtlasRuntime<RequestContext>()
  const shipHere = () =>
    runtime.runFork(Effect.flatMap(RequestContext, (context) => context.set({ modality: { type: "SHIP", postalCode: zip } })))
  return <button onClick={shipHere}>Ship to {zip}</button>
}
// #endregion useAtlasRuntime

// #region useImpression
export function HeroAd({ adId, headline }: { readonly adId: string; readonly headline: string }) {
  const { ref } = useImpression({ id: adId, espot_id: "home-hero", espotName: "Home hero", target: "HOME" })
  return <aside ref={ref}>{headline}</aside>
}
// #endregion useImpression
