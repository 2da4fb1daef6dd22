import { reactRouter } from "@react-router/dev/vite"
import { defineConfig } from "vite"
import { atlasShellChunk, atlasUpstream } from "atlas-client/vite"

// In development, the reference upstream answers the atlas API on the app's own origin. In the
// build, the code every page loads is one chunk (the shell) rather than dozens of small ones.
export default defineConfig({ plugins: [atlasUpstream(), reactRouter(), atlasShellChunk()] })
