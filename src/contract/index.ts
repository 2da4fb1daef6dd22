/**
 * The atlas API as data: every operation's descriptor, by domain.
 *
 * @since 0.1.0
 */
import type { AnyOperation } from "../core/Operation.js"
import { StoresContract } from "./stores.js"
import { ItemsContract } from "./items.js"
import { ProductsContract } from "./products.js"
import { SearchContract } from "./search.js"
import { SellersContract } from "./sellers.js"
import { ReviewsContract } from "./reviews.js"
import { RecommendationsContract } from "./recommendations.js"
import { CartsContract } from "./carts.js"
import { ShoppingListsContract } from "./shopping-lists.js"
import { LafContract, ModalityContract } from "./modality.js"
import { BannersContract } from "./banners.js"
import { CustomerContract } from "./customer.js"
import { FeedbackContract } from "./feedback.js"
import { FriendsAndFamilyContract } from "./friends-and-family.js"
import { IdentityContract } from "./identity.js"
import { LocationMappingContract } from "./location-mapping.js"
import { PassbookContract } from "./passbook.js"
import { CashbackContract, CouponsContract, OffersContract, SavingsContract } from "./savings.js"
import { AdsContract, ShoppableAdsContract, WeeklyAdsContract } from "./ads.js"
import { CommunityRewardsContract, FuelContract, LoyaltyContract, MembershipContract, OptUpContract } from "./rewards.js"
import { CheckoutContract, GiftCardContract, PaymentContract } from "./checkout.js"
import { AchContract, WalletContract } from "./wallet.js"
import { PromisesContract, QuotesContract, TimeslotsContract } from "./promises.js"
import { PostOrderMessagingContract, ReturnsContract, SubstitutionsContract } from "./orders.js"

export * as Operation from "../core/Operation.js"
export type { AnyOperation, Input, Success } from "../core/Operation.js"
export { StoresContract, STORE_QUERY_MAX_LENGTH } from "./stores.js"
export { ItemsContract, type AlternativeLocationsParams, type ItemsParams } from "./items.js"
export { ProductsContract } from "./products.js"
export { SearchContract, SEARCH_TERM_MAX_LENGTH, type ProductSearchParams } from "./search.js"
export { SellersContract, type SellersListParams } from "./sellers.js"
export { ReviewsContract, type ReviewsParams } from "./reviews.js"
export { RecommendationsContract } from "./recommendations.js"
export { CartsContract } from "./carts.js"
export { ShoppingListsContract } from "./shopping-lists.js"
export { LafContract, ModalityContract } from "./modality.js"
export { BannersContract } from "./banners.js"
export { CustomerContract, type CustomerProfileParams, type PreferencesParams } from "./customer.js"
export { FeedbackContract } from "./feedback.js"
export { FriendsAndFamilyContract } from "./friends-and-family.js"
export { IdentityContract } from "./identity.js"
export { LocationMappingContract, type LocationMappingParams } from "./location-mapping.js"
export { PassbookContract } from "./passbook.js"
export { CashbackContract, CouponsContract, type CouponsParams, OFFERS_READ_SCOPE, OffersContract, SavingsContract } from "./savings.js"
export { type AdPlacementParams, AdsContract, ShoppableAdsContract, WeeklyAdsContract, type WeeklyAdPath } from "./ads.js"
export { CommunityRewardsContract, FuelContract, LoyaltyContract, MembershipContract, OptUpContract } from "./rewards.js"
export { CheckoutContract, GiftCardContract, PaymentContract, type PaymentsParams } from "./checkout.js"
export { AchContract, WalletContract, type WalletParams } from "./wallet.js"
export { PromisesContract, QuotesContract, TimeslotsContract, type QuoteParams } from "./promises.js"
export { PostOrderMessagingContract, ReturnsContract, SubstitutionsContract } from "./orders.js"

/** Every operation of the contract, by domain group. */
export const contract = {
  stores: StoresContract,
  items: ItemsContract,
  products: ProductsContract,
  search: SearchContract,
  sellers: SellersContract,
  reviews: ReviewsContract,
  recommendations: RecommendationsContract,
  carts: CartsContract,
  shoppingLists: ShoppingListsContract,
  modality: ModalityContract,
  laf: LafContract,
  customer: CustomerContract,
  friendsAndFamily: FriendsAndFamilyContract,
  locationMapping: LocationMappingContract,
  banners: BannersContract,
  feedback: FeedbackContract,
  passbook: PassbookContract,
  identity: IdentityContract,
  coupons: CouponsContract,
  cashback: CashbackContract,
  savings: SavingsContract,
  offers: OffersContract,
  weeklyAds: WeeklyAdsContract,
  shoppableAds: ShoppableAdsContract,
  ads: AdsContract,
  fuel: FuelContract,
  loyalty: LoyaltyContract,
  communityRewards: CommunityRewardsContract,
  optup: OptUpContract,
  membership: MembershipContract,
  checkout: CheckoutContract,
  payment: PaymentContract,
  giftCard: GiftCardContract,
  wallet: WalletContract,
  ach: AchContract,
  promises: PromisesContract,
  quotes: QuotesContract,
  timeslots: TimeslotsContract,
  substitutions: SubstitutionsContract,
  postOrderMessaging: PostOrderMessagingContract,
  returns: ReturnsContract
} as const satisfies Record<string, Record<string, AnyOperation>>

/** Every operation of the contract, flat. */
export const operations: ReadonlyArray<AnyOperation> = Object.values(contract).flatMap((group) => Object.values(group))
