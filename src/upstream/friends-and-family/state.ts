/**
 * The reference upstream's friends-and-family state.
 *
 * @since 0.1.0
 */

/** Friends-and-family state: opted-in shoppers, and how many opt-in/opt-out calls were applied. */
export interface FriendsAndFamilyStore {
  readonly optedIn: Set<string>
  readonly changes: { value: number }
}

/** An empty store. */
export const seedFriendsAndFamily = (): FriendsAndFamilyStore => ({ optedIn: new Set(), changes: { value: 0 } })
