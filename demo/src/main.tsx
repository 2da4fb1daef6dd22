/**
 * The storefront's browser entry: reads the hosts' config, makes the runtime once (outside render)
 * and builds its services, and hydrates the page the server rendered (entry-server.tsx) with the
 * server's snapshot (`dehydratedState`), the router's data and the cookies the server rendered with;
 * the route modules the page shows are loaded first, so the first render matches the server's HTML.
 * The snapshot's script follows the streamed page (the server writes it once every part resolved),
 * and the loader that runs this module comes after it (demo/vite.config.ts), so it reads the whole
 * snapshot. Without a server render (`vite` dev server), it renders from scratch.
 */
import { AtlasProvider, type DehydratedState } from "atlas-client/react"
import { startTransition, StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router"
import { loadOrigins } from "./config.js"
import { FirstCookies, firstCookiesOnPage } from "./cookies.js"
import { makeStorefrontRuntime, storefrontStaleTimes } from "./layer.js"
import { bindRouter } from "./router.js"
import { routes } from "./routes.js"
import { onRecoverableError } from "./streamed.js"
import "./styles.css"

const root = document.getElementById("root")
if (root === null) throw new Error("Atlas Market: no #root element")

const snapshot = document.getElementById("atlas-state")?.textContent
const dehydrated = snapshot === undefined || snapshot === null ? undefined : (JSON.parse(snapshot) as DehydratedState)

const origins = await loadOrigins()
const runtime = await makeStorefrontRuntime(origins)
if (dehydrated !== undefined) {
  // The lazy routes of the page shown, loaded before hydrating (the server rendered them).
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    })
  )
}
// The server's router data (`window.__staticRouterHydrationData`) is read by the router.
const router = createBrowserRouter(routes)
bindRouter(router)

const app = (
  <StrictMode>
    <AtlasProvider
      runtime={runtime}
      staleTimes={storefrontStaleTimes}
      {...(dehydrated === undefined ? {} : { dehydratedState: dehydrated })}
    >
      <FirstCookies cookie={firstCookiesOnPage()}>
        <RouterProvider router={router} />
      </FirstCookies>
    </AtlasProvider>
  </StrictMode>
)
// Hydrated as a transition: React yields to the browser between components, so a tap or a paint
// is not held behind the whole page's hydration (one long task otherwise). A streamed part that
// failed on the server is rendered again here, with its own error state.
if (dehydrated !== undefined) startTransition(() => void hydrateRoot(root, app, { onRecoverableError }))
else createRoot(root).render(app)
