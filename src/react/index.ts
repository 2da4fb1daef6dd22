/**
 * `atlas-client/react`: a provider owning one runtime, and hooks that run named use cases into
 * shared slots (spec §4 states), deduplicated, cancellable, re-run when the shopping context changes.
 *
 * @since 0.1.0
 */
export { type ActionResult, type ReadResult, type SlotOptions, useAction, useRead, useRequestLog, useSlots, useSpanLog } from "./hooks.js"
export { AtlasProvider, type AtlasProviderProps, useAtlasRuntime, useSlotStore } from "./Provider.js"
export { failureState, type SettledState, type SlotState, UnexpectedError } from "./SlotState.js"
export { DEFAULT_KEY, type SlotInfo, SlotStore, type SlotStoreOptions, type SlotStoreStats, slotId } from "./SlotStore.js"
export { StoresUseCases } from "./stores.js"
export { ItemsUseCases, ProductsUseCases, RecommendationsUseCases, ReviewsUseCases, SearchUseCases, SellersUseCases } from "./items.js"
export { CartsUseCases, ShoppingListsUseCases } from "./carts.js"
export { BannersUseCases } from "./banners.js"
export { CustomerUseCases } from "./customer.js"
export { FeedbackUseCases } from "./feedback.js"
export { FriendsAndFamilyUseCases } from "./friends-and-family.js"
export { LocationMappingUseCases } from "./location-mapping.js"
export { PassbookUseCases } from "./passbook.js"
export { CashbackUseCases, CouponsUseCases, OffersUseCases, SavingsUseCases } from "./savings.js"
export {
  AdPlacementsUseCases,
  type ImpressionPlacement,
  type ImpressionTracker,
  ShoppableAdsUseCases,
  useImpression,
  WeeklyAdsUseCases
} from "./ads.js"
export { CommunityRewardsUseCases, FuelUseCases, LoyaltyUseCases, MembershipUseCases, OptUpUseCases } from "./rewards.js"
export { ModalityUseCases, ShoppingContextUseCases } from "./modality.js"
export { type AnyUseCase, defineUseCase, type UseCase, type UseCaseError, type UseCaseMode, type UseCaseSuccess } from "./UseCase.js"
export { AchUseCases, CheckoutUseCases, GiftCardUseCases, PaymentUseCases, WalletUseCases } from "./checkout.js"
export { OrderUseCases, PromisesUseCases, QuotesUseCases, TimeslotsUseCases } from "./fulfilment.js"
