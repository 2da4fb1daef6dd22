/**
 * The atlas API as data: every operation's descriptor, by domain.
 *
 * @since 0.1.0
 */
import type { AnyOperation } from "./Operation.js"
import { StoresContract } from "./stores.js"

export * as Operation from "./Operation.js"
export type { AnyOperation, Input, Success } from "./Operation.js"
export { StoresContract } from "./stores.js"
export { execute } from "./executor.js"

/** Every operation of the contract, by domain group. */
export const contract = {
  stores: StoresContract
} as const satisfies Record<string, Record<string, AnyOperation>>

/** Every operation of the contract, flat. */
export const operations: ReadonlyArray<AnyOperation> = Object.values(contract).flatMap((group) => Object.values(group))
