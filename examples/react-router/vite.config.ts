import { reactRouter } from "@react-router/dev/vite"
import { defineConfig } from "vite"
import { atlasUpstream } from "atlas-client/vite"

// In development, the reference upstream answers the atlas API on the app's own origin.
export default defineConfig({ plugins: [atlasUpstream(), reactRouter()] })
