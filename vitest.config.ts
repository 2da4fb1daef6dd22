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
    // Under CI a JSON report for .ci/run's summary line (VITEST_JSON names another file for a second run).
    reporters: process.env.CI ? ["default", ["json", { outputFile: process.env.VITEST_JSON ?? ".ci/out/vitest.json" }]] : ["default"],
    testTimeout: 60_000,
    hookTimeout: 20_000
  }
})
