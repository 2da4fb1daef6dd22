// Type tests: types reach the provider. With `createAtlasReact<R>()`, a hook whose use case needs a
// service outside `R` is a compile error, and so is a provider whose runtime or layer lacks one of
// `R`. Checked by `npm run typecheck` (tsc); a wrong type here fails `npm test`.
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { expectTypeOf } from "vitest"
import { type AtlasClient, Carts, type Store, Stores } from "atlas-client"
import { CartsUseCases, createAtlasReact, StoresUseCases, type UseCaseServices } from "atlas-client/react"
import { shopperClient } from "atlas-client/testing"

const storesOnly = Stores.Default.pipe(Layer.provideMerge(shopperClient()))
const runtime = ManagedRuntime.make(storesOnly)
const atlas = createAtlasReact<ManagedRuntime.ManagedRuntime.Context<typeof runtime>>()

expectTypeOf<UseCaseServices<typeof StoresUseCases.getStoreDetails>>().toEqualTypeOf<Stores>()

export function StoreName({ id }: { readonly id: string }) {
  const details = atlas.useRead(StoresUseCases.getStoreDetails, [id])
  if (details.state.status === "success") expectTypeOf(details.state.value).toEqualTypeOf<Store>()
  expectTypeOf(details.fetching).toEqualTypeOf<boolean>()
  // @ts-expect-error: the runtime has no Carts, so reading the cart is a compile error (not "Service not found")
  atlas.useRead(CartsUseCases.getCart, [id])
  // @ts-expect-error: nor adding to it
  atlas.useAction(CartsUseCases.addToCart)
  return null
}

export const Provided = () => <atlas.AtlasProvider runtime={runtime}>{null}</atlas.AtlasProvider>
export const FromLayer = () => <atlas.AtlasProvider layer={storesOnly}>{null}</atlas.AtlasProvider>

const withCarts = createAtlasReact<Stores | Carts | AtlasClient>()
// @ts-expect-error: a provider whose runtime lacks Carts is a compile error
export const MissingService = () => <withCarts.AtlasProvider runtime={runtime}>{null}</withCarts.AtlasProvider>
// @ts-expect-error: and so is one whose layer lacks it
export const MissingInLayer = () => <withCarts.AtlasProvider layer={storesOnly}>{null}</withCarts.AtlasProvider>
const both = Layer.mergeAll(Stores.Default, Carts.Default).pipe(Layer.provideMerge(shopperClient()))
export const Full = () => <withCarts.AtlasProvider layer={both}>{null}</withCarts.AtlasProvider>
