import type { ReactNode } from "react"
import { StoresUseCases } from "atlas-client/react"
import { AtlasProvider, runtime, useRead } from "./app.js"

// Stale times by use case or service name, over the table of `staleTimes`; no revalidation when
// the page is shown again; a finished entry nobody reads kept 10 minutes.
export const App = ({ children }: { readonly children?: ReactNode }) => (
  <AtlasProvider
    runtime={runtime}
    staleTimes={{ Stores: 30 * 60_000, "Carts.getCart": 10_000 }}
    refetchOnWindowFocus={false}
    gcTimeMs={600_000}
  >
    {children}
  </AtlasProvider>
)

// Polling, opt-in: fetched again every 30 s while shown and the page is visible; `fetching` is
// true during a revalidation while the value stays shown.
export function StoreHours({ storeId }: { readonly storeId: string }) {
  const { state, fetching, refetch } = useRead(StoresUseCases.getStoreDetails, [storeId], { refetchIntervalMs: 30_000 })
  if (state.status !== "success") return <p aria-busy={fetching}>…</p>
  return (
    <p aria-busy={fetching}>
      {state.value.name} <button onClick={refetch}>Refresh</button>
    </p>
  )
}
