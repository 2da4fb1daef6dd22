import { defineConfig } from "vitest/config"
import { atlasAliases } from "./aliases.js"

/** Node-only tests: everything under test/ except the browser suite (test/e2e). */
export default defineConfig({
  resolve: {
    alias: atlasAliases
  },
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx", "examples/**/*.test.ts", "examples/**/*.test.tsx"],
    exclude: ["test/e2e/**", "node_modules/**"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".ci/out/vitest.json" }]] : ["default"],
    testTimeout: 60_000,
    hookTimeout: 20_000
  }
})
