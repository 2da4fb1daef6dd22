/**
 * One store: `useRead(StoresUseCases.getStoreDetails, [id])`. Leaving the page while it loads
 * unmounts the only reader, which cancels the call (the developer panel shows it cancelled).
 */
import { useParams } from "react-router"
import type { Store } from "atlas-client"
import { StoresUseCases, useRead } from "atlas-client/react"
import { splitLocationId } from "atlas-client/rules"
import { HoursTable } from "../components/HoursTable.js"
import { CancelledNotice, ErrorNotice, Spinner } from "../components/States.js"
import { ChooseStore } from "../components/StoreCard.js"
import { addressLines, storeStatus, storeTypeLabel, todaysHours, zoneOf } from "../format.js"
import { useMyStore } from "../myStore.js"
import { Link } from "../router.js"
import { isNotFound } from "../errors.js"
import { NotFound } from "./NotFoundPage.js"

const mapsUrl = (store: Store) =>
  `https://www.openstreetmap.org/?mlat=${store.geolocation.lat}&mlon=${store.geolocation.lng}#map=16/${store.geolocation.lat}/${store.geolocation.lng}`

const StoreDetails = ({ store }: { readonly store: Store }) => {
  const status = storeStatus(store)
  const [street, city] = addressLines(store)
  const { storeNumber } = splitLocationId(store.locationId)
  const mine = useMyStore()
  const withHours = (store.departments ?? []).filter((d) => d.hours !== undefined && d.hours.length > 0)
  return (
    <article className="store" aria-labelledby="store-title">
      <header className="store__header card">
        <div>
          <p className="store-card__meta">
            <span className="badge">{store.banner}</span>
            <span>{storeTypeLabel(store.storeType)}</span>
            <span className={`status status--${status.tone}`}>{status.label}</span>
          </p>
          <h1 id="store-title">{store.name}</h1>
          <address className="store__address">
            {street}
            <br />
            {city}
            <br />
            {store.phone !== undefined && <a href={`tel:${store.phone.replace(/[^\d+]/g, "")}`}>{store.phone}</a>}
          </address>
          <p className="store-card__today">
            Today <strong>{todaysHours(store)}</strong>
          </p>
        </div>
        <div className="store__actions">
          <ChooseStore store={store} modality={mine.store?.modality ?? "PICKUP"} />
          <a className="button button--small button--secondary" href={mapsUrl(store)} target="_blank" rel="noreferrer">
            Directions
          </a>
        </div>
      </header>
      <div className="store__grid">
        <section className="card" aria-labelledby="hours-title">
          <h2 id="hours-title" className="card__title">
            Store hours
          </h2>
          <HoursTable hours={store.hours ?? []} timeZone={zoneOf(store)} caption={`Local time (${zoneOf(store).replace(/_/g, " ")})`} />
        </section>
        <section className="card" aria-labelledby="departments-title">
          <h2 id="departments-title" className="card__title">
            Departments
          </h2>
          <ul className="departments">
            {(store.departments ?? []).map((d) => (
              <li key={d.code}>
                <span>{d.name}</span>
                {d.hours !== undefined && d.hours.length > 0 && <span className="departments__note">own hours</span>}
              </li>
            ))}
          </ul>
          {withHours.map((d) => (
            <details key={d.code} className="department-hours">
              <summary>{d.name} hours</summary>
              <HoursTable hours={d.hours ?? []} timeZone={zoneOf(store)} />
            </details>
          ))}
        </section>
        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title" className="card__title">
            About this store
          </h2>
          <dl className="facts">
            <dt>Store number</dt>
            <dd>{storeNumber}</dd>
            <dt>Open 24 hours</dt>
            <dd>{store.open24Hours ? "Yes" : "No"}</dd>
            <dt>Time zone</dt>
            <dd>{zoneOf(store).replace(/_/g, " ")}</dd>
          </dl>
        </section>
      </div>
    </article>
  )
}

/** The store details page. */
export const StorePage = ({ id }: { readonly id: string }) => {
  const details = useRead(StoresUseCases.getStoreDetails, [id])
  const { state } = details
  return (
    <div className="page">
      <p className="crumbs">
        <Link to="/stores">← All stores</Link>
      </p>
      {(state.status === "idle" || state.status === "request") && (
        <div className="card store-loading" aria-busy="true">
          <h1 className="visually-hidden">Store details</h1>
          <Spinner label="Loading store details…" />
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line short" />
          <button type="button" className="button button--small button--secondary" onClick={details.cancel}>
            Cancel
          </button>
        </div>
      )}
      {state.status === "success" && <StoreDetails store={state.value} />}
      {(state.status === "response-error" || state.status === "client-error") &&
        (isNotFound(state.error) ? (
          <NotFound
            title="We couldn’t find that store"
            detail="It may have closed, or the link is wrong."
            to="/stores"
            action="Find a store"
          />
        ) : (
          <ErrorNotice error={state.error} onRetry={details.refetch} />
        ))}
      {(state.status === "cancelled" || state.status === "reset") && (
        <CancelledNotice what="Loading store details" onRetry={details.refetch} />
      )}
    </div>
  )
}

/** The store page of the `/stores/:id` route. */
export const StoreRoute = () => <StorePage id={useParams().id ?? ""} />
