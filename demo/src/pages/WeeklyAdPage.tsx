/**
 * The weekly ad of the shopper's store: the store's details (`StoresUseCases.getStoreDetails`) give
 * its weekly-ad path (`weeklyAdPathOf`: banner, division, store), then its circulars
 * (`WeeklyAdsUseCases.getCirculars`, shown as tabs) and the chosen circular's items scored for the shopper
 * (`getScoredItems`), each linking to its product page to add it to the cart. A sponsored
 * placement sits on top.
 */
import { type Circular, weeklyAdPathOf, type WeeklyAdPath } from "atlas-client"
import { isFailed, StoresUseCases, useRead, WeeklyAdsUseCases } from "atlas-client/react"
import { type KeyboardEvent, useId, useRef, useState } from "react"
import { AdSlot } from "../components/AdSlot.js"
import { ErrorNotice, SkeletonCards, Spinner } from "../components/States.js"
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
          <h2 className="ad-item__name">{item.description}</h2>
          <Link to={`/products/${item.gtin13}`} className="button button--small">
            View and add to cart
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The key that moves from tab `i` of `n` to another, and to which (arrows wrap around; Home, End). */
const tabMove = (key: string, i: number, n: number): number | undefined =>
  key === "ArrowRight" ? (i + 1) % n : key === "ArrowLeft" ? (i + n - 1) % n : key === "Home" ? 0 : key === "End" ? n - 1 : undefined

/**
 * The store's circulars as tabs (a tab list, one tab per circular, the chosen circular's validity
 * and items in the tab panel): one tab stop, the arrow keys (and Home, End) choose another.
 */
const Circulars = ({ path }: { readonly path: WeeklyAdPath }) => {
  const { state, refetch } = useRead(WeeklyAdsUseCases.getCirculars, [path])
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const id = useId()
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  if (isFailed(state)) return <ErrorNotice error={state.error} onRetry={refetch} />
  if (state.status !== "success") return <Spinner label="Loading this week’s ads…" />
  const circulars = state.value
  const index = Math.max(
    0,
    circulars.findIndex((c) => c.id === chosen)
  )
  const current = circulars[index]
  if (current === undefined) return <p className="empty">No weekly ad for this store this week.</p>
  const onKeyDown = (event: KeyboardEvent, i: number) => {
    const next = tabMove(event.key, i, circulars.length)
    const circular = next === undefined ? undefined : circulars[next]
    if (next === undefined || circular === undefined) return
    event.preventDefault()
    setChosen(circular.id)
    tabs.current[next]?.focus()
  }
  return (
    <>
      <div className="circular-tabs" role="tablist" aria-label="Circulars">
        {circulars.map((c, i) => (
          <button
            key={c.id}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="circular-tab"
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => setChosen(c.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {c.title}
          </button>
        ))}
      </div>
      <div className="circular-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${index}`}>
        <p className="muted">
          Valid {day(current.validFrom)} – {day(current.validTo)}
        </p>
        <Items path={path} circular={current} />
      </div>
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
