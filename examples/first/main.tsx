import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { AtlasProvider, runtime } from "./atlas.js"
import { NearbyStores } from "./NearbyStores.js"

// The provider once, at the root, over the runtime made once.
const root = document.getElementById("root")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <AtlasProvider runtime={runtime}>
        <h1>Pickup stores near 45202</h1>
        <NearbyStores zip="45202" />
      </AtlasProvider>
    </StrictMode>
  )
}
