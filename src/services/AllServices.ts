/**
 * Every service of the client in one layer, over whatever request layer it is given.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import { Banners } from "./Banners.js"
import { Carts } from "./Carts.js"
import { Customer } from "./Customer.js"
import { Feedback } from "./Feedback.js"
import { FriendsAndFamily } from "./FriendsAndFamily.js"
import { Items } from "./Items.js"
import { LocationMapping } from "./LocationMapping.js"
import { ModalityPreferences } from "./ModalityPreferences.js"
import { Passbook } from "./Passbook.js"
import { Coupons } from "./Coupons.js"
import { Cashback } from "./Cashback.js"
import { Savings } from "./Savings.js"
import { Offers } from "./Offers.js"
import { WeeklyAds } from "./WeeklyAds.js"
import { ShoppableAds } from "./ShoppableAds.js"
import { AdPlacements } from "./AdPlacements.js"
import { Fuel } from "./Fuel.js"
import { Loyalty } from "./Loyalty.js"
import { CommunityRewards } from "./CommunityRewards.js"
import { OptUp } from "./OptUp.js"
import { Membership } from "./Membership.js"
import { Products } from "./Products.js"
import { ProductSearch } from "./ProductSearch.js"
import { Recommendations } from "./Recommendations.js"
import { Reviews } from "./Reviews.js"
import { Sellers } from "./Sellers.js"
import { ShoppingLists } from "./ShoppingLists.js"
import { Stores } from "./Stores.js"
import { Checkout } from "./Checkout.js"
import { GiftCards } from "./GiftCards.js"
import { Payment } from "./Payment.js"
import { Ach } from "./Ach.js"
import { Wallet } from "./Wallet.js"
import { Promises } from "./Promises.js"
import { Quotes } from "./Quotes.js"
import { Timeslots } from "./Timeslots.js"
import { PostOrderMessaging } from "./PostOrderMessaging.js"
import { Returns } from "./Returns.js"
import { Substitutions } from "./Substitutions.js"

/**
 * Every service; provide a client layer (e.g. `atlasClient(Environment.prod())`) under it.
 * Apps that use a few services should compose those alone: bundles pay for what they import.
 *
 * @example
 * ```ts
 * export const everything = AllServices.pipe(Layer.provideMerge(atlasClient(Environment.prod())))
 * ```
 */
export const AllServices = Layer.mergeAll(
  Stores.Default,
  ModalityPreferences.Default,
  Items.Default,
  Products.Default,
  ProductSearch.Default,
  Sellers.Default,
  Reviews.Default,
  Recommendations.Default,
  Carts.Default,
  ShoppingLists.Default,
  Customer.Default,
  FriendsAndFamily.Default,
  LocationMapping.Default,
  Banners.Default,
  Feedback.Default,
  Passbook.Default,
  Coupons.Default,
  Cashback.Default,
  Savings.Default,
  Offers.Default,
  WeeklyAds.Default,
  ShoppableAds.Default,
  AdPlacements.Default,
  Fuel.Default,
  Loyalty.Default,
  CommunityRewards.Default,
  OptUp.Default,
  Membership.Default,
  Checkout.Default,
  Payment.Default,
  GiftCards.Default,
  Wallet.Default,
  Ach.Default,
  Promises.Default,
  Quotes.Default,
  Timeslots.Default,
  Substitutions.Default,
  PostOrderMessaging.Default,
  Returns.Default
)

/** The services {@link AllServices} provides. */
export type AllServices = Layer.Layer.Success<typeof AllServices>
