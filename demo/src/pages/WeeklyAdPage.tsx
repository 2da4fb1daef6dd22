/**
 * The weekly ad of the shopper's store: the store's details (`StoresUseCases.getStoreDetails`) give
 * its weekly-ad path (`weeklyAdPathOf`: banner, division, store), then its circulars
 * (`WeeklyAdsUseCases.getCirculars`) and the chosen circular's items scored for the shopper
 * (`getScoredItems`), each linking to its product page to add it to the cart. A sponsored
 * placement sits on top.
 */
import { type Circular, weeklyAdPathOf, type WeeklyAdPath } from "atlas-client"
import { StoresUseCases, useRead, WeeklyAdsUseCases } from "atlas-client/react"
import { useState } from "react"
import { AdSlot } from "../components/AdSlot.js"
import { ErrorNotice, SkeletonCards, Spinner } from "../components/States.js"
import { isFailed } from "../errors.js"
import { useMyStore } from "../myStore.js"
import { Link } from "../router.js"
import { money } from "../shop/format.js"
import "./savings.css"

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" })

const Items = ({ path, circular }: { readonly path: WeeklyAdPath; readonly circular: Circular }) => {
  const { state, refetch } = useRead(WeeklyAdsUseCases.getScoredItems, [path, circular.id], { key: circular.id })
  if (isFailed(state)) return <ErrorNotice error={state.error} onRetry={refetch} />
  if (state.status !== "success") return <SkeletonCards count={3} />
  if (state.value.length === 0) return <p className="empty">This circular has no items yet.</p>
  return (
    <ul className="ad-items" aria-label={`Items of ${circular.title}`}>
      {state.value.map((item) => (
        <li key={item.gtin13} className="ad-item">
          <p className="ad-item__price">{money(item.price)}</p>
          <h3 className="ad-item__name">{item.description}</h3>
          <Link to={`/products/${item.gtin13}`} className="button button--small">
            View and add to cart
          </Link>
        </li>
      ))}
    </ul>
  )
}

const Circulars = ({ path }: { readonly path: WeeklyAdPath }) => {
  const { state, refetch } = useRead(WeeklyAdsUseCases.getCirculars, [path])
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  if (isFailed(state)) return <ErrorNotice error={state.error} onRetry={refetch} />
  if (state.status !== "success") return <Spinner label="Loading this week’s ads…" />
  const circulars = state.value
  const current = circulars.find((c) => c.id === chosen) ?? circulars[0]
  if (current === undefined) return <p className="empty">No weekly ad for this store this week.</p>
  return (
    <>
      <div className="circular-tabs" role="group" aria-label="Circulars">
        {circulars.map((c) => (
          <button key={c.id} type="button" className="facet" aria-pressed={c.id === current.id} onClick={() => setChosen(c.id)}>
            {c.title}
          </button>
        ))}
      </div>
      <p className="muted">
        Valid {day(current.validFrom)} – {day(current.validTo)}
      </p>
      <Items path={path} circular={current} />
    </>
  )
}

/** The weekly ad page. */
export const WeeklyAdPage = () => {
  const { store, ready } = useMyStore()
  const details = useRead(StoresUseCases.getStoreDetails, store === undefined ? undefined : [store.locationId])
  const state = details.state
  return (
    <div className="page weekly-ad-page">
      <div className="page-head">
        <p className="eyebrow">Savings</p>
        <h1>Weekly ad</h1>
        {store !== undefined && <p className="muted">Deals at {store.name}</p>}
      </div>
      <AdSlot target="WEEKLY_ADS" location="TOP" />
      {!ready && <Spinner label="Finding your store…" />}
      {ready && store === undefined && (
        <div className="empty">
          <p className="empty__title">Choose a store to see its weekly ad</p>
          <Link to="/stores" className="button">
            Find a store
          </Link>
        </div>
      )}
      {store !== undefined && isFailed(state) && <ErrorNotice error={state.error} onRetry={details.refetch} />}
      {store !== undefined && state.status === "success" && <Circulars path={weeklyAdPathOf(state.value)} />}
      {store !== undefined && (state.status === "idle" || state.status === "request") && <Spinner label="Loading your store…" />}
    </div>
  )
}
