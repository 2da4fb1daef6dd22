/**
 * The reference upstream's in-memory state, seeded deterministically.
 *
 * @since 0.1.0
 */
import type { Store } from "../schema/stores.js"
import { seedStores } from "./stores/seed.js"
import { type CatalogueState, seedCatalogueState } from "./catalogue/state.js"
import { type CartsState, seedCartsState } from "./carts/state.js"
import { type AccountState, seedAccountState } from "./customer/account.js"
import { type ModalityState, seedModality } from "./modality/state.js"
import { type CheckoutState, seedCheckoutState } from "./checkout/state.js"
import { type SavingsState, seedSavingsState } from "./savings/state.js"
import { type RewardsState, seedRewardsState } from "./rewards/state.js"

/** Everything the reference upstream holds. */
export interface AtlasState extends AccountState {
  readonly stores: ReadonlyArray<Store>
  readonly catalogue: CatalogueState
  readonly carts: CartsState
  readonly modality: ModalityState
  readonly checkout: CheckoutState
  readonly savings: SavingsState
  readonly rewards: RewardsState
}

/** A fresh seeded state: the same on every call. */
export const seedState = (): AtlasState => {
  const stores = seedStores()
  return {
    stores,
    catalogue: seedCatalogueState(),
    carts: seedCartsState(),
    modality: seedModality(),
    checkout: seedCheckoutState(),
    savings: seedSavingsState(),
    rewards: seedRewardsState(),
    ...seedAccountState(stores)
  }
}
