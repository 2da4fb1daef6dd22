/**
 * The storefront's browser entry: reads the hosts' config the server inlined, makes the runtime
 * once (outside render: `makeStorefrontRuntime` builds it a part per task) and hydrates the document
 * the server rendered (`root.tsx`), with what its streamed parts fetched (the script the server
 * entry writes after the stream). Hydrated as a transition: React yields to the browser between
 * components, so a tap or a paint is not held behind the whole page's hydration. The offline
 * shell's service worker is registered by the offline parts (`offline.tsx`), loaded after the first
 * screen.
 */
import type { DehydratedState } from "atlas-client/react"
import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { loadOrigins } from "./config.js"
import { CSS_ID, GivenProvider, SNAPSHOT_SCRIPT_ID } from "./given.js"
import { makeStorefrontRuntime } from "./layer.js"
import { onRecoverableError } from "./streamed.js"

const runtime = await makeStorefrontRuntime(await loadOrigins())
// The framework runs this module as soon as it has loaded, maybe while the page still streams: the
// snapshot is written after the page's last part.
if (document.readyState === "loading")
  await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }))
const written = document.getElementById(SNAPSHOT_SCRIPT_ID)?.textContent
const snapshot = written === undefined || written === null ? undefined : (JSON.parse(written) as DehydratedState)
const css = document.getElementById(CSS_ID)?.textContent ?? undefined

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <GivenProvider value={{ runtime, ...(css === undefined ? {} : { css }), ...(snapshot === undefined ? {} : { snapshot }) }}>
        <HydratedRouter />
      </GivenProvider>
    </StrictMode>,
    { onRecoverableError }
  )
})
