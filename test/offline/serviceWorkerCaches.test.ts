import { afterEach, describe, expect, it, vi } from "vitest"
import { clearOfflinePages, pagesCacheName, shellCacheName } from "../../src/offline/serviceWorkerCaches.js"

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("clearOfflinePages", () => {
  it("deletes the kept pages of every version, and nothing else", async () => {
    const names = new Set([pagesCacheName("v1"), pagesCacheName("v2"), shellCacheName("v2"), "someone-else"])
    vi.stubGlobal("caches", { keys: async () => [...names], delete: async (name: string) => names.delete(name) })
    await clearOfflinePages()
    expect([...names]).toEqual([shellCacheName("v2"), "someone-else"])
  })

  it("does nothing where Cache Storage is missing", async () => {
    await expect(clearOfflinePages()).resolves.toBeUndefined()
  })
})
