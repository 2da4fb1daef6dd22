/**
 * The header's account link: "Sign in" for a guest, the shopper's name for a signed-in one. The
 * name is in a cookie (`SHOPPER_COOKIE`) the sign-in page writes and sign-out clears, and the
 * server checks with the upstream on every page it renders (`signedInShopper`): the server's HTML
 * and the hydrating page show the shopper as the upstream knows them.
 */
import { useSyncExternalStore } from "react"
import { cookieValue, SHOPPER_COOKIE, useFirstCookies, writeCookie } from "../cookies.js"
import { Link } from "../router.js"
import "./header.css"

const EVENT = "atlas-market:signed-in"

const read = (): string | null => cookieValue(document.cookie, SHOPPER_COOKIE) ?? null

const subscribe = (listener: () => void) => {
  window.addEventListener(EVENT, listener)
  document.addEventListener("visibilitychange", listener)
  return () => {
    window.removeEventListener(EVENT, listener)
    document.removeEventListener("visibilitychange", listener)
  }
}

/** Remembers (the shopper's name) or forgets (`undefined`) that this browser is signed in. */
export const rememberSignedIn = (name: string | undefined): void => {
  writeCookie(SHOPPER_COOKIE, name)
  window.dispatchEvent(new Event(EVENT))
}

/** Whether this browser is signed in, now. */
export const isSignedIn = (): boolean => read() !== null

/** The signed-in shopper's name, or `null` for a guest (the server's first render and the hydration agree). */
const useShopperName = (): string | null => {
  const first = useFirstCookies()
  return useSyncExternalStore(subscribe, read, () => cookieValue(first, SHOPPER_COOKIE) ?? null)
}

/** Whether this browser is signed in (follows changes). */
export const useSignedIn = (): boolean => useShopperName() !== null

/** "Sign in" or the shopper's account. */
export const AccountLink = ({ current }: { readonly current: boolean }) => {
  const name = useShopperName()
  if (name !== null) {
    return (
      <Link to="/account" className="account-link" aria-current={current ? "page" : undefined}>
        <span className="account-link__avatar" aria-hidden="true">
          {(name.slice(0, 1) || "?").toUpperCase()}
        </span>
        <span className="visually-hidden">Account of </span>
        <span className="phone-hidden">{name}</span>
      </Link>
    )
  }
  return (
    <Link to="/sign-in" className="account-link" aria-current={current ? "page" : undefined}>
      Sign in
    </Link>
  )
}
