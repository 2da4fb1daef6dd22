/**
 * The storefront's routes: every page a lazily loaded module (its own script, fetched when the
 * route is first visited), a 404 route, and a route error boundary. Each route's `handle.title`
 * names the page (the document title), `handle.section` the header link it belongs to, and
 * `handle.prefetch` the reads its first screen shows, which the server fetches before it renders
 * (with the same arguments the page's `useRead` has, so the hydrated reads match).
 */
import { CartsUseCases, ItemsUseCases, SearchUseCases, StoresUseCases, type UseCaseSuccess } from "atlas-client/react"
import type { AtlasStore } from "atlas-client/react/server"
import type { ComponentType } from "react"
import { data, type LoaderFunctionArgs, type Params, type RouteObject } from "react-router"
import { Shell } from "./App.js"
import { cookieValue, PROFILE_COOKIE } from "./cookies.js"
import type { StorefrontServices } from "./layer.js"
import { locatorSearchOf } from "./pages/locatorQuery.js"
import { isNotFound } from "./errors.js"
import { type NotFoundData, RouteError } from "./pages/RouteError.js"
import { searchQueryOf, shopParamsOf } from "./shop/query.js"

/** Where a server render is: the URL, the route's params and the shopper's cookies. */
export interface PrefetchAt {
  readonly url: URL
  readonly params: Params
  readonly cookies: string
}

/** What the server gives the routes' loaders: the request's store (in the browser they get none). */
export interface ServerLoadContext {
  readonly store: AtlasStore<StorefrontServices>
}

const serverStoreOf = (context: unknown): AtlasStore<StorefrontServices> | undefined =>
  typeof context === "object" && context !== null && "store" in context ? (context as ServerLoadContext).store : undefined

/**
 * A page's loader for the server: it fetches the page's main read into the request's store (as
 * `handle.prefetch` does) and answers 404 (the route's error page) when that read finds nothing
 * (`found`); in the browser it does nothing, and the page reads for itself.
 */
const notFoundUnless =
  (what: NotFoundData["what"], found: (store: AtlasStore<StorefrontServices>, params: Params) => Promise<boolean>) =>
  async ({ params, context }: LoaderFunctionArgs): Promise<null> => {
    const store = serverStoreOf(context)
    if (store !== undefined && !(await found(store, params))) throw data({ what } satisfies NotFoundData, { status: 404 })
    return null
  }

/** Whether a read the store settled found something (a failure that means "no such thing" did not). */
const settledFound = (state: { readonly status: string; readonly error?: unknown }) =>
  state.status === "success" || !isNotFound(state.error)

/** Fetches what a route's first screen reads into the server's store. */
export type Prefetch = (store: AtlasStore<StorefrontServices>, at: PrefetchAt) => Promise<unknown>

/** What a route tells the shell (and the server). */
export interface RouteHandle {
  readonly title: string
  readonly section?: string
  readonly prefetch?: Prefetch
}

/**
 * The shell's own read: the cart of the profile the cookie names (the header's count), the entry
 * `useCart` reads (`getCart [profileId]`), so the hydrating page shows it without fetching it again.
 */
const prefetchCart: Prefetch = async (store, { cookies }) => {
  const profileId = cookieValue(cookies, PROFILE_COOKIE)
  if (profileId !== undefined) await store.prefetch(CartsUseCases.getCart, profileId)
}

const prefetchLocator: Prefetch = async (store, { url }) => {
  const search = locatorSearchOf(url.searchParams)
  if (search !== undefined) await store.prefetch(StoresUseCases.searchByZip, ...search)
}

/**
 * A route whose page is the export `name` of a lazily imported module (the `import()` stays
 * literal at each route, so that the bundler gives each page its own script).
 */
const page = <K extends string, M extends Record<K, ComponentType>>(
  title: string,
  section: string | undefined,
  load: () => Promise<M>,
  name: K,
  prefetch?: Prefetch
) => ({
  handle: {
    title,
    ...(section === undefined ? {} : { section }),
    ...(prefetch === undefined ? {} : { prefetch })
  } satisfies RouteHandle,
  lazy: () => load().then((m) => ({ Component: m[name] }))
})

