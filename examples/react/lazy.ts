import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { atlasClient, Carts, Environment, Items, lazyServices, Stores } from "atlas-client"
import { createAtlasReact } from "atlas-client/react"

// A module per page holding that page's services (`export { Customer, Passbook } from "atlas-client"`):
// only these `import()`s reach it, so the bundler makes it a chunk of its own.
const account = () => import("./pages/account.js")
const checkout = () => import("./pages/checkout.js")

// The first screen's services are built with the runtime; the account's and checkout's with their
// first call (the name is the service's: `Customer: checkout` does not compile).
export const services = Layer.mergeAll(
  Stores.Default,
  Items.Default,
  Carts.Default,
  lazyServices({ Customer: account, Passbook: account, Checkout: checkout, Payment: checkout, Timeslots: checkout })
)

export const runtime = ManagedRuntime.make(services.pipe(Layer.provideMerge(atlasClient(Environment.prod()))))

// Hooks typed by every service, lazily loaded ones included.
export const { AtlasProvider, useRead, useAction } = createAtlasReact<ManagedRuntime.ManagedRuntime.Context<typeof runtime>>()
