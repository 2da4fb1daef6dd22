// Type tests: each service's error channel is exactly AtlasError, the typed errors of the code
// families its descriptors declare (`codes`), and the service's own validation errors; derived
// from the descriptors, never written by hand. Checked by `npm run typecheck` (tsc covers test/).
import * as Effect from "effect/Effect"
import * as Match from "effect/Match"
import { expectTypeOf } from "vitest"
import type {
  Ach,
  AchError,
  AddressValidationError,
  AdPlacements,
  AdPlacementsError,
  AtlasError,
  Banners,
  BannersError,
  CartRejected,
  Carts,
  CartsError,
  Cashback,
  CashbackError,
  Checkout,
  CheckoutError,
  CheckoutModifyError,
  CommunityRewards,
  CommunityRewardsError,
  CouponNotClippable,
  Coupons,
  CouponsError,
  Customer,
  CustomerError,
  Feedback,
  FeedbackError,
  FriendsAndFamily,
  FriendsAndFamilyError,
  Fuel,
  FuelError,
  GiftCards,
  GiftCardsError,
  InvalidOptUpPeriod,
  InvalidRedemptionAmount,
  InvalidZip,
  InvalidModality,
  ItemNotFound,
  Items,
  ItemsError,
  LocationMapping,
  LocationMappingError,
  LocationMappingServiceError,
  Loyalty,
  LoyaltyError,
  Membership,
  MembershipError,
  NoPrimaryModality,
  ModalityPreferences,
  ModalityPreferencesError,
  Offers,
  OffersError,
  OptUp,
  OptUpError,
  Passbook,
  PassbookError,
  Payment,
  PaymentError,
  PostOrderMessaging,
  PostOrderMessagingError,
  ProductSearch,
  ProductSearchError,
  Products,
  ProductsError,
  ProfileError,
  PromiseModifyError,
  Promises,
  PromisesError,
  Quotes,
  QuotesError,
  Recommendations,
  RecommendationsError,
  ReturnRejected,
  Returns,
  ReturnsError,
  Reviews,
  ReviewsError,
  Savings,
  SavingsError,
  Sellers,
  SellersError,
  ServiceError,
  ServiceTokenError,
  ShoppableAds,
  ShoppableAdsError,
  ShoppingLists,
  ShoppingListsError,
  Stores,
  StoresError,
  Substitutions,
  SubstitutionsError,
  Timeslots,
  TimeslotsError,
  Wallet,
  WalletError,
  WeeklyAds,
  WeeklyAdsError
} from "atlas-client"

/** The error channel of each use case of a service. */
type Errors<S> = {
  readonly [K in Exclude<keyof S, "_tag">]: S[K] extends (...args: ReadonlyArray<never>) => Effect.Effect<infer _A, infer E, infer _R>
    ? E
    : never
}

// Services whose operations declare a family: every use case, one by one.
expectTypeOf<Errors<Checkout>>().toEqualTypeOf<{
  readonly createCheckout: AtlasError | CheckoutModifyError
  readonly modifyCheckout: AtlasError | CheckoutModifyError
  readonly getCheckouts: AtlasError
  readonly getCheckout: AtlasError
  readonly updateCheckout: AtlasError | CheckoutModifyError
  readonly updatePayment: AtlasError | CheckoutModifyError
  readonly addPromo: AtlasError | CheckoutModifyError
  readonly removePromo: AtlasError | CheckoutModifyError
  readonly setTip: AtlasError | CheckoutModifyError
  readonly getCheckoutLaf: AtlasError
}>()
expectTypeOf<Errors<Payment>>().toEqualTypeOf<{
  readonly purchase: AtlasError | CheckoutModifyError
  readonly updatePaymentV2: AtlasError | CheckoutModifyError
  readonly getPayments: AtlasError
}>()
expectTypeOf<Errors<Offers>>().toEqualTypeOf<{
  readonly claimFlashSales: AtlasError | CheckoutModifyError
  readonly getFlashSaleMaxQuantity: AtlasError | ServiceTokenError
}>()
expectTypeOf<Errors<Carts>>().toEqualTypeOf<{
  readonly getCarts: AtlasError
  readonly getCart: AtlasError
  readonly writeLines: AtlasError | CartRejected
  readonly addToCart: AtlasError | CartRejected
  readonly updateLine: AtlasError | CartRejected
  readonly removeLine: AtlasError | CartRejected
  readonly updateCart: AtlasError | CartRejected
  readonly deleteCart: AtlasError
  readonly getCartSavings: AtlasError
}>()
expectTypeOf<Errors<Promises>>().toEqualTypeOf<{
  readonly getPromise: AtlasError
  readonly createPromise: AtlasError | PromiseModifyError
  readonly updatePromise: AtlasError | PromiseModifyError
  readonly deletePromise: AtlasError
  readonly getPromiseV4: AtlasError
  readonly createPromiseV4: AtlasError | PromiseModifyError
  readonly updatePromiseV4: AtlasError | PromiseModifyError
  readonly getSourcingOptions: AtlasError
  readonly getShipOptions: AtlasError
}>()
expectTypeOf<Errors<Returns>>().toEqualTypeOf<{ readonly startReturn: AtlasError | ReturnRejected }>()
expectTypeOf<Errors<Customer>>().toEqualTypeOf<{
  readonly getProfileContext: AtlasError
  readonly getIdentity: AtlasError
  readonly getProfile: AtlasError | ProfileError
  readonly getProfileId: AtlasError | ProfileError
  readonly createPreference: AtlasError
  readonly getPreferences: AtlasError
  readonly putPreferences: AtlasError
  readonly updatePreference: AtlasError
}>()
expectTypeOf<Errors<LocationMapping>>().toEqualTypeOf<{
  readonly getLocationMapping: AtlasError | LocationMappingError
  readonly getLocationMappingV2: AtlasError | LocationMappingError
  readonly getByLocationId: AtlasError | LocationMappingError
}>()
expectTypeOf<Errors<Stores>["validateAddress"]>().toEqualTypeOf<AtlasError | AddressValidationError>()
expectTypeOf<Errors<Stores>["findSimilarAddresses"]>().toEqualTypeOf<AtlasError | AddressValidationError>()
expectTypeOf<Errors<Stores>["getStoreDetails"]>().toEqualTypeOf<AtlasError>()

