/**
 * The app shell: header with the shop's name, navigation and the shopper's store; the page of the
 * current route; footer. Leaving a page unmounts it (its reads are cancelled).
 */
import { useEffect, useRef } from "react"
import { Logo } from "./components/Logo.js"
import { MyStoreProvider, useMyStore } from "./myStore.js"
import { DeveloperPage } from "./pages/DeveloperPage.js"
import { LocatorPage } from "./pages/LocatorPage.js"
import { NotFoundPage } from "./pages/NotFoundPage.js"
import { StorePage } from "./pages/StorePage.js"
import { Link, useLocation } from "./router.js"

type Route =
  | { readonly page: "locator" }
  | { readonly page: "store"; readonly id: string }
  | { readonly page: "developer" }
  | { readonly page: "not-found" }

const match = (pathname: string): Route => {
  const path = pathname.replace(/\/+$/, "") || "/"
  if (path === "/" || path === "/stores") return { page: "locator" }
  if (path === "/developer") return { page: "developer" }
  const store = /^\/stores\/([^/]+)$/.exec(path)
  if (store?.[1] !== undefined) return { page: "store", id: decodeURIComponent(store[1]) }
  return { page: "not-found" }
}

const titles: Record<Route["page"], string> = {
  locator: "Find a store",
  store: "Store details",
  developer: "Developer panel",
  "not-found": "Page not found"
}

const MyStoreBadge = () => {
  const { store } = useMyStore()
  if (store === undefined) return null
  return (
    <Link to={`/stores/${store.locationId}`} className="my-store" title="Your store">
      <span className="my-store__label">{store.modality === "PICKUP" ? "Pickup at" : "Shopping at"}</span>
      <span className="my-store__name">{store.name}</span>
    </Link>
  )
}

const Header = ({ route }: { readonly route: Route }) => {
  const nav = (to: string, label: string, active: boolean) => (
    <Link to={to} className="nav__link" aria-current={active ? "page" : undefined}>{label}</Link>
  )
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="brand" aria-label="Atlas Market home">
          <Logo />
          <span className="brand__name">Atlas Market</span>
        </Link>
        <nav className="nav" aria-label="Main">
          {nav("/stores", "Stores", route.page === "locator" || route.page === "store")}
          {nav("/developer", "Developer", route.page === "developer")}
        </nav>
        <MyStoreBadge />
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
        <li><Link to="/stores">Store locator</Link></li>
        <li><Link to="/developer">Developer panel</Link></li>
        <li><a href="/docs">API reference</a></li>
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
      <a href="#main" className="skip-link">Skip to content</a>
      <Header route={route} />
      <main id="main" ref={main} tabIndex={-1} className="main">
        {route.page === "locator" && <LocatorPage />}
        {route.page === "store" && <StorePage id={route.id} />}
        {route.page === "developer" && <DeveloperPage />}
        {route.page === "not-found" && <NotFoundPage />}
      </main>
      <Footer />
    </MyStoreProvider>
  )
}
