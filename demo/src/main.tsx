/**
 * The storefront's entry: reads the hosts' config, builds the layer once, mounts the app under the
 * provider (which owns the runtime).
 */
import { AtlasProvider } from "atlas-client/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createBrowserRouter, RouterProvider } from "react-router"
import { loadOrigins } from "./config.js"
import { storefrontLayer } from "./layer.js"
import { bindRouter } from "./router.js"
import { routes } from "./routes.js"
import "./styles.css"

const root = document.getElementById("root")
if (root === null) throw new Error("Atlas Market: no #root element")

const origins = await loadOrigins()
const layer = storefrontLayer(origins)
const router = createBrowserRouter(routes)
bindRouter(router)

createRoot(root).render(
  <StrictMode>
    <AtlasProvider layer={layer}>
      <RouterProvider router={router} />
    </AtlasProvider>
  </StrictMode>
)
