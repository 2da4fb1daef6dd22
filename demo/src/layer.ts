/**
 * The storefront's layer: a client against the reference upstream's hosts (the browser's, or on the
 * server the shopper's `atlasServerClient`), with the request log and analytics log the developer
 * panel reads, the services and the browser's geolocation. The shopping context is kept in a cookie,
 * so that the server rendering a page reads the modality the browser chose.
 * Swap `Environment.test(origins)` for `Environment.prod()` and nothing else changes.
 */
import * as BrowserGeolocation from "@effect/platform-browser/Geolocation"
import * as KeyValueStore from "@effect/platform/KeyValueStore"
import {
  type AtlasClient,
  atlasClient,
  ClientConfig,
  documentCookieStore,
  Customer,
  Environment,
  FriendsAndFamily,
  ModalityPreferences,
  Passbook,
  RequestLog,
  ShoppingContext,
  SpanLog,
  Stores,
  Items,
  ProductSearch,
  Products,
  Reviews,
  Recommendations,
  Sellers,
  Carts,
  ShoppingLists,
  Checkout,
  Payment,
  Wallet,
  Timeslots,
  Substitutions,
  PostOrderMessaging,
  Returns
} from "atlas-client"
import * as Layer from "effect/Layer"
import { AdPlacements, Cashback, Coupons, Fuel, Loyalty, Membership, Offers, WeeklyAds } from "atlas-client"
import { analyticsLayer } from "./analytics.js"
import type { StorefrontOrigins } from "./config.js"

/** Every service the storefront's use cases need, in the browser (the shopping context in `document.cookie`). */
export const storefrontLayer = (origins: StorefrontOrigins) =>
  storefrontServices(atlasClient(Environment.test(origins)), documentCookieStore())

/**
 * Every service the storefront's use cases need over a client and the store of the shopping context
 * (the server renders with the shopper's client and the request's cookies).
 */
export const storefrontServices = (atlas: Layer.Layer<AtlasClient>, shoppingStore: Layer.Layer<KeyValueStore.KeyValueStore>) => {
  // The request layer records into the log only when the log is provided to it.
  // Likewise the span log (and the span annotations, with tracing on) for the developer panel.
  const client = atlas.pipe(
    Layer.provideMerge(RequestLog.layer(50)),
    Layer.provideMerge(SpanLog.layer(50)),
    Layer.provideMerge(ClientConfig.layer({ tracing: true })),
    // Failed calls' error records and ad impressions go to the developer panel's analytics log.
    Layer.provideMerge(analyticsLayer)
  )
  // The shopping context (the active modality, kept in a cookie) sits between the client and
  // the services, so the preference writes put their active modality into it.
  const services = Layer.mergeAll(
    Stores.Default,
    ModalityPreferences.Default,
    Customer.Default,
    FriendsAndFamily.Default,
    Passbook.Default,
    // The shop: catalogue, search, reviews, recommendations, sellers, carts and lists.
    Items.Default,
    ProductSearch.Default,
    Products.Default,
    Reviews.Default,
    Recommendations.Default,
    Sellers.Default,
    Carts.Default,
    ShoppingLists.Default,
    // Checkout: slots, promo codes, tip, the wallet, the purchase, and the order after it.
    Checkout.Default,
    Payment.Default,
    Wallet.Default,
    Timeslots.Default,
    Substitutions.Default,
    PostOrderMessaging.Default,
    Returns.Default
  ).pipe(Layer.provideMerge(ShoppingContext.layer(shoppingStore)), Layer.provideMerge(client))
  // Savings, rewards and ads: coupons, flash sales, cashback, weekly ads, ad placements, loyalty, fuel, membership.
  const savings = Layer.mergeAll(
    Coupons.Default,
    Offers.Default,
    Cashback.Default,
    WeeklyAds.Default,
    AdPlacements.Default,
    Loyalty.Default,
    Fuel.Default,
    Membership.Default
  ).pipe(Layer.provideMerge(services))
  return Layer.mergeAll(savings, BrowserGeolocation.layer)
}

/** What the storefront's layer provides (the services its use cases need). */
export type StorefrontServices = Layer.Layer.Success<ReturnType<typeof storefrontServices>>

/**
 * The storefront's stale times over the library's: a server-rendered search is fresh for a minute
 * after the server fetched it, so the hydrating page does not fetch it again (TanStack Query's
 * advice for server rendering). So is the cart: this tab's writes set it, and another tab's writes
 * or coming back to the tab make it stale (`shop/cart.tsx`).
 */
export const storefrontStaleTimes: Readonly<Record<string, number>> = { ProductSearch: 60_000, "Carts.getCart": 60_000 }
