import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { setupWorker } from "msw/browser"
import { atlasClient, Environment, Stores } from "atlas-client"
import { makeReferenceUpstream, mswOrigins, upstreamHandlers } from "atlas-client/testing"

// The reference upstream in the page, behind msw's service worker (mockServiceWorker.js served
// from the site's root: `npx msw init public/`): the app's own client and services, no server.
const upstream = makeReferenceUpstream()
const worker = setupWorker(...upstreamHandlers(upstream))
await worker.start({ onUnhandledRequest: "error", quiet: true })

const layer = Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.test(mswOrigins))))
const search = Effect.flatMap(Stores, (stores) => stores.searchByZip("45202", { modality: "PICKUP", maxResults: 5 }))
const found = await Effect.runPromise(Effect.provide(search, layer))

const list = document.querySelector("#stores")
for (const { store, distanceMiles } of found.stores) {
  const item = document.createElement("li")
  item.textContent = `${store.name} · ${distanceMiles} mi`
  list?.append(item)
}
const status = document.querySelector("#status")
if (status !== null) status.textContent = `${found.stores.length} stores`
