// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it } from "vitest"
import {
  Carts,
  Checkout,
  ClientConfig,
  Coupons,
  ModalityPreferences,
  Payment,
  RequestLog,
  SpanLog,
  Stores,
  Timeslots,
  Wallet
} from "atlas-client"
import { makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { readyToBuy } from "../../test/support/checkout.js"
import { AtlasProvider } from "./app.js"
import { PlaceOrder } from "./PlaceOrder.js"

afterEach(cleanup)

const shop = async () => {
  const upstream = makeReferenceUpstream()
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      Stores.Default,
      Carts.Default,
      Coupons.Default,
      Payment.Default,
      Checkout.Default,
      Timeslots.Default,
      Wallet.Default,
      ModalityPreferences.Default
    ).pipe(
      Layer.provideMerge(shopperClient({ upstream })),
      Layer.provideMerge(Layer.mergeAll(RequestLog.layer(50), SpanLog.layer(50), ClientConfig.layer({})))
    )
  )
  const { checkout } = await runtime.runPromise(readyToBuy(upstream))
  const placed: Array<string> = []
  render(
    <AtlasProvider runtime={runtime}>
      <PlaceOrder checkoutId={checkout.checkoutId} onPlaced={(id) => placed.push(id)} />
      <PlaceOrder checkoutId={checkout.checkoutId} onPlaced={(id) => placed.push(id)} />
    </AtlasProvider>
  )
  return { upstream, runtime, placed, orders: () => upstream.state.checkout.orders.size }
}

describe("PlaceOrder", () => {
  it("tapped on both buttons while the first is on the wire: one order, both told", async () => {
    const { upstream, runtime, placed, orders } = await shop()
    upstream.chaos.set({ slow: 1, latencyMs: 150 })
    const [button, bar] = screen.getAllByRole("button", { name: "Place order" })
    fireEvent.click(button!)
    // One slot: both buttons show the order being placed; the sticky bar's tap joins the first.
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Placing your order…" })).toHaveLength(2))
    fireEvent.click(bar!)
    await waitFor(() => expect(placed).toHaveLength(2))
    expect(new Set(placed).size).toBe(1)
    expect(upstream.calls("Payment.purchase")).toHaveLength(1)
    expect(orders()).toBe(1)
    await runtime.dispose()
  })

  it("an answer lost on the way, placed again: the same key, one order", async () => {
    const { upstream, runtime, placed, orders } = await shop()
    upstream.chaos.set({ dropAfterCommit: 1 })
    fireEvent.click(screen.getAllByRole("button", { name: "Place order" })[0]!)
    await waitFor(() => expect(screen.getAllByText(/We could not hear back about your order/)).toHaveLength(2))
    expect(orders()).toBe(1)
    upstream.chaos.reset()
    fireEvent.click(screen.getAllByRole("button", { name: "Place order" })[0]!)
    await waitFor(() => expect(placed).toHaveLength(1))
    const keys = upstream.calls("Payment.purchase").map((r) => r.headers["idempotency-key"])
    expect(keys.length).toBeGreaterThan(1)
    expect(new Set(keys).size).toBe(1)
    expect(orders()).toBe(1)
    await runtime.dispose()
  })
})
