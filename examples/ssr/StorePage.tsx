import { Suspense } from "react"
import type { StoresError } from "atlas-client"
import { StoresUseCases } from "atlas-client/react"
import { AtlasErrorBoundary, useSuspenseRead } from "atlas-client/react/suspense"

// A read that suspends until its value is there: no loading or error branch in the component.
function StoreDetails({ storeId }: { readonly storeId: string }) {
  const { value: store } = useSuspenseRead(StoresUseCases.getStoreDetails, [storeId])
  return <h1>{`${store.name} · ${store.address.postalCode}`}</h1>
}

// The boundary gets the read's typed error; its reset fetches the read again.
export function StorePage({ storeId }: { readonly storeId: string }) {
  return (
    <AtlasErrorBoundary<StoresError>
      fallback={({ error, reset }) => (
        <p role="alert">
          {error._tag === "UpstreamError" ? "The store is unavailable." : error.message} <button onClick={reset}>Try again</button>
        </p>
      )}
    >
      <Suspense fallback={<p role="status">Loading the store…</p>}>
        <StoreDetails storeId={storeId} />
      </Suspense>
    </AtlasErrorBoundary>
  )
}
