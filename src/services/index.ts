/**
 * One Effect service per domain; each method is a named use case.
 *
 * @since 0.1.0
 */
export * from "./Stores.js"
