/**
 * `atlas-client`: the typed, validated, traced data-access layer of the atlas grocery API.
 * Schemas, errors, the contract, layers and services.
 *
 * @since 0.1.0
 */
export * from "./schema/index.js"
export * from "./errors/index.js"
export * from "./contract/index.js"
export * from "./layers/index.js"
export * from "./services/index.js"
