import { assert, describe, expect, it } from "@effect/vitest"
import { makeReferenceUpstream } from "atlas-client/testing"
import { makeTestUpstream } from "../support/testOperations.js"

const base = "http://127.0.0.1:4010/atlas/v1"
type Envelope = { errors: Array<{ code: string; reason: string; statusCode: number; datetime: string }> }
const body = async (r: Response) => (await r.json()) as Envelope

describe("the reference upstream is strict", () => {
  it("bad query params answer 400 with the spec's envelope, not a framework error", async () => {
    const upstream = makeReferenceUpstream({ now: () => new Date("2026-11-22T10:00:00.000Z") })
    const r = await upstream.handle("atlas", new Request(`${base}/stores/v1/search?filter.radiusInMiles=4000`))
    assert.strictEqual(r.status, 400)
    const e = (await body(r)).errors[0]
    assert.strictEqual(e?.code, "INVALID_REQUEST")
    assert.strictEqual(e?.reason, "Invalid Request")
    assert.strictEqual(e?.statusCode, 400)
    assert.strictEqual(e?.datetime, "2026-11-22T10:00:00.000Z")
  })

  it("unknown paths are 404 and known paths with another method 405, both enveloped", async () => {
    const upstream = makeReferenceUpstream()
    const missing = await upstream.handle("atlas", new Request(`${base}/nope`))
    assert.strictEqual(missing.status, 404)
    assert.strictEqual((await body(missing)).errors[0]?.code, "NOT_FOUND")
    const wrong = await upstream.handle("atlas", new Request(`${base}/stores/v2/filters`, { method: "DELETE" }))
    assert.strictEqual(wrong.status, 405)
    assert.strictEqual(wrong.headers.get("allow"), "GET, HEAD, OPTIONS")
    assert.strictEqual((await body(wrong)).errors[0]?.code, "METHOD_NOT_ALLOWED")
  })

  it("HEAD answers wherever GET does, with GET's status and headers and no body", async () => {
    const upstream = makeReferenceUpstream()
    const head = await upstream.handle("atlas", new Request(`${base}/stores/v2/filters`, { method: "HEAD" }))
    assert.strictEqual(head.status, 200)
    assert.strictEqual(head.headers.get("content-type"), "application/json")
    assert.strictEqual(await head.text(), "")
    const refused = await upstream.handle("atlas", new Request(`${base}/locator/address-validation`, { method: "HEAD" }))
    assert.strictEqual(refused.status, 405)
    assert.strictEqual(refused.headers.get("allow"), "POST, OPTIONS")
  })

  it("a new visitor gets an anonymous session and an XSRF cookie; sign-in picks a seeded shopper", async () => {
    const upstream = makeReferenceUpstream()
    const first = await upstream.handle("atlas", new Request(`${base}/stores/v2/filters`))
    const cookies = first.headers.getSetCookie()
    assert.match(cookies[0] ?? "", /^atlas_session=[0-9a-f]{32}; Path=\/; HttpOnly/)
    assert.match(cookies[1] ?? "", /^XSRF-TOKEN=[0-9a-f]{32}; Path=\//)
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ")
    const sessionId = cookies[0]?.split(/[=;]/)[1] ?? ""
    const signIn = await upstream.handle(
      "atlas",
      new Request("http://127.0.0.1:4010/__dev/sign-in", {
        method: "POST",
        headers: { cookie },
        body: JSON.stringify({ shopperId: "shopper-ava" })
      })
    )
    assert.strictEqual(signIn.status, 200)
    assert.strictEqual(upstream.sessions.find(new Map([["atlas_session", sessionId]]))?.shopperId, "shopper-ava")
    const unknown = await upstream.handle(
      "atlas",
      new Request("http://127.0.0.1:4010/__dev/sign-in", { method: "POST", body: '{"shopperId":"x"}' })
    )
    assert.strictEqual(unknown.status, 404)
  })

  it("the payments host needs the shop's session: without one a wallet is nobody's, so the call is 401", async () => {
    const upstream = makeReferenceUpstream()
    const payments = "http://127.0.0.1:4011/payment/v1/wallets"
    const stranger = await upstream.handle("payments", new Request(payments))
    assert.strictEqual(stranger.status, 401)
    expect((await body(stranger)).errors.map((e) => [e.code, e.reason])).toStrictEqual([
      ["SESSION_REQUIRED", "A shop session is required: visit the shop or sign in first"]
    ])
    const visit = await upstream.handle("atlas", new Request(`${base}/stores/v2/filters`))
    const cookie = visit.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    const shopper = await upstream.handle("payments", new Request(payments, { headers: { cookie } }))
    assert.strictEqual(shopper.status, 200)
  })

  it("keyed calls need an Idempotency-Key; a concurrent repeat is 409; the first result is replayed", async () => {
    const upstream = makeTestUpstream()
    // Keys live in the session's key space, so the repeats carry the session the first visit opened.
    const visit = await upstream.handle("atlas", new Request(`${base}/test/counters/none`))
    const cookies = new Map(visit.headers.getSetCookie().map((c) => (c.split(";")[0] ?? "").split("=") as [string, string]))
    const session = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-xsrf-token": cookies.get("XSRF-TOKEN") ?? "" }
    const post = (key: string | undefined, id = "a") =>
      upstream.handle(
        "atlas",
        new Request(`${base}/test/counters`, {
          method: "POST",
          headers: { "content-type": "application/json", ...session, ...(key === undefined ? {} : { "idempotency-key": key }) },
          body: JSON.stringify({ id })
        })
      )
    const noKey = await post(undefined)
    assert.strictEqual(noKey.status, 400)
    assert.strictEqual((await body(noKey)).errors[0]?.code, "IDEMPOTENCY_KEY_REQUIRED")
    upstream.chaos.set({ slow: 1, latencyMs: 50 })
    const [a, b] = await Promise.all([post("k1"), new Promise((r) => setTimeout(r, 10)).then(() => post("k1"))])
    expect([a.status, b.status].sort()).toStrictEqual([200, 409])
    upstream.chaos.reset()
    const replay = await post("k1")
    assert.strictEqual(replay.headers.get("idempotent-replayed"), "true")
    expect(await replay.json()).toStrictEqual({ id: "a", count: 1 })
    assert.strictEqual(upstream.state.applied, 1)
    const reused = await post("k1", "b")
    assert.strictEqual(reused.status, 422)
  })

  it("the log marks the calls that applied a write: once per key, even when its answer was dropped", async () => {
    const upstream = makeTestUpstream()
    const visit = await upstream.handle("atlas", new Request(`${base}/test/counters/none`))
    const cookies = new Map(visit.headers.getSetCookie().map((c) => (c.split(";")[0] ?? "").split("=") as [string, string]))
    const session = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-xsrf-token": cookies.get("XSRF-TOKEN") ?? "" }
    const post = (key: string | undefined) =>
      upstream.handle(
        "atlas",
        new Request(`${base}/test/counters`, {
          method: "POST",
          headers: { "content-type": "application/json", ...session, ...(key === undefined ? {} : { "idempotency-key": key }) },
          body: JSON.stringify({ id: "a" })
        })
      )
    upstream.chaos.set({ dropAfterCommit: 1 })
    assert.strictEqual((await post("k1")).type, "error")
    upstream.chaos.reset()
    assert.strictEqual((await post("k1")).headers.get("idempotent-replayed"), "true")
    assert.strictEqual((await post(undefined)).status, 400)
    assert.strictEqual((await post("k2")).status, 200)
    const posts = upstream.log.filter((r) => r.method === "POST")
    expect(posts.map((r) => [r.headers["idempotency-key"], r.status, r.applied])).toStrictEqual([
      ["k1", undefined, true],
      ["k1", 200, false],
      [undefined, 400, false],
      ["k2", 200, true]
    ])
    assert.isFalse(upstream.log[0]?.applied)
    assert.strictEqual(upstream.state.applied, 2)
  })

  it("chaos draws are seeded: the same seed gives the same faults", async () => {
    const statuses = async (seed: number) => {
      const upstream = makeReferenceUpstream({ chaos: { unavailable: 0.3, throttled: 0.2, seed } })
      const out: Array<number> = []
      for (let i = 0; i < 40; i++) out.push((await upstream.handle("atlas", new Request(`${base}/stores/v2/filters`))).status)
      return out
    }
    const a = await statuses(7)
    expect(a).toStrictEqual(await statuses(7))
    assert.notDeepEqual(a, await statuses(8))
    assert.isTrue(a.includes(503) && a.includes(429) && a.includes(200))
  })

  it("reset returns to the seeded state", async () => {
    const upstream = makeReferenceUpstream()
    await upstream.handle("atlas", new Request(`${base}/stores/v2/filters`))
    upstream.chaos.set({ unavailable: 1 })
    upstream.reset()
    assert.strictEqual(upstream.log.length, 0)
    assert.strictEqual(upstream.chaos.current.unavailable, 0)
    assert.strictEqual((await upstream.handle("atlas", new Request(`${base}/stores/v2/filters`))).status, 200)
  })
})
