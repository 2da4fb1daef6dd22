/**
 * The storefront's entry: reads the hosts' config, makes the runtime once (outside render), mounts
 * the app under the provider.
 */
import { AtlasProvider } from "atlas-client/react"
import * as ManagedRuntime from "effect/ManagedRuntime"
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
const runtime = ManagedRuntime.make(storefrontLayer(origins))
const router = createBrowserRouter(routes)
bindRouter(router)

createRoot(root).render(
  <StrictMode>
    <AtlasProvider runtime={runtime}>
      <RouterProvider router={router} />
    </AtlasProvider>
  </StrictMode>
)
