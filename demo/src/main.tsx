/**
 * The storefront's entry: reads the hosts' config, builds the layer once, mounts the app under the
 * provider (which owns the runtime).
 */
import { AtlasProvider } from "atlas-client/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App.js"
import { loadOrigins } from "./config.js"
import { storefrontLayer } from "./layer.js"
import "./styles.css"

const root = document.getElementById("root")
if (root === null) throw new Error("Atlas Market: no #root element")

const origins = await loadOrigins()
const layer = storefrontLayer(origins)

createRoot(root).render(
  <StrictMode>
    <AtlasProvider layer={layer}>
      <App />
    </AtlasProvider>
  </StrictMode>
)
