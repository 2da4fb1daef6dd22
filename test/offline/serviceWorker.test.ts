import { afterEach, describe, expect, it, vi } from "vitest"
import { clearOfflinePages, registerServiceWorker } from "../../src/offline/serviceWorker.js"
import { pagesCacheName, shellCacheName } from "../../src/offline/serviceWorkerCaches.js"

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A page in its `readyState`, whose `load` the test fires, with a service worker container. */
const stubPage = (readyState: DocumentReadyState, answer: (url: string, options: RegistrationOptions) => Promise<unknown>) => {
  const loads: Array<() => void> = []
  const register = vi.fn(answer)
  vi.stubGlobal("document", { readyState })
  vi.stubGlobal("window", { addEventListener: (type: string, listener: () => void) => type === "load" && loads.push(listener) })
  vi.stubGlobal("navigator", { serviceWorker: { register } })
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 0))
  return { load: () => loads.forEach((listener) => listener()), register }
}

describe("registerServiceWorker", () => {
  it("registers /sw.js for the whole site only once the page has loaded", async () => {
    const registration = { scope: "/" }
    const page = stubPage("interactive", async () => registration)
    const registered = registerServiceWorker()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.register).not.toHaveBeenCalled()
    page.load()
    expect(await registered).toBe(registration)
    expect(page.register).toHaveBeenCalledWith("/sw.js", { scope: "/", updateViaCache: "none" })
  })

  it("registers at once (when idle) on a page already loaded, with the app's URL and scope", async () => {
    const page = stubPage("complete", async () => ({}))
    await registerServiceWorker({ url: "/shop/sw.js", scope: "/shop/" })
    expect(page.register).toHaveBeenCalledWith("/shop/sw.js", { scope: "/shop/", updateViaCache: "none" })
  })

  it("gives undefined where the registration fails or service workers are missing", async () => {
    stubPage("complete", () => Promise.reject(new Error("404")))
    expect(await registerServiceWorker()).toBeUndefined()
    vi.stubGlobal("navigator", {})
    expect(await registerServiceWorker()).toBeUndefined()
  })
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
