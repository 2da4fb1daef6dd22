/**
 * `atlas-client/rules`: the pure domain rules of the atlas client (spec §3, §5, §8, §9).
 * No I/O, except the aes-128-cbc helper which uses Web Crypto. Every parser returns a value or
 * its typed error (see `errors.ts`) and never throws.
 *
 * @example
 * import { isValidZip, parseProjection } from "atlas-client/rules"
 * isValidZip("45202") // true
 * parseProjection("items[compact]") // Either.right([{ name: "items", children: [{ name: "compact", children: [] }] }])
 *
 * @since 0.1.0
 */
export * from "./address.js"
export * from "./ads.js"
export * from "./barcode.js"
export * from "./bot.js"
export * from "./currency.js"
export * from "./dates.js"
export * from "./edge.js"
export * from "./encryption.js"
export * from "./errors.js"
export * from "./geo.js"
export * from "./ids.js"
export * from "./modality.js"
export * from "./products.js"
export * from "../core/projection.js"
export * from "./time.js"
export * from "./typecheck.js"
export * from "./stores.js"
export * from "./impressions.js"
