/**
 * The app shell: header with the shop's name, navigation, the modality picker and the account link; the page of the
 * current route; footer. Leaving a page unmounts it (its reads are cancelled).
 */
import { useEffect, useRef } from "react"
import { Logo } from "./components/Logo.js"
import { AccountLink } from "./header/AccountLink.js"
import { ModalityPicker } from "./header/ModalityPicker.js"
import { MyStoreProvider } from "./myStore.js"
import { AccountPage } from "./pages/AccountPage.js"
import { DeveloperPage } from "./pages/DeveloperPage.js"
import { LocatorPage } from "./pages/LocatorPage.js"
import { NotFoundPage } from "./pages/NotFoundPage.js"
import { SignInPage } from "./pages/SignInPage.js"
import { StorePage } from "./pages/StorePage.js"
import { CartPage } from "./pages/CartPage.js"
import { CheckoutPage } from "./pages/CheckoutPage.js"
import { OrderPage, OrdersPage } from "./pages/OrderPage.js"
import { ListsPage } from "./pages/ListsPage.js"
import { ProductPage } from "./pages/ProductPage.js"
import { ShopPage } from "./pages/ShopPage.js"
import { CouponsPage } from "./pages/CouponsPage.js"
import { RewardsPage } from "./pages/RewardsPage.js"
import { WeeklyAdPage } from "./pages/WeeklyAdPage.js"
import { CartProvider } from "./shop/cart.js"
import { CartLink } from "./shop/CartLink.js"
import { Link, useLocation } from "./router.js"

type Route =
  | { readonly page: "locator" }
  | { readonly page: "store"; readonly id: string }
  | { readonly page: "developer" }
  | { readonly page: "account" }
  | { readonly page: "sign-in" }
  | { readonly page: "shop" }
  | { readonly page: "product"; readonly gtin13: string }
  | { readonly page: "cart" }
  | { readonly page: "checkout" }
  | { readonly page: "orders" }
  | { readonly page: "order"; readonly id: string }
  | { readonly page: "lists" }
  | { readonly page: "coupons" }
  | { readonly page: "weekly-ad" }
  | { readonly page: "rewards" }
  | { readonly page: "not-found" }

const match = (pathname: string): Route => {
  const path = pathname.replace(/\/+$/, "") || "/"
  if (path === "/" || path === "/stores") return { page: "locator" }
  if (path === "/developer") return { page: "developer" }
  if (path === "/account") return { page: "account" }
  if (path === "/sign-in") return { page: "sign-in" }
  const store = /^\/stores\/([^/]+)$/.exec(path)
  if (store?.[1] !== undefined) return { page: "store", id: decodeURIComponent(store[1]) }
  if (path === "/shop") return { page: "shop" }
  if (path === "/cart") return { page: "cart" }
  if (path === "/checkout") return { page: "checkout" }
  if (path === "/orders") return { page: "orders" }
  const order = /^\/orders\/([^/]+)$/.exec(path)
  if (order?.[1] !== undefined) return { page: "order", id: decodeURIComponent(order[1]) }
  if (path === "/lists") return { page: "lists" }
  if (path === "/coupons") return { page: "coupons" }
  if (path === "/weekly-ad") return { page: "weekly-ad" }
  if (path === "/rewards") return { page: "rewards" }
  const product = /^\/products\/([^/]+)$/.exec(path)
  if (product?.[1] !== undefined) return { page: "product", gtin13: decodeURIComponent(product[1]) }
  return { page: "not-found" }
}

const titles: Record<Route["page"], string> = {
  locator: "Find a store",
  store: "Store details",
  developer: "Developer panel",
  account: "Your account",
  "sign-in": "Sign in",
  shop: "Shop groceries",
  product: "Product",
  cart: "Your cart",
  checkout: "Checkout",
  orders: "Your orders",
  order: "Your order",
  lists: "Shopping lists",
  coupons: "Digital coupons",
  "weekly-ad": "Weekly ad",
  rewards: "Your rewards",
  "not-found": "Page not found"
}

const Header = ({ route }: { readonly route: Route }) => {
  const nav = (to: string, label: string, active: boolean) => (
    <Link to={to} className="nav__link" aria-current={active ? "page" : undefined}>
      {label}
    </Link>
  )
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="brand" aria-label="Atlas Market home">
          <Logo />
          <span className="brand__name">Atlas Market</span>
        </Link>
        <nav className="nav" aria-label="Main">
          {nav("/shop", "Shop", route.page === "shop" || route.page === "product")}
          {nav("/lists", "Lists", route.page === "lists")}
          {nav("/coupons", "Coupons", route.page === "coupons")}
          {nav("/weekly-ad", "Weekly ad", route.page === "weekly-ad")}
          {nav("/rewards", "Rewards", route.page === "rewards")}
          {nav("/stores", "Stores", route.page === "locator" || route.page === "store")}
          {nav("/developer", "Developer", route.page === "developer")}
        </nav>
        <div className="header-tools">
          <ModalityPicker />
          <AccountLink current={route.page === "account" || route.page === "sign-in"} />
        </div>
        <CartLink active={route.page === "cart"} />
      </div>
    </header>
  )
}

const Footer = () => (
  <footer className="footer">
    <div className="footer__inner">
      <div>
        <strong>Atlas Market</strong>
        <p>Fresh groceries for pickup, delivery and in-store. A demo storefront of atlas-client.</p>
      </div>
      <ul className="footer__links">
        <li>
          <Link to="/stores">Store locator</Link>
        </li>
        <li>
          <Link to="/developer">Developer panel</Link>
        </li>
        <li>
          <a href="/docs">API reference</a>
        </li>
      </ul>
      <p className="footer__fine">Served by the atlas reference upstream. Prices, stores and hours are seeded sample data.</p>
    </div>
  </footer>
)

/** The storefront. */
export const App = () => {
  const { pathname } = useLocation()
  const route = match(pathname)
  const main = useRef<HTMLElement>(null)
  const previous = useRef<string | undefined>(undefined)
  useEffect(() => {
    document.title = `${titles[route.page]} · Atlas Market`
    // After a navigation (not on the first render), move focus to the new page for screen readers.
    if (previous.current !== undefined && previous.current !== pathname) main.current?.focus({ preventScroll: true })
    previous.current = pathname
  }, [pathname, route.page])
  return (
    <MyStoreProvider>
      <CartProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header route={route} />
        <main id="main" ref={main} tabIndex={-1} className="main">
          {route.page === "locator" && <LocatorPage />}
          {route.page === "store" && <StorePage id={route.id} />}
          {route.page === "developer" && <DeveloperPage />}
          {route.page === "account" && <AccountPage />}
          {route.page === "sign-in" && <SignInPage />}
          {route.page === "shop" && <ShopPage />}
          {route.page === "product" && <ProductPage key={route.gtin13} gtin13={route.gtin13} />}
          {route.page === "cart" && <CartPage />}
          {route.page === "checkout" && <CheckoutPage />}
          {route.page === "orders" && <OrdersPage />}
          {route.page === "order" && <OrderPage key={route.id} id={route.id} />}
          {route.page === "lists" && <ListsPage />}
          {route.page === "coupons" && <CouponsPage />}
          {route.page === "weekly-ad" && <WeeklyAdPage />}
          {route.page === "rewards" && <RewardsPage />}
          {route.page === "not-found" && <NotFoundPage />}
        </main>
        <Footer />
      </CartProvider>
    </MyStoreProvider>
  )
}
