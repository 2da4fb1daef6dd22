import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { atlasClient, Carts, ClientConfig, Coupons, Environment, Payment, RequestLog, SpanLog, Stores } from "atlas-client"
import { createAtlasReact } from "atlas-client/react"

// The services of the pages below, over the client; the request and span logs (and tracing) are
// what the devtools show. Made once, at module level.
export const appLayer = Layer.mergeAll(Stores.Default, Carts.Default, Coupons.Default, Payment.Default).pipe(
  Layer.provideMerge(atlasClient(Environment.prod({ brand: "atlas" }))),
  Layer.provideMerge(Layer.mergeAll(RequestLog.layer(50), SpanLog.layer(50), ClientConfig.layer({ tracing: true })))
)
export const runtime = ManagedRuntime.make(appLayer)

// Hooks typed by the runtime's services: a use case needing another service does not compile.
export const { AtlasProvider, useRead, useAction } = createAtlasReact<ManagedRuntime.ManagedRuntime.Context<typeof runtime>>()
