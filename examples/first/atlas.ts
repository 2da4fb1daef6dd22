import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { atlasClient, Environment, Stores } from "atlas-client"
import { createAtlasReact } from "atlas-client/react"

// The app's services, made once at module level (never in render). `Environment.test` on the page's
// origin is the reference upstream that `atlasUpstream()` (vite.config.ts) serves beside the app, one
// origin as in production; for the real shop use `Environment.prod({ brand: "atlas" })` and change nothing else.
const origin = location.origin
const environment = Environment.test({ atlas: origin, payments: origin, shoppable: origin })
export const runtime = ManagedRuntime.make(Stores.Default.pipe(Layer.provideMerge(atlasClient(environment))))

// The provider and hooks, typed by the runtime's services.
export const { AtlasProvider, useRead } = createAtlasReact<ManagedRuntime.ManagedRuntime.Context<typeof runtime>>()
