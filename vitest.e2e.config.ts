import { defineConfig } from "vitest/config"
import { atlasAliases } from "./aliases.js"

/**
 * Browser tests (test/e2e): the built storefront and the reference upstream on free loopback ports,
 * driven by playwright-core through Debian's chromium. `npm run test:e2e`; files run one at a time.
 */
export default defineConfig({
  resolve: {
    alias: atlasAliases
  },
  test: {
    include: ["test/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/e2e/setup.ts"],
    fileParallelism: false,
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".ci/out/e2e.json" }]] : ["default"],
    testTimeout: 60_000,
    hookTimeout: 180_000
  }
})
