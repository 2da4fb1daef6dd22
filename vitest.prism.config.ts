import { defineConfig } from "vitest/config"
import base from "./vitest.config.js"

/**
 * The HTTP service suites (`test/services`) through Prism (`@stoplight/prism-cli`) as a validating
 * proxy in front of the reference upstream (test/support/prismSetup.ts): any request or response the
 * OpenAPI document does not allow fails the call (`--errors`) and the run.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["test/services/**/*.test.ts"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".ci/out/vitest-prism.json" }]] : ["default"],
    globalSetup: ["test/support/prismSetup.ts"]
  }
})
