import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { hydrateRoot } from "react-dom/client"
import { atlasClient, Environment, Stores } from "atlas-client"
import { AtlasProvider, type DehydratedState } from "atlas-client/react"
import { StorePage } from "./StorePage.js"

// The browser's runtime, made once; the server's snapshot, read from the script it inlined.
const runtime = ManagedRuntime.make(Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod()))))
const state = JSON.parse(document.getElementById("atlas-state")?.textContent ?? '{"entries":[]}') as DehydratedState
const storeId = new URL(window.location.href).searchParams.get("store") ?? "01400943"

// Hydrated reads show the server's values and are not fetched again until stale.
hydrateRoot(
  document.getElementById("root")!,
  <AtlasProvider runtime={runtime} dehydratedState={state}>
    <StorePage storeId={storeId} />
  </AtlasProvider>
)
