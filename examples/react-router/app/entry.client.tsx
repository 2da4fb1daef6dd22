import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { documentSnapshot, onRecoverableError } from "atlas-client/react-router"

// The snapshot the server wrote after the page: the root's provider starts from it.
await documentSnapshot()
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    // A part that failed on the server is expected: the browser renders it again.
    { onRecoverableError }
  )
})
