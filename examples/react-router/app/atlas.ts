import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { atlasClient, Carts, Environment, ProductSearch } from "atlas-client"

// The browser's runtime, made once at module level, with the services of the pages' reads and writes
// (each service brings its operations: AllServices would bring all of them). Nothing runs it during
// a server render (reads run in effects; the server's values come from the loaders' snapshots), so
// importing it there is safe. The atlas API is on the page's own origin (one origin: the session
// cookie travels).
export const runtime = ManagedRuntime.make(
  Layer.mergeAll(ProductSearch.Default, Carts.Default).pipe(
    Layer.provideMerge(atlasClient(Environment.test({ atlas: globalThis.location?.origin ?? "" })))
  )
)
