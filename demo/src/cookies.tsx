/**
 * The shopper's context the server renders with: the cookies of the first render (on the server the
 * request's `Cookie` header, in the browser the same cookies, as the root loader's data carries them),
 * so both first renders read the same active modality, store name and cart profile. Later changes are written to
 * `document.cookie` (readable by scripts, no secret in them: the session stays in the HttpOnly
 * cookie the upstream sets).
 */
import { cookieNameOf, readCookieValue, SHOPPING_CONTEXT_KEY, type ActiveModality } from "atlas-client"
import * as Option from "effect/Option"
import { createContext, type ReactNode, useContext } from "react"

/** The cookie of the cart's profile id. */
export const PROFILE_COOKIE = "atlas-market-profile"
/** The cookie of the chosen modalities' display names. */
export const LABELS_COOKIE = "atlas-market-labels"
/**
 * The signed-in shopper's first name (no secret: the page shows it), written by the sign-in page,
 * cleared on sign-out, and set or cleared by the server on every page from what the upstream says.
 */
export const SHOPPER_COOKIE = "atlas-market-shopper"
/**
 * Set by the sign-in route's sign-out (a server action cannot reach IndexedDB): the next page in the
 * browser clears the persisted reads (`demo/src/offline.tsx`), then removes it.
 */
export const SIGNED_OUT_COOKIE = "atlas-market-signed-out"
/** The shopping context's cookie (`ShoppingContext` over a cookie store). */
export const SHOPPING_COOKIE = cookieNameOf(SHOPPING_CONTEXT_KEY)

const Context = createContext<string>("")

/** Provides the first render's cookies. */
export const FirstCookies = ({ cookie, children }: { readonly cookie: string; readonly children: ReactNode }) => (
  <Context.Provider value={cookie}>{children}</Context.Provider>
)

/** The first render's cookies. */
export const useFirstCookies = (): string => useContext(Context)

/** A cookie's value, decoded. */
export const cookieValue = (cookies: string, name: string): string | undefined => Option.getOrUndefined(readCookieValue(cookies, name))

/** Writes (or with `undefined` removes) one of the storefront's cookies for a year. */
export const writeCookie = (name: string, value: string | undefined): void => {
  if (typeof document === "undefined") return
  document.cookie =
    value === undefined
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`
}

const isActive = (value: unknown): value is ActiveModality =>
  typeof value === "object" && value !== null && typeof (value as { readonly type?: unknown }).type === "string"

/** The active modality the shopping context's cookie holds, if any. */
export const activeModalityIn = (cookies: string): ActiveModality | undefined => {
  const raw = cookieValue(cookies, SHOPPING_COOKIE)
  if (raw === undefined) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    return isActive(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}
