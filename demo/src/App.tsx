/**
 * The app shell: header with the shop's name, navigation, the modality picker and the account link; the page of the
 * current route (routes/); footer. Leaving a page unmounts it (its reads are cancelled).
 */
import { useEffect, useRef } from "react"
import { useWhenOffline } from "atlas-client/offline"
import { Outlet, useMatches, useNavigate } from "react-router"
import { Logo } from "./components/Logo.js"
import { AccountLink } from "./header/AccountLink.js"
import { ModalityPicker } from "./header/ModalityPicker.js"
import { MyStoreProvider } from "./myStore.js"
import type { RouteHandle } from "./pageRoute.js"
import { CartProvider, useCartProfile } from "./shop/cart.js"
import { CartLink } from "./shop/CartLink.js"
import { bindNavigate, Link, useLocation } from "./router.js"

const isHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as { readonly section?: unknown }).section === "string"

/** The header section of the current page. */
const useSection = (): string | undefined => {
  const matches = useMatches()
  const handle = [...matches].reverse().find((m) => isHandle(m.handle))?.handle
  return isHandle(handle) ? handle.section : undefined
}

const Header = ({ section, pathname }: { readonly section: string | undefined; readonly pathname: string }) => {
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
          <span className="brand__name phone-hidden">Atlas Market</span>
        </Link>
        <nav className="nav" aria-label="Main">
          {nav("/shop", "Shop", section === "/shop")}
          {nav("/lists", "Lists", section === "/lists")}
          {nav("/coupons", "Coupons", section === "/coupons")}
          {nav("/weekly-ad", "Weekly ad", section === "/weekly-ad")}
          {nav("/rewards", "Rewards", section === "/rewards")}
          {nav("/stores", "Stores", section === "/stores")}
          {nav("/developer", "Developer", section === "/developer")}
        </nav>
        <div className="header-tools">
          <ModalityPicker />
          <AccountLink current={section === "account"} />
        </div>
        <CartLink active={pathname === "/cart"} />
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

const loadOffline = () => import("./offline.js")

/**
 * The persisted read cache and its "Offline, as of" notice (`offline.tsx`), outside the first
 * screen's script: `useWhenOffline` loads it at once when the browser is offline or a read fails
 * (what it restores is needed now), else a few seconds after the page is interactive (to save what
 * it shows).
 */
const Offline = () => {
  const profileId = useCartProfile()
  const offline = useWhenOffline(loadOffline)
  return offline === undefined ? null : <offline.default profileId={profileId} />
}

/** The storefront's shell: header, the current route's page, footer. */
export const Shell = () => {
  const { pathname } = useLocation()
  const section = useSection()
  bindNavigate(useNavigate())
  const main = useRef<HTMLElement>(null)
  const previous = useRef<string | undefined>(undefined)
  // Marks the page interactive (for tests and the bench).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  useEffect(() => {
    // After a navigation (not on the first render), move focus to the new page for screen readers.
    if (previous.current !== undefined && previous.current !== pathname) main.current?.focus({ preventScroll: true })
    previous.current = pathname
  }, [pathname])
  return (
    <MyStoreProvider>
      <CartProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header section={section} pathname={pathname} />
        <Offline />
        <main id="main" ref={main} tabIndex={-1} className="main">
          <Outlet />
        </main>
        <Footer />
      </CartProvider>
    </MyStoreProvider>
  )
}
