/**
 * The reference upstream's in-memory state, seeded deterministically.
 *
 * @since 0.1.0
 */
import type { Store } from "../schema/stores.js"
import { seedStores } from "./stores/seed.js"

/** Everything the reference upstream holds. */
export interface AtlasState {
  readonly stores: ReadonlyArray<Store>
}

/** A fresh seeded state: the same on every call. */
export const seedState = (): AtlasState => ({ stores: seedStores() })
