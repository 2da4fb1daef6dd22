import { assert, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { brands, Environment } from "atlas-client"

const config = (layer: ReturnType<typeof Environment.prod>) => Effect.runSync(Effect.provide(Environment, layer))

describe("environments", () => {
  it("prod and stage hosts per brand, base path /atlas/v1 by default and overridable", () => {
    const prod = config(Environment.prod())
    assert.strictEqual(prod.hosts.atlas.baseUrl, "https://www.atlasgrocer.com/atlas/v1")
    assert.strictEqual(prod.hosts.payments.baseUrl, "https://payments.atlasgrocer.com")
    assert.strictEqual(prod.hosts.shoppable.baseUrl, "https://api.shoppable-circulars.net")
    assert.isFalse(prod.hosts.shoppable.honoursIdempotencyKeys)
    assert.isTrue(prod.hosts.payments.honoursIdempotencyKeys)
    const stage = config(Environment.stage({ brand: "maple", basePath: "/atlas/v2" }))
    assert.strictEqual(stage.hosts.atlas.baseUrl, "https://stage.maplegrocer.ca/atlas/v2")
    assert.strictEqual(stage.hosts.payments.baseUrl, "https://payments.stage.maplegrocer.ca")
    assert.strictEqual(stage.hosts.shoppable.baseUrl, "https://api-stage.shoppable-circulars.net")
  })

  it("two brands use another top-level domain", () => {
    const tlds = new Set(Object.values(brands).map((d) => d.split(".").at(-1)))
    expect([...tlds].sort()).toStrictEqual(["ca", "co", "com"])
  })

  it("the test environment points at the reference upstream's ports and honours keys", () => {
    const test = config(Environment.test())
    assert.strictEqual(test.hosts.atlas.baseUrl, "http://127.0.0.1:4010/atlas/v1")
    assert.strictEqual(test.hosts.payments.baseUrl, "http://127.0.0.1:4011")
    assert.strictEqual(test.hosts.shoppable.baseUrl, "http://127.0.0.1:4012")
    assert.strictEqual(test.hosts.identity.baseUrl, "http://127.0.0.1:4010")
    assert.isTrue(Object.values(test.hosts).every((h) => h.honoursIdempotencyKeys))
  })
})
