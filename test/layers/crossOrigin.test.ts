// @vitest-environment happy-dom
// The browser client on a page whose origin is not the atlas host's warns once, naming the fix.
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it, vi } from "vitest"
import { atlasClient, Environment, RequestContext } from "atlas-client"

afterEach(() => vi.restoreAllMocks())

const build = (atlas: string) => ManagedRuntime.make(atlasClient(Environment.test({ atlas }))).runPromise(Effect.as(RequestContext, 1))

describe("atlasClient on another origin than the atlas host", () => {
  it("a same-origin atlas host says nothing; another origin warns once, naming both origins and the fix", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    await build(`${location.origin}/atlas/v1`)
    expect(warn).not.toHaveBeenCalled()
    await build("http://127.0.0.1:4010")
    await build("http://127.0.0.1:4010")
    expect(warn).toHaveBeenCalledTimes(1)
    const message = String(warn.mock.calls[0]?.[0])
    expect(message).toContain("http://127.0.0.1:4010")
    expect(message).toContain(location.origin)
    expect(message).toContain('credentials "same-origin"')
    expect(message).toContain('atlasUpstream() from "atlas-client/vite"')
  })
})
