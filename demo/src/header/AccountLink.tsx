/**
 * The header's account link: "Sign in" for a guest, the account for a signed-in shopper. The
 * header sends nothing: it shows what this browser remembers of the last sign-in (set by the
 * sign-in page, cleared on sign-out); the account page asks the upstream who is calling
 * (`Customer.getProfileContext`) and corrects the hint.
 */
import { useSyncExternalStore } from "react"
import { Link } from "../router.js"
import "./header.css"

const KEY = "atlas-market:signed-in"
const EVENT = "atlas-market:signed-in"

const read = (): string | null => {
  try {
    return window.localStorage.getItem(KEY)
  } catch {
    return null
  }
}

const subscribe = (listener: () => void) => {
  window.addEventListener(EVENT, listener)
  window.addEventListener("storage", listener)
  return () => {
    window.removeEventListener(EVENT, listener)
    window.removeEventListener("storage", listener)
  }
}

/** Remembers (an email) or forgets (`undefined`) that this browser is signed in. */
export const rememberSignedIn = (email: string | undefined): void => {
  try {
    if (email === undefined) window.localStorage.removeItem(KEY)
    else window.localStorage.setItem(KEY, email)
  } catch {
    // private mode: the header shows "Sign in"
  }
  window.dispatchEvent(new Event(EVENT))
}

/** Whether this browser remembers a sign-in, now. */
export const isSignedIn = (): boolean => read() !== null

/** Whether this browser remembers a sign-in (follows changes). */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribe, read, () => null) !== null

/** "Sign in" or the shopper's account. */
export const AccountLink = ({ current }: { readonly current: boolean }) => {
  const email = useSyncExternalStore(subscribe, read, () => null)
  if (email !== null) {
    return (
      <Link to="/account" className="account-link" aria-current={current ? "page" : undefined} title={email}>
        <span className="account-link__avatar" aria-hidden="true">
          {(email.slice(0, 1) || "?").toUpperCase()}
        </span>
        <span className="phone-hidden">Account</span>
      </Link>
    )
  }
  return (
    <Link to="/sign-in" className="account-link" aria-current={current ? "page" : undefined}>
      Sign in
    </Link>
  )
}
