/**
 * The shopper's cart for the whole storefront: read with `CartsUseCases.getCart(profileId)` once
 * the profile is known (a signed-in shopper's id, set on sign-in; an anonymous shopper learns the
 * profile id the upstream minted for it from the first write's `cart.profileId`). Every cart write
 * sets that read from the cart it answers (and a purchase makes it stale), so the header count and
 * the cart page follow adds, updates and removals; `apply` shows a write's cart at once and learns
 * its profile. A cookie keeps only that profile id (so the server renders the cart's count too), and a reload reads the cart again: it names
 * the cart and proves nothing (the upstream finds the cart from the HttpOnly session cookie, whose
 * value no script sees and nothing here stores).
 */
import type { Cart } from "atlas-client"
import { CartsUseCases, useRead } from "atlas-client/react"
import * as Option from "effect/Option"
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { cookieValue, PROFILE_COOKIE, useFirstCookies, writeCookie } from "../cookies.js"
import "./shop.css"

interface CartValue {
  /** The profile the cart belongs to, once known. */
  readonly profileId: string | undefined
  /** The cart: undefined while unknown, null when the profile has none. */
  readonly cart: Cart | null | undefined
  /** The state of the cart read. */
  readonly status: "idle" | "loading" | "ready" | "error"
  readonly error: unknown
  readonly refetch: () => void
  /** Takes the cart a write answered with. */
  readonly apply: (cart: Cart) => void
  /** Sets the profile (e.g. after signing in). */
  readonly setProfileId: (profileId: string | undefined) => void
}

const Context = createContext<CartValue>({
  profileId: undefined,
  cart: undefined,
  status: "idle",
  error: undefined,
  refetch: () => undefined,
  apply: () => undefined,
  setProfileId: () => undefined
})

/**
 * Remembers the profile whose cart the next page load reads, or forgets it: signing in and out
 * reload the app as another profile.
 */
export const rememberCartProfile = (profileId: string | undefined): void => writeCookie(PROFILE_COOKIE, profileId)

/** The cart's profile id the cookies name, if any. */
export const cartProfileIn = (cookies: string): string | undefined => cookieValue(cookies, PROFILE_COOKIE)

/** Holds the cart for the app. */
export const CartProvider = ({ children }: { readonly children: ReactNode }) => {
  const first = useFirstCookies()
  const [profileId, setProfile] = useState<string | undefined>(() => cartProfileIn(first))
  const [cart, setCart] = useState<Cart | null | undefined>(undefined)
  const read = useRead(CartsUseCases.getCart, profileId === undefined ? undefined : [profileId])
  const { state } = read
  useEffect(() => {
    if (state.status === "success") setCart(Option.getOrNull(state.value))
  }, [state])
  const setProfileId = useCallback((next: string | undefined) => {
    setProfile(next)
    rememberCartProfile(next)
    if (next === undefined) setCart(undefined)
  }, [])
  const apply = useCallback((next: Cart) => {
    setCart(next)
    setProfile((known) => {
      if (known !== next.profileId) rememberCartProfile(next.profileId)
      return next.profileId
    })
  }, [])
  // The read's value until the effect has taken it (a server render runs no effect).
  const shown = cart ?? (profileId !== undefined && state.status === "success" ? Option.getOrNull(state.value) : undefined)
  const status: CartValue["status"] =
    profileId === undefined
      ? "ready"
      : state.status === "success" || shown !== undefined
        ? "ready"
        : state.status === "response-error" || state.status === "client-error"
          ? "error"
          : "loading"
  const value = useMemo<CartValue>(
    () => ({
      profileId,
      cart: profileId === undefined ? (cart ?? null) : shown,
      status,
      error: state.status === "response-error" || state.status === "client-error" ? state.error : undefined,
      refetch: read.refetch,
      apply,
      setProfileId
    }),
    [profileId, cart, shown, status, state, read.refetch, apply, setProfileId]
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The shopper's cart. */
export const useCart = (): CartValue => useContext(Context)

/** How many of a product the cart holds. */
export const quantityInCart = (cart: Cart | null | undefined, gtin13: string): number =>
  cart?.lineItems.find((l) => l.upc === gtin13)?.quantity ?? 0
