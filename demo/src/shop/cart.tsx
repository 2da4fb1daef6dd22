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
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
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
  /** What the shopper is told about a cart that changed elsewhere, if anything. */
  readonly notice: string | undefined
  /**
   * A write found the cart not as this tab showed it (a line gone, a conflict): the cart is read
   * again and the shopper told. Last write wins: the spec has no cart versions.
   */
  readonly changedElsewhere: () => void
}

const Context = createContext<CartValue>({
  profileId: undefined,
  cart: undefined,
  status: "idle",
  error: undefined,
  refetch: () => undefined,
  apply: () => undefined,
  setProfileId: () => undefined,
  notice: undefined,
  changedElsewhere: () => undefined
})

/** Tabs of this storefront tell each other of their cart writes on this channel. */
const CHANNEL = "atlas-market:cart"

const openChannel = (): BroadcastChannel | undefined => {
  try {
    return typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(CHANNEL)
  } catch {
    return undefined
  }
}

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
  const { state, refetch } = read
  const [notice, setNotice] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (state.status === "success") setCart(Option.getOrNull(state.value))
  }, [state])
  // Tabs in step: another tab's cart write, or coming back to this tab, reads the cart again.
  const channel = useRef<BroadcastChannel | undefined>(undefined)
  useEffect(() => {
    const open = openChannel()
    channel.current = open
    return () => {
      channel.current = undefined
      open?.close()
    }
  }, [])
  useEffect(() => {
    if (profileId === undefined) return
    const again = () => refetch()
    const visible = () => {
      if (document.visibilityState === "visible") refetch()
    }
    const open = channel.current
    open?.addEventListener("message", again)
    window.addEventListener("focus", again)
    document.addEventListener("visibilitychange", visible)
    return () => {
      open?.removeEventListener("message", again)
      window.removeEventListener("focus", again)
      document.removeEventListener("visibilitychange", visible)
    }
  }, [profileId, refetch])
  // Stable (the read's refetch is not): a line's effect calls it once per refused write.
  const refetchLatest = useRef(refetch)
  refetchLatest.current = refetch
  const changedElsewhere = useCallback(() => {
    setNotice("This cart changed in another tab. Here is what it holds now.")
    refetchLatest.current()
  }, [])
  const setProfileId = useCallback((next: string | undefined) => {
    setProfile(next)
    rememberCartProfile(next)
    if (next === undefined) setCart(undefined)
  }, [])
  const apply = useCallback((next: Cart) => {
    setCart(next)
    setNotice(undefined)
    channel.current?.postMessage({ profileId: next.profileId })
    setProfile((known) => {
      if (known !== next.profileId) rememberCartProfile(next.profileId)
      return next.profileId
    })
  }, [])
  // The read's answer counts at once (the effect above copies it into `cart` a render later): the
  // cart page never shows "empty" and starts an empty cart's recommendations for a cart it has.
  const current = cart !== undefined ? cart : state.status === "success" ? Option.getOrNull(state.value) : undefined
  const status: CartValue["status"] =
    profileId === undefined
      ? "ready"
      : current !== undefined
        ? "ready"
        : state.status === "response-error" || state.status === "client-error"
          ? "error"
          : "loading"
  const value = useMemo<CartValue>(
    () => ({
      profileId,
      cart: profileId === undefined ? (current ?? null) : current,
      status,
      error: state.status === "response-error" || state.status === "client-error" ? state.error : undefined,
      refetch: read.refetch,
      apply,
      setProfileId,
      notice,
      changedElsewhere
    }),
    [profileId, current, status, state, read.refetch, apply, setProfileId, notice, changedElsewhere]
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The shopper's cart. */
export const useCart = (): CartValue => useContext(Context)

/** How many of a product the cart holds. */
export const quantityInCart = (cart: Cart | null | undefined, gtin13: string): number =>
  cart?.lineItems.find((l) => l.upc === gtin13)?.quantity ?? 0
