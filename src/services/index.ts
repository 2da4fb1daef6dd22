/**
 * One Effect service per domain; each method is a named use case.
 *
 * @since 0.1.0
 */
export * from "./Stores.js"
export * from "./Items.js"
export * from "./Products.js"
export * from "./ProductSearch.js"
export * from "./Sellers.js"
export * from "./Reviews.js"
export * from "./Recommendations.js"
export * from "./Carts.js"
export * from "./ShoppingLists.js"
export * from "./ModalityPreferences.js"
export * from "./Banners.js"
export * from "./Customer.js"
export * from "./Feedback.js"
export * from "./FriendsAndFamily.js"
export * from "./LocationMapping.js"
export * from "./Passbook.js"
export * from "./all.js"
