// @vitest-environment happy-dom
// Writes on the wire are never aborted by the client, against the reference upstream in memory slowed
// by its chaos latency, counting requests and aborts from its log: two taps on "Add to cart" send two
// writes, in order, both applied; a tap then an unmount, or a cancel, still lands; a write still
// queued behind its scope is dropped by cancel (never sent).
import { act, renderHook, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { afterEach, describe, expect, it } from "vitest"
import { type Cart, Carts } from "atlas-client"
import { CartsUseCases, defineUseCase, PaymentUseCases, type SettledState, SlotStore, useAction } from "atlas-client/react"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  await disposeAll()
})

const cartWrites = () => upstream.log.filter((r) => r.method !== "GET" && r.path.includes("/carts"))
const slow = () => upstream.chaos.set({ slow: 1, latencyMs: 150 })
type Ended = SettledState<Cart, unknown>
/** The quantity of an item in the active cart of the shopper a write answered for, as the upstream has it now. */
const quantityIn = async (rt: ReturnType<typeof runtime>, answered: Ended | undefined, gtin13: string) => {
  if (answered?.status !== "success") throw new Error("the write did not answer")
  const cart = await rt.runPromise(Effect.flatMap(Carts, (c) => c.getCart(answered.value.profileId)))
  return Option.getOrUndefined(cart)?.lineItems.find((line) => line.upc === gtin13)?.quantity
}

describe("writes on the wire", () => {
  it("two taps on Add to cart: two writes in order, none aborted, quantity 2, the slot shows the newest", async () => {
    const { item } = fixtures()
    const rt = runtime()
    slow()
    const { result } = renderHook(() => useAction(CartsUseCases.addToCart), { wrapper: runtimeWrapper(rt) })
    const ended: Array<Promise<Ended>> = []
    act(() => {
      ended.push(result.current.runAsync(item.gtin13, 1))
    })
    // The second tap while the first is on the wire: it waits (its scope is the shopper's carts) and shows request.
    await act(() => new Promise((r) => setTimeout(r, 30)))
    act(() => {
      ended.push(result.current.runAsync(item.gtin13, 1))
    })
    expect(result.current.state.status).toBe("request")
    // In order: while the first is on the wire the second is queued, not sent.
    expect(cartWrites()).toHaveLength(1)
    const [first, second] = await act(() => Promise.all(ended))
    expect([first?.status, second?.status]).toEqual(["success", "success"])
    expect(cartWrites()).toHaveLength(2)
    expect(cartWrites().map((r) => r.aborted)).toEqual([false, false])
    expect(result.current.state).toEqual(second)
    upstream.chaos.reset()
    expect(await quantityIn(rt, second, item.gtin13)).toBe(2)
  })

  it("a tap then an unmount: the write is not aborted and lands", async () => {
    const { item } = fixtures()
    const rt = runtime()
    slow()
    const { result, unmount } = renderHook(() => useAction(CartsUseCases.addToCart), { wrapper: runtimeWrapper(rt) })
    let ended: Promise<Ended> = Promise.resolve({ status: "cancelled" })
    act(() => {
      ended = result.current.runAsync(item.gtin13, 1)
    })
    await act(() => new Promise((r) => setTimeout(r, 30)))
    unmount()
    const answered = await ended
    expect(answered.status).toBe("success")
    expect(cartWrites().map((r) => r.aborted)).toEqual([false])
    upstream.chaos.reset()
    expect(await quantityIn(rt, answered, item.gtin13)).toBe(1)
  })

  it("cancel() of a sent write lets it land (its runAsync says so); of a queued one drops it unsent", async () => {
    const { item } = fixtures()
    const rt = runtime()
    slow()
    const { result } = renderHook(() => useAction(CartsUseCases.addToCart), { wrapper: runtimeWrapper(rt) })
    const ended: Array<Promise<Ended>> = []
    act(() => {
      ended.push(result.current.runAsync(item.gtin13, 1))
      ended.push(result.current.runAsync(item.gtin13, 1))
    })
    act(() => result.current.cancel())
    expect(result.current.state.status).toBe("cancelled")
    const [sent, queued] = await act(() => Promise.all(ended))
    expect(sent?.status).toBe("success")
    expect(queued).toEqual({ status: "cancelled" })
    await waitFor(() => expect(cartWrites().map((r) => r.aborted)).toEqual([false]))
    // The slot keeps showing the cancel, not the sent write's result.
    expect(result.current.state.status).toBe("cancelled")
    upstream.chaos.reset()
    expect(await quantityIn(rt, sent, item.gtin13)).toBe(1)
  })
})

// A one-shot write over a keyed operation of the upstream (an add to cart, so the upstream's count shows
// how many times it was applied); purchase and the contract's other `oneShot` operations run the same way.
const addOnce = defineUseCase({
  name: "Test.addOnce",
  mode: "mutation",
  oneShot: true,
  run: (upc: string, quantity: number) => Effect.flatMap(Carts, (c) => c.addToCart(upc, quantity))
})

describe("one-shot writes", () => {
  it("the contract marks purchase, checkout create, card add and cash-back redeem; the tables follow", () => {
    expect(PaymentUseCases.purchase.oneShot).toBe(true)
  })

  it("run twice with equal arguments while the first is in flight: one upstream effect, both settle with it", async () => {
    const { item } = fixtures()
    const rt = runtime()
    slow()
    const store = new SlotStore(rt as never)
    const [a, b] = await Promise.all([
      store.act(addOnce, [item.gtin13, 1], { key: "tile" }),
      store.act(addOnce, [item.gtin13, 1], { key: "sticky bar" })
    ])
    expect(cartWrites()).toHaveLength(1)
    expect(b).toBe(a)
    upstream.chaos.reset()
    expect(await quantityIn(rt, a as Ended, item.gtin13)).toBe(1)
    store.dispose()
  })

  it("failed without an answer (every response dropped), run again: the same key, applied once", async () => {
    const { item } = fixtures()
    const rt = runtime()
    upstream.chaos.set({ dropAfterCommit: 1 })
    const store = new SlotStore(rt as never)
    const lost = await store.act(addOnce, [item.gtin13, 1])
    expect(lost.status).toBe("client-error")
    upstream.chaos.reset()
    const again = await store.act(addOnce, [item.gtin13, 1])
    expect(again.status).toBe("success")
    const keys = new Set(cartWrites().map((r) => r.headers["idempotency-key"]))
    expect(keys.size).toBe(1)
    // The upstream's answer to the key (the cart as the first, lost, attempt left it): added once.
    const quantity = (ended: Ended) =>
      ended.status === "success" ? ended.value.lineItems.find((l) => l.upc === item.gtin13)?.quantity : undefined
    expect(quantity(again as Ended)).toBe(1)
    // A new intent after the answer: a third run is sent under a new key.
    expect((await store.act(addOnce, [item.gtin13, 1])).status).toBe("success")
    expect(new Set(cartWrites().map((r) => r.headers["idempotency-key"])).size).toBe(2)
    store.dispose()
  })
})
