/**
 * How long a read's value stays fresh (docs/react.md has the table and why). A fresh value is
 * shown without a request; a stale one is shown and revalidated (on mount, on window focus, on
 * reconnect, on an interval, or when a write invalidates it).
 *
 * @since 0.2.0
 */
import type { AnyUseCase } from "./UseCase.js"

const MINUTE = 60_000

/**
 * Stale times in milliseconds by service (`"Stores"`) or use case (`"Stores.getStoreDetails"`,
 * which wins). A read found in neither is stale at once (0 s): prices, stock, carts, checkouts,
 * balances, coupons, loyalty and orders change under the shopper, so they are revalidated whenever
 * they are shown again.
 */
export const staleTimes: Readonly<Record<string, number>> = {
  // Store and reference data.
  Stores: 5 * MINUTE,
  Banners: 5 * MINUTE,
  LocationMapping: 5 * MINUTE,
  Sellers: 5 * MINUTE,
  WeeklyAds: 5 * MINUTE,
  ShoppableAds: 5 * MINUTE,
  Passbook: 5 * MINUTE,
  "CommunityRewards.getOrgTypes": 5 * MINUTE,
  "CommunityRewards.searchNpos": 5 * MINUTE,
  // The shopper's account and what others wrote.
  Customer: MINUTE,
  FriendsAndFamily: MINUTE,
  Membership: MINUTE,
  Reviews: MINUTE,
  "ModalityPreferences.getPreferences": MINUTE,
  "ModalityPreferences.getOptions": MINUTE,
  "ModalityPreferences.isAddressValidForModality": 5 * MINUTE
}

/**
 * The stale time of a read: its own `staleTimeMs`, else `overrides` then {@link staleTimes} by use
 * case then by service, else 0.
 *
 * @example
 * staleTimeOf(StoresUseCases.getStoreDetails) // 300000
 */
export const staleTimeOf = (useCase: AnyUseCase, overrides: Readonly<Record<string, number>> = {}): number => {
  const service = useCase.name.slice(0, useCase.name.indexOf("."))
  return useCase.staleTimeMs ?? overrides[useCase.name] ?? overrides[service] ?? staleTimes[useCase.name] ?? staleTimes[service] ?? 0
}
