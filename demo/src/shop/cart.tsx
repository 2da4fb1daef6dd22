/**
 * The shopper's cart for the whole storefront, from the bindings' cache: every component that shows
 * it (the header's count, the tiles, the cart and checkout pages) reads
 * `useRead(CartsUseCases.getCart, [profileId])`, one entry shared by all, and every cart write keeps
 * that entry true by its own declaration (`updates` sets it from the cart answered; a purchase makes
 * it stale). Nothing here copies a write's cart by hand.
 *
 * What the provider holds is the cart's profile id: a signed-in shopper's (set on sign-in), or the
 * one the upstream minted for an anonymous shopper, learnt from the cart the first write put in the
 * cache. A cookie keeps only that id (so the server renders the cart's count too, prefetching the
 * same entry: `root.tsx`'s loader); it names the cart and proves nothing (the upstream finds the cart from
 * the HttpOnly session cookie, whose value no script sees and nothing here stores).
 *
 * Tabs in step: a cart write of this tab (any write whose invalidations name the carts) is told to
 * the other tabs on a `BroadcastChannel`; a message, or coming back to the tab, makes the cart read
 * stale, so the cart on screen is fetched again.
 */
import type { Cart } from "atlas-client"
import { CartsUseCases, type SlotStore, useRead, useSlotStore } from "atlas-client/react"
import * as Option from "effect/Option"
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react"
import { cookieValue, PROFILE_COOKIE, useFirstCookies, writeCookie } from "../cookies.js"
import "./shop.css"

const ProfileContext = createContext<string | undefined>(undefined)

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

/**
 * The profile of the cart a write put in the cache: asked only while the profile is not known, when
 * no component reads a cart, so the one cart entry holding a cart is the one the write set.
 */
const profileWritten = (store: SlotStore): string | undefined => {
  for (const entry of store.getAll())
    if (entry.name === CartsUseCases.getCart.name && entry.state.status === "success")
      return Option.getOrUndefined(entry.state.value as Option.Option<Cart>)?.profileId
}

/** Holds the cart's profile for the app and keeps the tabs' carts in step. */
export const CartProvider = ({ children }: { readonly children: ReactNode }) => {
  const first = useFirstCookies()
  const [profileId, setProfileId] = useState<string | undefined>(() => cartProfileIn(first))
  const known = useRef(profileId)
  known.current = profileId
  const store = useSlotStore()
  useEffect(() => {
    const learn = (next: unknown) => {
      if (typeof next !== "string" || known.current !== undefined) return
      known.current = next
      rememberCartProfile(next)
      setProfileId(next)
    }
    const stale = () => {
      if (known.current !== undefined) store.invalidate([CartsUseCases.getCart])
    }
    const channel = openChannel()
    // This tab's cart writes, as the store notes each write's invalidations (as they happen: the
    // last one is the new one). `invalidate()` is this tab's own, after another tab's write.
    let seen = store.getInvalidations().at(-1)
    const stop = store.subscribeAll(() => {
      const last = store.getInvalidations().at(-1)
      if (last === seen) return
      seen = last
      if (last === undefined || last.by === "invalidate()" || !last.targets.some((t) => t.startsWith("Carts."))) return
      learn(known.current ?? profileWritten(store))
      channel?.postMessage({ profileId: known.current })
    })
    // Another tab wrote the cart (an anonymous shopper's tab may learn its profile from it).
    const message = (event: MessageEvent<{ readonly profileId?: unknown }>) => {
      learn(event.data.profileId)
      stale()
    }
    // Back to this tab: another window may have changed the cart.
    const visible = () => {
      if (document.visibilityState === "visible") stale()
    }
    channel?.addEventListener("message", message)
    window.addEventListener("focus", stale)
    document.addEventListener("visibilitychange", visible)
    return () => {
      stop()
      channel?.close()
      window.removeEventListener("focus", stale)
      document.removeEventListener("visibilitychange", visible)
    }
  }, [store])
  return <ProfileContext.Provider value={profileId}>{children}</ProfileContext.Provider>
}

/** What {@link useCart} returns. */
export interface CartRead {
  /** The profile the cart belongs to, once known. */
  readonly profileId: string | undefined
  /** The cart: undefined while unknown, null when the profile has none (or is not known yet). */
  readonly cart: Cart | null | undefined
  readonly status: "loading" | "ready" | "error"
  readonly error: unknown
  /** Fetches the cart again (a failed read's "Try again"). */
  readonly refetch: () => void
}

/** The shopper's cart: the cache's entry of the cart read, shared by every component showing it. */
export const useCart = (): CartRead => {
  const profileId = useContext(ProfileContext)
  const { state, refetch } = useRead(CartsUseCases.getCart, profileId === undefined ? undefined : [profileId])
  const failed = state.status === "response-error" || state.status === "client-error"
  return {
    profileId,
    cart: profileId === undefined ? null : state.status === "success" ? Option.getOrNull(state.value) : undefined,
    status: profileId === undefined || state.status === "success" ? "ready" : failed ? "error" : "loading",
    error: failed ? state.error : undefined,
    refetch
  }
}

/** How many of a product the cart holds. */
export const quantityInCart = (cart: Cart | null | undefined, gtin13: string): number =>
  cart?.lineItems.find((l) => l.upc === gtin13)?.quantity ?? 0
