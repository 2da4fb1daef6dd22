/**
 * Sessions of the reference upstream over real HTTP (its Node server on loopback): the session
 * cookie's value is 128 random bits that nothing else reveals. Ids are neither sequential nor
 * related to one another or to the XSRF token, and the anonymous shopper's profile id (a cart's
 * `profileId`) is independent of the session: no body carries the session id.
 */
import { afterAll, assert, beforeAll, describe, expect, it } from "@effect/vitest"
import { type RunningServer, startReferenceServer } from "../../src/upstream/server/node.js"
import { first, plain } from "../support/catalogue.js"

let server: RunningServer
beforeAll(async () => {
  server = await startReferenceServer({ ports: { atlas: 0, payments: 0, shoppable: 0 } })
})
afterAll(() => server.close())

const api = () => `${server.origins.atlas}/atlas/v1`
const hex128 = /^[0-9a-f]{32}$/

/** A browser's first visit: the session and XSRF cookies the upstream sets, and the `Cookie` header to send back. */
const visit = async () => {
  const response = await fetch(`${api()}/stores/v2/filters`)
  const set = new Map(
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]?.split("=") ?? [])
      .map(([k, v]) => [k, v ?? ""])
  )
  const session = set.get("atlas_session") ?? ""
  const xsrf = set.get("XSRF-TOKEN") ?? ""
  return { session, xsrf, cookie: `atlas_session=${session}; XSRF-TOKEN=${xsrf}`, body: await response.text() }
}

/** How many bits two 128-bit hex ids differ in: about 64 for independent random ids, a few for a counter's. */
const bitsApart = (a: string, b: string) => {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`)
  let bits = 0
  for (; x > 0n; x >>= 1n) bits += Number(x & 1n)
  return bits
}

describe("sessions of the reference upstream (Node server)", () => {
  it("session ids and XSRF tokens are 128 random bits: unique, not sequential, unrelated to each other", async () => {
    const visits = []
    for (let i = 0; i < 24; i++) visits.push(await visit())
    for (const v of visits) {
      assert.match(v.session, hex128)
      assert.match(v.xsrf, hex128)
      // 40 or more of 128 bits differ (independent ids: 64 ± 6); a counter or a shared stem would not.
      assert.isAtLeast(bitsApart(v.session, v.xsrf), 40)
      assert.notInclude(v.body, v.session)
    }
    const ids = visits.map((v) => v.session)
    assert.strictEqual(new Set([...ids, ...visits.map((v) => v.xsrf)]).size, 48)
    for (let i = 1; i < ids.length; i++) {
      assert.isAtLeast(bitsApart(ids[i - 1] ?? "", ids[i] ?? ""), 40, `sessions ${i - 1} and ${i}`)
      // Not one step of a counter, in either direction.
      const step = BigInt(`0x${ids[i]}`) - BigInt(`0x${ids[i - 1]}`)
      assert.isTrue(step > 1_000_000n || step < -1_000_000n)
    }
  })

  it("a cart's profileId is the anonymous shopper's own random id, not the session's; no body carries the session id", async () => {
    const shopper = await visit()
    const headers = { cookie: shopper.cookie, "x-xsrf-token": shopper.xsrf, "content-type": "application/json" }
    const write = await fetch(`${api()}/carts`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ lineItems: [{ upc: first(plain).gtin13, quantity: 2 }] })
    })
    assert.strictEqual(write.status, 200)
    const written = await write.text()
    const { profileId } = (JSON.parse(written) as { data: { cart: { profileId: string } } }).data.cart
    assert.match(profileId, /^guest-[0-9a-f]{32}$/)
    assert.notInclude(profileId, shopper.session)
    assert.isAtLeast(bitsApart(profileId.slice("guest-".length), shopper.session), 40)
    assert.notInclude(written, shopper.session)
    // The cart is found from the session; its read carries no session id either.
    const read = await fetch(`${api()}/carts?filter.profileId=${profileId}`, { headers })
    const readBody = await read.text()
    assert.strictEqual(read.status, 200)
    assert.include(readBody, profileId)
    assert.notInclude(readBody, shopper.session)
    // Another shopper has another profile, and does not see this cart by naming its profile.
    const other = await visit()
    const theirs = await fetch(`${api()}/carts?filter.profileId=${profileId}`, { headers: { cookie: other.cookie } })
    assert.strictEqual(await theirs.text(), JSON.stringify({ data: { carts: [] } }))
    // Signing in and out answers no session id either.
    for (const path of ["/__dev/sign-in", "/__dev/sign-out"]) {
      const dev = await fetch(`${server.origins.atlas}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ shopperId: "shopper-ava" })
      })
      assert.strictEqual(dev.status, 200)
      assert.notInclude(await dev.text(), shopper.session)
    }
  })

  it("idempotency keys are the anonymous session's own: two anonymous shoppers sending one key each get their own effect", async () => {
    const key = crypto.randomUUID()
    const addTo = async (shopper: Awaited<ReturnType<typeof visit>>, quantity: number) => {
      const headers = { cookie: shopper.cookie, "x-xsrf-token": shopper.xsrf, "content-type": "application/json" }
      const response = await fetch(`${api()}/carts`, {
        method: "POST",
        headers: { ...headers, "idempotency-key": key },
        body: JSON.stringify({ lineItems: [{ upc: first(plain).gtin13, quantity }] })
      })
      const cart = (JSON.parse(await response.text()) as { data: { cart: { profileId: string } } }).data.cart
      const read = await fetch(`${api()}/carts?filter.profileId=${cart.profileId}`, { headers })
      const carts = ((await read.json()) as { data: { carts: Array<{ lineItems: Array<{ quantity: number }> }> } }).data.carts
      return { status: response.status, replayed: response.headers.get("idempotent-replayed"), cart, carts }
    }
    const [one, two] = [await visit(), await visit()]
    // The same body under the same key: neither is a replay of the other.
    const a = await addTo(one, 2)
    const b = await addTo(two, 2)
    assert.strictEqual(a.status, 200)
    assert.strictEqual(b.status, 200)
    assert.isNull(a.replayed)
    assert.isNull(b.replayed)
    assert.notStrictEqual(a.cart.profileId, b.cart.profileId)
    expect(a.carts.map((c) => c.lineItems.map((l) => l.quantity))).toStrictEqual([[2]])
    expect(b.carts.map((c) => c.lineItems.map((l) => l.quantity))).toStrictEqual([[2]])
    // Another body under the same key in a third anonymous session: its own effect, not a 422.
    const c = await addTo(await visit(), 5)
    assert.strictEqual(c.status, 200)
    expect(c.carts.map((cart) => cart.lineItems.map((l) => l.quantity))).toStrictEqual([[5]])
    // Within one session the key still replays.
    const again = await addTo(one, 2)
    assert.strictEqual(again.replayed, "true")
    expect(again.carts.map((cart) => cart.lineItems.map((l) => l.quantity))).toStrictEqual([[2]])
  })
})
