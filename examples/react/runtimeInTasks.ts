import * as Layer from "effect/Layer"
import { atlasClient, Carts, Environment, runtimeInTasks, Stores } from "atlas-client"

const environment = Environment.prod()
const client = atlasClient(environment)
const services = Layer.mergeAll(Stores.Default, Carts.Default).pipe(Layer.provideMerge(client))

// The environment, the client and the stores service a task each, then the runtime (the carts).
export const runtime = await runtimeInTasks(services, [environment, client, Layer.provide(Stores.Default, client)])
