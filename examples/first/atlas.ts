import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { atlasClient, Environment, Stores } from "atlas-client"
import { createAtlasReact } from "atlas-client/react"

// The app's services, made once at module level (never in render). `Environment.test()` is the
// reference upstream on this machine (`npx atlas-upstream --port 4010`); for the real shop use
// `Environment.prod({ brand: "atlas" })` and change nothing else.
export const runtime = ManagedRuntime.make(Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.test()))))

// The provider and hooks, typed by the runtime's services.
export const { AtlasProvider, useRead } = createAtlasReact<ManagedRuntime.ManagedRuntime.Context<typeof runtime>>()
