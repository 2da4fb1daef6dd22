import * as Option from "effect/Option"
import { CartsUseCases } from "atlas-client/react"
import { useAction, useRead } from "./atlas.js"

// A read keyed by its arguments (one entry per profile), kept true by the writes: `addToCart`
// sets this entry from the cart it answers, so the count follows with no request of its own.
export function CartCount({ profileId }: { readonly profileId: string }) {
  const { state, fetching } = useRead(CartsUseCases.getCart, [profileId])
  if (state.status !== "success") return <span aria-busy={fetching}>…</span>
  return <span aria-busy={fetching}>{Option.match(state.value, { onNone: () => 0, onSome: (cart) => cart.itemCount })} in cart</span>
}

// One action slot per product (its key), so 48 tiles' buttons never show each other's state.
export function AddToCart({ upc }: { readonly upc: string }) {
  const add = useAction(CartsUseCases.addToCart, { key: upc })
  return (
    <button disabled={add.state.status === "request"} onClick={() => add.run(upc, 1)}>
      {add.state.status === "response-error" ? add.state.error.message : "Add to cart"}
    </button>
  )
}
