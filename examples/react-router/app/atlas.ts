import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { AllServices, atlasClient, Environment } from "atlas-client"

// The browser's runtime, made once at module level. Nothing runs it during a server render (reads
// run in effects; the server's values come from the loaders' snapshots), so importing it there is safe.
// The atlas API is on the page's own origin (one origin: the session cookie travels).
export const runtime = ManagedRuntime.make(
  AllServices.pipe(Layer.provideMerge(atlasClient(Environment.test({ atlas: globalThis.location?.origin ?? "" }))))
)