/** Every route of the storefront. */
export const routes: Array<RouteObject> = [
  {
    path: "/",
    Component: Shell,
    ErrorBoundary: RouteError,
    handle: { prefetch: prefetchCart },
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            ...page("Find a store", "/stores", () => import("./pages/LocatorPage.js"), "LocatorPage", prefetchLocator)
          },
          {
            path: "stores",
            ...page("Find a store", "/stores", () => import("./pages/LocatorPage.js"), "LocatorPage", prefetchLocator)
          },
          {
            path: "stores/:id",
            loader: notFoundUnless("store", async (store, params) =>
              settledFound(await store.slots.read(StoresUseCases.getStoreDetails, [params.id ?? ""]))
            ),
            ...page("Store details", "/stores", () => import("./pages/StorePage.js"), "StoreRoute")
          },
          {
            path: "shop",
            ...page(
              "Shop groceries",
              "/shop",
              () => import("./pages/ShopPage.js"),
              "ShopPage",
              async (store, { url }) => {
                const query = searchQueryOf(shopParamsOf(url.searchParams))
                await store.prefetch(SearchUseCases.searchProducts, query)
                // The tiles' lookups too (one batched items call), so the hydrated tiles do not send it.
                const found = await store.slots.read(SearchUseCases.searchProducts, [query])
                if (found.status !== "success") return
                const { products } = found.value as UseCaseSuccess<typeof SearchUseCases.searchProducts>
                await Promise.all(products.map((item) => store.prefetchKeyed(item.gtin13, ItemsUseCases.lookupItem, item.gtin13)))
              }
            )
          },
          {
            path: "products/:gtin13",
            loader: notFoundUnless("product", async (store, params) => {
              const gtin13 = params.gtin13 ?? ""
              const args = [gtin13, { projection: "items.full" }]
              return settledFound(await store.slots.read(ItemsUseCases.lookupItem, args, { key: `${gtin13}:full` }))
            }),
            ...page("Product", "/shop", () => import("./pages/ProductPage.js"), "ProductRoute")
          },
          { path: "cart", ...page("Your cart", undefined, () => import("./pages/CartPage.js"), "CartPage") },
          {
            path: "checkout",
            ...page("Checkout", undefined, () => import("./pages/CheckoutPage.js"), "CheckoutPage")
          },
          {
            path: "orders",
            ...page("Your orders", undefined, () => import("./pages/OrderPage.js"), "OrdersPage")
          },
          {
            path: "orders/:id",
            // The order page's own module (already its chunk) knows how to find an order.
            loader: notFoundUnless("order", async (store, params) =>
              (await import("./pages/OrderPage.js")).orderFound(store, params.id ?? "")
            ),
            ...page("Your order", undefined, () => import("./pages/OrderPage.js"), "OrderRoute")
          },
          {
            path: "lists",
            ...page("Shopping lists", "/lists", () => import("./pages/ListsPage.js"), "ListsPage")
          },
          {
            path: "coupons",
            ...page("Digital coupons", "/coupons", () => import("./pages/CouponsPage.js"), "CouponsPage")
          },
          {
            path: "weekly-ad",
            ...page("Weekly ad", "/weekly-ad", () => import("./pages/WeeklyAdPage.js"), "WeeklyAdPage")
          },
          {
            path: "rewards",
            ...page("Your rewards", "/rewards", () => import("./pages/RewardsPage.js"), "RewardsPage")
          },
          {
            path: "developer",
            ...page("Developer panel", "/developer", () => import("./pages/DeveloperPage.js"), "DeveloperPage")
          },
          {
            path: "account",
            ...page("Your account", "account", () => import("./pages/AccountPage.js"), "AccountPage")
          },
          {
            path: "sign-in",
            ...page("Sign in", "account", () => import("./pages/SignInPage.js"), "SignInPage")
          },
          {
            path: "*",
            ...page("Page not found", undefined, () => import("./pages/NotFoundPage.js"), "NotFoundPage")
          }
        ]
      }
    ]
  }
]
