/**
 * `atlas-client/react`: a provider over one runtime, a cache of reads keyed by arguments (spec §4
 * states, deduplicated, cancellable, fresh for a stale time, revalidated on focus, reconnect and
 * the writes that change them), and action slots apart from it.
 *
 * @since 0.1.0
 */
export {
  type ActionOptions,
  type ActionResult,
  type ReadOptions,
  type ReadResult,
  type SlotOptions,
  useAction,
  useRead,
  useRequestLog,
  useSlots,
  useSpanLog
} from "./hooks.js"
export { type ReadViewOptions, useReadView } from "./useReadView.js"
export { prefetch, usePrefetch } from "./prefetch.js"
export { type ReadPagesOptions, type ReadPagesResult, useReadPages } from "./useReadPages.js"
export { type CrossTabMessage, type CrossTabOptions, syncTabs } from "./crossTab.js"
export { CrossTabSync } from "./CrossTabSync.js"
export { AtlasProvider, type AtlasProviderProps, type AtlasRuntimeSource, useAtlasRuntime, useSlotStore } from "./AtlasProvider.js"
export { type AtlasReact, createAtlasReact } from "./createAtlasReact.js"
export { staleTimeOf, staleTimes } from "./freshness.js"
export { failureState, isFailed, type SettledState, type SlotState, UnexpectedError } from "./SlotState.js"
export { DEFAULT_KEY, type InvalidationInfo, type SlotInfo, slotId } from "./Cells.js"
export { hashArgs, UnkeyableArgumentError } from "./hashArgs.js"
export { type DehydratedEntry, type DehydratedState, SlotStore, type SlotStoreOptions, type SlotStoreStats } from "./SlotStore.js"
export { StoresUseCases } from "./use-cases/stores.js"
export { ItemsUseCases } from "./use-cases/items.js"
export { ProductsUseCases } from "./use-cases/products.js"
export { RecommendationsUseCases } from "./use-cases/recommendations.js"
export { ReviewsUseCases } from "./use-cases/reviews.js"
export { SearchUseCases } from "./use-cases/search.js"
export { SellersUseCases } from "./use-cases/sellers.js"
export { CartsUseCases } from "./use-cases/carts.js"
export { ShoppingListsUseCases } from "./use-cases/shopping-lists.js"
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
export { fromOperation, type Stated } from "./fromOperation.js"
export {
  type AnyUseCase,
  defineUseCase,
  type EntryChange,
  modeOf,
  patchEntries,
  type ReadRef,
  type ReadTarget,
  setEntry,
  targetNames,
  type UseCase,
  type UseCaseDefinition,
  type UseCaseError,
  type UseCaseMode,
  type SuccessSchema,
  type UseCaseServices,
  type UseCaseSuccess
} from "./UseCase.js"
export { AchUseCases, CheckoutUseCases, GiftCardUseCases, PaymentUseCases, WalletUseCases } from "./use-cases/checkout.js"
export { PromisesUseCases, QuotesUseCases, TimeslotsUseCases } from "./use-cases/promises.js"
export { OrderUseCases } from "./use-cases/orders.js"
