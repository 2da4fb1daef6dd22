// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { describe, expect, it } from "vitest"
import { Carts, Stores } from "atlas-client"
import { fixtures, makeReferenceUpstream, shopperClient } from "atlas-client/testing"
import { AtlasProvider } from "./atlas.js"
import { AddToCart, CartCount } from "./Cart.js"

describe("CartCount and AddToCart", () => {
  it("the count follows an add with no cart request of its own", async () => {
    const upstream = makeReferenceUpstream()
    const runtime = ManagedRuntime.make(Layer.mergeAll(Stores.Default, Carts.Default).pipe(Layer.provideMerge(shopperClient({ upstream }))))
    const { item } = fixtures()
    const cart = await runtime.runPromise(Effect.flatMap(Carts, (c) => c.addToCart(item.gtin13, 1)))
    render(
      <AtlasProvider runtime={runtime}>
        <CartCount profileId={cart.profileId} />
        <AddToCart upc={item.gtin13} />
      </AtlasProvider>
    )
    await screen.findByText("1 in cart")
    const reads = upstream.calls("Carts.getCarts").length
    fireEvent.click(screen.getByText("Add to cart"))
    await screen.findByText("2 in cart")
    await waitFor(() => expect(screen.getByText("Add to cart")).toHaveProperty("disabled", false))
    expect(upstream.calls("Carts.getCarts")).toHaveLength(reads)
    await runtime.dispose()
  })
})
