/**
 * The atlas API as data: every operation's descriptor, by domain.
 *
 * @since 0.1.0
 */
import type { AnyOperation } from "./Operation.js"
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

export * as Operation from "./Operation.js"
export type { AnyOperation, Input, Success } from "./Operation.js"
export { StoresContract } from "./stores.js"
export { ItemsContract, type AlternativeLocationsParams, type ItemsParams } from "./items.js"
export { ProductsContract } from "./products.js"
export { SearchContract, type ProductSearchParams } from "./search.js"
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
export { execute } from "./executor.js"

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
  identity: IdentityContract
} as const satisfies Record<string, Record<string, AnyOperation>>

/** Every operation of the contract, flat. */
export const operations: ReadonlyArray<AnyOperation> = Object.values(contract).flatMap((group) => Object.values(group))
