import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url))

/** Node-only tests: everything under test/ except the browser suite (test/e2e). */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^atlas-client\/rules$/, replacement: src("rules/index.ts") },
      { find: /^atlas-client\/react$/, replacement: src("react/index.ts") },
      { find: /^atlas-client\/testing$/, replacement: src("testing/index.ts") },
      { find: /^atlas-client$/, replacement: src("index.ts") }
    ]
  },
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx", "examples/**/*.test.ts", "examples/**/*.test.tsx"],
    exclude: ["test/e2e/**", "node_modules/**"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".ci/out/vitest.json" }]] : ["default"],
    testTimeout: 20_000,
    hookTimeout: 20_000
  }
})
