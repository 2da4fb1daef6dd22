import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { Carts, CartsContract, type CartType } from "atlas-client"
import { CartsUseCases, defineUseCase, setEntry, useSlotStore } from "atlas-client/react"

// A read over one operation: name, mode (its retry class: read) and context dependence come from
// the descriptor, so they cannot disagree with the contract.
export const cartsOfType = defineUseCase({
  operation: CartsContract.getCarts,
  name: "MyApp.cartsOfType",
  run: (profileId: string, type: CartType) => Effect.flatMap(Carts, (c) => c.getCarts(profileId, type))
})

// A write of the app's own: a keyed cart write (a mutation) that keeps the reads it changes true:
// the profile's active cart from the cart answered (fresh, no request), the other cart reads stale
// (those shown are fetched again at once), named by the domain's contract: every read sending one
// of its operations.
export const addTwo = defineUseCase({
  operation: CartsContract.writeCart,
  name: "MyApp.addTwo",
  run: (upc: string) => Effect.flatMap(Carts, (c) => c.addToCart(upc, 2)),
  updates: (cart) => (cart.type === "ACTIVE" ? [setEntry(CartsUseCases.getCart, [cart.profileId], Option.some(cart))] : []),
  invalidates: [CartsContract]
})

// A change made outside the use cases (a cart changed in another tab, say): invalidate by hand.
export const useCartChangedElsewhere = () => {
  const store = useSlotStore()
  return () => store.invalidate([CartsUseCases.getCart, CartsContract.getCartSavings])
}
