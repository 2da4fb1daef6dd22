/**
 * The ready layer for users' tests: every service against a reference upstream in memory (no
 * network), one browser-like shopper with a cookie jar.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import { AllServices } from "../services/AllServices.js"
import { shopperClient, type ShopperClientOptions } from "./client.js"
import { type AtlasUpstream, makeReferenceUpstream } from "../upstream/reference.js"

/**
 * Every service over the reference upstream (a fresh seeded one unless given), in memory.
 *
 * @example
 * ```ts
 * export const reference = referenceLayer({ upstream: makeReferenceUpstream() })
 * ```
 */
export const referenceLayer = (options: Omit<ShopperClientOptions, "upstream"> & { readonly upstream?: AtlasUpstream } = {}) =>
  AllServices.pipe(Layer.provideMerge(shopperClient({ ...options, upstream: options.upstream ?? makeReferenceUpstream() })))
