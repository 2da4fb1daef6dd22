/**
 * The storefront's offline parts (`atlas-client/offline`), loaded after the first screen
 * (`App.tsx`, `useWhenOffline`): the offline shell's service worker registered, and the persisted
 * read cache. `<PersistReads>` keeps the shopper's reads (the shop's results, the cart, the lists)
 * in IndexedDB under the cart's profile (`guest` before the shopper has one), so that a reload
 * while the atlas API is unreachable shows what was last seen, with "Offline, as of 10:42" while it
 * cannot be refreshed. A sign-out clears it: the account page's button through `signOut`
 * (`devSession.ts`), the sign-in route's server action through a cookie it sets, read here.
 *
 * The lists' and coupons' outbox (`shop/listAndCouponOutbox.tsx`) is attached here too, so that what
 * it keeps is sent from any page when the connection comes back (the cart's is in `CartProvider`,
 * in the first screen). It is imported from here, not by the page's first script: the list of its
 * chunks stays out of the first screen.
 */
import { clearPersistedReads, PersistReads, registerServiceWorker, useOfflineStatus } from "atlas-client/offline"
import { lazy, Suspense, useEffect, useState } from "react"
import { cookieValue, SIGNED_OUT_COOKIE, writeCookie } from "./cookies.js"
import "./offline.css"

const ListAndCouponSync = lazy(() => import("./shop/listAndCouponOutbox.js").then((loaded) => ({ default: loaded.ListAndCouponSync })))

const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" })

/** "Offline, as of 10:42" while the page shows persisted reads it cannot refresh. */
const OfflineNotice = () => {
  const { offline, asOf } = useOfflineStatus()
  if (!offline || asOf === undefined) return null
  return (
    <p className="offline-notice" role="status">
      Offline, as of {clock.format(asOf)}. This is what you last saw; it updates when you’re back online.
    </p>
  )
}

/**
 * The worker's registration, the cache of the cart profile's reads and the notice (the cache cleared
 * first after a sign-out by the server), and the lists' and coupons' kept writes sent.
 */
export default function OfflineCache({ profileId }: { readonly profileId: string | undefined }) {
  const [cleared, setCleared] = useState(false)
  useEffect(() => void registerServiceWorker(), [])
  useEffect(() => {
    if (cookieValue(document.cookie, SIGNED_OUT_COOKIE) === undefined) return setCleared(true)
    void clearPersistedReads().finally(() => {
      writeCookie(SIGNED_OUT_COOKIE, undefined)
      setCleared(true)
    })
  }, [])
  return (
    <>
      <Suspense fallback={null}>
        <ListAndCouponSync />
      </Suspense>
      {cleared && <PersistReads owner={profileId === undefined ? "guest" : `profile:${profileId}`} />}
      <OfflineNotice />
    </>
  )
}
