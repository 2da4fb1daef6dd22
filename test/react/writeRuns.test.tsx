// @vitest-environment happy-dom
// Writes on the wire are never aborted by the client, against the reference upstream in memory slowed
// by its chaos latency, counting requests and aborts from its log: two taps on "Add to cart" send two
// writes, in order, both applied; a tap then an unmount, a modality change or a cancel, still lands;
// a write still queued behind its scope is dropped by cancel (never sent); two quantity changes land
// in order and the second wins; a purchase run twice, or run again after its answer was lost, is one
// order.
import { act, renderHook, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { afterEach, describe, expect, it } from "vitest"
import { type Cart, Carts, RequestContext } from "atlas-client"
import { CartsUseCases, PaymentUseCases, type SettledState, useAction, useRead } from "atlas-client/react"
import { fixtures, makeReferenceUpstream } from "atlas-client/testing"
import { readyToBuy } from "../support/checkout.js"
import { referenceRuntimes, runtimeWrapper } from "./support.js"

const upstream = makeReferenceUpstream()
const { runtime, disposeAll } = referenceRuntimes(upstream)
afterEach(async () => {
  await disposeAll()
})

const tick = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)))
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
    await tick(30)
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
    await tick(30)
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
  it("a tap then a modality change: the write is not aborted, lands, and its runAsync says so", async () => {
    const { item } = fixtures()
    const rt = runtime()
    slow()
    const { result } = renderHook(() => useAction(CartsUseCases.addToCart), { wrapper: runtimeWrapper(rt) })
    let ended: Promise<Ended> = Promise.resolve({ status: "cancelled" })
    act(() => {
      ended = result.current.runAsync(item.gtin13, 1)
    })
    await tick(30)
    const locationId = upstream.state.stores[1]!.locationId
    await act(() => rt.runPromise(Effect.flatMap(RequestContext, (c) => c.set({ modality: { type: "PICKUP", locationId } }))))
    const answered = await act(() => ended)
    expect(answered.status).toBe("success")
    expect(result.current.state).toEqual(answered)
    expect(cartWrites().map((r) => r.aborted)).toEqual([false])
    upstream.chaos.reset()
    expect(await quantityIn(rt, answered, item.gtin13)).toBe(1)
  })

  it("two quantity changes: sent in order, the second wins, and the cart shown never goes back to the first", async () => {
    const { item } = fixtures()
    const rt = runtime()
    const cart = await rt.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(item.gtin13, 1)))
    const line = cart.lineItems.find((l) => l.upc === item.gtin13)!
    const changes = () => cartWrites().slice(1)
    slow()
    const shown: Array<number | undefined> = []
    const { result } = renderHook(
      () => {
        const read = useRead(CartsUseCases.getCart, [cart.profileId])
        const value = read.state.status === "success" ? Option.getOrUndefined(read.state.value) : undefined
        const quantity = value?.lineItems.find((l) => l.id === line.id)?.quantity
        if (shown.at(-1) !== quantity) shown.push(quantity)
        return { read, update: useAction(CartsUseCases.updateLine) }
      },
      { wrapper: runtimeWrapper(rt) }
    )
    await waitFor(() => expect(shown.at(-1)).toBe(1))
    const ended: Array<Promise<SettledState<unknown, unknown>>> = []
    act(() => {
      ended.push(result.current.update.runAsync(line.id, 3))
    })
    await tick(30)
    act(() => {
      ended.push(result.current.update.runAsync(line.id, 5))
    })
    expect(changes()).toHaveLength(1)
    const settled = await act(() => Promise.all(ended))
    expect(settled.map((e) => e.status)).toEqual(["success", "success"])
    expect(changes().map((r) => r.aborted)).toEqual([false, false])
    await waitFor(() => expect(shown.at(-1)).toBe(5))
    expect(shown.indexOf(5)).toBe(shown.length - 1)
    upstream.chaos.reset()
    expect(await quantityIn(rt, settled[1] as Ended, item.gtin13)).toBe(5)
  })
})

describe("one-shot writes: a purchase", () => {
  const purchases = () => upstream.log.filter((r) => r.operation === "Payment.purchase")
  const orders = () => upstream.state.checkout.orders.size

  it("the contract marks purchase, checkout create, card add and cash-back redeem; the tables follow", () => {
    expect(PaymentUseCases.purchase.oneShot).toBe(true)
  })

  it("Place order run twice (the button and the sticky bar) while the first is in flight: one order, both settle with it", async () => {
    const rt = runtime()
    const { checkout } = await rt.runPromise(readyToBuy(upstream))
    slow()
    const { result } = renderHook(() => ({ button: useAction(PaymentUseCases.purchase), bar: useAction(PaymentUseCases.purchase) }), {
      wrapper: runtimeWrapper(rt)
    })
    const ended: Array<Promise<SettledState<unknown, unknown>>> = []
    act(() => {
      ended.push(result.current.button.runAsync(checkout.checkoutId))
    })
    await tick(30)
    act(() => {
      ended.push(result.current.bar.runAsync(checkout.checkoutId))
    })
    const [a, b] = await act(() => Promise.all(ended))
    expect(a?.status).toBe("success")
    expect(b).toEqual(a)
    expect(purchases().map((r) => r.aborted)).toEqual([false])
    expect(orders()).toBe(1)
  })

  it("a purchase whose answer is lost (dropped after commit), run again: the same key, one order", async () => {
    const rt = runtime()
    const { checkout } = await rt.runPromise(readyToBuy(upstream))
    const { result } = renderHook(() => useAction(PaymentUseCases.purchase), { wrapper: runtimeWrapper(rt) })
    upstream.chaos.set({ dropAfterCommit: 1 })
    const lost = await act(() => result.current.runAsync(checkout.checkoutId))
    expect(lost.status).toBe("client-error")
    expect(orders()).toBe(1)
    upstream.chaos.reset()
    const again = await act(() => result.current.runAsync(checkout.checkoutId))
    expect(again.status).toBe("success")
    expect(new Set(purchases().map((r) => r.headers["idempotency-key"])).size).toBe(1)
    expect(orders()).toBe(1)
  })
})
