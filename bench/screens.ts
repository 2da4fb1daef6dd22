/**
 * Table 3, requests per screen: the demo's first screens as the component reads they make, run
 * through the adapter's `SlotStore` with the real services against the in-memory reference
 * upstream, counting the requests the upstream saw. "batched" is the adapter as shipped (readers
 * of one slot share it; tile lookups are batched); "one per component" gives every component its
 * own slot and its own items call.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { CartsUseCases } from "../src/react/use-cases/carts.js"
import { CustomerUseCases } from "../src/react/use-cases/customer.js"
import { ItemsUseCases } from "../src/react/use-cases/items.js"
import { SlotStore } from "../src/react/SlotStore.js"
import { StoresUseCases } from "../src/react/use-cases/stores.js"
import type { AnyUseCase } from "../src/react/UseCase.js"
import { AllServices } from "../src/services/AllServices.js"
import { Carts } from "../src/services/Carts.js"
import { catalogue } from "../src/upstream/catalogue/seed.js"
import { shopperClient } from "../src/testing/client.js"
import { fixtures } from "../src/testing/fixtures.js"
import { makeReferenceUpstream } from "../src/upstream/reference.js"

/** One component's read: a use case, its arguments, and whether it is a tile lookup. */
interface Read {
  readonly component: string
  readonly useCase: AnyUseCase
  readonly args: ReadonlyArray<unknown>
  readonly tile?: string
}

/** One row of the table. */
export interface ScreenRow {
  readonly screen: string
  readonly components: number
  readonly batched: number
  readonly batchedItemsRequests: number
  readonly onePerComponent: number
  readonly failedSlots: number
}

const settle = async (store: SlotStore, ids: ReadonlyArray<string>) => {
  for (let i = 0; i < 2000; i++) {
    if (ids.every((id) => store.getSnapshot(id).status !== "request" && store.getSnapshot(id).status !== "idle")) return
    await new Promise((r) => setTimeout(r, 2))
  }
  throw new Error("a screen's reads did not settle")
}

/** Counts the requests of each screen, both ways. */
export const runScreens = async (): Promise<ReadonlyArray<ScreenRow>> => {
  const upstream = makeReferenceUpstream()
  const runtime = ManagedRuntime.make(AllServices.pipe(Layer.provideMerge(shopperClient({ upstream }))))
  try {
    const { zip, pickupStore } = fixtures()
    const entries = catalogue().entries.filter((e) => e.kind === "shelf" && e.soldInStore)
    const tiles = entries.slice(0, 48).map((e) => e.gtin13)
    const cartItems = entries.slice(48, 54).map((e) => e.gtin13)
    // The cart screen needs a cart: filled before counting.
    const cart = await runtime.runPromise(
      Effect.gen(function* () {
        const carts = yield* Carts
        let last = yield* carts.addToCart(cartItems[0]!, 1)
        for (const gtin13 of cartItems.slice(1)) last = yield* carts.addToCart(gtin13, 1)
        return last
      })
    )
    const header: Read = { component: "header: profile", useCase: CustomerUseCases.getProfileContext, args: [] }
    const search: ReadonlyArray<unknown> = [zip, { modality: "PICKUP" }]
    const screens: ReadonlyArray<{ readonly name: string; readonly reads: ReadonlyArray<Read> }> = [
      {
        name: "store locator",
        reads: [
          header,
          { component: "locator: results list", useCase: StoresUseCases.searchByZip, args: search },
          { component: "locator: map", useCase: StoresUseCases.searchByZip, args: search },
          { component: "locator: result count", useCase: StoresUseCases.searchByZip, args: search },
          { component: "my store card", useCase: StoresUseCases.getStoreDetails, args: [pickupStore.locationId] }
        ]
      },
      {
        name: "grid of 48 tiles",
        reads: [
          header,
          ...tiles.map((gtin13, i): Read => ({ component: `tile ${i}`, useCase: ItemsUseCases.lookupItem, args: [gtin13], tile: gtin13 }))
        ]
      },
      {
        name: "cart",
        reads: [
          header,
          { component: "header: cart badge", useCase: CartsUseCases.getCart, args: [cart.profileId] },
          { component: "cart: lines", useCase: CartsUseCases.getCart, args: [cart.profileId] },
          { component: "cart: savings", useCase: CartsUseCases.getCartSavings, args: [{ cartId: cart.id }] },
          ...cartItems.map((gtin13, i): Read => ({
            component: `line tile ${i}`,
            useCase: ItemsUseCases.lookupItem,
            args: [gtin13],
            tile: gtin13
          }))
        ]
      }
    ]
    const rows: Array<ScreenRow> = []
    for (const screen of screens) {
      const counts = { batched: 0, items: 0, naive: 0, failed: 0 }
      for (const mode of ["batched", "naive"] as const) {
        const store = new SlotStore(runtime)
        const before = upstream.log.length
        const ids: Array<string> = []
        screen.reads.forEach((read, i) => {
          // As shipped: an entry per use case and arguments (a tile's keyed by its gtin13).
          const key = mode === "naive" ? `component-${i}` : (read.tile ?? "default")
          const useCase = mode === "naive" && read.tile !== undefined ? ItemsUseCases.getItems : read.useCase
          const args = mode === "naive" && read.tile !== undefined ? [{ gtin13s: [read.tile] }] : read.args
          ids.push(store.acquire(useCase, args, key))
          void store.read(useCase, args, { key })
        })
        await settle(store, ids)
        const seen = upstream.log.slice(before)
        if (mode === "batched") {
          counts.batched = seen.length
          counts.items = seen.filter((r) => r.path.includes("/item/")).length
          counts.failed = ids.filter((id) => store.getSnapshot(id).status !== "success").length
        } else {
          counts.naive = seen.length
        }
        store.dispose()
      }
      rows.push({
        screen: screen.name,
        components: screen.reads.length,
        batched: counts.batched,
        batchedItemsRequests: counts.items,
        onePerComponent: counts.naive,
        failedSlots: counts.failed
      })
    }
    return rows
  } finally {
    await runtime.dispose()
  }
}
