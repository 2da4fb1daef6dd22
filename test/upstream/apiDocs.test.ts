import { describe, expect, it } from "vitest"
import { apiDocs } from "../../demo/server/apiDocs.js"

describe("the API reference page", () => {
  it("serves Swagger UI from disk at /docs, reading /openapi.json", async () => {
    const page = await apiDocs(new URL("http://127.0.0.1:4010/docs"))
    expect(page?.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(await page?.text()).toContain("/docs/swagger-ui-bundle.js")
    const init = await apiDocs(new URL("http://127.0.0.1:4010/docs/init.js"))
    expect(await init?.text()).toContain('url: "/openapi.json"')
    const bundle = await apiDocs(new URL("http://127.0.0.1:4010/docs/swagger-ui-bundle.js"))
    expect(bundle?.status).toBe(200)
    expect((await bundle?.arrayBuffer())?.byteLength).toBeGreaterThan(100_000)
    expect(await apiDocs(new URL("http://127.0.0.1:4010/docs/../package.json"))).toBeUndefined()
    expect(await apiDocs(new URL("http://127.0.0.1:4010/stores"))).toBeUndefined()
  })
})
