/**
 * The error core (spec §8, DESIGN principle 3): the upstream's error envelope, the errors every
 * call can fail with, the catalogue's codes, their families and typed errors (and the mark of an
 * upstream answer), the analytics scenario classifier and error records
 * (the `Analytics` service that receives them is a service: `src/services/Analytics.ts`).
 *
 * @example
 * import { Analytics } from "atlas-client"
 *
 * // the request layer reports every failed call to the app's sink (unless the call is silent);
 * // `reportErrors` is only for AtlasErrors an app makes itself, outside a client's calls
 * const program = searchStores(query).pipe(
 *   Effect.provide(Analytics.layer((record) => sendToAnalytics(record)))
 * )
 *
 * @since 0.1.0
 */
export * from "./envelope.js"
export * from "./answer.js"
export * from "./client.js"
export * from "./domain.js"
export * from "./families.js"
export * from "./catalogue.js"
export * from "./scenarios.js"
export * from "./records.js"
