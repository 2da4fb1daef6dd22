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
 * Tabs in step: `<CrossTabSync />` (in `root.tsx`) tells the other tabs of each cart write, which makes
 * their cart read stale (the cart on screen is fetched again); an anonymous shopper's tab that did
 * not know the cart's profile yet learns it then from the cookie the writing tab set (or, where the
 * browser has the Cookie Store API, as that cookie changes, whichever comes first). Coming back to
 * the tab makes the cart stale too (another browser window may have changed it).
 *
 * It also says whose writes the outboxes keep and send (`useOutboxOwner`): the cart's outbox is
 * attached here, the lists' and coupons' (`listAndCouponOutbox.tsx`) by the pages using it.
 */
import type { Cart } from "atlas-client"
import { CartsUseCases, type SlotStore, useRead, useSlotStore } from "atlas-client/react"
import * as Option from "effect/Option"
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react"
import { OutboxSync } from "atlas-client/offline"
import { cookieValue, PROFILE_COOKIE, SHOPPER_COOKIE, useFirstCookies, writeCookie } from "../cookies.js"
import { outbox } from "./outbox.js"
import "./shop.css"

const ProfileContext = createContext<string | undefined>(undefined)

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

/** Whose kept writes a page sends (every outbox's `owner`): the signed-in shopper's profile, or this device's guest. */
const outboxOwner = (firstCookies: string, profileId: string | undefined): string =>
  cookieValue(firstCookies, SHOPPER_COOKIE) !== undefined && profileId !== undefined ? profileId : "guest"

/** The owner of the page's kept writes (under {@link CartProvider}): for an outbox's `<OutboxSync>`. */
export const useOutboxOwner = (): string => outboxOwner(useFirstCookies(), useContext(ProfileContext))

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
    // Cart writes, as the store notes each write's invalidations (the last one is the new one):
    // this tab's learn the profile from the cart written; another tab's (told by the sync, as
    // `invalidate()`) from the cookie that tab set.
    let seen = store.getInvalidations().at(-1)
    const stop = store.subscribeAll(() => {
      const last = store.getInvalidations().at(-1)
      if (last === seen || known.current !== undefined) return
      seen = last
      if (last === undefined || !last.targets.some((t) => t.startsWith("Carts."))) return
      learn(last.by === "invalidate()" ? cartProfileIn(document.cookie) : profileWritten(store))
    })
    // The cookie another tab set, as it changes (the Cookie Store API, where the browser has it): a
    // cookie set in one tab may reach another's `document.cookie` after that tab's write was told.
    const cookies: CookieStore | undefined = globalThis.cookieStore
    const cookieChanged = (event: CookieChangeEvent) => {
      const set = event.changed.find((cookie) => cookie.name === PROFILE_COOKIE)?.value
      if (set !== undefined && set !== "") learn(decodeURIComponent(set))
    }
    cookies?.addEventListener("change", cookieChanged)
    // Back to this tab: another window may have changed the cart.
    const visible = () => {
      if (document.visibilityState === "visible") stale()
    }
    window.addEventListener("focus", stale)
    document.addEventListener("visibilitychange", visible)
    return () => {
      stop()
      cookies?.removeEventListener("change", cookieChanged)
      window.removeEventListener("focus", stale)
      document.removeEventListener("visibilitychange", visible)
    }
  }, [store])
  const owner = outboxOwner(first, profileId)
  return (
    <ProfileContext.Provider value={profileId}>
      <OutboxSync outbox={outbox} owner={owner} />
      {children}
    </ProfileContext.Provider>
  )
}

/** The profile the cart belongs to, once known (without reading the cart). */
export const useCartProfile = (): string | undefined => useContext(ProfileContext)

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
