/**
 * The storefront's browser entry: reads the hosts' config the server inlined, makes the runtime
 * once (outside render: `makeStorefrontRuntime` builds it a part per task) and hydrates the document
 * the server rendered (`root.tsx`), with what its streamed parts fetched (the snapshot the server
 * entry writes after the stream: `documentSnapshot()`). A part that failed on the server is left to
 * the browser (`onRecoverableError` expects it). Hydrated as a transition: React yields to the browser between
 * components, so a tap or a paint is not held behind the whole page's hydration. The offline
 * shell's service worker is registered by the offline parts (`offline.tsx`), loaded after the first
 * screen.
 */
import { documentSnapshot, onRecoverableError } from "atlas-client/react-router"
import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { loadOrigins } from "./config.js"
import { CSS_ID, GivenProvider } from "./given.js"
import { makeStorefrontRuntime } from "./layer.js"

const runtime = await makeStorefrontRuntime(await loadOrigins())
// Written after the page's last part: read once the document is parsed (the root's provider starts from it).
await documentSnapshot()
const css = document.getElementById(CSS_ID)?.textContent ?? undefined

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <GivenProvider value={{ runtime, ...(css === undefined ? {} : { css }) }}>
        <HydratedRouter />
      </GivenProvider>
    </StrictMode>,
    { onRecoverableError }
  )
})