// Every service's exported union: exactly its use cases' errors.
expectTypeOf<CheckoutError>().toEqualTypeOf<AtlasError | CheckoutModifyError>()
expectTypeOf<PaymentError>().toEqualTypeOf<AtlasError | CheckoutModifyError>()
expectTypeOf<OffersError>().toEqualTypeOf<AtlasError | CheckoutModifyError | ServiceTokenError>()
expectTypeOf<CartsError>().toEqualTypeOf<AtlasError | CartRejected>()
expectTypeOf<PromisesError>().toEqualTypeOf<AtlasError | PromiseModifyError>()
expectTypeOf<ReturnsError>().toEqualTypeOf<AtlasError | ReturnRejected>()
expectTypeOf<CustomerError>().toEqualTypeOf<AtlasError | ProfileError>()
expectTypeOf<LocationMappingServiceError>().toEqualTypeOf<AtlasError | LocationMappingError>()
expectTypeOf<StoresError>().toEqualTypeOf<AtlasError | InvalidZip | AddressValidationError>()
expectTypeOf<ItemsError>().toEqualTypeOf<AtlasError | ItemNotFound>()
expectTypeOf<CouponsError>().toEqualTypeOf<AtlasError | CouponNotClippable>()
expectTypeOf<CashbackError>().toEqualTypeOf<AtlasError | InvalidRedemptionAmount>()
expectTypeOf<OptUpError>().toEqualTypeOf<AtlasError | InvalidOptUpPeriod>()
expectTypeOf<ModalityPreferencesError>().toEqualTypeOf<AtlasError | InvalidModality | NoPrimaryModality>()
expectTypeOf<GiftCardsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<WalletError>().toEqualTypeOf<AtlasError>()
expectTypeOf<AchError>().toEqualTypeOf<AtlasError>()
expectTypeOf<QuotesError>().toEqualTypeOf<AtlasError>()
expectTypeOf<TimeslotsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<SubstitutionsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<PostOrderMessagingError>().toEqualTypeOf<AtlasError>()
expectTypeOf<ProductsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<ProductSearchError>().toEqualTypeOf<AtlasError>()
expectTypeOf<SellersError>().toEqualTypeOf<AtlasError>()
expectTypeOf<ReviewsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<RecommendationsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<ShoppingListsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<BannersError>().toEqualTypeOf<AtlasError>()
expectTypeOf<FeedbackError>().toEqualTypeOf<AtlasError>()
expectTypeOf<FriendsAndFamilyError>().toEqualTypeOf<AtlasError>()
expectTypeOf<PassbookError>().toEqualTypeOf<AtlasError>()
expectTypeOf<SavingsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<WeeklyAdsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<ShoppableAdsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<AdPlacementsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<FuelError>().toEqualTypeOf<AtlasError>()
expectTypeOf<LoyaltyError>().toEqualTypeOf<AtlasError>()
expectTypeOf<CommunityRewardsError>().toEqualTypeOf<AtlasError>()
expectTypeOf<MembershipError>().toEqualTypeOf<AtlasError>()

