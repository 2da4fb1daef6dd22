/**
 * `atlas-client/react`: a provider owning one runtime, and hooks that run named use cases into
 * shared slots (spec §4 states), deduplicated, cancellable, re-run when the shopping context changes.
 *
 * @since 0.1.0
 */
export { type ActionResult, type ReadResult, type SlotOptions, useAction, useRead, useRequestLog, useSlots, useSpanLog } from "./hooks.js"
export { AtlasProvider, type AtlasProviderProps, useAtlasRuntime, useSlotStore } from "./AtlasProvider.js"
export { failureState, type SettledState, type SlotState, UnexpectedError } from "./SlotState.js"
export { DEFAULT_KEY, type SlotInfo, SlotStore, type SlotStoreOptions, type SlotStoreStats, slotId } from "./SlotStore.js"
export { StoresUseCases } from "./use-cases/stores.js"
export {
  ItemsUseCases,
  ProductsUseCases,
  RecommendationsUseCases,
  ReviewsUseCases,
  SearchUseCases,
  SellersUseCases
} from "./use-cases/items.js"
export { CartsUseCases, ShoppingListsUseCases } from "./use-cases/carts.js"
export { BannersUseCases } from "./use-cases/banners.js"
export { CustomerUseCases } from "./use-cases/customer.js"
export { FeedbackUseCases } from "./use-cases/feedback.js"
export { FriendsAndFamilyUseCases } from "./use-cases/friends-and-family.js"
export { LocationMappingUseCases } from "./use-cases/location-mapping.js"
export { PassbookUseCases } from "./use-cases/passbook.js"
export { CashbackUseCases, CouponsUseCases, OffersUseCases, SavingsUseCases } from "./use-cases/savings.js"
export {
  AdPlacementsUseCases,
  type ImpressionPlacement,
  type ImpressionTracker,
  ShoppableAdsUseCases,
  useImpression,
  WeeklyAdsUseCases
} from "./use-cases/ads.js"
export { CommunityRewardsUseCases, FuelUseCases, LoyaltyUseCases, MembershipUseCases, OptUpUseCases } from "./use-cases/rewards.js"
export { ModalityUseCases, ShoppingContextUseCases } from "./use-cases/modality.js"
export { type AnyUseCase, defineUseCase, type UseCase, type UseCaseError, type UseCaseMode, type UseCaseSuccess } from "./UseCase.js"
export { AchUseCases, CheckoutUseCases, GiftCardUseCases, PaymentUseCases, WalletUseCases } from "./use-cases/checkout.js"
export { PromisesUseCases, QuotesUseCases, TimeslotsUseCases } from "./use-cases/promises.js"
export { OrderUseCases } from "./use-cases/orders.js"
