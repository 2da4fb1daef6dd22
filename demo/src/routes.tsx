/**
 * The storefront's routes: every page a lazily loaded module (its own script, fetched when the
 * route is first visited), a 404 route, and a route error boundary. Each route's `handle.title`
 * names the page (the document title) and `handle.section` the header link it belongs to.
 */
import type { ComponentType } from "react"
import type { RouteObject } from "react-router"
import { Shell } from "./App.js"
import { RouteError } from "./pages/RouteError.js"

/** What a route tells the shell. */
export interface RouteHandle {
  readonly title: string
  readonly section?: string
}

/**
 * A route whose page is the export `name` of a lazily imported module (the `import()` stays
 * literal at each route, so that the bundler gives each page its own script).
 */
const page = <K extends string, M extends Record<K, ComponentType>>(
  title: string,
  section: string | undefined,
  load: () => Promise<M>,
  name: K
) => ({
  handle: { title, ...(section === undefined ? {} : { section }) } satisfies RouteHandle,
  lazy: () => load().then((m) => ({ Component: m[name] }))
})

/** Every route of the storefront. */
export const routes: Array<RouteObject> = [
  {
    path: "/",
    Component: Shell,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            ...page("Find a store", "/stores", () => import("./pages/LocatorPage.js"), "LocatorPage")
          },
          {
            path: "stores",
            ...page("Find a store", "/stores", () => import("./pages/LocatorPage.js"), "LocatorPage")
          },
          {
            path: "stores/:id",
            ...page("Store details", "/stores", () => import("./pages/StorePage.js"), "StoreRoute")
          },
          {
            path: "shop",
            ...page("Shop groceries", "/shop", () => import("./pages/ShopPage.js"), "ShopPage")
          },
          {
            path: "products/:gtin13",
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
