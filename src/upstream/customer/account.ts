/**
 * The state of the customer, friends-and-family, banners, feedback and identity domains of the
 * reference upstream, seeded together from the seeded stores.
 *
 * @since 0.1.0
 */
import type { Banner } from "../../schema/banners.js"
import type { Store } from "../../schema/stores.js"
import { seedBanners } from "../banners/state.js"
import type { StoredComment } from "../feedback/state.js"
import { type FriendsAndFamilyStore, seedFriendsAndFamily } from "../friends-and-family/state.js"
import { type IdentityState, seedIdentity } from "../identity/tokens.js"
import { type CustomerState, seedCustomers } from "./seed.js"

/** The account-related parts of the upstream's state. */
export interface AccountState {
  readonly customer: CustomerState
  readonly friendsAndFamily: FriendsAndFamilyStore
  readonly banners: ReadonlyArray<Banner>
  readonly feedback: Array<StoredComment>
  readonly identity: IdentityState
}

/**
 * Seeds the account-related state over the seeded stores.
 *
 * @example
 * const state = { stores: seedStores(), ...seedAccountState(seedStores()) }
 */
export const seedAccountState = (stores: ReadonlyArray<Store>): AccountState => ({
  customer: seedCustomers(stores),
  friendsAndFamily: seedFriendsAndFamily(),
  banners: seedBanners(stores),
  feedback: [],
  identity: seedIdentity()
})
