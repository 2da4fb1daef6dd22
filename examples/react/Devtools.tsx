/// <reference types="vite/client" />
import { lazy, Suspense } from "react"

// The devtools' own entry, imported lazily: a development build shows them (or any build with
// `?devtools` in the address); a production bundle never fetches their script otherwise.
const AtlasDevtools = lazy(() => import("atlas-client/react/devtools"))
const wanted = import.meta.env.DEV || new URLSearchParams(globalThis.location?.search).has("devtools")

export function Devtools() {
  if (!wanted) return null
  return (
    <aside aria-label="Devtools">
      <Suspense fallback={<p role="status">Loading the devtools…</p>}>
        <AtlasDevtools headingLevel={2} />
      </Suspense>
    </aside>
  )
}
