/** The shared contract vocabulary (spec §3), one module per domain. */
export * from "./common.js"
export * from "./stores.js"