// ... and each is `ServiceError` of its service.
expectTypeOf<ServiceError<Ach>>().toEqualTypeOf<AchError>()
expectTypeOf<ServiceError<AdPlacements>>().toEqualTypeOf<AdPlacementsError>()
expectTypeOf<ServiceError<Banners>>().toEqualTypeOf<BannersError>()
expectTypeOf<ServiceError<Carts>>().toEqualTypeOf<CartsError>()
expectTypeOf<ServiceError<Cashback>>().toEqualTypeOf<CashbackError>()
expectTypeOf<ServiceError<Checkout>>().toEqualTypeOf<CheckoutError>()
expectTypeOf<ServiceError<CommunityRewards>>().toEqualTypeOf<CommunityRewardsError>()
expectTypeOf<ServiceError<Coupons>>().toEqualTypeOf<CouponsError>()
expectTypeOf<ServiceError<Customer>>().toEqualTypeOf<CustomerError>()
expectTypeOf<ServiceError<Feedback>>().toEqualTypeOf<FeedbackError>()
expectTypeOf<ServiceError<FriendsAndFamily>>().toEqualTypeOf<FriendsAndFamilyError>()
expectTypeOf<ServiceError<Fuel>>().toEqualTypeOf<FuelError>()
expectTypeOf<ServiceError<GiftCards>>().toEqualTypeOf<GiftCardsError>()
expectTypeOf<ServiceError<Items>>().toEqualTypeOf<ItemsError>()
expectTypeOf<ServiceError<Loyalty>>().toEqualTypeOf<LoyaltyError>()
expectTypeOf<ServiceError<Membership>>().toEqualTypeOf<MembershipError>()
expectTypeOf<ServiceError<ModalityPreferences>>().toEqualTypeOf<ModalityPreferencesError>()
expectTypeOf<ServiceError<Offers>>().toEqualTypeOf<OffersError>()
expectTypeOf<ServiceError<OptUp>>().toEqualTypeOf<OptUpError>()
expectTypeOf<ServiceError<Passbook>>().toEqualTypeOf<PassbookError>()
expectTypeOf<ServiceError<Payment>>().toEqualTypeOf<PaymentError>()
expectTypeOf<ServiceError<PostOrderMessaging>>().toEqualTypeOf<PostOrderMessagingError>()
expectTypeOf<ServiceError<ProductSearch>>().toEqualTypeOf<ProductSearchError>()
expectTypeOf<ServiceError<Products>>().toEqualTypeOf<ProductsError>()
expectTypeOf<ServiceError<Promises>>().toEqualTypeOf<PromisesError>()
expectTypeOf<ServiceError<Quotes>>().toEqualTypeOf<QuotesError>()
expectTypeOf<ServiceError<Recommendations>>().toEqualTypeOf<RecommendationsError>()
expectTypeOf<ServiceError<Returns>>().toEqualTypeOf<ReturnsError>()
expectTypeOf<ServiceError<Reviews>>().toEqualTypeOf<ReviewsError>()
expectTypeOf<ServiceError<Savings>>().toEqualTypeOf<SavingsError>()
expectTypeOf<ServiceError<Sellers>>().toEqualTypeOf<SellersError>()
expectTypeOf<ServiceError<ShoppableAds>>().toEqualTypeOf<ShoppableAdsError>()
expectTypeOf<ServiceError<ShoppingLists>>().toEqualTypeOf<ShoppingListsError>()
expectTypeOf<ServiceError<Stores>>().toEqualTypeOf<StoresError>()
expectTypeOf<ServiceError<Substitutions>>().toEqualTypeOf<SubstitutionsError>()
expectTypeOf<ServiceError<Timeslots>>().toEqualTypeOf<TimeslotsError>()
expectTypeOf<ServiceError<Wallet>>().toEqualTypeOf<WalletError>()
expectTypeOf<ServiceError<WeeklyAds>>().toEqualTypeOf<WeeklyAdsError>()
expectTypeOf<ServiceError<LocationMapping>>().toEqualTypeOf<LocationMappingServiceError>()

// The unions work with Effect.catchTags: handling the family leaves exactly AtlasError.
declare const checkoutCall: Effect.Effect<string, CheckoutError>
const handled = checkoutCall.pipe(Effect.catchTags({ CheckoutModifyError: (e) => Effect.succeed(`${e.code}: ${e.reason}`) }))
expectTypeOf(handled).toEqualTypeOf<Effect.Effect<string, AtlasError>>()

// ... and with Match: exhaustive over the union's tags.
const describe = Match.type<CheckoutError>().pipe(
  Match.tag("CheckoutModifyError", (e) => e.code as string),
  Match.tag("UpstreamError", "IdempotencyKeyReused", (e) => String(e.status)),
  Match.tag("ClientError", (e) => e.reason as string),
  Match.tag("RequestValidationError", "ResponseDecodeError", (e) => e.message),
  Match.exhaustive
)
expectTypeOf(describe).returns.toEqualTypeOf<string>()
// A family left unhandled is a type error.
Match.type<CheckoutError>().pipe(
  Match.tag("UpstreamError", "IdempotencyKeyReused", "ClientError", "RequestValidationError", "ResponseDecodeError", () => ""),
  // @ts-expect-error: CheckoutModifyError is not handled
  Match.exhaustive
)
