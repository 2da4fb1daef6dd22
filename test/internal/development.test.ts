import { afterEach, describe, expect, it, vi } from "vitest"
import { isDevelopment } from "../../src/internal/development.js"

describe("isDevelopment", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it("is false in a production build and true otherwise", () => {
    vi.stubEnv("NODE_ENV", "production")
    expect(isDevelopment()).toBe(false)
    vi.stubEnv("NODE_ENV", "development")
    expect(isDevelopment()).toBe(true)
    vi.stubEnv("NODE_ENV", undefined)
    expect(isDevelopment()).toBe(true)
  })

  it("is true where there is no process (a browser without a bundler)", () => {
    vi.stubGlobal("process", undefined)
    expect(isDevelopment()).toBe(true)
  })
})
