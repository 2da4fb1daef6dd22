/**
 * The storefront's routes: every page a lazily loaded module (its own script, fetched when the
 * route is first visited), a 404 route, and a route error boundary. Each route's `handle.title`
 * names the page (the document title) and `handle.section` the header link it belongs to.
 */
import type { RouteObject } from "react-router"
import { Shell } from "./App.js"
import { RouteError } from "./pages/RouteError.js"

/** What a route tells the shell. */
export interface RouteHandle {
  readonly title: string
  readonly section?: string
}

const page = (title: string, section: string | undefined, load: () => Promise<{ readonly Component: () => React.ReactNode }>) => ({
  handle: { title, ...(section === undefined ? {} : { section }) } satisfies RouteHandle,
  lazy: load
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
            ...page("Find a store", "/stores", () => import("./pages/LocatorPage.js").then((m) => ({ Component: m.LocatorPage })))
          },
          {
            path: "stores",
            ...page("Find a store", "/stores", () => import("./pages/LocatorPage.js").then((m) => ({ Component: m.LocatorPage })))
          },
          {
            path: "stores/:id",
            ...page("Store details", "/stores", () => import("./pages/StorePage.js").then((m) => ({ Component: m.StoreRoute })))
          },
          {
            path: "shop",
            ...page("Shop groceries", "/shop", () => import("./pages/ShopPage.js").then((m) => ({ Component: m.ShopPage })))
          },
          {
            path: "products/:gtin13",
            ...page("Product", "/shop", () => import("./pages/ProductPage.js").then((m) => ({ Component: m.ProductRoute })))
          },
          { path: "cart", ...page("Your cart", undefined, () => import("./pages/CartPage.js").then((m) => ({ Component: m.CartPage }))) },
          {
            path: "checkout",
            ...page("Checkout", undefined, () => import("./pages/CheckoutPage.js").then((m) => ({ Component: m.CheckoutPage })))
          },
          {
            path: "orders",
            ...page("Your orders", undefined, () => import("./pages/OrderPage.js").then((m) => ({ Component: m.OrdersPage })))
          },
          {
            path: "orders/:id",
            ...page("Your order", undefined, () => import("./pages/OrderPage.js").then((m) => ({ Component: m.OrderRoute })))
          },
          {
            path: "lists",
            ...page("Shopping lists", "/lists", () => import("./pages/ListsPage.js").then((m) => ({ Component: m.ListsPage })))
          },
          {
            path: "coupons",
            ...page("Digital coupons", "/coupons", () => import("./pages/CouponsPage.js").then((m) => ({ Component: m.CouponsPage })))
          },
          {
            path: "weekly-ad",
            ...page("Weekly ad", "/weekly-ad", () => import("./pages/WeeklyAdPage.js").then((m) => ({ Component: m.WeeklyAdPage })))
          },
          {
            path: "rewards",
            ...page("Your rewards", "/rewards", () => import("./pages/RewardsPage.js").then((m) => ({ Component: m.RewardsPage })))
          },
          {
            path: "developer",
            ...page("Developer panel", "/developer", () => import("./pages/DeveloperPage.js").then((m) => ({ Component: m.DeveloperPage })))
          },
          {
            path: "account",
            ...page("Your account", "account", () => import("./pages/AccountPage.js").then((m) => ({ Component: m.AccountPage })))
          },
          {
            path: "sign-in",
            ...page("Sign in", "account", () => import("./pages/SignInPage.js").then((m) => ({ Component: m.SignInPage })))
          },
          {
            path: "*",
            ...page("Page not found", undefined, () => import("./pages/NotFoundPage.js").then((m) => ({ Component: m.NotFoundPage })))
          }
        ]
      }
    ]
  }
]
