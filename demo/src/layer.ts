/**
 * The storefront's layer: a client against the reference upstream's hosts (the browser's, or on the
 * server the shopper's `atlasServerClient`), with the request log and analytics log the developer
 * panel reads, the services and the browser's geolocation. The shopping context is kept in a cookie,
 * so that the server rendering a page reads the modality the browser chose.
 * Swap `Environment.test(origins)` for `Environment.prod()` and nothing else changes.
 */
import type * as KeyValueStore from "@effect/platform/KeyValueStore"
import {
  type AtlasClient,
  atlasClient,
  ClientConfig,
  documentCookieStore,
  Environment,
  RequestLog,
  runtimeInTasks,
  ShoppingContext,
  SpanLog
} from "atlas-client"
import { Carts, Items, lazyServices, ModalityPreferences, ProductSearch, Stores } from "atlas-client"
import * as Layer from "effect/Layer"
import { analyticsLayer } from "./analytics.js"
import type { StorefrontOrigins } from "./config.js"

const account = () => import("./services/account.js")
const product = () => import("./services/product.js")
const lists = () => import("./services/lists.js")
const checkout = () => import("./services/checkout.js")
const savings = () => import("./services/savings.js")

const domains = { account, product, lists, checkout, savings }

/**
 * Starts loading a domain's services in the browser now. A page whose forms write through them
 * calls it as its module loads, so that a write made later, even offline (kept by an outbox, sent
 * when the signal is back), needs no script from the network then: a browser that failed to load a
 * module does not fetch it again until the page is reloaded.
 */
export const preloadServices = (domain: keyof typeof domains): void => {
  if (typeof document !== "undefined") domains[domain]().catch(() => undefined)
}

/** The services of the pages a shopper opens after the shop, each loaded with its first call from its page's module. */
const laterServices = lazyServices({
  // The account: profile, friends and family, the wallet pass.
  Customer: account,
  FriendsAndFamily: account,
  Passbook: account,
  // The product page: details, reviews, recommendations, sellers; the lists.
  Products: product,
  Reviews: product,
  Recommendations: product,
  Sellers: product,
  ShoppingLists: lists,
  // Checkout: slots, promo codes, tip, the wallet, the purchase, and the order after it.
  Checkout: checkout,
  Payment: checkout,
  Wallet: checkout,
  Timeslots: checkout,
  Substitutions: checkout,
  PostOrderMessaging: checkout,
  Returns: checkout,
  // Savings, rewards and ads: coupons, flash sales, cashback, weekly ads, ad placements, loyalty, fuel, membership.
  Coupons: savings,
  Offers: savings,
  Cashback: savings,
  WeeklyAds: savings,
  AdPlacements: savings,
  Loyalty: savings,
  Fuel: savings,
  Membership: savings
})

/**
 * The client the storefront's services run over: the request layer recording into the request log
 * (only when the log is provided to it), the span log of the use cases' spans, annotated with
 * tracing on, for the developer panel (the browser's `atlasClient` sends through plain `fetch`; the
 * server's `atlasServerClient` does too without the HTTP client's own spans), and the analytics log
 * (failed calls' error records, ad impressions): the client (`layer`), and what it is built from
 * that needs nothing (`parts`, which the browser builds a task each).
 */
const storefrontClient = (atlas: Layer.Layer<AtlasClient>) => {
  const requestLog = RequestLog.layer(50)
  const spanLog = SpanLog.layer(50)
  const config = ClientConfig.layer({ tracing: true, httpSpans: false })
  const layer = atlas.pipe(
    Layer.provideMerge(requestLog),
    Layer.provideMerge(spanLog),
    Layer.provideMerge(config),
    Layer.provideMerge(analyticsLayer)
  )
  const parts: ReadonlyArray<Layer.Layer<never>> = [analyticsLayer, config, spanLog, requestLog]
  return { layer, parts }
}

/** The shop's own services, built with the runtime (the other pages' are `laterServices`). */
const shopServices = [Stores.Default, ModalityPreferences.Default, Items.Default, ProductSearch.Default, Carts.Default] as const

/**
 * The services over the storefront's client (`layer`), and the shopping context over the client
 * (`context`), which the shop's services are built over.
 */
const servicesOver = (
  client: Layer.Layer<Layer.Layer.Success<ReturnType<typeof storefrontClient>["layer"]>>,
  shoppingStore: Layer.Layer<KeyValueStore.KeyValueStore>
) => {
  // The shopping context (the active modality, kept in a cookie) sits between the client and
  // the services, so the preference writes put their active modality into it.
  const context = ShoppingContext.layer(shoppingStore).pipe(Layer.provideMerge(client))
  const layer = Layer.mergeAll(...shopServices, laterServices).pipe(Layer.provideMerge(context))
  return { layer, context }
}

/**
 * Every service the storefront's use cases need over a client and the store of the shopping context
 * (the server renders with the shopper's client and the request's cookies). The shop's own services
 * (stores, modality preferences, items, search, carts) are built with the runtime; the other
 * pages' are loaded with their first call, so the shop's script does not carry them.
 */
export const storefrontServices = (atlas: Layer.Layer<AtlasClient>, shoppingStore: Layer.Layer<KeyValueStore.KeyValueStore>) =>
  servicesOver(storefrontClient(atlas).layer, shoppingStore).layer

/**
 * The browser's runtime over every service the storefront's use cases need (the shopping context
 * in `document.cookie`), built before the page is hydrated, a part per task (`runtimeInTasks`: the
 * environment, the client's logs and configuration, the client, the shopping context, each shop
 * service, then the runtime over them; the longest, the client, 0.04-0.09 s on a phone's CPU, where
 * the client and the services were two tasks of 0.15-0.27 s), rather than in the page's first
 * effects, in the same long task as hydration's last part. The runtime lives as long as the page.
 */
export const makeStorefrontRuntime = (origins: StorefrontOrigins) => {
  const environment = Environment.test(origins)
  const client = storefrontClient(atlasClient(environment))
  const { layer, context } = servicesOver(client.layer, documentCookieStore())
  const overContext: ReadonlyArray<Layer.Layer<never, never, Layer.Layer.Success<typeof context>>> = shopServices
  return runtimeInTasks(layer, [
    environment,
    ...client.parts,
    client.layer,
    context,
    ...overContext.map((service) => Layer.provide(service, context))
  ])
}

/** What the storefront's layer provides (the services its use cases need). */
export type StorefrontServices = Layer.Layer.Success<ReturnType<typeof storefrontServices>>

/**
 * The storefront's stale times over the library's: a server-rendered search and its tiles' items
 * are fresh for a minute after the server fetched them, so the hydrating page does not fetch them
 * again (TanStack Query's advice for server rendering). So is the cart: this tab's writes set it,
 * and another tab's writes or coming back to the tab make it stale (`shop/cart.tsx`).
 */
export const storefrontStaleTimes: Readonly<Record<string, number>> = {
  ProductSearch: 60_000,
  "Items.lookupItem": 60_000,
  "Carts.getCart": 60_000,
  // The product page's streamed rails and the pages' sponsored placements: the server's values
  // hydrate without being fetched again at once.
  Recommendations: 60_000,
  AdPlacements: 60_000
}
