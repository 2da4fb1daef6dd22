/**
 * The storefront's layer: the browser client against the reference upstream's hosts, with the
 * request log the developer panel reads, the stores service and the browser's geolocation.
 * Swap `Environment.test(origins)` for `Environment.prod()` and nothing else changes.
 */
import * as BrowserGeolocation from "@effect/platform-browser/Geolocation"
import { atlasClient, Environment, RequestLog, Stores } from "atlas-client"
import * as Layer from "effect/Layer"
import type { StorefrontOrigins } from "./config.js"

/** Every service the storefront's use cases need. */
export const storefrontLayer = (origins: StorefrontOrigins) => {
  // The request layer records into the log only when the log is provided to it.
  const client = atlasClient(Environment.test(origins)).pipe(Layer.provideMerge(RequestLog.layer(50)))
  return Layer.mergeAll(Stores.Default.pipe(Layer.provideMerge(client)), BrowserGeolocation.layer)
}
