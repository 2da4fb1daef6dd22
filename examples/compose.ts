import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { atlasClient, Environment, Stores } from "atlas-client"

// A use case of the app: pickup stores near a zip, nearest first, as lines of text.
export const pickupStoresNear = (zip: string) =>
  Effect.gen(function* () {
    const stores = yield* Stores
    const found = yield* stores.searchByZip(zip, { modality: "PICKUP", maxResults: 5 })
    return found.stores.map((m) => `${m.store.name}, ${m.store.address.cityTown} (${m.distanceMiles} mi)`)
  }).pipe(Effect.catchTag("InvalidZip", (e) => Effect.succeed([e.message])))

// Production wiring: only the environment layer differs between prod, stage and tests.
export const live = Stores.Default.pipe(Layer.provideMerge(atlasClient(Environment.prod({ brand: "atlas" }))))

// In the browser: Effect.runPromise(Effect.provide(pickupStoresNear("45202"), live))
