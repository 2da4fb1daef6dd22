import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { atlasClient, Carts, Environment, Stores } from "atlas-client"
import { createAtlasReact } from "atlas-client/react"

// The app's services, made once at module level (never in render): one runtime for the app's life.
export const runtime = ManagedRuntime.make(
  Layer.mergeAll(Stores.Default, Carts.Default).pipe(Layer.provideMerge(atlasClient(Environment.prod({ brand: "atlas" }))))
)

// The provider and hooks, typed by the runtime's services: a use case that needs a service the
// runtime lacks (say `CouponsUseCases.getCoupons`) is a compile error, not "Service not found".
export const { AtlasProvider, useRead, useAction } = createAtlasReact<ManagedRuntime.ManagedRuntime.Context<typeof runtime>>()

// In main.tsx: createRoot(root).render(<AtlasProvider runtime={runtime}><App /></AtlasProvider>)
