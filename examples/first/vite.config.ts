import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { atlasUpstream } from "atlas-client/vite"

// The reference upstream on the app's own origin, in `vite` and `vite preview`: the atlas API under
// /atlas/v1 (and the payments and shoppable-ads hosts at their paths), so the session cookie travels.
export default defineConfig({ plugins: [react(), atlasUpstream()] })
