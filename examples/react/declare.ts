import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { Carts, CartsContract, type CartType } from "atlas-client"
import { CartsUseCases, defineUseCase, fromOperation, setEntry, useSlotStore } from "atlas-client/react"

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

// The same, made from the operation: `fromOperation` takes the name, the mode, the context flag,
// `oneShot` and a read's success schema from the descriptor and runs the service method the
// operation names (`Carts.getCarts`), or the one given as `method`. The use case states only what
// the contract does not know: here its name, that its value is not dehydrated, and the default of
// its second argument (`[profileId]` and `[profileId, "SAVED_FOR_LATER"]` are one entry).
export const savedCart = fromOperation(Carts, CartsContract.getCarts, {
  method: "getCart",
  name: "MyApp.savedCart",
  success: false,
  defaults: [undefined, "SAVED_FOR_LATER"]
})

// A write made from its operation, with the reads it makes stale.
export const clearCart = fromOperation(Carts, CartsContract.deleteCart, { name: "MyApp.clearCart", invalidates: [savedCart] })

// A change made outside the use cases (a cart changed in another tab, say): invalidate by hand.
export const useCartChangedElsewhere = () => {
  const store = useSlotStore()
  return () => store.invalidate([CartsUseCases.getCart, CartsContract.getCartSavings])
}
